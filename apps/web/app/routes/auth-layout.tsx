import { Outlet } from 'react-router';
import { requestContext } from '../lib/request-context.server.ts';
import { AuthHeader } from '../components/account/auth-header.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import type { Route } from './+types/auth-layout';

/**
 * The frame of the authentication pages (login, register, forgetPassword, resetPassword): their own
 * header (SPEC.md section 2, Layout) and a narrow centred column; the locale rules are the site's.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return { locale: requestContext(request, context).locale };
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <div className="flex min-h-dvh flex-col bg-canvas">
        <AuthHeader locale={loaderData.locale} />
        <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-10 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}
