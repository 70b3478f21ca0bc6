/**
 * The guards and menus of SPEC.md section 6 in the browser, in ar-eg and en-sa: guests are sent
 * from the profile pages to the localized home; signed-in users from the guest-only pages
 * (login, register, forgetPassword, resetPassword) home; non-designers from profile/payment to
 * profile/edit; a user without an email to profile/edit?email=error. The user menu per role
 * (SPEC.md section 2, Overlay), the admin link's dashboard login for staff, and social login with
 * Google and Facebook against a local fake identity provider. Screenshots are
 * artifacts/screenshots/account-guards-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { saveScreenshot, startFakeIdentityProvider, type FakeIdentityProvider } from '@souq/testing';
import { hydrated as hydratedAt, startSeededServer, useE2e } from '@souq/testing/e2e-harness.ts';

let idp: FakeIdentityProvider;
beforeAll(async () => {
  idp = await startFakeIdentityProvider();
});
afterAll(() => idp?.close());

/** Its own server: its env points Google and Facebook at the fake identity provider. */
const e2e = useE2e({ server: { env: () => idp.env } });

/** The demo logins of the seed (packages/core/src/db/seed/people.seed.ts). */
const DEMO = {
  customer: 'customer@souq.test',
  designer: 'designer@souq.test',
  superAdmin: 'admin@souq.test',
  password: 'demo1234',
};

const freshPage = () => e2e.newPage();
const hydrated = (page: Page) => hydratedAt(page, 'form, main');
const expectAccessible = (page: Page) => e2e.expectAccessible(page);

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'souq_session');

/** A session for `email` through the GraphQL login, put in the browser as the site's cookie. */
async function signInAs(context: BrowserContext, email: string) {
  await e2e.useSession(context, await e2e.logIn(email, DEMO.password));
}

/** Where the browser ends after opening `path` (redirects followed). */
async function landing(page: Page, path: string): Promise<string> {
  await page.goto(`${e2e.url}${path}`);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The ids of the signed-in user's menu entries, in order (logout last). */
async function menuIds(page: Page): Promise<string[]> {
  const trigger = page.locator('[data-testid="user-menu-trigger"]');
  await trigger.waitFor({ state: 'visible', timeout: 45_000 });
  await trigger.click();
  const menu = page.locator('[data-testid="user-menu"]');
  await menu.waitFor();
  const ids = await menu
    .locator('[data-testid^="user-menu-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.replace('user-menu-', '')));
  await page.keyboard.press('Escape');
  return ids;
}

const GUEST_ONLY = ['/login', '/register', '/forgetPassword', '/resetPassword?token=some-token'];
const SIGNED_IN_ONLY = [
  '/profile',
  '/profile/edit',
  '/profile/addresses',
  '/profile/payment',
  '/profile/deactivate',
  '/profile/wishlist',
];

describe.each(['ar-eg', 'en-sa'] as const)('the guards in %s', (locale) => {
  const home = `/${locale}/`;
  const at = (path: string) => `/${locale}${path}`;

  it('sends a guest from every profile page to the localized home, and shows the guest-only pages', async () => {
    const { page, errors } = await freshPage();
    for (const path of SIGNED_IN_ONLY) {
      expect(await landing(page, at(path)), path).toBe(home);
    }
    for (const path of GUEST_ONLY) {
      const response = await page.goto(`${e2e.url}${at(path)}`);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname).toBe(at(path.split('?')[0]!));
    }
    expect(errors).toEqual([]);
  });

  it('sends a signed-in customer from the guest-only pages home and from profile/payment to profile/edit', async () => {
    const { context, page, errors } = await freshPage();
    // The real login form, then the guards.
    await page.goto(`${e2e.url}${at('/login')}`);
    await hydrated(page);
    const form = page.locator('[data-testid="login-form"]');
    await form.locator('input[name="email"]').fill(DEMO.customer);
    await form.locator('input[name="password"]').fill(DEMO.password);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === home && !url.search.includes('loginSuccess'));
    expect(await sessionCookie(context)).toBeDefined();

    for (const path of GUEST_ONLY) {
      expect(await landing(page, at(path)), path).toBe(home);
    }
    expect(await landing(page, at('/profile/payment'))).toBe(at('/profile/edit'));
    expect(await landing(page, at('/profile'))).toBe(at('/profile/edit'));
    for (const path of ['/profile/edit', '/profile/addresses', '/profile/deactivate', '/profile/wishlist']) {
      expect(await landing(page, at(path)), path).toBe(at(path));
    }
    // SPEC.md section 6: edit profile, addresses, orders, wishlist and logout; no admin, no payment.
    await hydrated(page);
    expect(await menuIds(page)).toEqual(['edit', 'orders', 'addresses', 'wishlist', 'contact', 'logout']);
    expect(errors).toEqual([]);
  });

  it('lets a designer into profile/payment, with the dashboard, payment and products in the menu', async () => {
    const { context, page, errors } = await freshPage();
    await signInAs(context, DEMO.designer);
    expect(await landing(page, at('/profile/payment'))).toBe(at('/profile/payment'));
    await hydrated(page);
    await saveScreenshot(page, `account-guards-designer-payment-${locale}`);
    expect(await menuIds(page)).toEqual([
      'dashboard',
      'edit',
      'orders',
      'addresses',
      'wishlist',
      'payment',
      'products',
      'contact',
      'logout',
    ]);
    for (const path of GUEST_ONLY) {
      expect(await landing(page, at(path)), path).toBe(home);
    }
    expect(errors).toEqual([]);
  });

  it('shows staff the admin panel first, which performs the dashboard login', async () => {
    const { context, page, errors } = await freshPage();
    await signInAs(context, DEMO.superAdmin);
    await page.goto(`${e2e.url}${at('/profile/edit')}`);
    await hydrated(page);
    const ids = await menuIds(page);
    expect(ids[0]).toBe('admin');
    expect(ids).not.toContain('payment');
    await page.locator('[data-testid="user-menu-trigger"]').click();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/login'),
      page.locator('[data-testid="user-menu-admin"]').click(),
    ]);
    expect(answer.status()).toBe(303);
    // The dashboard in the page's locale (issue 17).
    expect(answer.headers()['location']).toBe(at('/admin'));
    await page.waitForURL((url) => url.pathname === at('/admin'));
    await page.locator('[data-testid="admin-shell"]').waitFor();
    expect(errors).toEqual([]);
  });

  it('signs in with Google from the login page and comes back home signed in', async () => {
    idp.next.google = {
      sub: `google-${locale}`,
      email: `google.${locale}@example.com`,
      givenName: locale === 'ar-eg' ? 'سارة' : 'Sara',
      familyName: 'Google',
    };
    const { context, page, errors } = await freshPage();
    await page.goto(`${e2e.url}${at('/login')}`);
    await hydrated(page);
    const google = page.locator('[data-testid="social-google"]');
    await google.waitFor();
    expect(await page.locator('[data-testid="social-facebook"]').count()).toBe(1);
    await saveScreenshot(page, `account-guards-social-buttons-${locale}`);
    await expectAccessible(page);
    await google.click();
    await page.waitForURL((url) => url.pathname === home && !url.search.includes('loginSuccess'));
    expect(await sessionCookie(context)).toBeDefined();
    const greeting = page.locator('[data-testid="user-menu-trigger"]');
    await expect.poll(() => greeting.innerText(), { timeout: 45_000 }).toContain(idp.next.google.givenName!);
    expect(await landing(page, at('/login'))).toBe(home);
    expect(errors).toEqual([]);
  });

  it('sends a user without an email (Facebook gave none) to profile/edit?email=error from every profile page', async () => {
    idp.next.facebook = { sub: `facebook-no-email-${locale}`, givenName: 'Phone', familyName: 'Only' };
    const { context, page, errors } = await freshPage();
    await page.goto(`${e2e.url}${at('/login')}`);
    await hydrated(page);
    await page.locator('[data-testid="social-facebook"]').click();
    await page.waitForURL((url) => url.pathname === at('/profile/edit'));
    expect(new URL(page.url()).search).toBe('?email=error');
    expect(await sessionCookie(context)).toBeDefined();
    await hydrated(page);
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain(
        locale === 'en-sa'
          ? 'Please add your email to your profile.'
          : 'من فضلك أضف بريدك الإلكتروني إلى ملفك الشخصي.',
      );
    await saveScreenshot(page, `account-guards-email-error-${locale}`);
    await expectAccessible(page);
    for (const path of ['/profile', '/profile/addresses', '/profile/deactivate', '/profile/wishlist']) {
      expect(await landing(page, at(path)), path).toBe(`${at('/profile/edit')}?email=error`);
    }
    // Still signed in: the guest-only pages send home.
    expect(await landing(page, at('/register'))).toBe(home);
    expect(errors).toEqual([]);
  });
});

describe('the social login buttons', () => {
  it('show only for providers with a client configured (Google alone here), whose routes alone answer', async () => {
    const googleOnly = await startSeededServer({
      env: {
        GOOGLE_CLIENT_ID: idp.env.GOOGLE_CLIENT_ID!,
        GOOGLE_CLIENT_SECRET: idp.env.GOOGLE_CLIENT_SECRET!,
        GOOGLE_ISSUER: idp.env.GOOGLE_ISSUER!,
      },
    });
    try {
      for (const path of ['/en-sa/login', '/ar-eg/login']) {
        const html = await (await fetch(`${googleOnly.url}${path}`)).text();
        expect(html).toContain('data-testid="social-google"');
        expect(html).not.toContain('data-testid="social-facebook"');
      }
      const facebook = await fetch(`${googleOnly.url}/auth/facebook/login?locale=en-sa`, {
        redirect: 'manual',
      });
      expect(facebook.status).toBe(404);
      const google = await fetch(`${googleOnly.url}/auth/google/login?locale=en-sa`, { redirect: 'manual' });
      expect(google.status).toBe(302);
      expect(google.headers.get('location')).toContain(`${idp.url}/google/authorize?`);
    } finally {
      await googleOnly.stop();
    }
  });
});
