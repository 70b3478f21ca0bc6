/**
 * Issue 20: a signed-in shopper's page is rendered with their header (greeting, wishlist link,
 * cart count) on the server, so it never shows the guest's first and is right with JavaScript
 * off; an anonymous page carries nothing about anyone and comes from the page cache, which never
 * answers a signed-in visitor nor keeps their page (issue 23).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { TEST_PASSWORD, buildUser } from '@souq/testing/builders/index.ts';

const app = useInProcessAppServer({ name: 'signed-in-header', pages: true });
let url: string;
let cookie: string;

beforeAll(async () => {
  url = app().url;
  const user = await buildUser(app().database.db, { fName: 'Yasmin', email: 'yasmin.header@example.com' });
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String, $password: String) { login(email: $email, password: $password) { status_code data { jwt } } }',
      variables: { email: user.email, password: TEST_PASSWORD },
    }),
  });
  const token = ((await login.json()) as { data: { login: { data: { jwt: string } } } }).data.login.data.jwt;
  const session = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ user: token }),
  });
  cookie = session.headers.get('set-cookie')!.split(';')[0]!;
});

describe('the header of a signed-in visitor', () => {
  it('is rendered on the server with who they are, and the page is private', async () => {
    for (const path of ['/en-eg/', '/ar-eg/']) {
      const response = await fetch(`${url}${path}`, { headers: { cookie } });
      const html = await response.text();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-page-cache')).toBeNull();
      expect(html).toContain('data-testid="wishlist-link"');
      expect(html).toContain('Yasmin');
    }
  });

  it('is the guest header on an anonymous page, which names nobody', async () => {
    await fetch(`${url}/en-eg/`, { headers: { cookie } });
    const response = await fetch(`${url}/en-eg/`);
    const html = await response.text();
    expect(html).not.toContain('data-testid="wishlist-link"');
    expect(html).not.toContain('Yasmin');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
  });

  it('never comes from a page cached for guests, nor goes into it (pages and their data)', async () => {
    for (const path of ['/en-eg/designer', '/en-eg/designer.data']) {
      // A guest's answer is kept…
      await fetch(`${url}${path}`);
      const guest = await fetch(`${url}${path}`);
      expect(guest.headers.get('x-page-cache'), path).toBe('HIT');
      expect(await guest.text()).not.toContain('Yasmin');
      // …and never given to a signed-in visitor, whose own answer is private and not kept.
      const signedIn = await fetch(`${url}${path}`, { headers: { cookie } });
      expect(signedIn.headers.get('x-page-cache'), path).toBeNull();
      expect(signedIn.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await signedIn.text()).toContain('Yasmin');
      const after = await fetch(`${url}${path}`);
      expect(await after.text()).not.toContain('Yasmin');
    }
  });
});

describe('the email step (SPEC.md section 2, issue 23)', () => {
  it('shows a signed-in user their address, privately, and sends a guest home', async () => {
    const page = await fetch(`${url}/en-eg/email`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('yasmin.header@example.com');
    const guest = await fetch(`${url}/en-eg/email`, { redirect: 'manual' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/en-eg/');
  });
});
