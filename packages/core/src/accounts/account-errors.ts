import { domainError } from '../errors.ts';

/**
 * The expected failures of accounts and sessions, with the contract texts of SPEC.md section 8.
 * Login and register failures answer status 500, forgot and reset 505 (SPEC.md section 8).
 */
export const LOGIN_FAILURE_STATUS = 500;
export const RESET_FAILURE_STATUS = 505;

const fail = domainError;

export const accountErrors = {
  invalidUser: () => fail('INVALID_USER', 'errors.login.invalidUser', 'Invalid user!', LOGIN_FAILURE_STATUS),
  incorrectPassword: (status = LOGIN_FAILURE_STATUS) =>
    fail('INCORRECT_PASSWORD', 'errors.login.incorrectPassword', 'Incorrect password', status),
  registeredWithFacebook: () =>
    fail(
      'REGISTERED_WITH_FACEBOOK',
      'errors.login.registeredWithFacebook',
      'This user is registered with a facebook account',
      LOGIN_FAILURE_STATUS,
    ),
  registeredWithGoogle: () =>
    fail(
      'REGISTERED_WITH_GOOGLE',
      'errors.login.registeredWithGoogle',
      'This user is registered with a google account',
      LOGIN_FAILURE_STATUS,
    ),
  /** status false by a staff block; the site sends them home (msg=blockedUser). */
  blocked: () =>
    fail('USER_BLOCKED', 'errors.login.blockedUser', 'This account is blocked', LOGIN_FAILURE_STATUS),
  /**
   * status false because the user deactivated the account: the contract's code stays USER_BLOCKED,
   * the message says deactivated and that support reactivates it (msg=deactivatedUser on the site).
   */
  deactivated: () =>
    fail(
      'USER_BLOCKED',
      'errors.login.deactivatedUser',
      'This account is deactivated. Contact support to reactivate it',
      LOGIN_FAILURE_STATUS,
      { deactivated: true },
    ),
  alreadyExists: (status = LOGIN_FAILURE_STATUS) =>
    fail('USER_ALREADY_EXISTS', 'errors.register.alreadyExists', 'This user is already exists', status),
  confirmMismatch: (status = LOGIN_FAILURE_STATUS) =>
    fail(
      'CONFIRM_PASSWORD_MISMATCH',
      'errors.register.confirmPasswordMismatch',
      'Confirmed password is not match password',
      status,
    ),
  resetTokenInvalid: () =>
    fail(
      'RESET_TOKEN_INVALID',
      'errors.reset.invalidToken',
      'Error while reset password!',
      RESET_FAILURE_STATUS,
    ),
  tooManyAttempts: () =>
    fail('TOO_MANY_ATTEMPTS', 'errors.auth.tooManyAttempts', 'Too many attempts, try again later', 429),
  unauthenticated: () => fail('UNAUTHENTICATED', 'errors.auth.loginRequired', 'You must be logged in', 401),
  forbidden: () => fail('FORBIDDEN', 'errors.auth.forbidden', 'You are not allowed to do this', 403),
  userNotFound: () => fail('USER_NOT_FOUND', 'errors.user.notFound', 'This user is not found', 404),
  designersOnly: () =>
    fail(
      'DESIGNERS_ONLY',
      'errors.payment.designersOnly',
      'Payment details are for designers and manufacturers only',
      403,
    ),
  otpInvalid: () => fail('OTP_INVALID', 'errors.otp.invalid', 'The code is wrong or has expired', 400),
  /** The SMS provider refused or is down and there is no email to send the code to instead. */
  otpNotSent: () =>
    fail('OTP_NOT_SENT', 'errors.otp.notSent', 'The code could not be sent, try again in a few minutes', 503),
  otpAttemptsExceeded: () =>
    fail(
      'OTP_ATTEMPTS_EXCEEDED',
      'errors.otp.attemptsExceeded',
      'Too many wrong codes, ask for a new one',
      429,
    ),
  addressNotFound: () =>
    fail('ADDRESS_NOT_FOUND', 'errors.address.notFound', 'This address is not found for this user!', 404),
  addressLimit: () => fail('ADDRESS_LIMIT', 'errors.address.limit', 'Error while adding address', 400),
  paymentNotFound: () =>
    fail(
      'PAYMENT_NOT_FOUND',
      'errors.payment.notFound',
      'This payment details are not found for this user!',
      404,
    ),
  /** The provider refused, the user cancelled, or the answer failed a check (state, PKCE, nonce). */
  socialLoginFailed: () =>
    fail('SOCIAL_LOGIN_FAILED', 'errors.social.failed', 'Error while login', LOGIN_FAILURE_STATUS),
  socialProviderOff: () =>
    fail('SOCIAL_PROVIDER_OFF', 'errors.social.unavailable', 'This login method is not available', 404),
  /** The dashboard is for staff (privilageType superAdmin, admin or designerSupport). */
  dashboardStaffOnly: () =>
    fail('STAFF_ONLY', 'errors.dashboard.staffOnly', 'Error while login to dashboard', 403),
  paymentExists: () =>
    fail('PAYMENT_EXISTS', 'errors.payment.exists', 'Payment details for this bank already exist', 400),
};

/** True for PostgreSQL's unique violation, whether raw (pg, PGlite) or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
