import type { AdminOrderTotals } from '@souq/core/admin/orders.service.ts';
import type { ReactNode } from 'react';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useMoney } from '../../seller/seller-ui.tsx';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { LinePicture } from '../../orders/line-picture.tsx';
import type { OrderLineDesignView } from '../../orders/order-types.ts';

export interface OrderLineView {
  id: string;
  shownName: string;
  featuresText: string | null;
  imagePath: string | null;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  isIdesign: boolean;
  /** The shopper's design: its preview and the print files per stage (rendered after placing). */
  design: OrderLineDesignView | null;
  giftCardId: string | null;
  designer: { id: string; name: string } | null;
  manufacturer: { id: string; name: string } | null;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
}

/** An order's lines for staff: what, how many, at what price, and who designs and makes it. */
export function OrderLinesTable({ order }: { order: { currency: CurrencyCode; lines: OrderLineView[] } }) {
  const t = useT();
  const money = useMoney();
  const amount = (minor: number) => money(minor, order.currency);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="admin-order-lines">
        <thead className="text-xs text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('admin.orders.detail.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('admin.orders.detail.quantity')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('admin.orders.detail.unitPrice')}
            </th>
            <th scope="col" className="ps-3 py-2 text-end font-semibold">
              {t('admin.orders.detail.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-t border-line align-top">
              <td className="py-3 pe-3">
                <div className="flex gap-3">
                  <LinePicture
                    size="sm"
                    designThumbnailUrl={line.design?.thumbnailUrl}
                    designAlt={t('admin.orders.detail.designPreview', { name: line.shownName })}
                    designTestId="admin-order-line-design"
                    imagePath={line.imagePath}
                  />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-ink">
                      {line.shownName}
                      {line.isIdesign ? (
                        <Badge size="sm" tone="accent" className="ms-2">
                          {t('admin.orders.detail.idesign')}
                        </Badge>
                      ) : null}
                      {line.giftCardId ? (
                        <Badge size="sm" tone="info" className="ms-2">
                          {t('admin.orders.detail.giftCard')}
                        </Badge>
                      ) : null}
                    </span>
                    {line.featuresText ? <span className="text-ink-muted">{line.featuresText}</span> : null}
                    {line.designer ? (
                      <span className="text-xs text-ink-soft">
                        {t('admin.orders.detail.designer', { name: line.designer.name })}
                      </span>
                    ) : null}
                    {line.manufacturer ? (
                      <span className="text-xs text-ink-soft">
                        {t('admin.orders.detail.manufacturer', { name: line.manufacturer.name })}
                      </span>
                    ) : null}
                    {line.design ? <PrintFiles design={line.design} /> : null}
                    <span className="num text-xs text-ink-muted">
                      {t('admin.orders.detail.earnings', {
                        revenue: amount(line.revenueMinor * line.quantity),
                        site: amount(line.siteRevenueMinor * line.quantity),
                        cost: amount(line.manufacturingCostMinor * line.quantity),
                      })}
                    </span>
                  </div>
                </div>
              </td>
              <td className="num px-3 py-3 text-end">{line.quantity}</td>
              <td className="num whitespace-nowrap px-3 py-3 text-end">{amount(line.unitPriceMinor)}</td>
              <td className="num whitespace-nowrap ps-3 py-3 text-end font-semibold">
                {amount(line.totalMinor)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A design line's print files, one link per stage and format, or a word that they are on the way. */
function PrintFiles({ design }: { design: OrderLineDesignView }) {
  const t = useT();
  if (design.printFiles.length === 0)
    return <span className="text-xs text-ink-muted">{t('admin.orders.detail.printPending')}</span>;
  return (
    <span
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs"
      data-testid="admin-order-print-files"
    >
      {design.printFiles.map((file) => (
        <a
          key={file.url}
          href={file.url}
          download
          className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
          data-testid="admin-order-print-file"
        >
          <Icon name="download" size={14} />
          {t('admin.orders.detail.printFile', { stage: file.label, format: file.format.toUpperCase() })}
        </a>
      ))}
    </span>
  );
}

export type OrderTotalsView = AdminOrderTotals;

function Line({
  label,
  children,
  strong,
  row,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  row: string;
}) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-4',
        // The total stands apart from the lines above it (a rule, inside the <dl>'s own row).
        strong && 'border-t border-line pt-2 font-bold text-ink',
      )}
      data-row={row}
    >
      <dt className={strong ? undefined : 'text-ink-soft'}>{label}</dt>
      <dd className="num whitespace-nowrap">{children}</dd>
    </div>
  );
}

/** Every amount of the order: the bill, what balances paid, what the courier collects, refunds. */
export function OrderTotals({
  order,
}: {
  order: { currency: CurrencyCode; payment: { method: string }; totals: OrderTotalsView };
}) {
  const t = useT();
  const money = useMoney();
  const amount = (minor: number) => money(minor, order.currency);
  const totals = order.totals;
  const coupon = totals.couponDiscountMinor || totals.discountMinor;
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid="admin-order-totals">
      <Line label={t('admin.orders.detail.subtotal')} row="subtotal">
        {amount(totals.subtotalMinor)}
      </Line>
      {coupon > 0 ? (
        <Line
          row="coupon"
          label={
            totals.couponCode
              ? t('admin.orders.detail.coupon', { code: totals.couponCode })
              : t('admin.orders.detail.couponNoCode')
          }
        >
          −{amount(coupon)}
        </Line>
      ) : null}
      {totals.referralDiscountMinor > 0 ? (
        <Line row="referral" label={t('admin.orders.detail.referral', { code: totals.referralCode ?? '' })}>
          −{amount(totals.referralDiscountMinor)}
        </Line>
      ) : null}
      <Line row="shipping" label={t('admin.orders.detail.shipping')}>
        {amount(totals.shippingMinor)}
      </Line>
      {totals.codFeesMinor > 0 ? (
        <Line row="codFees" label={t('admin.orders.detail.codFees')}>
          {amount(totals.codFeesMinor)}
        </Line>
      ) : null}
      <Line row="total" label={t('admin.orders.detail.total')} strong>
        {amount(totals.totalMinor)}
      </Line>
      {totals.giftCardAmountMinor > 0 ? (
        <Line
          row="giftCard"
          label={t('admin.orders.detail.giftCardPaid', { code: totals.giftCardCode ?? '' })}
        >
          −{amount(totals.giftCardAmountMinor)}
        </Line>
      ) : null}
      {totals.walletAmountMinor > 0 ? (
        <Line row="wallet" label={t('admin.orders.detail.wallet')}>
          −{amount(totals.walletAmountMinor)}
        </Line>
      ) : null}
      {order.payment.method === 'cod' ? (
        <Line row="codAmount" label={t('admin.orders.detail.codAmount')} strong>
          {amount(totals.codAmountMinor)}
        </Line>
      ) : null}
      {totals.refundedMinor > 0 ? (
        <Line row="refunded" label={t('admin.orders.detail.refunded')}>
          {amount(totals.refundedMinor)}
        </Line>
      ) : null}
      {totals.refundableMinor > 0 ? (
        <Line row="refundable" label={t('admin.orders.detail.refundable')}>
          {amount(totals.refundableMinor)}
        </Line>
      ) : null}
    </dl>
  );
}
