import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THIRD_PARTY_SOURCES } from './http/security-headers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCapturingLogger } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { webRoot } from './app-server.ts';

// Issue 14, case 15: every answer of the server carries the security headers (pages, 404s,
// GraphQL, REST, uploads, static files, refusals), and a page's inline scripts carry the nonce
// of its Content-Security-Policy. Also: a refused cross-site form post is logged as a warning.
const logged = createCapturingLogger('info');
const app = useInProcessAppServer({
  name: 'security-headers',
  pages: true,
  env: { NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' },
  log: logged.log,
});
let url: string;
let dataDir: string;

beforeAll(async () => {
  ({ url, dataDir } = app());
  fs.mkdirSync(path.join(dataDir, 'uploads', 'products'), { recursive: true });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0099ff' } })
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(dataDir, 'uploads', 'products', 'pixel.webp'), png);
});

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  // No origin beyond those of the third parties of SPEC.md section 7 (docs/decisions/037), which
  // load only when their ids are set, after consent or a click.
  const allowed = new Set(Object.values(THIRD_PARTY_SOURCES).flat());
  const origins = csp.match(/(https?|wss):\/\/[^\s;]+/g) ?? [];
  expect(origins.filter((origin) => !allowed.has(origin))).toEqual([]);
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(self\)/);
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // Production with an https PUBLIC_URL.
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
}

describe('security headers on every answer (issue 14, case 15)', () => {
  it('sends them on pages, 404s, GraphQL, REST, uploads, static files, refusals and a 413', async () => {
    const asset = fs
      .readdirSync(path.join(webRoot, 'build', 'client', 'assets'))
      .find((name) => name.endsWith('.js'));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const answers: [string, Response, number][] = [
      ['a page', await fetch(`${url}/en-eg/about`), 200],
      ['a 404 page', await fetch(`${url}/en-eg/no-such-page`), 404],
      [
        '/graphql',
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ getCategories(currentCountry: "eg") { status_code } }' }),
        }),
        200,
      ],
      ['a REST answer', await fetch(`${url}/api/me`), 200],
      ['a REST refusal', await fetch(`${url}/login`, { method: 'POST', body: '{}' }), 403],
      ['an upload', await fetch(`${url}/uploads/products/pixel.webp`), 200],
      ['a missing upload', await fetch(`${url}/uploads/products/none.webp`), 404],
      ['a static asset', await fetch(`${url}/assets/${asset}`), 200],
      ['a health probe', await fetch(`${url}/healthz`), 200],
      ['a malformed path', await fetch(`${url}/a%00b`), 400],
      [
        'a 413',
        await fetch(`${url}/en-eg/cart`, {
          method: 'POST',
          headers: form,
          body: `a=${'x'.repeat(200 * 1024)}`,
        }).catch(() => null),
        413,
      ],
    ].filter((entry): entry is [string, Response, number] => entry[1] !== null);
    for (const [name, response, status] of answers) {
      expect.soft(response.status, name).toBe(status);
      expectSecurityHeaders(response);
      await response.arrayBuffer().catch(() => undefined);
    }
    expect(answers.map(([name]) => name)).toContain('a 413');
  });

  it('gives every inline script of a page the nonce of its policy, a new one per render', async () => {
    const first = await fetch(`${url}/en-eg/`);
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      if (/\bsrc=/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    // Sent again from the page cache (decision 039), the stored HTML keeps its render's nonce and
    // so does the policy that comes with it; a new render (a signed-in visitor's) gets a new one.
    const cached = await fetch(`${url}/en-eg/`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    expect(await cached.text()).toContain(`nonce="${nonce}"`);
    expect(cached.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    const rendered = await fetch(`${url}/en-eg/`, { headers: { cookie: 'souq_session=not-a-real-token' } });
    const renderedHtml = await rendered.text();
    const renderedNonce = /'nonce-([^']+)'/.exec(rendered.headers.get('content-security-policy') ?? '')?.[1];
    expect(renderedNonce).toBeTruthy();
    expect(renderedNonce).not.toBe(nonce);
    expect(renderedHtml).toContain(`nonce="${renderedNonce}"`);
  });
});

describe('refused cross-site requests are expected traffic (issue 14)', () => {
  it('logs a cross-site page form post as a warning, not an error', async () => {
    logged.lines.length = 0;
    const refused = await fetch(`${url}/en-eg/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'intent=remove',
    });
    expect(refused.status).toBe(400);
    await refused.arrayBuffer();
    const levels = logged.lines.filter((line) => line['msg'] !== 'request').map((line) => line['level']);
    expect(levels).not.toContain(50);
    expect(logged.lines.some((line) => line['level'] === 40 && /cross-site/.test(String(line['msg'])))).toBe(
      true,
    );
  });
});
