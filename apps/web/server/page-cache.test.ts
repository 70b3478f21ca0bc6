import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchChange } from '@souq/core/db/change-notices.ts';
import { PUBLIC_PAGE_CACHE } from './page-cache-control.ts';
import { createPageCache, keyOf, type PageCache } from './page-cache.ts';
import { negotiateEncoding } from './http/compression.ts';

/** A server whose pages are `render(path)`, answered through the cache like app-server.ts does. */
async function serveThrough(cache: PageCache, render: (path: string) => Promise<string>) {
  let renders = 0;
  const server = http.createServer((request, response) => {
    void cache.serve(request, response, async () => {
      renders += 1;
      const body = Buffer.from(await render(request.url ?? '/'));
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      const answer = { status: 200, headers, body, setsCookie: false };
      if (!(await cache.keep(request, response, answer))) {
        response.writeHead(200, { 'x-page-cache': 'NONE' });
        response.end(body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  opened.push(() => new Promise((resolve) => server.close(() => resolve())));
  return {
    get: async (path: string) => {
      const response = await fetch(url + path);
      return { state: response.headers.get('x-page-cache'), text: await response.text() };
    },
    renders: () => renders,
  };
}

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

describe('the page cache store', () => {
  it('sends a kept page until its lifetime ends', async () => {
    let clock = 0;
    const cache = createPageCache({ maxBytes: 1e6, ttlMs: 1_000, now: () => clock });
    const site = await serveThrough(cache, async (path) => `page ${path}`);
    expect((await site.get('/a')).state).toBe('MISS');
    clock = 999;
    expect((await site.get('/a')).state).toBe('HIT');
    clock = 1_000;
    expect((await site.get('/a')).state).toBe('MISS');
    expect(site.renders()).toBe(2);
    cache.close();
  });

  it('forgets every page when the catalogue, the content or the settings change', async () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    const site = await serveThrough(cache, async (path) => `page ${path}`);
    for (const topic of ['catalog', 'content', 'settings'] as const) {
      await site.get('/a');
      expect((await site.get('/a')).state).toBe('HIT');
      dispatchChange(topic);
      expect(cache.size).toBe(0);
      expect((await site.get('/a')).state).toBe('MISS');
    }
    cache.close();
  });

  it('does not keep a page whose render began before a change', async () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    let changeDuringRender = true;
    const site = await serveThrough(cache, async (path) => {
      if (changeDuringRender) dispatchChange('catalog');
      return `page ${path}`;
    });
    expect((await site.get('/a')).text).toBe('page /a');
    expect(cache.size).toBe(0);
    changeDuringRender = false;
    await site.get('/a');
    expect(cache.size).toBe(1);
    cache.close();
  });

  it('keeps within its size, the least recently used page out first', async () => {
    const page = 'x'.repeat(4_000);
    // Each page costs its body, two compressed copies and 1 KB: about 5.1 KB here.
    const cache = createPageCache({ maxBytes: 11_000 });
    const site = await serveThrough(cache, async () => page);
    await site.get('/a');
    await site.get('/b');
    await site.get('/a'); // /a is now the most recent
    await site.get('/c'); // /b goes
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(11_000);
    expect((await site.get('/a')).state).toBe('HIT');
    expect((await site.get('/b')).state).toBe('MISS');
    cache.close();
  });

  it('calls the purge hook once for a burst of changes, with the topics', async () => {
    const purged: string[][] = [];
    const cache = createPageCache({ maxBytes: 1e6, purge: async (topics) => void purged.push(topics) });
    dispatchChange('catalog');
    dispatchChange('catalog');
    dispatchChange('settings');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(purged).toEqual([['catalog', 'settings']]);
    cache.close();
  });
});

describe('what the page cache may answer', () => {
  const request = (method: string, headers: Record<string, string> = {}) =>
    ({
      method,
      url: '/en-eg/products/1?x=1',
      headers: { host: 'souq.test', ...headers },
    }) as unknown as http.IncomingMessage;

  it('keys anonymous reads by host and URL; writes, sessions and ranges are never answered', () => {
    expect(keyOf(request('GET'))).toBe('souq.test|/en-eg/products/1?x=1');
    expect(keyOf(request('HEAD'))).toBe('souq.test|/en-eg/products/1?x=1');
    expect(keyOf(request('POST'))).toBeNull();
    expect(keyOf(request('GET', { cookie: 'a=1; souq_session=token' }))).toBeNull();
    expect(keyOf(request('GET', { range: 'bytes=0-10' }))).toBeNull();
    // Other cookies (the guest cart, consent) do not change an anonymous page.
    expect(keyOf(request('GET', { cookie: 'souq_guest_cart=1' }))).not.toBeNull();
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public/);
  });

  it('picks Brotli, then gzip, and honours a refusal', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
  });
});
