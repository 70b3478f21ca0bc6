/**
 * What the gift cards page needs from core (limits, presets, the shop's day) and its field errors
 * in the page's language. No rule is decided here: they live in core/promotions.
 */
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import { currencyOfCountry, timeZoneOf } from '@souq/core/locale/locales.ts';
import { formatMoney, MINOR_PER_MAJOR } from '@souq/core/money/money.ts';
import {
  GIFT_CARD_AMOUNT_LIMITS,
  GIFT_CARD_AMOUNT_PRESETS,
  GIFT_CARD_MAX_START_DAYS,
  GIFT_CARD_MESSAGE_MAX,
} from '@souq/core/promotions/gift-card-purchase.service.ts';
import { dateInZone } from '@souq/core/promotions/gift-card.service.ts';
import { lookupMessage, t, type MessageKey } from '../i18n/i18n.ts';
import type { GiftCardFormSettings } from '../components/gift-cards/gift-card-types.ts';
import type { RequestContext } from './request-context.server.ts';

export function giftCardPageData(
  rc: RequestContext,
  user: Pick<User, 'fName' | 'lName' | 'name' | 'email'> | null,
): GiftCardFormSettings & { metaTitle: string; metaDescription: string } {
  const currency = currencyOfCountry(rc.country);
  const today = dateInZone(rc.now, timeZoneOf(rc.country));
  const lastDate = new Date(Date.parse(`${today}T00:00:00Z`) + GIFT_CARD_MAX_START_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const name = user ? [user.fName, user.lName].filter(Boolean).join(' ').trim() || user.name : '';
  return {
    currency,
    presets: GIFT_CARD_AMOUNT_PRESETS[currency],
    limits: GIFT_CARD_AMOUNT_LIMITS[currency],
    today,
    lastDate,
    messageMax: GIFT_CARD_MESSAGE_MAX,
    sender: user ? { name, email: user.email ?? '' } : null,
    defaultLang: rc.language,
    metaTitle: t(rc.locale, 'giftCards.metaTitle'),
    metaDescription: t(rc.locale, 'giftCards.metaDescription'),
  };
}

/** Each wrong field's message in the page's language (amount limits shown as money). */
export function localizeGiftCardErrors(rc: RequestContext, fields: FieldErrors): Record<string, string> {
  const { locale, language, digits } = rc;
  const currency = currencyOfCountry(rc.country);
  const money = (major: unknown) =>
    formatMoney(Number(major) * MINOR_PER_MAJOR[currency], currency, language, { digits });
  return Object.fromEntries(
    Object.entries(fields).map(([field, error]) => {
      const key =
        lookupMessage(language, error.key) !== undefined ? (error.key as MessageKey) : 'validation.invalid';
      const fieldKey = `giftCards.fields.${field}`;
      const name =
        lookupMessage(language, fieldKey) !== undefined ? t(locale, fieldKey as MessageKey) : field;
      const params =
        key === 'validation.giftCard.amountRange'
          ? { min: money(error.params['min']), max: money(error.params['max']), currency: '' }
          : error.params;
      return [field, t(locale, key, { ...params, field: name }, digits).trim()];
    }),
  );
}
