/**
 * The 'gift-card-delivery' job (docs/decisions/021): at the card's start time, the recipient gets
 * an email in the language the buyer chose, dressed in the card's theme, with the sender's name,
 * the message, the amount, the code, the expiry date and a link to the shop, in the layout of every
 * email (notifications/email-html.ts). Arabic verbs and pronouns about the sender agree with the
 * sender's gender when the sender has an account that states it (ICU select in the catalogs).
 *
 * Idempotent: the card row is locked while the email goes out and delivered_at is set in the same
 * transaction, so a retry (or a second job for the card) finds it delivered and sends nothing. An
 * unpaid card (its buyer never paid, the job met it at expiry) is skipped.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.schema.ts';
import { giftCards, type GiftCard } from '../db/schema/promotions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import { countryOfCurrency, timeZoneOf, type LanguageCode } from '../locale/locales.ts';
import { createT, translate } from '../locale/messages.ts';
import { formatMoney } from '../money/money.ts';
import {
  emailDocument,
  emailTextFooter,
  escapeHtml,
  loadEmailContact,
  NO_CONTACT,
  type EmailContact,
} from '../notifications/email-html.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';

export const GIFT_CARD_DELIVERY_QUEUE = 'gift-card-delivery';
export const GIFT_CARD_EMAIL_TEMPLATE = 'gift-card';

type Theme = GiftCard['theme'];

/** Each theme's colours and emblem in the HTML (its greeting, the email's title, is in the catalogs). */
const THEMES: Record<Theme, { color: string; soft: string; emblem: string }> = {
  birthday: { color: '#c2410c', soft: '#ffedd5', emblem: '🎂' },
  boy: { color: '#1d4ed8', soft: '#dbeafe', emblem: '🚀' },
  celebration: { color: '#7e22ce', soft: '#f3e8ff', emblem: '🎉' },
  christmas: { color: '#15803d', soft: '#dcfce7', emblem: '🎄' },
  general: { color: '#0f766e', soft: '#ccfbf1', emblem: '🎁' },
  girl: { color: '#be185d', soft: '#fce7f3', emblem: '🌸' },
  couples: { color: '#b91c1c', soft: '#fee2e2', emblem: '💞' },
  new_baby: { color: '#0369a1', soft: '#e0f2fe', emblem: '🍼' },
};

/** The greeting of a theme in a language (also used by the website's preview). */
export const giftCardGreeting = (theme: Theme, language: LanguageCode): string =>
  translate(language, `giftCards.themes.${theme}.greeting`);

/** The sender's grammatical gender (users.gender); null: unknown, the catalogs' `other` form. */
export type SenderGender = 'male' | 'female' | null;

/** The texts of a card's email in `lang`, from the catalogs. */
function giftCardTexts(card: GiftCard, lang: LanguageCode, baseUrl: string, gender: SenderGender) {
  const t = createT(lang);
  const country = countryOfCurrency(card.currency);
  const amount = formatMoney(card.priceMinor, card.currency, lang);
  const expiry = card.expiredAt
    ? new Intl.DateTimeFormat(`${lang}-${country.toUpperCase()}-u-nu-latn`, {
        dateStyle: 'long',
        timeZone: timeZoneOf(country),
        // expiredAt is the first instant it no longer pays: the day before is the last valid one.
      }).format(new Date(card.expiredAt.getTime() - 1))
    : null;
  const greeting = giftCardGreeting(card.theme, lang);
  return {
    greeting,
    amount,
    subject: t('emails.giftCard.subject', { greeting, sender: card.senderName, gender }),
    hello: t('emails.giftCard.hello', { name: card.recipientName }),
    intro: t('emails.giftCard.intro', { sender: card.senderName, amount, gender }),
    message: t('emails.giftCard.message', { gender }),
    code: t('emails.giftCard.code'),
    howTo: t('emails.giftCard.howTo'),
    expires: expiry ? t('emails.giftCard.expires', { date: expiry }) : null,
    shop: t('emails.giftCard.shop'),
    link: `${baseUrl.replace(/\/+$/, '')}/${lang}-${country}`,
  };
}

type GiftCardTexts = ReturnType<typeof giftCardTexts>;

function giftCardPlainText(
  card: GiftCard,
  lang: LanguageCode,
  texts: GiftCardTexts,
  contact: EmailContact,
): string {
  return [
    texts.greeting,
    '',
    texts.hello,
    '',
    texts.intro,
    ...(card.message ? ['', texts.message, card.message] : []),
    '',
    `${texts.code} ${card.code}`,
    texts.howTo,
    ...(texts.expires ? [texts.expires] : []),
    '',
    `${texts.shop}: ${texts.link}`,
    '',
    emailTextFooter(lang, contact),
  ].join('\n');
}

/** The card dressed in its theme; the code and the link stay left to right in Arabic. */
function giftCardHtml(
  card: GiftCard,
  lang: LanguageCode,
  texts: GiftCardTexts,
  contact: EmailContact,
): string {
  const theme = THEMES[card.theme];
  const e = escapeHtml;
  const body = `<div style="background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e5e7eb">
<div style="background:${theme.color};color:#ffffff;padding:28px 24px;text-align:center">
<div style="font-size:40px;line-height:1">${theme.emblem}</div>
<h1 style="margin:12px 0 0;font-size:24px">${e(texts.greeting)}</h1>
<p style="margin:8px 0 0;font-size:28px;font-weight:bold">${e(texts.amount)}</p>
</div>
<div style="padding:24px">
<p>${e(texts.hello)}</p>
<p>${e(texts.intro)}</p>
${card.message ? `<p style="margin:0">${e(texts.message)}</p><blockquote style="margin:8px 0 16px;padding:12px 16px;background:${theme.soft};border-radius:12px;white-space:pre-line">${e(card.message)}</blockquote>` : ''}
<p style="margin:16px 0 4px">${e(texts.code)}</p>
<p dir="ltr" style="margin:0 0 16px;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace;text-align:center;padding:12px;border:2px dashed ${theme.color};border-radius:12px">${e(card.code)}</p>
<p>${e(texts.howTo)}</p>
${texts.expires ? `<p style="color:#6b7280;font-size:14px">${e(texts.expires)}</p>` : ''}
<p style="text-align:center;margin-top:24px"><a href="${e(texts.link)}" style="display:inline-block;background:${theme.color};color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:999px;font-weight:bold">${e(texts.shop)}</a></p>
</div></div>`;
  return emailDocument({ lang, title: texts.subject, body, contact, background: theme.soft });
}

/**
 * The delivery email of a card in `lang`; `baseUrl` is the site's origin, `senderGender` the
 * sender's users.gender (null when unknown), `contact` the footer's support contact.
 */
export function giftCardEmail(
  card: GiftCard,
  lang: LanguageCode,
  baseUrl: string,
  { senderGender = null, contact = NO_CONTACT }: { senderGender?: SenderGender; contact?: EmailContact } = {},
): OutboxEmail {
  const texts = giftCardTexts(card, lang, baseUrl, senderGender);
  return {
    to: card.recipientEmail,
    subject: texts.subject,
    text: giftCardPlainText(card, lang, texts, contact),
    html: giftCardHtml(card, lang, texts, contact),
    lang,
    template: GIFT_CARD_EMAIL_TEMPLATE,
  };
}

const languageOfPayload = (value: unknown): LanguageCode => (value === 'en' ? 'en' : 'ar');

/** The job: payload { giftCardId, lang }. */
export const deliverGiftCard: JobHandler = async (deps, payload) => {
  const giftCardId = typeof payload['giftCardId'] === 'string' ? payload['giftCardId'] : null;
  if (!giftCardId) {
    deps.log.warn({ payload }, 'gift card delivery without a card id');
    return;
  }
  await withTransaction(deps, async (tx) => {
    const [card] = await tx.db.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
    if (!card || !card.isPaid || card.cancelledAt || card.deliveredAt) return;
    const [sender] = card.senderId
      ? await tx.db.select({ gender: users.gender }).from(users).where(eq(users.id, card.senderId)).limit(1)
      : [];
    await deps.outbox.sendEmail(
      giftCardEmail(card, languageOfPayload(payload['lang']), deps.baseUrl, {
        senderGender: sender?.gender ?? null,
        contact: await loadEmailContact(tx.db),
      }),
    );
    await tx.db.update(giftCards).set({ deliveredAt: deps.now() }).where(eq(giftCards.id, card.id));
    deps.log.info({ giftCardId: card.id }, 'gift card delivered');
  });
};
