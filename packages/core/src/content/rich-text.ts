/**
 * Staff-written rich text (posts, About, terms and policies) is stored as typed: plain text or a
 * little HTML from the admin editor. Everything leaving core goes through `toSafeHtml`, so a
 * pasted <script>, an inline event handler or a javascript: link never reaches a page or an app.
 */
import sanitizeHtml from 'sanitize-html';

/** The safe subset: text structure, emphasis, lists, quotes and links. No images, styles or frames. */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  // rel is set by the transform below, whatever the staff typed.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Their text is code, not content: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // Links leave the site without handing it the opener or passing on ranking.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

const HTML_TAG = /<\/?[a-z][^>]*>/i;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Safe HTML for a staff text: HTML is cut down to the safe subset; plain text is escaped and its
 * blank lines become paragraphs, single line breaks <br>. Empty or null answers ''.
 */
export function toSafeHtml(text: string | null | undefined): string {
  const source = text?.trim() ?? '';
  if (source === '') return '';
  if (HTML_TAG.test(source)) return sanitizeHtml(source, RICH_TEXT_OPTIONS).trim();
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The words of a rich text without any markup (for excerpts and meta descriptions), spaces collapsed. */
export function toPlainText(text: string | null | undefined): string {
  const source = text ?? '';
  const stripped = HTML_TAG.test(source)
    ? sanitizeHtml(source.replace(/<(br|\/p|\/li|\/h[2-4])\s*\/?>/gi, ' $&'), {
        allowedTags: [],
        allowedAttributes: {},
        nonTextTags: RICH_TEXT_OPTIONS.nonTextTags,
      })
    : source;
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** sanitize-html answers text with entities; a plain-text excerpt wants the characters (React escapes them again). */
const decodeEntities = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The first `max` characters of the plain text, cut at a word and marked with an ellipsis. */
export function excerptOf(text: string | null | undefined, max = 180): string {
  const plain = toPlainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
