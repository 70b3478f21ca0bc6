/** What the gift cards page receives from its loader and action (lib/gift-cards.server.ts). */
import type { CurrencyCode, LanguageCode } from '@souq/core/locale/locales.ts';

/** The posted fields (customAmount is the typed amount; amount the chosen preset). */
export const GIFT_CARD_FIELDS = [
  'theme',
  'amount',
  'customAmount',
  'senderName',
  'senderEmail',
  'recipientName',
  'recipientEmail',
  'recipientLang',
  'message',
  'startDate',
  'agreeNonRefundable',
] as const;

export type GiftCardFormValues = Record<(typeof GIFT_CARD_FIELDS)[number], string>;

/** The form's limits and defaults in the page's country. */
export interface GiftCardFormSettings {
  currency: CurrencyCode;
  presets: number[];
  limits: { min: number; max: number };
  /** The shop's day (YYYY-MM-DD) and the last start date it allows. */
  today: string;
  lastDate: string;
  messageMax: number;
  /** The signed-in sender's name and email, prefilled. */
  sender: { name: string; email: string } | null;
  defaultLang: LanguageCode;
}

/** A refused post: its values and each wrong field's message. */
export interface GiftCardFormAnswer {
  values: GiftCardFormValues;
  errors: Record<string, string>;
}
