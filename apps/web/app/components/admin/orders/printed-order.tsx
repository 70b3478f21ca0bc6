import type { CountryCode, CurrencyCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useMoney } from '../../seller/seller-ui.tsx';
import type { OrderStatus } from '../../orders/order-types.ts';
import { useAdminDateTime, usePaymentLabel } from './order-view.ts';
import type { OrderTotalsView } from './order-sections.tsx';
import { IsolatedParts } from '../../ui/isolated-parts.tsx';

export interface PrintedOrderData {
  doc: 'invoice' | 'packing';
  timeZone: string;
  order: {
    number: string;
    createdAt: string;
    status: OrderStatus;
    currency: CurrencyCode;
    paymentMethod: string;
    paymentStatus: string;
    customerName: string | null;
    customerEmail: string | null;
    customerPhone: string | null;
    addressee: string | null;
    /** The street parts, each shown isolated (they may mix Arabic and Latin). */
    street: string[] | null;
    separator: string;
    country: CountryCode;
    totals: OrderTotalsView;
    lines: Array<{
      id: string;
      name: string;
      featuresText: string | null;
      quantity: number;
      unitPriceMinor: number;
      totalMinor: number;
    }>;
  };
}

/**
 * The sheet that prints: an invoice (prices and every total) or a packing slip (what goes in the
 * parcel, where to, what to collect). Drawn in the language of the I18nProvider around it; plain
 * black on white and full width on paper (print: utilities).
 */
export function PrintedOrder({ data }: { data: PrintedOrderData }) {
  const t = useT();
  const money = useMoney();
  const paymentLabel = usePaymentLabel();
  const day = useAdminDateTime(data.timeZone, false);
  const { order, doc } = data;
  const amount = (minor: number) => money(minor, order.currency);
  const invoice = doc === 'invoice';
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = order.totals;
  const coupon = totals.couponDiscountMinor || totals.discountMinor;
  const rows: Array<[string, string]> = [
    [t('admin.orders.detail.subtotal'), amount(totals.subtotalMinor)],
    ...(coupon > 0
      ? ([
          [
            totals.couponCode
              ? t('admin.orders.detail.coupon', { code: totals.couponCode })
              : t('admin.orders.detail.couponNoCode'),
            `−${amount(coupon)}`,
          ],
        ] as Array<[string, string]>)
      : []),
    ...(totals.referralDiscountMinor > 0
      ? ([
          [
            t('admin.orders.detail.referral', { code: totals.referralCode ?? '' }),
            `−${amount(totals.referralDiscountMinor)}`,
          ],
        ] as Array<[string, string]>)
      : []),
    [t('admin.orders.detail.shipping'), amount(totals.shippingMinor)],
    ...(totals.codFeesMinor > 0
      ? ([[t('admin.orders.detail.codFees'), amount(totals.codFeesMinor)]] as Array<[string, string]>)
      : []),
  ];
  const paid: Array<[string, string]> = [
    ...(totals.giftCardAmountMinor > 0
      ? ([
          [
            t('admin.orders.detail.giftCardPaid', { code: totals.giftCardCode ?? '' }),
            `−${amount(totals.giftCardAmountMinor)}`,
          ],
        ] as Array<[string, string]>)
      : []),
    ...(totals.walletAmountMinor > 0
      ? ([[t('admin.orders.detail.wallet'), `−${amount(totals.walletAmountMinor)}`]] as Array<
          [string, string]
        >)
      : []),
  ];

  return (
    <article
      className="flex flex-col gap-6 rounded-card border border-line bg-white p-8 text-sm text-ink shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none print:text-black"
      data-testid={`order-print-${doc}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <div>
          <p className="text-xl font-bold">{t('brand.name')}</p>
          <p className="text-ink-muted print:text-black">{t('brand.tagline')}</p>
        </div>
        <div className="text-end">
          <h1 className="text-lg font-bold">
            {t(invoice ? 'admin.orders.print.invoiceNumber' : 'admin.orders.print.packingNumber', {
              number: `\u2066${order.number}\u2069`,
            })}
          </h1>
          <p className="num">
            {t('admin.orders.print.date')}: {day(order.createdAt)}
          </p>
        </div>
      </header>

      <section className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {invoice ? (
          <div>
            <h2 className="mb-1 font-bold">{t('admin.orders.print.billTo')}</h2>
            <p>
              <bdi>{order.customerName ?? order.addressee}</bdi>
            </p>
            {order.customerEmail ? (
              <p>
                <bdi dir="ltr">{order.customerEmail}</bdi>
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <h2 className="mb-1 font-bold">{t('admin.orders.print.shipTo')}</h2>
          {order.addressee ? (
            <p className="font-semibold">
              <bdi>{order.addressee}</bdi>
            </p>
          ) : null}
          {order.street ? (
            <p>
              <IsolatedParts parts={order.street} separator={order.separator} />
            </p>
          ) : null}
          <p>{t(`countries.${order.country}`)}</p>
          {order.customerPhone ? (
            <p className="num">
              <bdi dir="ltr">{order.customerPhone}</bdi>
            </p>
          ) : null}
        </div>
      </section>

      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-ink text-xs">
            {invoice ? null : (
              <th scope="col" className="w-16 py-2 text-start">
                {t('admin.orders.print.packed')}
              </th>
            )}
            <th scope="col" className="py-2 text-start">
              {t('admin.orders.print.item')}
            </th>
            <th scope="col" className="px-2 py-2 text-end">
              {t('admin.orders.print.quantity')}
            </th>
            {invoice ? (
              <>
                <th scope="col" className="px-2 py-2 text-end">
                  {t('admin.orders.print.unitPrice')}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t('admin.orders.print.amount')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="break-inside-avoid border-b border-line align-top">
              {invoice ? null : (
                <td className="py-2">
                  <span aria-hidden="true" className="inline-block size-4 border border-ink" />
                </td>
              )}
              <td className="py-2">
                <p className="font-semibold">{line.name}</p>
                {line.featuresText ? <p className="text-xs">{line.featuresText}</p> : null}
              </td>
              <td className="num px-2 py-2 text-end">{line.quantity}</td>
              {invoice ? (
                <>
                  <td className="num whitespace-nowrap px-2 py-2 text-end">{amount(line.unitPriceMinor)}</td>
                  <td className="num whitespace-nowrap py-2 text-end">{amount(line.totalMinor)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      {invoice ? (
        <dl className="ms-auto flex w-full max-w-xs flex-col gap-1.5">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="num whitespace-nowrap">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t-2 border-ink pt-1.5 text-base font-bold">
            <dt>{t('admin.orders.detail.total')}</dt>
            <dd className="num whitespace-nowrap">{amount(totals.totalMinor)}</dd>
          </div>
          {paid.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt>{label}</dt>
              <dd className="num whitespace-nowrap">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 pt-1.5">
            <dt>{t('admin.orders.detail.payment')}</dt>
            <dd>
              {paymentLabel(order.paymentMethod)} ·{' '}
              {t(`admin.orders.paymentStatuses.${order.paymentStatus as 'paid'}`)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="font-semibold">{t('admin.orders.print.pieces', { count: pieces })}</p>
      )}

      <p className="rounded-lg border-2 border-ink p-3 text-center text-base font-bold">
        {order.paymentMethod === 'cod' && totals.codAmountMinor > 0
          ? t('admin.orders.print.collect', { amount: amount(totals.codAmountMinor) })
          : t('admin.orders.print.prepaid')}
      </p>
      {invoice ? (
        <p className="text-center text-ink-muted print:text-black">{t('admin.orders.print.thanks')}</p>
      ) : null}
    </article>
  );
}
