import { Link } from 'react-router';
import { COUNTRIES, withCountry, type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { Logo } from './logo.tsx';

/** `text` is the footer message of the settings in the page's language; the catalog's text when unset. */
export function SiteFooter({
  locale,
  year,
  text,
}: {
  locale: LocaleCode;
  year: number;
  text?: string | null;
}) {
  const t = useT();
  return (
    <footer className="mt-20 border-t border-line bg-sand/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="max-w-xl">
          <Logo to={localePath(locale)} />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">{text || t('footer.text')}</p>
        </div>
        <nav aria-label={t('footer.markets')}>
          <h2 className="text-sm font-semibold text-ink">{t('footer.markets')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {COUNTRIES.map((country) => (
              <li key={country}>
                <Link
                  to={localePath(withCountry(locale, country))}
                  className="text-ink-muted transition-colors hover:text-brand"
                >
                  {t(`countries.${country}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ink-muted sm:px-6 lg:px-8">
          {t('footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}
