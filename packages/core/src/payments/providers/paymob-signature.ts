/**
 * Paymob's HMAC over transaction callbacks, shared by the adapter (verifies) and the local fake
 * (signs). Paymob does not sign the raw body: it signs 20 fields of the transaction, concatenated
 * without separators in the documented order, with HMAC-SHA512 keyed by the merchant's HMAC secret,
 * lower-case hex, sent as `?hmac=` on both the processed callback (POST JSON) and the response
 * callback (GET query). Source: developers.paymob.com, "HMAC Transaction Callback"
 * (paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed fields in Paymob's order, as paths into the POST callback's `obj`. The GET callback
 * flattens them: `source_data.pan` becomes a query key with a dot, and `order.id` is sent as `order`.
 */
export const PAYMOB_SIGNED_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;
export type PaymobSignedField = (typeof PAYMOB_SIGNED_FIELDS)[number];
export type PaymobSignedValues = Record<PaymobSignedField, string>;

/**
 * A JSON value as Paymob's concatenation writes it: booleans are "true"/"false" (JSON's spelling,
 * which the documented example string shows), numbers their plain digits, a missing or null value
 * nothing at all (the documented kiosk transaction has an empty pan).
 */
export function paymobFieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An object where a scalar is signed cannot be what Paymob signed: it will not verify.
  return JSON.stringify(value);
}

function at(source: Record<string, unknown>, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The signed values of a processed callback's `obj` (or an inquiry's transaction object). */
export function signedValuesFromObject(obj: Record<string, unknown>): PaymobSignedValues {
  const values = {} as PaymobSignedValues;
  for (const field of PAYMOB_SIGNED_FIELDS) values[field] = paymobFieldText(at(obj, field));
  return values;
}

/**
 * The signed values of a response callback's query string. Paymob sends the order id as `order`
 * (the documentation's key list names it `order_id` for GET, so that spelling is read too); the
 * source_data keys keep their dots (PHP shows them with underscores, which is also accepted).
 */
export function signedValuesFromQuery(query: URLSearchParams): PaymobSignedValues {
  const values = {} as PaymobSignedValues;
  for (const field of PAYMOB_SIGNED_FIELDS) {
    const names =
      field === 'order.id'
        ? ['order', 'order_id']
        : field.includes('.')
          ? [field, field.replace('.', '_')]
          : [field];
    values[field] = names.map((name) => query.get(name)).find((value) => value !== null) ?? '';
  }
  return values;
}

/** The string Paymob signs: the values in the documented order, no separators. */
export function paymobHmacString(values: PaymobSignedValues): string {
  return PAYMOB_SIGNED_FIELDS.map((field) => values[field]).join('');
}

export function signPaymobValues(values: PaymobSignedValues, hmacSecret: string): string {
  return createHmac('sha512', hmacSecret).update(paymobHmacString(values), 'utf8').digest('hex');
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** Constant-time check of a received hmac against any of the merchant's HMAC secrets. */
export function verifyPaymobHmac(
  values: PaymobSignedValues,
  received: string | null | undefined,
  hmacSecrets: readonly string[],
): boolean {
  if (!received || !HEX_SHA512.test(received)) return false;
  const given = Buffer.from(received.toLowerCase(), 'hex');
  let ok = false;
  // Every secret is tried (no early exit) so the time taken does not say which region's secret matched.
  for (const secret of hmacSecrets) {
    const expected = Buffer.from(signPaymobValues(values, secret), 'hex');
    if (timingSafeEqual(expected, given)) ok = true;
  }
  return ok;
}
