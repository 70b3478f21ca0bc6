/**
 * The merchandising pages' forms (issue 21): reading a posted form (with JavaScript the pictures
 * were uploaded already through POST /api/user/upload-one and the form carries their stored paths;
 * without it the files post with the form and go through the same upload pipeline here) and
 * answering a service call with every wrong field localized, to show beside each field.
 */
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { MAX_UPLOAD_BYTES, reencodeImage, storeUpload } from '@souq/core/media/image-upload.ts';
import type { FileStoreSource } from '@souq/core/media/file-store.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { data } from 'react-router';
import { t as translate, type MessageKey } from '../i18n/i18n.ts';
import { localizeError, PRIVATE_HEADERS } from './session.server.ts';

/** Picture fields of these forms; a posted file of one arrives as `<field>File`. */
const PICTURE_FIELDS = ['image', 'banner'] as const;
/** Two pictures and the texts. */
const FORM_MAX_BYTES = 2 * MAX_UPLOAD_BYTES + 256 * 1024;

export type MerchInput = Record<string, string | string[]>;

export interface MerchAnswer {
  ok: boolean;
  intent: string;
  message: string;
  /** The localized message of each wrong field. */
  fields?: Record<string, string>;
  /** The subject of the answer (a row's id), so a list shows it beside the right row. */
  target?: string;
  /** Where a created thing lives (the page then goes there). */
  id?: string;
  /** A refused form's texts as posted: without JavaScript the page draws the form again with them. */
  values?: Record<string, string>;
}

/** The form as plain values (repeated names become lists); posted pictures stored, their paths set. */
export async function readMerchForm(
  request: Request,
  store: FileStoreSource,
): Promise<{ input: MerchInput; pictureFailed: string | null }> {
  if (Number(request.headers.get('content-length') ?? '0') > FORM_MAX_BYTES) {
    return { input: {}, pictureFailed: 'image' };
  }
  const form = await request.formData();
  const input: MerchInput = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const previous = input[name];
    if (previous === undefined) input[name] = value;
    else input[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  for (const field of PICTURE_FIELDS) {
    const file = form.get(`${field}File`);
    if (!file || typeof file === 'string' || file.size === 0) continue;
    if (file.size > MAX_UPLOAD_BYTES) return { input, pictureFailed: field };
    try {
      const webp = await reencodeImage(Buffer.from(await file.arrayBuffer()));
      input[field] = await storeUpload(store, 'avatars', webp);
    } catch {
      return { input, pictureFailed: field };
    }
  }
  return { input, pictureFailed: null };
}

export const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const oneOf = (value: string | string[] | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? (value[0] ?? '') : value;

const answer = (body: MerchAnswer, status = 200) => data(body, { status, headers: PRIVATE_HEADERS });

/** A picture that could not be stored: refused beside its field, nothing saved. */
export const pictureRefused = (locale: LocaleCode, intent: string, field: string) =>
  answer(
    {
      ok: false,
      intent,
      message: translate(locale, 'errors.designer.uploadImgErr'),
      fields: { [field]: translate(locale, 'errors.designer.uploadImgErr') },
    },
    400,
  );

/**
 * Runs one service call of a merchandising form: success says `saved` (an i18n key); an expected
 * failure answers its status with the message and every wrong field in the page's language.
 */
export async function merchCall(
  locale: LocaleCode,
  intent: string,
  saved: MessageKey,
  run: () => Promise<{ id?: string; target?: string } | void>,
  posted?: MerchInput,
) {
  const values = posted
    ? Object.fromEntries(Object.entries(posted).map(([name, value]) => [name, oneOf(value)]))
    : undefined;
  try {
    const value = (await run()) ?? {};
    return answer({ ok: true, intent, message: translate(locale, saved), ...value });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const fields = (error.details?.['fields'] ?? null) as FieldErrors | null;
    if (fields) {
      // Each wrong field with its own values ({min}, {max}, {n}); the first one is the form's message.
      const byField = Object.fromEntries(
        Object.entries(fields).map(([field, { key, params }]) => [
          field,
          translate(locale, key as MessageKey, params),
        ]),
      );
      const message = Object.values(byField)[0] ?? translate(locale, 'validation.invalid');
      return answer({ ok: false, intent, message, fields: byField, values }, error.status);
    }
    const localized = localizeError(locale, error);
    const byField = localized.field ? { [localized.field]: localized.message } : undefined;
    return answer({ ok: false, intent, message: localized.message, fields: byField, values }, error.status);
  }
}
