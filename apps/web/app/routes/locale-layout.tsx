import { Outlet } from 'react-router';
import { languageOf } from '@souq/core/locale/locales.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { requireLocale } from '../lib/locale-routing.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import { SiteHeader } from '../components/site-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import type { Route } from './+types/locale-layout';

/**
 * Every page under `/:locale`: validates the locale (404, or 500 for an unknown currency) and
 * loads what the frame needs: the footer message of the language from the settings.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  const ctx = serviceContext(context, locale);
  const settings = await getSettings(ctx);
  const footerText =
    (languageOf(locale) === 'ar' ? settings.arFooterText : settings.footerText)?.trim() || null;
  return { locale, footerText, year: ctx.now.getUTCFullYear() };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, footerText, year } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter locale={locale} year={year} text={footerText} />
    </div>
  );
}
