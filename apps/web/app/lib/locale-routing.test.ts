import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import {
  CURRENCY_UNAVAILABLE_MESSAGE,
  alternateLinks,
  documentLocale,
  enabledLocales,
  isOutsideLocale,
  guardLocaleRequest,
  localeAfterSwitch,
  localeFromPathname,
  localePath,
  localeRoutingScript,
  otherLanguageLocale,
  resolveLocaleSegment,
  routeDecision,
  stripLocale,
  switchLocalePath,
  type LocaleRoutingSettings,
} from './locale-routing.ts';

const A: LocaleRoutingSettings = { strategy: 'A', defaultLocale: 'ar-eg' };
const B: LocaleRoutingSettings = { strategy: 'B', defaultLocale: 'ar-eg' };
const B_SA: LocaleRoutingSettings = { strategy: 'B', defaultLocale: 'ar-sa' };
const C: LocaleRoutingSettings = { strategy: 'C', defaultLocale: 'ar-eg' };

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** The locale a page at `path` gets (the layout's guard and the request context), or what it throws. */
const pageLocale = (path: string, settings: LocaleRoutingSettings) =>
  guardLocaleRequest(new Request(`http://shop.test${path}`), settings);

const statusOf = (error: unknown) =>
  error instanceof Response ? error.status : (error as { init: ResponseInit | null }).init?.status;

describe('locale segments (every strategy)', () => {
  it('accepts the six locales', () => {
    expect(resolveLocaleSegment('ar-eg')).toEqual({ kind: 'ok', locale: 'ar-eg' });
    expect(pageLocale('/en-sa/products/1', A)).toBe('en-sa');
  });

  it('answers 404 for an unknown language or a non-locale segment', () => {
    for (const segment of ['fr-eg', 'products', 'en', '']) {
      expect(statusOf(thrownBy(() => pageLocale(`/${segment}/products/1`, A))), segment).toBe(404);
    }
  });

  it('answers 500 with the contract message for an unknown currency part', () => {
    const error = thrownBy(() => pageLocale('/en-us/products/1', A)) as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(error.init?.status).toBe(500);
    expect(error.data).toBe(CURRENCY_UNAVAILABLE_MESSAGE);
    expect(isRouteErrorResponse(error)).toBe(false); // a DataWithResponseInit until the router wraps it
    expect(routeDecision('/ar-xx/products/1', '', B)).toEqual({ kind: 'unknown-currency' });
    expect(routeDecision('/de-eg/', '', C)).toEqual({ kind: 'not-found' });
  });

  it('strips the locale prefix and keeps the rest', () => {
    expect(stripLocale('/ar-eg/products/1')).toBe('/products/1');
    expect(stripLocale('/ar-eg')).toBe('/');
    expect(stripLocale('/ar-eg/')).toBe('/');
    expect(stripLocale('/categories/art/')).toBe('/categories/art/');
    expect(stripLocale('/')).toBe('/');
  });
});

describe('strategy A: every route carries the prefix, the Emirates are switched off', () => {
  it('builds prefixed paths for every locale', () => {
    expect(localePath('ar-eg', '/', A)).toBe('/ar-eg/');
    expect(localePath('en-sa', 'cart', A)).toBe('/en-sa/cart');
  });

  it('redirects ae paths to the en-eg equivalent, keeping the query', () => {
    expect(routeDecision('/ar-ae/products/7', '?x=1', A)).toEqual({
      kind: 'redirect',
      to: '/en-eg/products/7?x=1',
      status: 302,
    });
    expect(routeDecision('/en-ae', '', A)).toEqual({ kind: 'redirect', to: '/en-eg/', status: 302 });
  });

  it('serves the four other locales and sends / to the default locale', () => {
    expect(routeDecision('/ar-sa/categories/art', '', A)).toEqual({ kind: 'ok', locale: 'ar-sa' });
    expect(routeDecision('/', '', A)).toEqual({ kind: 'redirect', to: '/ar-eg/', status: 302 });
    expect(routeDecision('/', '', { strategy: 'A', defaultLocale: 'ar-sa' })).toMatchObject({
      to: '/ar-sa/',
    });
    expect(enabledLocales(A)).toEqual(['en-eg', 'ar-eg', 'en-sa', 'ar-sa']);
  });

  it('answers 404 for an unprefixed page', () => {
    expect(routeDecision('/products/7', '', A)).toEqual({ kind: 'not-found' });
    expect(statusOf(thrownBy(() => pageLocale('/products/7', A)))).toBe(404);
  });
});

describe('strategy B: the default locale has no prefix', () => {
  it('builds unprefixed paths for the default locale only', () => {
    expect(localePath('ar-eg', '/', B)).toBe('/');
    expect(localePath('ar-eg', '/products/1', B)).toBe('/products/1');
    expect(localePath('en-eg', '/products/1', B)).toBe('/en-eg/products/1');
    expect(localePath('ar-sa', '/', B_SA)).toBe('/');
    expect(localePath('ar-eg', '/', B_SA)).toBe('/ar-eg/');
  });

  it('serves unprefixed paths in the default locale and prefixed ones in theirs', () => {
    expect(routeDecision('/', '', B)).toEqual({ kind: 'ok', locale: 'ar-eg' });
    expect(routeDecision('/products/1', '', B_SA)).toEqual({ kind: 'ok', locale: 'ar-sa' });
    expect(routeDecision('/en-ae/products/1', '', B)).toEqual({ kind: 'ok', locale: 'en-ae' });
    expect(pageLocale('/products/1', B_SA)).toBe('ar-sa');
    expect(enabledLocales(B)).toHaveLength(6);
  });

  it('redirects the default locale written with its prefix to the one URL without it', () => {
    expect(routeDecision('/ar-eg/products/1', '?sub=2', B)).toEqual({
      kind: 'redirect',
      to: '/products/1?sub=2',
      status: 301,
    });
    expect(routeDecision('/ar-eg', '', B)).toEqual({ kind: 'redirect', to: '/', status: 301 });
  });

  it('finds the locale of a path for the document and error pages', () => {
    expect(localeFromPathname('/products/1', B_SA)).toBe('ar-sa');
    expect(localeFromPathname('/en-sa/', B_SA)).toBe('en-sa');
  });

  it('switches between prefixed and unprefixed URLs', () => {
    expect(switchLocalePath('/products/1', '?a=1', 'en-eg', B)).toBe('/en-eg/products/1?a=1');
    expect(switchLocalePath('/en-eg/products/1', '', 'ar-eg', B)).toBe('/products/1');
    expect(switchLocalePath('/en-eg', '', 'ar-eg', B)).toBe('/');
  });
});

describe('strategy C: unprefixed paths go to en-eg', () => {
  it('redirects any unprefixed path to the same path under en-eg', () => {
    expect(routeDecision('/', '', C)).toEqual({ kind: 'redirect', to: '/en-eg/', status: 302 });
    expect(routeDecision('/products/9', '?q=1', C)).toEqual({
      kind: 'redirect',
      to: '/en-eg/products/9?q=1',
      status: 302,
    });
  });

  it('serves all six prefixed locales', () => {
    expect(routeDecision('/ar-ae/', '', C)).toEqual({ kind: 'ok', locale: 'ar-ae' });
    expect(enabledLocales(C)).toHaveLength(6);
  });

  it('throws the redirect from a loader, for documents and for .data requests', () => {
    const page = thrownBy(() => guardLocaleRequest(new Request('http://x/products/9?q=1'), C)) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/en-eg/products/9?q=1');
    const data = thrownBy(() => guardLocaleRequest(new Request('http://x/products/9.data'), C)) as Response;
    expect(data.headers.get('Location')).toBe('/en-eg/products/9');
    const home = thrownBy(() => guardLocaleRequest(new Request('http://x/_root.data'), C)) as Response;
    expect(home.headers.get('Location')).toBe('/en-eg/');
    expect(guardLocaleRequest(new Request('http://x/ar-sa/products/9.data'), C)).toBe('ar-sa');
  });
});

describe('switches', () => {
  it('the language switch keeps the page and country', () => {
    expect(switchLocalePath('/ar-eg/products/1', '', otherLanguageLocale('ar-eg'), A)).toBe(
      '/en-eg/products/1',
    );
    expect(otherLanguageLocale('ar-sa')).toBe('en-sa');
    expect(otherLanguageLocale('en-eg')).toBe('ar-eg');
  });

  it('the country switch changes currency and prefix, keeps the language', () => {
    expect(localeAfterSwitch('ar-eg', { currency: 'SAR' }, C)).toBe('ar-sa');
    expect(localeAfterSwitch('en-sa', { currency: 'eg' }, C)).toBe('en-eg');
    expect(localeAfterSwitch('en-sa', { currency: 'aed' }, C)).toBe('en-ae');
    expect(localeAfterSwitch('en-sa', { language: 'ar' }, C)).toBe('ar-sa');
  });

  it('ignores invalid locale or currency values, and countries the strategy switched off', () => {
    expect(localeAfterSwitch('ar-eg', { currency: 'USD', language: 'fr' }, C)).toBe('ar-eg');
    expect(localeAfterSwitch('ar-eg', { currency: '', language: null }, C)).toBe('ar-eg');
    expect(localeAfterSwitch('ar-eg', { currency: 'AED' }, A)).toBe('ar-eg');
  });
});

describe("the document's locale", () => {
  it("speaks the browser's language outside every locale, the locale's inside one", () => {
    expect(isOutsideLocale('/no-such-page', A)).toBe(true);
    expect(isOutsideLocale('/fr-fr/x', A)).toBe(true);
    expect(isOutsideLocale('/en-sa/x', A)).toBe(false);
    expect(isOutsideLocale('/en-xx/x', A)).toBe(false); // a known language: it speaks it
    expect(isOutsideLocale('/no-such-page', B)).toBe(false); // B's default locale owns these
    expect(isOutsideLocale('/fr-fr/x', B)).toBe(true);
    expect(documentLocale('/no-such-page', 'en', A)).toBe('en-eg');
    expect(documentLocale('/no-such-page', 'ar', C)).toBe('ar-eg');
    expect(documentLocale('/no-such-page', null, A)).toBe('ar-eg');
    expect(documentLocale('/en-sa/no-such-page', 'ar', A)).toBe('en-sa');
    expect(documentLocale('/no-such-page', 'en', B_SA)).toBe('ar-sa');
  });
});

describe('alternates and the browser copy of the settings', () => {
  it('lists a canonical URL and an hreflang alternate per served locale', () => {
    const links = alternateLinks('https://souq.test', 'en-sa', '/products/1', '', B);
    expect(links.canonical).toBe('https://souq.test/en-sa/products/1');
    expect(links.alternates.map((link) => link.hrefLang)).toEqual([
      'en-EG',
      'ar-EG',
      'en-AE',
      'ar-AE',
      'en-SA',
      'ar-SA',
    ]);
    expect(links.alternates.find((link) => link.hrefLang === 'ar-EG')?.href).toBe(
      'https://souq.test/products/1',
    );
    expect(links.xDefault).toBe('https://souq.test/products/1');
    expect(alternateLinks('', 'ar-eg', '/', '', A).alternates).toHaveLength(4);
  });

  it('writes the settings as a script the browser runs before the app', () => {
    const script = localeRoutingScript(B_SA);
    const target: Record<string, unknown> = {};
    new Function('globalThis', script)(target);
    expect(target.__souqLocaleRouting).toEqual(B_SA);
  });
});
