import { Link, useLocation } from 'react-router';
import {
  countryOf,
  currencyOfCountry,
  languageOf,
  withCountry,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { currencyLabel } from '@souq/core/money/money.ts';
import { useT } from '../i18n/i18n.ts';
import { enabledCountries, switchLocalePath } from '../lib/locale-routing.ts';
import { Icon } from './ui/icon.tsx';
import { Popover } from './ui/popover.tsx';

/**
 * Country and currency switch: a popover (works without JavaScript) listing the markets the
 * locale strategy serves; each link keeps the language and the page and changes the currency and
 * prefix (SPEC.md section 4). The trigger's accessible name contains its visible
 * text (WCAG 2.5.3), prefixed for screen readers with what it is.
 */
export function CountrySwitch({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const language = languageOf(locale);
  const current = countryOf(locale);
  const currency = currencyLabel(currencyOfCountry(current), language);
  return (
    <Popover
      align="end"
      triggerClassName="px-3.5 hover:bg-sand group-open:bg-sand"
      trigger={
        <>
          <Icon name="globe" size={18} className="text-ink-muted" />
          <span className="sr-only">{t('nav.country.label')}: </span>
          <span className="hidden sm:inline">{t(`countries.${current}`)}</span>
          <span className="hidden text-ink-muted sm:inline" aria-hidden="true">
            ·
          </span>
          <span className="text-ink-muted">{currency}</span>
          <Icon
            name="chevron-down"
            size={16}
            className="text-ink-muted transition-transform group-open:rotate-180"
          />
        </>
      }
      panelClassName="w-64"
    >
      <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {t('nav.country.label')}
      </p>
      <ul>
        {enabledCountries().map((country) => {
          const selected = country === current;
          return (
            <li key={country}>
              <Link
                data-testid={`country-${country}`}
                to={switchLocalePath(pathname, search, withCountry(locale, country))}
                aria-current={selected ? 'true' : undefined}
                className={`flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm transition-colors hover:bg-sand ${selected ? 'font-semibold text-brand' : 'text-ink'}`}
              >
                <span>{t(`countries.${country}`)}</span>
                <span className="flex items-center gap-2 text-ink-muted">
                  {currencyLabel(currencyOfCountry(country), language)}
                  {selected ? <Icon name="check" size={16} className="text-brand" /> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Popover>
  );
}
