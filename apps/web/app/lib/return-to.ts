/**
 * Where a shopper goes back to after logging in or signing up (issue 23: a login during checkout
 * sent them to the cart instead of the step they were on). The page that asks for a login names
 * itself in `?returnTo=`; only a path of this site is followed, never another origin (`//evil`,
 * `/\evil`), an account page (a loop) or text with control characters.
 */
export const RETURN_TO = 'returnTo';

const ACCOUNT_PAGE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:login|register|forgetPassword|resetPassword)(?:[/?#]|$)/;

/** `value` when it is a safe path of this site to return to, otherwise null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (ACCOUNT_PAGE.test(value)) return null;
  try {
    if (new URL(value, 'http://souq.invalid').origin !== 'http://souq.invalid') return null;
  } catch {
    return null;
  }
  return value;
}

/** `path` (of an account page) asking to come back to `returnTo` afterwards. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO}=${encodeURIComponent(safe)}`;
}

/** The path and query of a request: where a page that asks for a login wants to come back. */
export const requestPath = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** `path` with `loginSuccess=true` (SPEC.md section 2: fires the login event, then is removed). */
export function withLoginSuccess(path: string): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}loginSuccess=true${fragment}`;
}
