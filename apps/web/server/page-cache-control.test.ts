import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, pageCacheControl, varyWith } from './page-cache-control.ts';
import { robotsTxt } from './sitemap-handler.ts';

describe('page Cache-Control', () => {
  const base = { method: 'GET', status: 200, signedIn: false, setsCookie: false };

  it('lets a shared cache keep an anonymous page', () => {
    expect(pageCacheControl(base)).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(pageCacheControl({ ...base, status: 404 })).toBe('public, max-age=60');
  });

  it('keeps signed-in pages, cookies, writes and errors out of shared caches', () => {
    expect(pageCacheControl({ ...base, signedIn: true })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ ...base, setsCookie: true })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ ...base, method: 'POST' })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ ...base, status: 500 })).toBe('no-store');
    expect(pageCacheControl({ ...base, status: 302 })).toBe('no-store');
  });

  it('adds a name to Vary once', () => {
    expect(varyWith(undefined, 'Accept-Language')).toBe('Accept-Language');
    expect(varyWith('Accept-Encoding', 'Accept-Language')).toBe('Accept-Encoding, Accept-Language');
    expect(varyWith(['Accept-Encoding', 'accept-language'], 'Accept-Language')).toBe(
      'Accept-Encoding, accept-language',
    );
  });

  it('names the sitemap and keeps crawlers out of personal pages in robots.txt', () => {
    const robots = robotsTxt('https://souq.test');
    expect(robots).toContain('Sitemap: https://souq.test/sitemap.xml');
    expect(robots).toContain('Disallow: /*/profile');
    expect(robots).toContain('Disallow: /graphql');
  });
});
