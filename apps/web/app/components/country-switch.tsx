import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import {
  COUNTRIES,
  countryOf,
  currencyOfCountry,
  languageOf,
  withCountry,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { currencyLabel } from '@souq/core/money/money.ts';
import { useT } from '../i18n/i18n.ts';
import { switchLocalePath } from '../lib/locale-routing.ts';

/**
 * Country and currency switch: a disclosure (works without JavaScript) listing the three markets;
 * each link keeps the language and the page.
 */
export function CountrySwitch({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const { pathname, search, key } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // A client-side navigation keeps this component: close the menu after choosing.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  const language = languageOf(locale);
  const current = countryOf(locale);
  const currency = currencyLabel(currencyOfCountry(current), language);
  return (
    <details ref={menu} className="group relative">
      <summary
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-ink transition-colors hover:bg-sand [&::-webkit-details-marker]:hidden"
        aria-label={t('nav.country.current', { country: t(`countries.${current}`), currency })}
      >
        <GlobeIcon />
        <span className="hidden sm:inline">{t(`countries.${current}`)}</span>
        <span className="hidden text-ink-muted sm:inline">·</span>
        <span className="text-ink-muted">{currency}</span>
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          className="text-ink-muted transition-transform group-open:rotate-180"
        >
          <path
            d="m5 8 5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </summary>
      <div className="absolute end-0 top-12 z-40 w-64 rounded-2xl border border-line bg-surface p-2 shadow-card">
        <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {t('nav.country.label')}
        </p>
        <ul>
          {COUNTRIES.map((country) => {
            const selected = country === current;
            return (
              <li key={country}>
                <Link
                  to={switchLocalePath(pathname, search, withCountry(locale, country))}
                  aria-current={selected ? 'true' : undefined}
                  className={`flex items-center justify-between rounded-xl px-3 py-2.5 text-sm transition-colors hover:bg-sand ${selected ? 'font-semibold text-brand' : 'text-ink'}`}
                >
                  <span>{t(`countries.${country}`)}</span>
                  <span className="text-ink-muted">
                    {currencyLabel(currencyOfCountry(country), language)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="text-ink-muted">
      <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
