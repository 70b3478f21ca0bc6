/**
 * Whether an error means the database cannot be reached right now (a dropped or refused connection,
 * a server shutting down or failing over) rather than a bad statement: entry points answer those
 * with 503 and the envelope, and the pool replaces the connection by itself.
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-4]|53300|58030)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { name, code, message, cause } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (name === 'DatabaseUnavailableError') return true;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // A host with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError
  // of one refusal per address.
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  // Drizzle wraps driver errors ("Failed query: …") with the driver's error as the cause.
  return isDatabaseUnavailable(cause, depth + 1);
}
