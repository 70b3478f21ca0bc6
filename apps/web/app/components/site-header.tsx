import { Link, useLocation } from 'react-router';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath, otherLanguageLocale, switchLocalePath } from '../lib/locale-routing.ts';
import { Logo } from './logo.tsx';
import { CountrySwitch } from './country-switch.tsx';

export function SiteHeader({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const other = otherLanguageLocale(locale);
  const otherLanguage = languageOf(other);
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:text-white"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to={localePath(locale)} />
        <nav aria-label={t('nav.primary')} className="flex items-center gap-1 sm:gap-2">
          <CountrySwitch locale={locale} />
          <Link
            to={switchLocalePath(pathname, search, other)}
            hrefLang={otherLanguage}
            lang={otherLanguage}
            title={t('nav.language.switchTo', { language: t(`languages.${otherLanguage}`) })}
            className="inline-flex h-10 items-center rounded-full px-3.5 text-sm font-semibold text-ink transition-colors hover:bg-sand"
          >
            {t(`languages.${otherLanguage}`)}
          </Link>
        </nav>
      </div>
    </header>
  );
}
