import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { domainErrorFields, serviceUnavailableFields, successFields, type EnvelopeFields } from './errors.ts';

/** Every operation result of the API: `{ status_code, message, errors, data }` plus the i18n key. */
export interface Envelope<T> extends EnvelopeFields {
  data: T | null;
}

/**
 * Runs one service call and wraps its outcome in the envelope: 200 with the data, or the
 * DomainError's status and contract message with `data: null`; an unavailable database (dropped
 * connection, failover) is 503 `errors.service.unavailable` with `data: null`, logged at warn by
 * the error plugin. Anything else is not expected and is rethrown, so Yoga masks it and the error
 * plugin logs it with the request id.
 */
export async function envelope<T>(call: () => T | Promise<T>): Promise<Envelope<T>> {
  let data: T;
  try {
    data = await call();
  } catch (error) {
    if (isDomainError(error)) return { ...domainErrorFields(error), data: null };
    if (isDatabaseUnavailable(error)) return { ...serviceUnavailableFields(), data: null };
    throw error;
  }
  return { ...successFields(), data };
}
