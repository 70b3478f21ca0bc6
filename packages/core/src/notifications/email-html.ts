/**
 * The one layout of every email (docs/decisions/035): a full HTML document in its reader's language
 * and direction (an Arabic email reads right to left with its text on the right, whatever the mail
 * client's own direction), with a <title>, the charset, the site's word mark (inline, no remote
 * image), the body, and a footer with the support contact of the site settings when set; plus the
 * plain-text twin every email carries. Texts come from the message catalogs (`emails.layout.*`).
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { directionOf, type LanguageCode } from '../locale/locales.ts';
import { translate } from '../locale/messages.ts';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The support contact of the footer (site_settings.support_email / support_phone); null = not set. */
export interface EmailContact {
  supportEmail: string | null;
  supportPhone: string | null;
}

export const NO_CONTACT: EmailContact = Object.freeze({ supportEmail: null, supportPhone: null });

/** The footer's contact from the settings row (the defaults, none, before an administrator saved it). */
export async function loadEmailContact(db: AppDb): Promise<EmailContact> {
  const [row] = await db
    .select({ supportEmail: siteSettings.supportEmail, supportPhone: siteSettings.supportPhone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  const clean = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  return { supportEmail: clean(row?.supportEmail), supportPhone: clean(row?.supportPhone) };
}

export const BRAND_COLOR = '#0f5c4d';

/** The site's mark (the website's logo.tsx), drawn inline: clients that drop SVG still show the name beside it. */
const LOGO_SVG = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" style="vertical-align:middle"><rect width="32" height="32" rx="9" fill="${BRAND_COLOR}"/><path d="M9 20.5c2.2 2 4.6 3 7 3s4.8-1 7-3" fill="none" stroke="#f1ece3" stroke-width="2.4" stroke-linecap="round"/><circle cx="16" cy="12" r="3.6" fill="#e9b872"/></svg>`;

export interface EmailLayoutInput {
  lang: LanguageCode;
  /** The subject: the document's <title>. */
  title: string;
  /** The HTML between the header and the footer (escaped by the caller). */
  body: string;
  contact: EmailContact;
  /** The page behind the card (a gift card's theme colour). */
  background?: string;
}

const footerLines = (lang: LanguageCode, contact: EmailContact): string[] => {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(lang, key, values);
  const lines: string[] = [];
  if (contact.supportEmail && contact.supportPhone) {
    lines.push(t('emails.layout.contactBoth', { email: contact.supportEmail, phone: contact.supportPhone }));
  } else if (contact.supportEmail)
    lines.push(t('emails.layout.contactEmail', { email: contact.supportEmail }));
  else if (contact.supportPhone) lines.push(t('emails.layout.contactPhone', { phone: contact.supportPhone }));
  return lines;
};

/** The footer's contact line in HTML: the address and the number stay left to right in Arabic. */
function footerHtml(lang: LanguageCode, contact: EmailContact): string {
  const linkStyle = `color:${BRAND_COLOR};text-decoration:underline`;
  const email = contact.supportEmail
    ? `<a href="mailto:${escapeHtml(contact.supportEmail)}" dir="ltr" style="${linkStyle}">${escapeHtml(contact.supportEmail)}</a>`
    : '';
  const phone = contact.supportPhone
    ? `<a href="tel:${escapeHtml(contact.supportPhone.replace(/[^\d+]/g, ''))}" dir="ltr" style="${linkStyle}"><bdi dir="ltr">${escapeHtml(contact.supportPhone)}</bdi></a>`
    : '';
  // The catalog sentence is escaped whole, then its placeholders' values become links.
  const [line] = footerLines(lang, {
    supportEmail: contact.supportEmail ? '\u0001' : null,
    supportPhone: contact.supportPhone ? '\u0002' : null,
  });
  const contactLine = line
    ? `<p style="margin:0 0 8px">${escapeHtml(line).replace('\u0001', email).replace('\u0002', phone)}</p>`
    : '';
  const rights = escapeHtml(translate(lang, 'emails.layout.rights', { year: new Date().getUTCFullYear() }));
  return `${contactLine}<p style="margin:0">${rights}</p>`;
}

/** The whole document around an email's body: <head> with charset and title, language and direction on <html> and <body>. */
export function emailDocument(input: EmailLayoutInput): string {
  const { lang, contact } = input;
  const dir = directionOf(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  const siteName = escapeHtml(translate(lang, 'brand.name'));
  const font = lang === 'ar' ? "Tahoma,'Segoe UI',Arial,sans-serif" : "'Segoe UI',Helvetica,Arial,sans-serif";
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
</head>
<body lang="${lang}" dir="${dir}" style="margin:0;padding:0 12px;background:${input.background ?? '#f3f4f6'};font-family:${font};font-size:16px;line-height:1.6;color:#1f2937;direction:${dir};text-align:${align}">
<div style="max-width:560px;margin:0 auto;padding:24px 0">
<div style="padding:0 4px 16px;font-size:20px;font-weight:bold;color:#111827">${LOGO_SVG}<span style="vertical-align:middle;padding-${dir === 'rtl' ? 'right' : 'left'}:10px">${siteName}</span></div>
${input.body}
<div style="padding:16px 4px 0;font-size:13px;color:#6b7280">${footerHtml(lang, contact)}</div>
</div>
</body>
</html>`;
}

/** The plain-text footer: the site's name and the support contact. */
export function emailTextFooter(lang: LanguageCode, contact: EmailContact): string {
  return ['--', translate(lang, 'brand.name'), ...footerLines(lang, contact)].join('\n');
}

const URL_LINE = /^https?:\/\/\S+$/;

/** A line that is a link becomes one, kept left to right inside Arabic text. */
const paragraphHtml = (paragraph: string): string =>
  paragraph
    .split('\n')
    .map((line) =>
      URL_LINE.test(line)
        ? `<a href="${escapeHtml(line)}" dir="ltr" style="color:${BRAND_COLOR};word-break:break-all">${escapeHtml(line)}</a>`
        : escapeHtml(line),
    )
    .join('<br>');

export interface EmailFrame {
  /** The subject: the HTML's title. */
  subject: string;
  contact: EmailContact;
}

/** An email made of paragraphs in the common layout: the plain text and its HTML twin. */
export function paragraphsEmail(
  lang: LanguageCode,
  paragraphs: string[],
  frame: EmailFrame,
): { text: string; html: string } {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph)}</p>`);
  return {
    text: `${paragraphs.join('\n\n')}\n\n${emailTextFooter(lang, frame.contact)}\n`,
    html: emailDocument({
      lang,
      title: frame.subject,
      contact: frame.contact,
      body: `<div style="background:#ffffff;border-radius:16px;border:1px solid #e5e7eb;padding:24px">
${body.join('\n')}
</div>`,
    }),
  };
}
