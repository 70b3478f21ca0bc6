import { formatMoney } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../i18n/i18n.ts';

export interface PriceProps {
  currency: CurrencyCode;
  priceMinor: number;
  /** The price before the offer; shown struck through when higher than `priceMinor`. */
  originalMinor?: number;
  className?: string;
}

/** A price in the page's language, with the old price struck through when on offer. */
export function Price({ currency, priceMinor, originalMinor, className = '' }: PriceProps) {
  const t = useT();
  const { language } = useLocale();
  const onOffer = originalMinor !== undefined && originalMinor > priceMinor;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{t(onOffer ? 'product.salePrice' : 'product.currentPrice')}</span>
      <span className={`num font-semibold ${onOffer ? 'text-sale' : 'text-ink'}`} data-testid="product-price">
        {formatMoney(priceMinor, currency, language)}
      </span>
      {onOffer ? (
        <>
          <span className="sr-only">{t('product.originalPrice')}</span>
          <del className="num text-sm text-ink-muted">{formatMoney(originalMinor, currency, language)}</del>
        </>
      ) : null}
    </p>
  );
}
