import { data, Outlet } from 'react-router';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { intlTagOf } from '@souq/core/locale/locales.ts';
import '../../i18n/admin-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { permissionsOf, redirectUnprefixedAdmin, requireStaff } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { areasFor } from '../../components/admin/admin-nav.ts';
import { ToastProvider } from '../../components/ui/toast.tsx';
import type { Route } from './+types/layout';

/**
 * The dashboard's frame (issue 17): staff only (a guest goes to the login page, anyone else gets
 * 403), with the areas the staff member's privilege opens. Never cached, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectUnprefixedAdmin(request);
  const rc = requestContext(request, context);
  const { user, actor } = await requireStaff(rc);
  const permissions = permissionsOf(actor);
  return data(
    {
      locale: rc.locale,
      staffName: [user.fName, user.lName].filter(Boolean).join(' ') || user.email || '',
      privilageType: actor.privilageType!,
      permissions,
    },
    { headers: { ...PRIVATE_HEADERS, 'X-Robots-Tag': 'noindex' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, staffName, privilageType, permissions } = loaderData;
  return (
    <AriaI18nProvider locale={intlTagOf(locale)}>
      <ToastProvider>
        <AdminShell
          locale={locale}
          areas={areasFor(permissions)}
          staffName={staffName}
          privilegeLabel={t(`admin.privileges.${privilageType}`)}
        >
          <Outlet />
        </AdminShell>
      </ToastProvider>
    </AriaI18nProvider>
  );
}
