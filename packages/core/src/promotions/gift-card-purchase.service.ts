/**
 * Buying a gift card (SPEC.md sections 3 and 5; docs/decisions/021): the buyer fills the form, the
 * card is made UNPAID in the country's currency and added to the cart as a line; the order that
 * pays for it (a prepaid order, see checkout/place-order.service.ts) marks it paid and schedules
 * its delivery email (gift-card-delivery.job.ts) at its start time.
 *
 * The recipient's language has no column (migrations belong to another change): it travels in the
 * payload of the card's delivery job. That job is queued when the card is made, parked at the
 * card's expiry; paying for the card moves it to max(startAt, now). A card never paid meets its
 * job at expiry, which sends nothing (the handler skips unpaid cards).
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  VALIDATION_KEYS,
  emailField,
  fill,
  languageField,
  optionalText,
  requiredText,
  toValidationError,
} from '../accounts/account-validation.ts';
import type { ClockedDbContext, ServiceContext } from '../context.ts';
import { orderLines } from '../db/schema/orders.schema.ts';
import { giftCards, giftCardTheme, type GiftCard } from '../db/schema/promotions.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { addToCart, type CartView } from '../cart/cart.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { GIFT_CARD_DELIVERY_QUEUE } from './gift-card-delivery.job.ts';
import {
  currencyOfCountry,
  languageOf,
  timeZoneOf,
  toWesternDigits,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
} from '../locale/locales.ts';
import { MINOR_PER_MAJOR, toMajorUnits } from '../money/money.ts';
import type { FieldErrors } from '../content/form-input.ts';
import { dateInZone, startOfDayInZone } from './gift-card.service.ts';

export { GIFT_CARD_DELIVERY_QUEUE };

export const GIFT_CARD_THEMES = giftCardTheme.enumValues;
export type GiftCardTheme = (typeof GIFT_CARD_THEMES)[number];

/**
 * The amounts a card may hold, in whole major units of its currency: enough to buy something, and
 * a ceiling so a typing slip (or a stolen card used to launder) stays small. Review with finance.
 */
export const GIFT_CARD_AMOUNT_LIMITS: Record<CurrencyCode, { min: number; max: number }> = {
  EGP: { min: 50, max: 10_000 },
  SAR: { min: 10, max: 2_000 },
  AED: { min: 10, max: 2_000 },
};

/** The amounts the form offers as one-click choices (any whole amount within the limits is fine). */
export const GIFT_CARD_AMOUNT_PRESETS: Record<CurrencyCode, number[]> = {
  EGP: [250, 500, 1_000, 2_000],
  SAR: [50, 100, 200, 500],
  AED: [50, 100, 200, 500],
};

/** A card can be spent for this long after its start date. */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** The start date may be chosen at most this far ahead. */
export const GIFT_CARD_MAX_START_DAYS = 365;
export const GIFT_CARD_NAME_MAX = 100;
export const GIFT_CARD_MESSAGE_MAX = 500;

const DAY_MS = 86_400_000;

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Keys of the checks only gift cards make, with their English contract texts. */
export const GIFT_CARD_VALIDATION_TEXTS: Record<string, string> = {
  'validation.giftCard.amountRange': 'The amount must be a whole number between {min} and {max} {currency}',
  'validation.giftCard.startDatePast': 'The start date cannot be before today',
  'validation.giftCard.startDateTooFar': 'The start date must be within {n} days from today',
  'validation.giftCard.agreeRequired': 'Please agree that the gift card is non-refundable',
  'validation.giftCard.theme': 'Please choose one of the gift card themes',
};

const THEME_ALIASES: Record<string, GiftCardTheme> = { newbaby: 'new_baby', 'new baby': 'new_baby' };

/** A theme as clients may write it ('new baby', 'newBaby', 'new-baby' are all new_baby), or null. */
export function parseGiftCardTheme(value: unknown): GiftCardTheme | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/-/g, '_');
  if ((GIFT_CARD_THEMES as readonly string[]).includes(key)) return key as GiftCardTheme;
  return THEME_ALIASES[key.replace(/_/g, ' ')] ?? THEME_ALIASES[key.replace(/_/g, '')] ?? null;
}

/**
 * A whole amount typed in any digits, thousands separators allowed ("1,000", "١٬٠٠٠", "500.00");
 * null when empty, undefined when it is not a whole number (12.5 is refused, never read as 125).
 */
export function parseWholeAmount(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = toWesternDigits(value)
    .trim()
    .replace(/[\s,\u066c]/g, '')
    .replace(/\u066b/g, '.');
  if (text === '') return null;
  const match = /^(\d{1,9})(?:\.0+)?$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

const AGREED = new Set(['on', 'true', '1', 'yes']);

/** The form's fields as the website and GraphQL send them. */
export interface GiftCardFormInput {
  theme?: unknown;
  amount?: unknown;
  senderName?: unknown;
  senderEmail?: unknown;
  recipientName?: unknown;
  recipientEmail?: unknown;
  /** The language of the recipient's email (ar or en); default the page's language. */
  recipientLang?: unknown;
  message?: unknown;
  /** YYYY-MM-DD in the shop's day; empty means today. */
  startDate?: unknown;
  /** The buyer agrees the card is non-refundable (SPEC.md section 5): required. */
  agreeNonRefundable?: unknown;
}

export interface ValidGiftCardForm {
  theme: GiftCardTheme;
  amountMinor: number;
  currency: CurrencyCode;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  recipientLang: LanguageCode;
  message: string | null;
  startDate: string;
  startAt: Date;
  expiredAt: Date;
}

/**
 * Checks every field of the form at once for a card bought in `country` at `now`. Throws the 400
 * VALIDATION_FAILED DomainError of the first wrong field, with every wrong field in details.fields
 * (like content/form-input.ts), so the page marks them all.
 */
export function validateGiftCardForm(
  input: GiftCardFormInput,
  options: { country: CountryCode; now: Date; defaultLang: LanguageCode },
): ValidGiftCardForm {
  const currency = currencyOfCountry(options.country);
  const limits = GIFT_CARD_AMOUNT_LIMITS[currency];
  const timeZone = timeZoneOf(options.country);
  const today = dateInZone(options.now, timeZone);
  const lastStart = addDays(today, GIFT_CARD_MAX_START_DAYS);
  const rangeIssue = {
    code: 'custom' as const,
    message: 'validation.giftCard.amountRange',
    params: { min: limits.min, max: limits.max, currency },
  };

  const schema = z.object({
    theme: z.unknown().transform((value, ctx) => {
      const theme = parseGiftCardTheme(value);
      if (!theme) {
        ctx.addIssue({ code: 'custom', message: 'validation.giftCard.theme' });
        return z.NEVER;
      }
      return theme;
    }),
    amount: z.unknown().transform((value, ctx) => {
      const amount = parseWholeAmount(value);
      if (amount === undefined || amount === null) {
        ctx.addIssue({
          code: 'custom',
          message: amount === null ? VALIDATION_KEYS.required : VALIDATION_KEYS.numeric,
        });
        return z.NEVER;
      }
      if (amount < limits.min || amount > limits.max) {
        ctx.addIssue(rangeIssue);
        return z.NEVER;
      }
      return amount * MINOR_PER_MAJOR[currency];
    }),
    senderName: requiredText(GIFT_CARD_NAME_MAX),
    senderEmail: emailField,
    recipientName: requiredText(GIFT_CARD_NAME_MAX),
    recipientEmail: emailField,
    recipientLang: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : options.defaultLang),
      languageField,
    ),
    message: optionalText(GIFT_CARD_MESSAGE_MAX),
    startDate: z.unknown().transform((value, ctx) => {
      const text = typeof value === 'string' ? toWesternDigits(value.trim()).slice(0, 10) : '';
      if (text === '') return today;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.invalid });
        return z.NEVER;
      }
      // ISO dates compare as text.
      if (text < today) {
        ctx.addIssue({ code: 'custom', message: 'validation.giftCard.startDatePast' });
        return z.NEVER;
      }
      if (text > lastStart) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.giftCard.startDateTooFar',
          params: { n: GIFT_CARD_MAX_START_DAYS },
        });
        return z.NEVER;
      }
      return text;
    }),
    agreeNonRefundable: z
      .unknown()
      .refine(
        (value) => value === true || (typeof value === 'string' && AGREED.has(value.trim().toLowerCase())),
        { message: 'validation.giftCard.agreeRequired' },
      ),
  });

  const result = schema.safeParse(input);
  if (!result.success) throw giftCardFormError(result.error);
  const fields = result.data;
  const startAt = startOfDayInZone(fields.startDate, timeZone);
  return {
    theme: fields.theme,
    amountMinor: fields.amount,
    currency,
    senderName: fields.senderName,
    senderEmail: fields.senderEmail,
    recipientName: fields.recipientName,
    recipientEmail: fields.recipientEmail,
    recipientLang: fields.recipientLang,
    message: fields.message,
    startDate: fields.startDate,
    startAt,
    expiredAt: new Date(startAt.getTime() + GIFT_CARD_VALIDITY_DAYS * DAY_MS),
  };
}

/** The form's DomainError: account-style keys for the common checks, gift-card keys for the rest. */
function giftCardFormError(error: z.ZodError): DomainError {
  const fields: FieldErrors = {};
  let first: { key: string; message: string; params: Record<string, string | number> } | null = null;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (fields[field]) continue;
    let key: string;
    let params: Record<string, string | number>;
    let message: string;
    if (issue.message in GIFT_CARD_VALIDATION_TEXTS) {
      key = issue.message;
      params = ('params' in issue ? (issue.params as Record<string, string | number>) : undefined) ?? {};
      message = fill(GIFT_CARD_VALIDATION_TEXTS[key]!, params);
    } else {
      const common = toValidationError({ issues: [issue] } as z.ZodError);
      const { field: _field, ...rest } = (common.details ?? {}) as Record<string, string | number>;
      key = common.messageKey;
      params = rest;
      message = common.message;
    }
    fields[field] = { key, params };
    first ??= { key, message, params: { field, ...params } };
  }
  return new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: first!.key,
    message: first!.message,
    status: 400,
    details: { ...first!.params, fields },
  });
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** GC-XXXX-XXXX-XXXX-XXXX: 80 random bits, not guessable, easy to type. */
export function newGiftCardCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let i = 0; i < 4; i++) text += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
    groups.push(text);
  }
  return `GC-${groups.join('-')}`;
}

export interface CreateGiftCardInput extends GiftCardFormInput {
  /** The cart to add it to (a guest's kept cart); absent: the user's cart or a new guest cart. */
  cart?: string | null;
  createdIn?: string | null;
}

export interface CreatedGiftCard {
  card: GiftCard;
  /** The cart holding the new card as a line. */
  view: CartView;
}

/**
 * Makes an unpaid card from the form and adds it to the cart (addToCart), in one transaction: a
 * refused add leaves no card behind. The sender is the signed-in user when there is one.
 */
export async function createGiftCardForCart(
  ctx: ServiceContext,
  input: CreateGiftCardInput,
): Promise<CreatedGiftCard> {
  const form = validateGiftCardForm(input, {
    country: ctx.country,
    now: ctx.now,
    defaultLang: languageOf(ctx.locale),
  });
  return withTransaction(ctx, async (tx) => {
    const [card] = await tx.db
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        theme: form.theme,
        currency: form.currency,
        priceMinor: form.amountMinor,
        restAmountMinor: form.amountMinor,
        senderName: form.senderName,
        senderEmail: form.senderEmail,
        senderId: ctx.user?.id.toLowerCase() ?? null,
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        message: form.message,
        startAt: form.startAt,
        expiredAt: form.expiredAt,
        isPaid: false,
        createdAt: ctx.now,
      })
      .returning();
    // Parked until paid (see the file comment): it keeps the recipient's language.
    await enqueueJob(tx, {
      queue: GIFT_CARD_DELIVERY_QUEUE,
      payload: { giftCardId: card!.id, lang: form.recipientLang },
      runAt: form.expiredAt,
    });
    const view = await addToCart(tx, {
      cart: input.cart ?? null,
      giftCard: card!.id,
      createdIn: input.createdIn ?? null,
    });
    ctx.log.info({ giftCardId: card!.id, cartId: view.id }, 'gift card added to cart');
    return { card: card!, view };
  });
}

/**
 * For a paid order: its gift-card lines become paid cards, each delivered at max(startAt, now).
 * Run in the order's transaction (inside `withTransaction`). Answers the cards it activated; a card
 * already paid is left alone, so running it twice changes nothing.
 */
export async function activatePurchasedGiftCards(
  ctx: ClockedDbContext,
  orderId: string,
): Promise<GiftCard[]> {
  const { db, now } = ctx;
  const lines = await db
    .select({ giftCardId: orderLines.giftCardId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.giftCardId)));
  const ids = lines.map((line) => line.giftCardId!);
  if (ids.length === 0) return [];
  const paid = await db
    .update(giftCards)
    .set({ isPaid: true })
    .where(and(inArray(giftCards.id, ids), eq(giftCards.isPaid, false)))
    .returning();
  for (const card of paid) {
    const runAt = new Date(Math.max(card.startAt.getTime(), now.getTime()));
    const moved = await db
      .update(jobs)
      .set({ runAt, updatedAt: now })
      .where(
        and(
          eq(jobs.queue, GIFT_CARD_DELIVERY_QUEUE),
          eq(jobs.status, 'queued'),
          sql`${jobs.payload}->>'giftCardId' = ${card.id}`,
        ),
      )
      .returning({ id: jobs.id });
    // The parked job is gone (a card made some other way, or swept at an expiry): queue one anew.
    if (moved.length === 0)
      await enqueueJob(ctx, {
        queue: GIFT_CARD_DELIVERY_QUEUE,
        payload: { giftCardId: card.id, lang: 'ar' },
        runAt,
      });
  }
  return paid;
}

/** The GraphQL shape of a card to its buyer (createGiftCard). */
export interface GiftCardContract {
  _id: string;
  /** The recipient's secret: null until delivered, and never answered to the buyer (decision 021). */
  code: string | null;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  senderId: string | null;
  startAt: string;
  message: string | null;
  currency: CurrencyCode;
  price: number;
  restAmount: number;
  theme: GiftCardTheme;
  isPaid: boolean;
  createdAt: string;
  expiredAt: string | null;
}

export function toGiftCardContract(card: GiftCard): GiftCardContract {
  return {
    _id: card.id,
    code: null,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    senderEmail: card.senderEmail,
    senderId: card.senderId,
    startAt: card.startAt.toISOString(),
    message: card.message,
    currency: card.currency,
    price: toMajorUnits(card.priceMinor, card.currency),
    restAmount: toMajorUnits(card.restAmountMinor, card.currency),
    theme: card.theme,
    isPaid: card.isPaid,
    createdAt: card.createdAt.toISOString(),
    expiredAt: card.expiredAt?.toISOString() ?? null,
  };
}
