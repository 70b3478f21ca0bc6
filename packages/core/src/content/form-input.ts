/**
 * Public forms (contact, career requests) answer every wrong field at once, not only the first:
 * the page marks each field, and nothing is saved until all of them are right.
 */
import type { z } from 'zod';
import { toValidationError } from '../accounts/account-validation.ts';
import { DomainError } from '../errors.ts';

/** One wrong field: the i18n key of its message (validation.*) and the values the message needs. */
export interface FieldError {
  key: string;
  params: Record<string, string | number>;
}

export type FieldErrors = Record<string, FieldError>;

/** The field errors a validation DomainError of `parseFormInput` carries, or null for any other error. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof DomainError) || error.code !== 'VALIDATION_FAILED') return null;
  const fields = error.details?.['fields'];
  return fields && typeof fields === 'object' ? (fields as FieldErrors) : null;
}

/**
 * Parses with the schema or throws the validation DomainError of the first wrong field (the
 * contract text of SPEC.md section 5), with every wrong field in `details.fields`.
 */
export function parseFormInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = toValidationError(result.error);
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (fields[field]) continue;
    const fieldError = toValidationError({ issues: [issue] } as z.ZodError);
    const { field: _field, ...params } = (fieldError.details ?? {}) as Record<string, string | number>;
    fields[field] = { key: fieldError.messageKey, params };
  }
  return fail(first, fields);
}

function fail(first: DomainError, fields: FieldErrors): never {
  throw new DomainError({
    code: first.code,
    messageKey: first.messageKey,
    message: first.message,
    status: first.status,
    details: { ...first.details, fields },
  });
}

/** Every wrong field of `input` (empty when it is right), for a form that checks more than the schema. */
export function collectFieldErrors(schema: z.ZodType, input: unknown): FieldErrors {
  try {
    parseFormInput(schema, input);
    return {};
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    throw error;
  }
}

/** Adds one more wrong field (found outside the schema, such as a missing file) to the answer. */
export function formError(field: string, key: string, message: string, status = 400): DomainError {
  return new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: key,
    message,
    status,
    details: { field, fields: { [field]: { key, params: {} } } },
  });
}
