import crypto from 'node:crypto';

/**
 * The "known device" mark (docs/decisions/026): a signed value naming a user, set on the device
 * after a successful website login. A correct password from a device that carries the user's mark
 * passes the per-account login limit, so strangers guessing at an account cannot lock its owner
 * out; the per-address limit still applies to everyone.
 */
export const KNOWN_DEVICE_COOKIE = 'souq_device';
export const KNOWN_DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

const signatureOf = (secret: Uint8Array, userId: string) =>
  crypto.createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url');

/** `<user id>.<HMAC of it with the session secret>`. */
export const signKnownDevice = (secret: Uint8Array, userId: string): string =>
  `${userId}.${signatureOf(secret, userId)}`;

/** The user a mark names when its signature is right, else null. */
export function knownDeviceUserId(secret: Uint8Array, value: string | null | undefined): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = value.slice(0, dot);
  const expected = Buffer.from(signatureOf(secret, userId));
  const actual = Buffer.from(value.slice(dot + 1));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  return userId;
}

/** The Set-Cookie value of the mark: HttpOnly, SameSite=Lax, one year, Secure in production. */
export function serializeKnownDeviceCookie(value: string, options: { secure: boolean }): string {
  const parts = [
    `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${KNOWN_DEVICE_TTL_SECONDS}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
