import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listSeparator, toLocale, type CountryCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { Icon, type IconName } from '../ui/icon.tsx';

/** The delivery promise for the shopper's country: dates, and how long making and shipping take. */
export function DeliveryPromise({ dates, days, country }: { dates: string; days: number; country: string }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 rounded-panel bg-sand/70 p-4" data-testid="delivery-estimate">
      <Icon name="truck" size={24} className="mt-0.5 shrink-0 text-brand" />
      <div className="flex flex-col gap-0.5 text-sm">
        <p className="font-semibold text-ink">{t('productPage.deliveryTitle', { country })}</p>
        <p className="text-base font-semibold text-ink">
          {t('productPage.deliveryDates', { dates: `\u2068${dates}\u2069` })}
        </p>
        <p className="text-ink-muted">{t('productPage.deliveryMade', { days })}</p>
      </div>
    </div>
  );
}

function TrustItem({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
        <Icon name={icon} size={18} />
      </span>
      <span className="flex flex-col text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-ink-muted">{children}</span>
      </span>
    </li>
  );
}

/** Secure payment, exchanges (with the policy), and cash on delivery when the product allows it. */
export function TrustRow({
  exchangeHref,
  cashOnDelivery,
}: {
  exchangeHref: string;
  cashOnDelivery: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="trust-heading" data-testid="trust-row">
      <h2 id="trust-heading" className="sr-only">
        {t('productPage.trustTitle')}
      </h2>
      <ul className="grid gap-4 border-y border-line py-4 sm:grid-cols-2">
        <TrustItem icon="lock" title={t('productPage.trustSecure')}>
          {t('productPage.trustSecureText')}
        </TrustItem>
        <TrustItem icon="exchange" title={t('productPage.trustReturns')}>
          <Link to={exchangeHref} className="font-medium text-brand underline underline-offset-2">
            {t('productPage.trustReturnsLink')}
          </Link>
        </TrustItem>
        {cashOnDelivery ? (
          <TrustItem icon="wallet" title={t('productPage.trustCod')}>
            {t('productPage.trustCodText')}
          </TrustItem>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * In place of the price and Add to cart where the product is not sold: where it can be ordered,
 * with a link to its page in each of those countries (same language).
 */
export function NotOrderableNotice({
  country,
  availableIn,
  productPath,
}: {
  country: CountryCode;
  availableIn: CountryCode[];
  productPath: string;
}) {
  const t = useT();
  const { language } = useLocale();
  const names = availableIn.map((code) => t(`countriesInText.${code}`));
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-panel border-2 border-line bg-sand/60 p-4"
      data-testid="not-orderable"
    >
      <p className="flex items-center gap-2 text-base font-bold text-ink">
        <Icon name="globe" size={20} className="shrink-0 text-ink-muted" />
        {t('productPage.notOrderableTitle', { country: t(`countriesInText.${country}`) })}
      </p>
      <p className="text-sm text-ink-soft">
        {t('productPage.notOrderableText', { countries: names.join(listSeparator(language)) })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {availableIn.map((code) => (
          <li key={code}>
            <Link
              to={localePath(toLocale(language, code), productPath)}
              reloadDocument
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-4 text-sm font-semibold text-brand hover:bg-brand/10"
            >
              {t('productPage.notOrderableLink', { country: t(`countriesInText.${code}`) })}
              <Icon name="arrow-end" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
