import { formatMoney } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { Badge } from './badge.tsx';
import { cx } from './cx.ts';

export interface PriceProps {
  currency: CurrencyCode;
  priceMinor: number;
  /** The price before the offer; shown struck through when higher than `priceMinor`. */
  originalMinor?: number;
  /** Shows the "−20%" badge beside the prices (computed from the two prices when not given). */
  showDiscount?: boolean;
  discountPercent?: number;
  size?: 'sm' | 'md' | 'lg';
  /** The page's digits (the ARABIC_DIGITS setting on Arabic pages) unless given. */
  digits?: 'latn' | 'arab';
  className?: string;
}

const SIZES = {
  sm: { now: 'text-sm', was: 'text-xs' },
  md: { now: 'text-base', was: 'text-sm' },
  lg: { now: 'text-2xl', was: 'text-base' },
};

/**
 * A price in the page's language. On offer: the sale price in the sale colour, the old price
 * struck through and, optionally, the discount. Each amount is bidi-isolated so "1,250 ج.م" keeps
 * its order inside Arabic text; screen readers hear "Sale price … Original price …".
 */
export function Price({
  currency,
  priceMinor,
  originalMinor,
  showDiscount = false,
  discountPercent,
  size = 'md',
  digits: requestedDigits,
  className,
}: PriceProps) {
  const t = useT();
  const { language, digits: pageDigits } = useLocale();
  const digits = requestedDigits ?? pageDigits;
  const onOffer = originalMinor !== undefined && originalMinor > priceMinor;
  const percent =
    discountPercent ?? (onOffer ? Math.round(((originalMinor - priceMinor) / originalMinor) * 100) : 0);
  return (
    <span className={cx('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="sr-only">{t(onOffer ? 'product.salePrice' : 'product.currentPrice')}</span>
      <span
        className={cx('num font-bold', SIZES[size].now, onOffer ? 'text-sale' : 'text-ink')}
        data-testid="product-price"
      >
        {formatMoney(priceMinor, currency, language, { digits })}
      </span>
      {onOffer ? (
        <>
          <span className="sr-only">{t('product.originalPrice')}</span>
          <del className={cx('num text-ink-muted decoration-1', SIZES[size].was)}>
            {formatMoney(originalMinor, currency, language, { digits })}
          </del>
          {showDiscount && percent > 0 ? (
            <Badge tone="sale" size="sm" className="self-center">
              {t('product.discount', { percent })}
            </Badge>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
