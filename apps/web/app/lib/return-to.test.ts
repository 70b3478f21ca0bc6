import { describe, expect, it } from 'vitest';
import { safeReturnPath, withLoginSuccess, withReturnTo } from './return-to.ts';

describe('the page to return to after a login', () => {
  it('follows paths of this site, with their query', () => {
    expect(safeReturnPath('/ar-eg/checkout/shipping')).toBe('/ar-eg/checkout/shipping');
    expect(safeReturnPath('/en-sa/products/x?size=A3')).toBe('/en-sa/products/x?size=A3');
    // Encoded characters stay encoded in a path: harmless, followed as written.
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/a\u0000b',
    '/a\nb',
    'javascript:alert(1)',
    '/ar-eg/login',
    '/register?discount_code=X',
    '/en-ae/resetPassword',
    `/${'a'.repeat(1001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('adds itself to the login link and loginSuccess to the destination', () => {
    expect(withReturnTo('/en-eg/login', '/en-eg/checkout/shipping')).toBe(
      '/en-eg/login?returnTo=%2Fen-eg%2Fcheckout%2Fshipping',
    );
    expect(withReturnTo('/en-eg/login', '//evil')).toBe('/en-eg/login');
    expect(withLoginSuccess('/en-eg/checkout/shipping')).toBe('/en-eg/checkout/shipping?loginSuccess=true');
    expect(withLoginSuccess('/en-eg/search?q=a#top')).toBe('/en-eg/search?q=a&loginSuccess=true#top');
  });
});
