import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import {
  CURRENCY_UNAVAILABLE_MESSAGE,
  localeFromPathname,
  localePath,
  otherLanguageLocale,
  requireLocale,
  resolveLocaleSegment,
  switchLocalePath,
} from './locale-routing.ts';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('locale routing', () => {
  it('accepts the six locales', () => {
    expect(resolveLocaleSegment('ar-eg')).toEqual({ kind: 'ok', locale: 'ar-eg' });
    expect(requireLocale('en-sa')).toBe('en-sa');
  });

  it('answers 404 for an unknown language or a non-locale segment', () => {
    for (const segment of ['fr-eg', 'products', 'en', '', undefined]) {
      const error = thrownBy(() => requireLocale(segment)) as { init: ResponseInit | null };
      expect(error.init?.status, String(segment)).toBe(404);
    }
  });

  it('answers 500 with the contract message for an unknown currency part', () => {
    const error = thrownBy(() => requireLocale('en-us')) as { data: unknown; init: ResponseInit | null };
    expect(error.init?.status).toBe(500);
    expect(error.data).toBe(CURRENCY_UNAVAILABLE_MESSAGE);
    expect(isRouteErrorResponse(error)).toBe(false); // a DataWithResponseInit until the router wraps it
  });

  it('picks a locale for any path, for error pages', () => {
    expect(localeFromPathname('/en-sa/products/1')).toBe('en-sa');
    expect(localeFromPathname('/ar-us/')).toBe('ar-eg');
    expect(localeFromPathname('/nothing/here')).toBe('ar-eg');
    expect(localeFromPathname('/')).toBe('ar-eg');
  });

  it('builds and switches locale paths', () => {
    expect(localePath('en-ae')).toBe('/en-ae/');
    expect(localePath('en-ae', 'cart')).toBe('/en-ae/cart');
    expect(switchLocalePath('/ar-eg/', '', 'en-eg')).toBe('/en-eg/');
    expect(switchLocalePath('/ar-eg', '', 'en-eg')).toBe('/en-eg/');
    expect(switchLocalePath('/ar-eg/categories/art', '?sub=2', 'ar-sa')).toBe('/ar-sa/categories/art?sub=2');
    expect(switchLocalePath('/', '', 'en-sa')).toBe('/en-sa/');
    expect(otherLanguageLocale('ar-sa')).toBe('en-sa');
    expect(otherLanguageLocale('en-eg')).toBe('ar-eg');
  });
});
