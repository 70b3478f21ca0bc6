/**
 * The one error type for expected failures. `code` is stable for clients, `messageKey` is the
 * i18n key shown to people, `message` is the contract text of SPEC.md section 8 (English),
 * `status` is the envelope status_code.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(options: {
    code: string;
    messageKey: string;
    message: string;
    status?: number;
    details?: Record<string, unknown>;
  }) {
    super(options.message);
    this.name = 'DomainError';
    this.code = options.code;
    this.messageKey = options.messageKey;
    this.status = options.status ?? 400;
    this.details = options.details;
  }
}

/** An expected failure: 400 unless `status` says otherwise. */
export const domainError = (
  code: string,
  messageKey: string,
  message: string,
  status = 400,
  details?: Record<string, unknown>,
): DomainError => new DomainError({ code, messageKey, message, status, details });

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const notFound = (what: string, message = `${what} not found`) =>
  new DomainError({
    code: `${what.toUpperCase()}_NOT_FOUND`,
    messageKey: `errors.${what}.notFound`,
    message,
    status: 404,
  });
