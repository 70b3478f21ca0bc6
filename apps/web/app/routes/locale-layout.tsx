import { Outlet } from 'react-router';
import { requireLocale } from '../lib/locale-routing.ts';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import type { Route } from './+types/locale-layout';

/** Validates the locale segment for every page under it (404, or 500 for an unknown currency). */
export function loader({ params }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  return { locale, year: new Date().getUTCFullYear() };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, year } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter locale={locale} year={year} />
    </div>
  );
}
