/**
 * Gift cards as a way to pay (SPEC.md sections 3 and 7: checkCoupon answers "a coupon or a gift
 * card"). A card is a prepaid balance in one currency: usable once paid for, from its start time,
 * until it expires, in the country of its currency, while some balance is left. An order spends
 * from it with a guarded UPDATE (rest_amount_minor >= amount), see checkout/place-order.service.ts.
 */
import type { DbContext } from '../context.ts';
import { giftCards, type GiftCard } from '../db/schema/promotions.schema.ts';
import { domainError } from '../errors.ts';
import { currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { toMajorUnits } from '../money/money.ts';
import { typedCodeMatch } from './typed-code.ts';

const fail = domainError;

export const giftCardErrors = {
  notAvailableNow: () =>
    fail('GIFT_CARD_NOT_AVAILABLE', 'errors.giftCard.notAvailable', 'This gift card is not available now'),
  outOfDate: () => fail('GIFT_CARD_EXPIRED', 'errors.giftCard.expired', 'This gift card is out of date'),
  spent: () => fail('GIFT_CARD_SPENT', 'errors.giftCard.spent', 'This gift card has no balance left'),
  wrongCountry: () =>
    fail(
      'GIFT_CARD_OTHER_CURRENCY',
      'errors.giftCard.otherCurrency',
      'This gift card cannot be used in this country',
    ),
};

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the day `date` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDayInZone(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST).
  let guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** A gift card by its code, any letter case; null when there is none. */
export async function findGiftCardByCode(
  ctx: DbContext,
  code: string | null | undefined,
): Promise<GiftCard | null> {
  const match = typedCodeMatch(giftCards.code, code);
  if (!match) return null;
  const [card] = await ctx.db.select().from(giftCards).where(match).limit(1);
  return card ?? null;
}

/** Throws unless the card can pay now in `country` (balance checked unless `checkBalance` is off). */
export function assertGiftCardUsable(
  card: GiftCard,
  now: Date,
  country: CountryCode,
  checkBalance = true,
): void {
  // A card cancelled by staff (issue 21) pays nothing more, whatever its balance says.
  if (!card.isPaid || card.cancelledAt || card.startAt.getTime() > now.getTime())
    throw giftCardErrors.notAvailableNow();
  if (card.expiredAt && card.expiredAt.getTime() <= now.getTime()) throw giftCardErrors.outOfDate();
  if (card.currency !== currencyOfCountry(country)) throw giftCardErrors.wrongCountry();
  if (checkBalance && card.restAmountMinor <= 0) throw giftCardErrors.spent();
}

/** What the card pays of `dueMinor`: its balance, at most the amount due. */
export const giftCardShare = (card: GiftCard, dueMinor: number): number =>
  Math.max(0, Math.min(card.restAmountMinor, dueMinor));

export interface GiftCardBalanceContract {
  _id: string;
  code: string;
  currency: CurrencyCode;
  price: number;
  restAmount: number;
  startAt: string;
  expiredAt: string | null;
}

/** The card as a buyer may see it when paying with it: no sender or recipient details. */
export function toGiftCardBalanceContract(card: GiftCard): GiftCardBalanceContract {
  return {
    _id: card.id,
    code: card.code,
    currency: card.currency,
    price: toMajorUnits(card.priceMinor, card.currency),
    restAmount: toMajorUnits(card.restAmountMinor, card.currency),
    startAt: card.startAt.toISOString(),
    expiredAt: card.expiredAt?.toISOString() ?? null,
  };
}
