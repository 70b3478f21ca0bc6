/**
 * The 'gift-card-delivery' job (docs/decisions/021): at the card's start time, the recipient gets
 * an email in the language the buyer chose, dressed in the card's theme, with the sender's name,
 * the message, the amount, the code, the expiry date and a link to the shop.
 *
 * Idempotent: the card row is locked while the email goes out and delivered_at is set in the same
 * transaction, so a retry (or a second job for the card) finds it delivered and sends nothing. An
 * unpaid card (its buyer never paid, the job met it at expiry) is skipped.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { giftCards, type GiftCard } from '../db/schema/promotions.schema.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import { countryOfCurrency, type LanguageCode } from '../locale/locales.ts';
import { formatMoney } from '../money/money.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import { SHOP_TIME_ZONES } from './gift-card.service.ts';

export const GIFT_CARD_DELIVERY_QUEUE = 'gift-card-delivery';
export const GIFT_CARD_EMAIL_TEMPLATE = 'gift-card';

type Theme = GiftCard['theme'];

/** Each theme's greeting (the email's title) and its colours and emblem in the HTML. */
const THEMES: Record<Theme, { ar: string; en: string; color: string; soft: string; emblem: string }> = {
  birthday: { ar: 'عيد ميلاد سعيد!', en: 'Happy birthday!', color: '#c2410c', soft: '#ffedd5', emblem: '🎂' },
  boy: {
    ar: 'هدية لبطلنا الصغير',
    en: 'A gift for a little hero',
    color: '#1d4ed8',
    soft: '#dbeafe',
    emblem: '🚀',
  },
  celebration: {
    ar: 'مبروك! وقت الاحتفال',
    en: 'Congratulations! Time to celebrate',
    color: '#7e22ce',
    soft: '#f3e8ff',
    emblem: '🎉',
  },
  christmas: { ar: 'عيد ميلاد مجيد', en: 'Merry Christmas', color: '#15803d', soft: '#dcfce7', emblem: '🎄' },
  general: {
    ar: 'هدية خاصة لك',
    en: 'A special gift for you',
    color: '#0f766e',
    soft: '#ccfbf1',
    emblem: '🎁',
  },
  girl: {
    ar: 'هدية لأميرتنا الصغيرة',
    en: 'A gift for a little princess',
    color: '#be185d',
    soft: '#fce7f3',
    emblem: '🌸',
  },
  couples: {
    ar: 'لكما معًا، بكل الحب',
    en: 'For the two of you, with love',
    color: '#b91c1c',
    soft: '#fee2e2',
    emblem: '💞',
  },
  new_baby: {
    ar: 'أهلًا بالمولود الجديد',
    en: 'Welcome, little one',
    color: '#0369a1',
    soft: '#e0f2fe',
    emblem: '🍼',
  },
};

/** The greeting of a theme in a language (also used by the website's preview). */
export const giftCardGreeting = (theme: Theme, language: LanguageCode): string => THEMES[theme][language];

const TEXTS = {
  ar: {
    subject: (sender: string, greeting: string) => `${greeting} ${sender} أرسل لك بطاقة هدية`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (sender: string, amount: string) => `أرسل لك ${sender} بطاقة هدية بقيمة ${amount} من سوق.`,
    message: 'رسالته لك:',
    code: 'رمز البطاقة:',
    howTo: 'اختر ما تحب من المتجر، ثم اكتب الرمز في خانة القسيمة أو بطاقة الهدية في السلة.',
    expires: (date: string) => `صالحة حتى ${date}. يُحفظ ما يتبقى من الرصيد لمشترياتك القادمة.`,
    shop: 'تسوّق الآن',
  },
  en: {
    subject: (sender: string, greeting: string) => `${greeting} ${sender} sent you a gift card`,
    hello: (name: string) => `Hello ${name},`,
    intro: (sender: string, amount: string) => `${sender} sent you a ${amount} gift card for Souq.`,
    message: 'Their message:',
    code: 'Your code:',
    howTo: 'Pick what you like in the shop, then enter the code in the coupon or gift card box of your cart.',
    expires: (date: string) =>
      `Valid until ${date}. Whatever you do not spend stays on the card for next time.`,
    shop: 'Shop now',
  },
} as const;

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The delivery email of a card in `lang`; `baseUrl` is the site's origin. */
export function giftCardEmail(card: GiftCard, lang: LanguageCode, baseUrl: string): OutboxEmail {
  const texts = TEXTS[lang];
  const theme = THEMES[card.theme];
  const greeting = theme[lang];
  const country = countryOfCurrency(card.currency);
  const amount = formatMoney(card.priceMinor, card.currency, lang);
  const expiry = card.expiredAt
    ? new Intl.DateTimeFormat(`${lang}-${country.toUpperCase()}-u-nu-latn`, {
        dateStyle: 'long',
        timeZone: SHOP_TIME_ZONES[country],
        // expiredAt is the first instant it no longer pays: the day before is the last valid one.
      }).format(new Date(card.expiredAt.getTime() - 1))
    : null;
  const link = `${baseUrl.replace(/\/+$/, '')}/${lang}-${country}`;
  const lines = [
    greeting,
    '',
    texts.hello(card.recipientName),
    '',
    texts.intro(card.senderName, amount),
    ...(card.message ? ['', texts.message, card.message] : []),
    '',
    `${texts.code} ${card.code}`,
    texts.howTo,
    ...(expiry ? [texts.expires(expiry)] : []),
    '',
    `${texts.shop}: ${link}`,
  ];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><body style="margin:0;background:${theme.soft};font-family:Tahoma,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:24px auto;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e5e7eb">
<div style="background:${theme.color};color:#ffffff;padding:28px 24px;text-align:center">
<div style="font-size:40px;line-height:1">${theme.emblem}</div>
<h1 style="margin:12px 0 0;font-size:24px">${e(greeting)}</h1>
<p style="margin:8px 0 0;font-size:28px;font-weight:bold">${e(amount)}</p>
</div>
<div style="padding:24px">
<p>${e(texts.hello(card.recipientName))}</p>
<p>${e(texts.intro(card.senderName, amount))}</p>
${card.message ? `<p style="margin:0">${e(texts.message)}</p><blockquote style="margin:8px 0 16px;padding:12px 16px;background:${theme.soft};border-radius:12px;white-space:pre-line">${e(card.message)}</blockquote>` : ''}
<p style="margin:16px 0 4px">${e(texts.code)}</p>
<p dir="ltr" style="margin:0 0 16px;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace;text-align:center;padding:12px;border:2px dashed ${theme.color};border-radius:12px">${e(card.code)}</p>
<p>${e(texts.howTo)}</p>
${expiry ? `<p style="color:#6b7280;font-size:14px">${e(texts.expires(expiry))}</p>` : ''}
<p style="text-align:center;margin-top:24px"><a href="${e(link)}" style="display:inline-block;background:${theme.color};color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:999px;font-weight:bold">${e(texts.shop)}</a></p>
</div></div></body></html>`;
  return {
    to: card.recipientEmail,
    subject: texts.subject(card.senderName, greeting),
    text: lines.join('\n'),
    html,
    lang,
    template: GIFT_CARD_EMAIL_TEMPLATE,
  };
}

const languageOfPayload = (value: unknown): LanguageCode => (value === 'en' ? 'en' : 'ar');

/** The job: payload { giftCardId, lang }. */
export const deliverGiftCard: JobHandler = async (payload, deps) => {
  const giftCardId = typeof payload['giftCardId'] === 'string' ? payload['giftCardId'] : null;
  if (!giftCardId) {
    deps.log.warn({ payload }, 'gift card delivery without a card id');
    return;
  }
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as AppDb;
    const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
    if (!card || !card.isPaid || card.deliveredAt) return;
    await deps.outbox.sendEmail(giftCardEmail(card, languageOfPayload(payload['lang']), deps.baseUrl));
    await db.update(giftCards).set({ deliveredAt: deps.now() }).where(eq(giftCards.id, card.id));
    deps.log.info({ giftCardId: card.id }, 'gift card delivered');
  });
};
