/** What the orders pages share: the filters of the URL, dates in the shop's time zone, payment names. */
import type { AdminOrderFilters } from '@souq/core/admin/orders.service.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
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

const KNOWN_METHODS = new Set(['cod', 'card', 'wallet', 'giftCard']);

/** A payment method's name; one the dashboard does not know yet is shown as it is stored. */
export function usePaymentLabel(): (method: string) => string {
  const t = useT();
  return (method) =>
    KNOWN_METHODS.has(method)
      ? t(`admin.orders.paymentMethods.${method as 'cod' | 'card' | 'wallet' | 'giftCard'}`)
      : t('admin.orders.paymentMethods.other', { method });
}

/** A path of the orders area in a locale (the client side of admin.server's adminPath). */
export const ordersPath = (locale: LocaleCode, path = ''): string =>
  localePath(locale, `/admin/orders${path}`);
