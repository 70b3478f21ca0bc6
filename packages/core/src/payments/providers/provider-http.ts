/**
 * How every gateway adapter talks to its provider: one JSON call with a timeout. A provider that
 * hangs would leave the shopper's payment pending forever, and an error page from the provider is
 * not an answer, so both become PaymentProviderError carrying what the provider said (the service
 * logs the details and decides whether to retry).
 */
import { PaymentProviderError, type FetchLike, type PaymentProviderName } from '../payment-provider.ts';

export interface ProviderCall {
  provider: PaymentProviderName;
  fetch: FetchLike;
  timeoutMs: number;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Serialized as JSON when given. */
  body?: unknown;
}

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or null when the body was empty. */
  body: unknown;
}

export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await call.fetch(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    // The body is read under the same signal: a provider that sends headers and then stalls is
    // as stuck as one that never answers.
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) {
      throw new PaymentProviderError(call.provider, `no answer within ${call.timeoutMs} ms`, {
        timeout: true,
      });
    }
    throw new PaymentProviderError(call.provider, `unreachable: ${errorMessage(error)}`);
  }
  const body = parseJson(text);
  if (response.status < 200 || response.status > 299) {
    throw new PaymentProviderError(call.provider, `answered HTTP ${response.status}`, {
      status: response.status,
      body,
    });
  }
  return { status: response.status, body };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Kept as text so the details show what the provider sent (an HTML error page, usually).
    return text;
  }
}

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A JSON object's fields, or null when the value is not an object (providers answer objects). */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A field as text: strings as they are, numbers in their JSON spelling, anything else empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A field as text, or null when absent or empty. */
export function optionalText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

/**
 * A provider's decimal amount ("150.00", 150.5) in minor units (2 decimals: EGP, SAR, AED), or null
 * when it is not a number. Rounded: a decimal like 0.29 has no exact binary value.
 */
export function decimalToMinor(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

/** A provider's decimal amount with exactly two decimals, as signatures spell it ("152.00"). */
export function twoDecimals(value: unknown): string {
  const minor = decimalToMinor(value);
  if (minor === null) return '';
  const magnitude = Math.abs(minor);
  const result = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return minor < 0 ? `-${result}` : result;
}
