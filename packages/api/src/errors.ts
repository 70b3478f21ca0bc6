import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { DomainError } from '@souq/core/errors.ts';

/**
 * The envelope fields every operation result carries (SPEC.md section 7). `message` and
 * `errors[0]` are the English contract text of SPEC.md section 8; `message_key` is the i18n key the
 * clients localize with; `error_code` is the stable machine code of the DomainError.
 */
export interface EnvelopeFields {
  status_code: number;
  message: string | null;
  errors: string[] | null;
  message_key: string | null;
  error_code: string | null;
}

export const SUCCESS_STATUS = 200;
export const SUCCESS_MESSAGE = 'success';

export const successFields = (): EnvelopeFields => ({
  status_code: SUCCESS_STATUS,
  message: SUCCESS_MESSAGE,
  errors: null,
  message_key: null,
  error_code: null,
});

/** THE one place a DomainError becomes envelope fields (docs/decisions/004). */
export function domainErrorFields(error: DomainError): EnvelopeFields {
  return {
    status_code: error.status,
    message: error.message,
    errors: [error.message],
    message_key: error.messageKey,
    error_code: error.code,
  };
}

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/**
 * The database cannot be reached right now (a dropped or refused connection, a failover, a closed
 * PGlite): 503, to retry in a moment (docs/decisions/028). Nothing was half-written: a transaction
 * that lost its connection is rolled back by the server.
 */
export const SERVICE_UNAVAILABLE_STATUS = 503;
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const SERVICE_UNAVAILABLE_KEY = 'errors.service.unavailable';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

export const serviceUnavailableFields = (): EnvelopeFields => ({
  status_code: SERVICE_UNAVAILABLE_STATUS,
  message: SERVICE_UNAVAILABLE_MESSAGE,
  errors: [SERVICE_UNAVAILABLE_MESSAGE],
  message_key: SERVICE_UNAVAILABLE_KEY,
  error_code: SERVICE_UNAVAILABLE_CODE,
});

/** True when a result field is the envelope of serviceUnavailableFields (for the log). */
export const isServiceUnavailableEnvelope = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as { error_code?: unknown }).error_code === SERVICE_UNAVAILABLE_CODE;

/**
 * The GraphQL error for an unavailable database outside any envelope (the request context, a
 * field resolver): HTTP 503, the fixed message and the request id; never the driver's message.
 */
export function serviceUnavailableError(error: unknown, requestId: string | undefined): GraphQLError {
  const source =
    error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
  return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    ...(source?.nodes ? { nodes: source.nodes } : {}),
    ...(source?.path ? { path: source.path } : {}),
    extensions: {
      code: SERVICE_UNAVAILABLE_CODE,
      message_key: SERVICE_UNAVAILABLE_KEY,
      ...(requestId ? { requestId } : {}),
      http: { status: SERVICE_UNAVAILABLE_STATUS, headers: { 'Retry-After': '5' } },
    },
  });
}

/** True for errors GraphQL itself raised (syntax, validation, Armor limits): safe to show as they are. */
export function isOriginalGraphQLError(error: unknown): error is GraphQLError {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const original = (error as GraphQLError).originalError;
  return original == null || isOriginalGraphQLError(original);
}

/**
 * What the client sees of an unexpected error: a fixed message, the path and the request id to
 * quote to support. Never the original message nor a stack trace.
 */
export function maskedError(error: unknown, requestId: string | undefined): GraphQLError {
  const source =
    error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
  return createGraphQLError(UNEXPECTED_ERROR_MESSAGE, {
    ...(source?.nodes ? { nodes: source.nodes } : {}),
    ...(source?.path ? { path: source.path } : {}),
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      ...(requestId ? { requestId } : {}),
      ...(source?.extensions?.['http'] ? { http: source.extensions['http'] } : {}),
    },
  });
}
