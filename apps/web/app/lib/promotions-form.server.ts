/**
 * The promotions pages' forms (issue 21): a refused submission answers every wrong field in the
 * page's language (the product editor's shape: `fields`, one message per field) and the values that
 * were posted, so the form comes back as typed, with or without JavaScript.
 */
import { data } from 'react-router';
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import { isDomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t as translate, type MessageKey } from '../i18n/i18n.ts';
import { localizeError, PRIVATE_HEADERS } from './session.server.ts';

export interface PromotionFormFailure {
  ok: false;
  intent: string;
  message: string;
  code: string;
  /** Field name -> its localized message. */
  fields: Record<string, string>;
  /** What was posted (text fields only), to fill the form again. */
  values: Record<string, string>;
}

/** The text fields of a form as posted (files and the intent left out). */
export const postedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()]
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'intent')
      .map(([name, value]) => [name, value.slice(0, 5000)]),
  );

/** A DomainError as the form's answer (status of the error); anything else is thrown on. */
export function promotionFailure(locale: LocaleCode, error: unknown, form: FormData, intent: string) {
  if (!isDomainError(error)) throw error;
  const fields = (error.details?.['fields'] ?? null) as FieldErrors | null;
  const localized: Record<string, string> = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([field, { key, params }]) => [
          field,
          translate(locale, key as MessageKey, params),
        ]),
      )
    : {};
  const failure = localizeError(locale, error);
  if (!fields && failure.field) localized[failure.field] = failure.message;
  const body: PromotionFormFailure = {
    ok: false,
    intent,
    message: fields ? translate(locale, 'admin.promotions.form.fixFields') : failure.message,
    code: error.code,
    fields: localized,
    values: postedValues(form),
  };
  return data(body, { status: error.status, headers: PRIVATE_HEADERS });
}
