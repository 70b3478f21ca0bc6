/**
 * The content area's form answers (issue 21): a refused form answers every wrong field with its
 * message in the page's language (shown beside the field), a picture posted with the form goes
 * through the one upload pipeline, and each answer is private (never cached).
 */
import { data } from 'react-router';
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';
import { NotAnImageError, reencodeImage, storeUpload } from '@souq/core/media/image-upload.ts';
import type { FileStoreSource } from '@souq/core/media/file-store.ts';
import { lookupMessage, t as translate, type MessageKey } from '../../../i18n/i18n.ts';
import { localizeError, PRIVATE_HEADERS } from '../../../lib/session.server.ts';

export interface ContentFailure {
  ok: false;
  intent: string;
  message: string;
  /** Field name -> message, shown beside each field. */
  fields: Record<string, string>;
}

/** The name of a field in the message: `items.2.arTitle` is named as `arTitle`. */
function fieldName(locale: LocaleCode, field: string): string {
  const last = field.split('.').at(-1) ?? field;
  const key = `admin.content.fields.${last}`;
  return lookupMessage(languageOf(locale), key) !== undefined ? translate(locale, key as MessageKey) : last;
}

/** A DomainError as the form's answer, each wrong field localized. */
export function contentFailure(locale: LocaleCode, error: DomainError, intent: string): ContentFailure {
  const fields = (error.details?.['fields'] ?? null) as FieldErrors | null;
  const localized: Record<string, string> = {};
  for (const [field, { key, params }] of Object.entries(fields ?? {})) {
    localized[field] = translate(locale, key as MessageKey, { ...params, field: fieldName(locale, field) });
  }
  const field = typeof error.details?.['field'] === 'string' ? (error.details['field'] as string) : null;
  if (field && !localized[field] && error.status === 400)
    localized[field] = localizeError(locale, error).message;
  return {
    ok: false,
    intent,
    message:
      Object.keys(localized).length > 0
        ? translate(locale, 'admin.content.errors.fixFields')
        : localizeError(locale, error).message,
    fields: localized,
  };
}

/** Runs an action's work; an expected failure becomes a 400/404 answer with its fields. */
export async function contentAction<T extends Record<string, unknown>>(
  locale: LocaleCode,
  intent: string,
  run: () => Promise<T>,
) {
  try {
    return data({ ok: true as const, intent, ...(await run()) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (error instanceof NotAnImageError) {
      return data(
        {
          ok: false as const,
          intent,
          message: translate(locale, 'admin.content.errors.fixFields'),
          fields: { image: translate(locale, 'admin.content.errors.notAnImage') },
        } satisfies ContentFailure,
        { status: 400, headers: PRIVATE_HEADERS },
      );
    }
    if (!isDomainError(error)) throw error;
    return data(contentFailure(locale, error, intent), { status: error.status, headers: PRIVATE_HEADERS });
  }
}

/**
 * The picture posted in `name` (a file input), re-encoded and stored under content/; null when
 * none was chosen. Throws NotAnImageError for a file that is not an accepted picture.
 */
export async function storedPicture(
  store: FileStoreSource,
  form: FormData,
  name = 'imageFile',
): Promise<string | null> {
  const file = form.get(name);
  if (!file || typeof file === 'string' || file.size === 0) return null;
  if (file.size > MAX_UPLOAD_BYTES) throw new NotAnImageError(new Error('too large'));
  return storeUpload(store, 'content', await reencodeImage(Buffer.from(await file.arrayBuffer())));
}
