/**
 * The HTML of the emails: every one is written in its reader's language and direction, so an
 * Arabic email reads right to left with its text on the right (ARCHITECTURE.md: "bilingual
 * templates, RTL for Arabic"), whatever the mail client's own direction.
 */
import { directionOf, type LanguageCode } from '../locale/locales.ts';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The document around an email's body: language and direction on both <html> and <body>. */
export function emailDocument(lang: LanguageCode, body: string, background = '#f3f4f6'): string {
  const dir = directionOf(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><body lang="${lang}" dir="${dir}" style="margin:0;background:${background};font-family:Tahoma,Arial,sans-serif;color:#1f2937;direction:${dir};text-align:${align}">
${body}
</body></html>`;
}

const URL_LINE = /^https?:\/\/\S+$/;

/** A line that is a link becomes one, kept left to right inside Arabic text. */
const paragraphHtml = (paragraph: string): string =>
  paragraph
    .split('\n')
    .map((line) =>
      URL_LINE.test(line)
        ? `<a href="${escapeHtml(line)}" dir="ltr">${escapeHtml(line)}</a>`
        : escapeHtml(line),
    )
    .join('<br>');

/** An email made of paragraphs: the plain text and its HTML twin. */
export function paragraphsEmail(lang: LanguageCode, paragraphs: string[]): { text: string; html: string } {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph)}</p>`);
  return {
    text: paragraphs.join('\n\n'),
    html: emailDocument(
      lang,
      `<div style="max-width:560px;margin:24px auto;background:#ffffff;border-radius:16px;border:1px solid #e5e7eb;padding:24px">
${body.join('\n')}
</div>`,
    ),
  };
}
