import { describe, expect, it } from 'vitest';
import {
  GUEST_CART_MAX_AGE_SECONDS,
  readGuestCartId,
  serializeGuestCartCookie,
} from './guest-cart-cookie.server.ts';

const ID = '0f3c6a0e-5b7d-4c1e-9a2b-3c4d5e6f7a8b';

describe('the guest cart cookie', () => {
  it('keeps only a cart id, HttpOnly and SameSite=Lax, Secure when asked', () => {
    expect(serializeGuestCartCookie(ID, { secure: false })).toBe(
      `souq_cart=${ID}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${GUEST_CART_MAX_AGE_SECONDS}`,
    );
    expect(serializeGuestCartCookie(ID, { secure: true })).toMatch(/; Secure$/);
    expect(serializeGuestCartCookie(null, { secure: false })).toBe(
      'souq_cart=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });

  it('reads the id back, refusing anything that is not a cart id', () => {
    expect(readGuestCartId(`souq_session=x; souq_cart=${ID.toUpperCase()}`)).toBe(ID);
    expect(readGuestCartId('souq_cart=../../etc')).toBeNull();
    expect(readGuestCartId('souq_cart=')).toBeNull();
    expect(readGuestCartId(null)).toBeNull();
  });
});
