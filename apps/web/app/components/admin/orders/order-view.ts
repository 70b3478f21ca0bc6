/** What the orders pages share: the filters of the URL, dates in the shop's time zone, payment names. */
import type { AdminOrderFilters } from '@souq/core/admin/orders.service.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '@souq/core/payments/payment-methods.ts';
import { formatTagOf, useLocale, useT } from '../../../i18n/i18n.ts';
import { localePath } from '../../../lib/locale-routing.ts';

/** The list's filters, in the order the filter bar shows them (the export link repeats them). */
export const ORDER_FILTER_NAMES = [
  'q',
  'status',
  'country',
  'payment',
  'from',
  'to',
  'customer',
  'designer',
  'design',
] as const satisfies ReadonlyArray<keyof AdminOrderFilters>;

export type OrderFilterValues = Record<(typeof ORDER_FILTER_NAMES)[number], string>;

/** The filters of the URL as text (the service decides what they match; nonsense matches nothing). */
export function orderFiltersOf(params: URLSearchParams): OrderFilterValues {
  return Object.fromEntries(
    ORDER_FILTER_NAMES.map((name) => [name, (params.get(name) ?? '').slice(0, 200)]),
  ) as OrderFilterValues;
}

/** A date and time in the page's language and digits, in the shop's time zone. */
export function useAdminDateTime(timeZone: string, withTime = true): (iso: string) => string {
  const { language, digits } = useLocale();
  const format = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}

const KNOWN_METHODS = new Set<string>(PAYMENT_METHODS);

/**
 * A payment method's name, as the checkout names it (`payments.methods.<method>.name`); one the
 * catalogue does not know (an old spelling kept by an old order) is shown as it is stored.
 */
export function usePaymentLabel(): (method: string) => string {
  const t = useT();
  return (method) =>
    KNOWN_METHODS.has(method)
      ? t(`payments.methods.${method as PaymentMethod}.name`)
      : t('admin.orders.paymentMethods.other', { method });
}

/** A path of the orders area in a locale (the client side of admin.server's adminPath). */
export const ordersPath = (locale: LocaleCode, path = ''): string =>
  localePath(locale, `/admin/orders${path}`);
