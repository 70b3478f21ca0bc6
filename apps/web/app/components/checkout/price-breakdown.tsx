import { formatMoney } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';

/** The bill as the cart, payment and order pages show it (amounts already computed by core). */
export interface BreakdownData {
  currency: CurrencyCode;
  itemsBeforeOfferMinor: number;
  offerDiscountMinor: number;
  couponCode: string | null;
  couponDiscountMinor: number;
  freeDelivery: boolean;
  shippingMinor: number;
  /** Shown when paying cash on delivery (the payment step and orders); null on the cart page. */
  codFeesMinor: number | null;
  taxMinor?: number;
  giftCardAmountMinor: number;
  /** The referral code at payment and its discount; the user's balances paying (payment step). */
  referralCode?: string | null;
  referralDiscountMinor?: number;
  walletAmountMinor?: number;
  referralBalanceAmountMinor?: number;
  /** The last line: what is to be paid. */
  totalMinor: number;
}

/**
 * Items (before offers), offer savings, coupon, delivery, cash-on-delivery fee, gift card and the
 * total, as a description list. Discounts are shown with a minus sign in the sale colour; every
 * amount is bidi-isolated (`.num`) so it keeps its order in Arabic.
 */
export function PriceBreakdown({ data, className }: { data: BreakdownData; className?: string }) {
  const t = useT();
  const { language, digits } = useLocale();
  const money = (minor: number) => formatMoney(minor, data.currency, language, { digits });
  const rows: Array<{ key: string; label: string; value: string; tone?: 'discount' }> = [
    { key: 'items', label: t('checkout.breakdown.items'), value: money(data.itemsBeforeOfferMinor) },
  ];
  if (data.offerDiscountMinor > 0)
    rows.push({
      key: 'offers',
      label: t('checkout.breakdown.offers'),
      value: `−${money(data.offerDiscountMinor)}`,
      tone: 'discount',
    });
  if (data.couponDiscountMinor > 0)
    rows.push({
      key: 'coupon',
      label: t('checkout.breakdown.coupon', { code: data.couponCode ?? '' }).trim(),
      value: `−${money(data.couponDiscountMinor)}`,
      tone: 'discount',
    });
  if (data.referralDiscountMinor)
    rows.push({
      key: 'referral',
      label: t('checkout.breakdown.referral', { code: data.referralCode ?? '' }).trim(),
      value: `−${money(data.referralDiscountMinor)}`,
      tone: 'discount',
    });
  rows.push({
    key: 'shipping',
    label: t('checkout.breakdown.shipping'),
    value: data.freeDelivery ? t('checkout.breakdown.freeDelivery') : money(data.shippingMinor),
  });
  if (data.codFeesMinor !== null && data.codFeesMinor > 0)
    rows.push({ key: 'cod', label: t('checkout.breakdown.codFees'), value: money(data.codFeesMinor) });
  if (data.giftCardAmountMinor > 0)
    rows.push({
      key: 'giftCard',
      label: t('checkout.breakdown.giftCard'),
      value: `−${money(data.giftCardAmountMinor)}`,
      tone: 'discount',
    });
  if (data.walletAmountMinor)
    rows.push({
      key: 'wallet',
      label: t('checkout.breakdown.wallet'),
      value: `−${money(data.walletAmountMinor)}`,
      tone: 'discount',
    });
  if (data.referralBalanceAmountMinor)
    rows.push({
      key: 'referralBalance',
      label: t('checkout.breakdown.referralBalance'),
      value: `−${money(data.referralBalanceAmountMinor)}`,
      tone: 'discount',
    });
  return (
    <div className={cx('flex flex-col gap-2 text-sm', className)} data-testid="price-breakdown">
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-4" data-row={row.key}>
            <dt className="text-ink-soft">{row.label}</dt>
            <dd className={cx('num font-semibold', row.tone === 'discount' ? 'text-success' : 'text-ink')}>
              {row.value}
            </dd>
          </div>
        ))}
        <div
          className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3"
          data-row="total"
        >
          <dt className="text-base font-bold text-ink">{t('checkout.breakdown.total')}</dt>
          <dd className="num text-lg font-bold text-ink" data-testid="bill-total">
            {money(data.totalMinor)}
          </dd>
        </div>
      </dl>
      {data.taxMinor !== undefined && data.taxMinor > 0 ? (
        <p className="text-xs text-ink-muted">
          {t('checkout.breakdown.taxIncluded', { amount: `\u2068${money(data.taxMinor)}\u2069` })}
        </p>
      ) : null}
    </div>
  );
}
