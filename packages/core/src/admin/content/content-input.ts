/**
 * The field rules the content area's forms share (issue 21): bilingual texts, rich text that is
 * cut down to the safe subset before it is stored, links that stay on the site or use https, and
 * stored picture paths. Every wrong field is answered at once (form-input.ts), with i18n keys.
 */
import { z } from 'zod';
import {
  optionalText,
  requiredText,
  toValidationError,
  VALIDATION_KEYS,
} from '../../accounts/account-validation.ts';
import { toSafeHtml } from '../../content/rich-text.ts';
import { formError, type FieldErrors } from '../../content/form-input.ts';
import { isStoredUploadPath } from '../../media/upload-limits.ts';
import { DomainError, domainError } from '../../errors.ts';

export const CONTENT_ERROR_KEYS = {
  link: 'admin.content.errors.link',
  slug: 'admin.content.errors.slug',
  slugTaken: 'admin.content.errors.slugTaken',
  image: 'admin.content.errors.image',
  imageRequired: 'admin.content.errors.imageRequired',
} as const;

/** Rich text as typed in the editor: at most this many characters of HTML. */
export const RICH_TEXT_MAX = 100_000;

/**
 * Staff rich text: whatever was posted (the editor's HTML, a hand-written textarea, a forged
 * request) is reduced by the one sanitizer before it is stored, so the table never holds a script,
 * an event handler or a javascript: link. Empty is null.
 */
export const richTextField = z
  .string(VALIDATION_KEYS.invalid)
  .max(RICH_TEXT_MAX, VALIDATION_KEYS.maxLength)
  .nullish()
  .transform((value) => {
    const safe = toSafeHtml(value);
    return safe === '' ? null : safe;
  });

/** A required rich text (an About section, a FAQ answer): empty after sanitizing is "required". */
export const requiredRichText = richTextField.refine((value) => value !== null, VALIDATION_KEYS.required);

export { optionalText, requiredText };

const RELATIVE_LINK = /^\/(?!\/)[^\s\\]*$/;

/**
 * A link of a slide, banner or advert: a path of this site (`/collections/summer`) or an https
 * address. Anything else (javascript:, http:, //host) is refused; empty means no link.
 */
export function parseContentLink(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > 500) throw linkError();
  if (RELATIVE_LINK.test(text)) return text;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(text)) return url.href;
  } catch {
    // Not a URL: refused below.
  }
  throw linkError();
}

const linkError = () =>
  formError('link', CONTENT_ERROR_KEYS.link, 'Use a path of this site or an https link');

/** A link field in a zod schema (a refused link is a field error beside the field). */
export const linkField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    try {
      return parseContentLink(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: CONTENT_ERROR_KEYS.link });
      return z.NEVER;
    }
  });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's address: lower-case letters, digits and single dashes (empty: made from the title). */
export const slugField = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .refine((value) => value === '' || (value.length <= 120 && SLUG.test(value)), CONTENT_ERROR_KEYS.slug);

/** A slug made from an English title (Latin letters and digits only; empty when there are none). */
export const slugFromTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

/** A stored content picture: a path the content upload made, or none. */
export const imagePathField = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim() || null)
  .refine((value) => value === null || isStoredUploadPath(value, 'content'), CONTENT_ERROR_KEYS.image);

/** One of a fixed list of values (a select); anything else is "not valid". */
export const oneOf = <T extends string>(values: readonly T[]) =>
  z.enum(values as unknown as [T, ...T[]], VALIDATION_KEYS.invalid);

/** A slug that another post has. */
export const slugTaken = () =>
  domainError('VALIDATION_FAILED', CONTENT_ERROR_KEYS.slugTaken, 'Another post has this address', 400, {
    field: 'slug',
    fields: { slug: { key: CONTENT_ERROR_KEYS.slugTaken, params: {} } },
  });

/**
 * Parses a content form: every wrong field at once in `details.fields` (as parseFormInput), keeping
 * the content area's own message keys (a link, a slug) that the shared rules would call "invalid".
 */
export function parseContentInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (fields[field]) continue;
    if (issue.message.startsWith('admin.content.')) {
      fields[field] = { key: issue.message, params: {} };
      continue;
    }
    const error = toValidationError({ issues: [issue] } as z.ZodError);
    const { field: _field, ...params } = (error.details ?? {}) as Record<string, string | number>;
    fields[field] = { key: error.messageKey, params };
  }
  const [first, error] = Object.entries(fields)[0]!;
  throw new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: error.key,
    message: 'This form has wrong fields',
    status: 400,
    details: { field: first, ...error.params, fields },
  });
}
