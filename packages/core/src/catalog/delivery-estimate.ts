/**
 * When an order placed now arrives, as the product page promises it: the product's days to make
 * and ship to the shopper's country (`requiredTimeFor…`, product_prices.required_time_days),
 * counted from today in that country's time zone. Pure: the page's loader calls it with the
 * request's clock, so the server's and the browser's texts agree.
 */
import { timeZoneOf, type CountryCode } from '../locale/locales.ts';

/** Calendar days (YYYY-MM-DD, the country's calendar) between which the parcel arrives. */
export interface DeliveryEstimate {
  from: string;
  to: string;
}

/**
 * The window before the promised day: carriers deliver one or two days early as often as not,
 * and a single date reads as a guarantee the shop cannot give.
 */
export const DELIVERY_WINDOW_DAYS = 2;

/** Today's date in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The delivery window of an order placed at `now` in `country` for a product that takes
 * `requiredDays` there; null when the product has no time set (nothing is promised then).
 */
export function deliveryEstimate(
  now: Date,
  requiredDays: number | null | undefined,
  country: CountryCode,
): DeliveryEstimate | null {
  if (
    requiredDays === null ||
    requiredDays === undefined ||
    !Number.isInteger(requiredDays) ||
    requiredDays < 1
  )
    return null;
  const today = dayIn(timeZoneOf(country), now);
  return {
    from: addCalendarDays(today, Math.max(1, requiredDays - DELIVERY_WINDOW_DAYS)),
    to: addCalendarDays(today, requiredDays),
  };
}

/**
 * "Tue, Dec 1 – Thu, Dec 3" in `formatTag` (a language with its digits): each calendar day at noon
 * UTC, so no time zone moves it. Formatted once, on the server: Node's and the browser's ICU may
 * space a range differently, and the page's text must not change when it hydrates.
 */
export function formatDeliveryWindow(estimate: DeliveryEstimate, formatTag: string): string {
  const format = new Intl.DateTimeFormat(formatTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const from = new Date(`${estimate.from}T12:00:00Z`);
  const to = new Date(`${estimate.to}T12:00:00Z`);
  return estimate.from === estimate.to ? format.format(to) : format.formatRange(from, to);
}
