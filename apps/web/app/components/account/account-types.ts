/** What account actions answer to their forms (shared by the pages and the overlay). */

export interface FormFailure {
  /** The localized message of the first error (SPEC.md section 8: the first entry is shown). */
  message: string;
  /** The form field the message belongs to, when known. */
  field: string | null;
  code: string;
}

export type AuthActionData =
  | { ok: false; error: FormFailure }
  | { ok: true; kind: 'login'; firstName: string }
  | { ok: true; kind: 'register'; firstName: string; role: 'customer' | 'designer' }
  | { ok: true; kind: 'forgot' }
  | { ok: true; kind: 'saved'; message: string };

/** The error of one field, if the failure names it. */
export const fieldError = (data: AuthActionData | undefined, field: string): string | undefined =>
  data && !data.ok && data.error.field === field ? data.error.message : undefined;

/** The error to show above the form: one that names no field of `fields`. */
export const formError = (data: AuthActionData | undefined, fields: readonly string[]): string | undefined =>
  data && !data.ok && !(data.error.field && fields.includes(data.error.field))
    ? data.error.message
    : undefined;

/** The fields of the account forms whose errors show beside them. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTER_FIELDS = [
  'fName',
  'lName',
  'email',
  'password',
  'confirmPassword',
  'country',
  'city',
  'description',
  'image',
  'terms',
  'altcha',
  'discountCode',
] as const;
