/** Shapes a placed order (a frozen snapshot, core orders.service.ts) for the pages, in their language. */
import { uploadUrl } from '@souq/core/idesign/design-urls.ts';
import type { OrderWithLines } from '@souq/core/orders/orders.service.ts';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { multiplyMinor } from '@souq/core/money/money.ts';
import { customerMayCancel, displayStatus } from '@souq/core/orders/order-lifecycle.service.ts';
import type { OrderData } from '../components/orders/order-types.ts';
import { addressPartsOf } from '../components/checkout/address-text.ts';
import { localePath } from './locale-routing.ts';
import { featuresLabel } from './feature-label.ts';
import { textIn } from './catalog-view.ts';

export type { OrderData };

export function toOrderData(
  locale: LocaleCode,
  {
    order,
    lines,
    history,
  }: Pick<OrderWithLines, 'order' | 'lines'> & { history?: OrderWithLines['history'] },
): OrderData {
  const language = languageOf(locale);
  const address = order.address ? addressPartsOf(order.address) : null;
  return {
    id: order.id,
    number: order.orderNumber,
    href: localePath(locale, `/profile/orders/${order.id}`),
    createdAt: order.createdAt.toISOString(),
    status: displayStatus(order.status),
    paymentMethod:
      order.paymentMethod === 'cod' || order.paymentMethod === 'wallet' || order.paymentMethod === 'giftCard'
        ? order.paymentMethod
        : 'other',
    currency: order.currency,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: order.subtotalMinor,
    couponDiscountMinor: order.couponDiscountMinor,
    shippingMinor: order.shippingMinor,
    codFeesMinor: order.codFeesMinor,
    giftCardAmountMinor: order.giftCardAmountMinor,
    referralDiscountMinor: order.referralDiscountMinor,
    walletAmountMinor: order.walletAmountMinor,
    refundedMinor: order.refundedMinor,
    totalMinor: order.totalMinor,
    codAmountMinor: order.codAmountMinor,
    address,
    // Orders placed before the history was kept show their status since they were placed.
    history:
      history && history.length > 0
        ? history.map((event) => ({
            id: event.id,
            status: displayStatus(event.toStatus),
            note: event.note,
            at: event.createdAt.toISOString(),
          }))
        : [
            {
              id: order.id,
              status: displayStatus(order.status),
              note: null,
              at: order.createdAt.toISOString(),
            },
          ],
    // Gift cards are non-refundable: an order that bought one is not cancelled by its buyer.
    cancellable: customerMayCancel(order) && !lines.some((line) => line.giftCardId !== null),
    lines: lines.map((line) => ({
      id: line.id,
      name: textIn(language, line.productName, line.productArName) ?? '',
      featuresText: featuresLabel(line.features, language),
      href: line.productId ? localePath(locale, `/products/${line.productId}`) : null,
      imagePath: line.imagePath,
      // The shopper sees the preview; the print files are the manufacturer's (admin order page).
      design: line.design
        ? {
            id: line.design.designId,
            thumbnailUrl: line.design.thumbnailPath ? uploadUrl(line.design.thumbnailPath) : null,
            printFiles: [],
          }
        : null,
      quantity: line.quantity,
      unitMinor: line.unitPriceMinor,
      totalMinor: multiplyMinor(line.unitPriceMinor, line.quantity),
    })),
  };
}
