/**
 * The storefront frame and the cross-cutting rules: the three locale strategies (each on its own
 * server, started with LOCALE_STRATEGY), journeys in ar-eg and en-sa (home, category, product,
 * the language switch on the product page, the country switch, a 404), browsing with JavaScript
 * off, the header's behaviour, the page cache headers and /api/me, sitemap and robots, and the
 * service worker keeping visited pages for offline use. Each page gets an axe-core scan; the
 * screenshots are in artifacts/screenshots/layout-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated as hydratedAt, useE2e, useSeededServer } from '@souq/testing/e2e-harness.ts';

/** Strategy A runs on the shared server; B and C each on a server of their own. */
const e2e = useE2e();

/** A fetch that does not follow redirects, to see what the server answers. */
const raw = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

const expectAccessible = (page: Page) => e2e.expectAccessible(page);

/** Waits until React has hydrated the page (it marks the nodes it owns). */
const hydrated = (page: Page) => hydratedAt(page, '[data-testid="site-header"]');

/** "1,250.50 ج.م" or "99.50 SAR" -> 1250.5 */
const amountOf = (text: string) => Number(/\d[\d,]*(\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

async function firstProductPath(page: Page): Promise<string> {
  const href = await page
    .locator('[data-testid="product-card"] a[href*="/products/"]')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

const productIdOf = (path: string) => /\/products\/([^/?#]+)/.exec(path)![1]!;

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute('hreflang'),
    ),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

describe('strategy A (the default): every page carries the locale prefix', () => {
  it('redirects / to the default locale and ae paths to en-eg, and answers 404 for unprefixed pages', async () => {
    const home = await raw(`${e2e.url}/`);
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/ar-eg/');
    const emirates = await raw(`${e2e.url}/ar-ae/categories/prints?sub=1`);
    expect(emirates.status).toBe(302);
    expect(emirates.headers.get('location')).toBe('/en-eg/categories/prints?sub=1');
    expect((await raw(`${e2e.url}/products/anything`)).status).toBe(404);
    expect((await raw(`${e2e.url}/fr-eg/`)).status).toBe(404);
    const currency = await raw(`${e2e.url}/en-us/`);
    expect(currency.status).toBe(500);
    expect(await currency.text()).toContain('This currency is not available in site!.');
  });

  const journeys = [
    {
      locale: 'ar-eg',
      other: 'en-eg',
      toCountry: 'sa',
      afterCountry: 'en-sa',
      lang: 'ar',
      dir: 'rtl',
      currency: 'ج.م',
      otherCurrency: 'EGP',
      nextCurrency: 'SAR',
    },
    {
      locale: 'en-sa',
      other: 'ar-sa',
      toCountry: 'eg',
      afterCountry: 'ar-eg',
      lang: 'en',
      dir: 'ltr',
      currency: 'SAR',
      otherCurrency: 'ر.س',
      nextCurrency: 'ج.م',
    },
  ] as const;

  for (const journey of journeys) {
    it(`browses ${journey.locale}: home, category, product, language and country switch, 404`, async () => {
      const { page, errors } = await e2e.newPage();
      await page.goto(`${e2e.url}/${journey.locale}/`);
      await hydrated(page);
      const head = await headLinks(page);
      expect(head.lang).toBe(journey.lang);
      expect(head.dir).toBe(journey.dir);
      expect(head.canonical).toBe(`${e2e.url}/${journey.locale}/`);
      // Strategy A: the Emirates redirect to en-eg, so hreflang leaves them out as the sitemap does.
      expect(head.alternates).toEqual(['en-EG', 'ar-EG', 'en-SA', 'ar-SA', 'x-default']);
      await saveScreenshot(page, `layout-home-${journey.locale}`);
      await expectAccessible(page);

      // Category bar: the first click on an entry with a sub-menu opens it, the second goes there.
      const entry = page.locator('[data-testid="category-entry"][aria-haspopup="true"]').first();
      const categoryHref = (await entry.getAttribute('href'))!;
      expect(categoryHref.startsWith(`/${journey.locale}/categories/`)).toBe(true);
      await entry.click();
      await expect.poll(() => page.locator('[data-testid="category-submenu"]').count()).toBe(1);
      expect(await entry.getAttribute('aria-expanded')).toBe('true');
      await saveScreenshot(page, `layout-submenu-${journey.locale}`);
      await page.waitForTimeout(350); // past the 300 ms click lock
      await entry.click();
      await page.waitForURL((url) => url.pathname === categoryHref);
      expect(await page.locator('[data-testid="category-submenu"]').count()).toBe(0);
      // The head follows a client navigation one render after the URL.
      await expect.poll(async () => (await headLinks(page)).canonical).toBe(`${e2e.url}${categoryHref}`);
      await expectAccessible(page);

      // Product page, then the same product in the other language.
      const productPath = await firstProductPath(page);
      const productId = productIdOf(productPath);
      await page.locator(`[data-testid="product-card"] a[href="${productPath}"]`).first().click();
      await page.waitForURL((url) => url.pathname === productPath);
      const name = await page.locator('h1').innerText();
      const price = await page.locator('main [data-testid="product-price"]').first().innerText();
      expect(price).toContain(journey.currency);
      await expectAccessible(page);

      await page.locator('[data-testid="language-switch"]').click();
      await page.waitForURL((url) => url.pathname === `/${journey.other}/products/${productId}`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(journey.other.slice(0, 2));
      expect(await page.locator('h1').innerText()).not.toBe(name);
      expect(await page.locator('main [data-testid="product-price"]').first().innerText()).toContain(
        journey.otherCurrency,
      );
      await saveScreenshot(page, `layout-product-${journey.other}`);
      await expectAccessible(page);

      // Country switch: the currency and prefix change, the page and language stay.
      await page.locator('summary', { hasText: journey.otherCurrency }).first().click();
      await page.locator(`[data-testid="country-${journey.toCountry}"]`).click();
      await page.waitForURL((url) => url.pathname === `/${journey.afterCountry}/products/${productId}`);
      const shownPrice = () => page.locator('main [data-testid="product-price"]').first().innerText();
      await expect.poll(shownPrice).toContain(journey.nextCurrency);
      expect(amountOf(await shownPrice())).toBeGreaterThan(0);
      // The browser logs every 404 answer as a console error: the journey's errors end here.
      expect(errors).toEqual([]);

      // An unknown page: the error page in the locale's language with a way home.
      const response = await page.goto(`${e2e.url}/${journey.locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      const body = await page.locator('body').innerText();
      expect(body).toContain(
        journey.lang === 'ar' ? 'هذه الصفحة غير موجودة' : 'This page could not be found',
      );
      expect(await page.locator(`main a[href="/${journey.locale}/"]`).count()).toBe(1);
      await saveScreenshot(page, `layout-404-${journey.locale}`);
      await expectAccessible(page);
      await page.close();
    });
  }

  it('browses with JavaScript turned off: links, the country popover and the switches work', async () => {
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto(`${e2e.url}/ar-eg/`);
    const entry = page.locator('[data-testid="category-entry"]').first();
    const categoryHref = (await entry.getAttribute('href'))!;
    await entry.click();
    await page.waitForURL((url) => url.pathname === categoryHref);
    const productPath = await firstProductPath(page);
    await page.locator(`a[href="${productPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === productPath);
    await page.locator('[data-testid="language-switch"]').click();
    await page.waitForURL((url) => url.pathname === productPath.replace('/ar-eg/', '/en-eg/'));
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.locator('summary', { hasText: 'EGP' }).first().click();
    await page.locator('[data-testid="country-sa"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/en-sa/products/'));
    expect(await page.locator('main [data-testid="product-price"]').first().innerText()).toContain('SAR');
    // Strategy A switched the Emirates off: the switch does not offer them.
    expect(await page.locator('[data-testid="country-ae"]').count()).toBe(0);
    await saveScreenshot(page, 'layout-product-en-sa-no-js');
    await context.close();
  });

  it('hides the header scrolling down past 52px, opens sub-menus on hover and shows home notices', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${e2e.url}/ar-eg/?msg=blockedUser`);
    await hydrated(page);
    expect(await page.locator('[data-testid="home-notice"]').innerText()).toContain('محظور');
    const header = page.locator('[data-testid="site-header"]');
    await page.mouse.move(640, 500);
    // Hydration can finish before the header's scroll listener is attached (effects run after it):
    // keep scrolling down a step per try, then up, until the header answers.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }));
          return header.getAttribute('data-hidden');
        },
        { timeout: 45_000 },
      )
      .toBe('true');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy({ top: -60, behavior: 'instant' }));
          return header.getAttribute('data-hidden');
        },
        { timeout: 45_000 },
      )
      .toBeNull();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => header.getAttribute('data-hidden')).toBeNull();
    const entry = page.locator('[data-testid="category-entry"][aria-haspopup="true"]').first();
    await entry.hover();
    await expect
      .poll(() => page.locator('[data-testid="category-submenu"]').count(), { timeout: 2000 })
      .toBe(1);
    await page.mouse.move(640, 650);
    await expect
      .poll(() => page.locator('[data-testid="category-submenu"]').count(), { timeout: 2000 })
      .toBe(0);

    // The sales entry opens the collections menu; its second click goes to the collections list.
    const sales = page.locator('[data-testid="sales-entry"]');
    if ((await sales.count()) > 0) {
      await sales.click();
      await expect.poll(() => page.locator('[data-testid="category-submenu"]').count()).toBe(1);
      expect(
        await page.locator('[data-testid="category-submenu"] a[href*="/collections/"]').count(),
      ).toBeGreaterThan(0);
      expect(await sales.getAttribute('href')).toBe('/ar-eg/collections');
    }
    await page.goto(`${e2e.url}/ar-eg/?msg=failAddress`);
    expect(await page.locator('[data-testid="home-notice"]').innerText()).toContain('العنوان');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the mobile menu and a dismissible app banner below 768px', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.url}/ar-eg/`);
    await hydrated(page);
    await expect.poll(() => page.locator('[data-testid="app-banner"]').count()).toBe(1);
    await saveScreenshot(page, 'layout-mobile-ar-eg');
    await page.locator('[data-testid="app-banner"] button').click();
    expect(await page.locator('[data-testid="app-banner"]').count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-testid="app-banner"]').count()).toBe(0); // kept for the session
    await page.locator('[data-testid="mobile-menu-button"]').click();
    await expect.poll(() => page.locator('[data-testid="mobile-menu"]').isVisible()).toBe(true);
    await page.waitForTimeout(600); // the drawer slides in
    await saveScreenshot(page, 'layout-mobile-menu-ar-eg');
    await expectAccessible(page);
    await page.locator('[data-testid="mobile-menu"] summary').first().click();
    await page
      .locator('[data-testid="mobile-menu"] details[open] a[href^="/ar-eg/categories/"]')
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/ar-eg/categories/'));
    await expect.poll(() => page.locator('[data-testid="mobile-menu"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the footer in both languages, with the Arabic-only block in Arabic', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.url}/ar-eg/`);
    await hydrated(page);
    const footer = page.locator('[data-testid="site-footer"]');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.locator('[data-testid="arabic-footer-block"]').count()).toBe(1);
    for (const path of ['/about', '/contact', '/faq', '/privacy', '/terms', '/exchangePolicy', '/b2b']) {
      expect(await footer.locator(`a[href="/ar-eg${path}"]`).count(), path).toBe(1);
    }
    await saveScreenshot(page, 'layout-footer-ar-eg');
    await page.goto(`${e2e.url}/en-sa/`);
    await hydrated(page);
    await page.locator('[data-testid="site-footer"]').scrollIntoViewIfNeeded();
    expect(await page.locator('[data-testid="arabic-footer-block"]').count()).toBe(0);
    await saveScreenshot(page, 'layout-footer-en-sa');
    await page.close();
  });

  it('lets shared caches keep anonymous pages and serves who is looking from /api/me', async () => {
    const anonymous = await raw(`${e2e.url}/ar-eg/`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const withSession = await raw(`${e2e.url}/ar-eg/`, { headers: { cookie: 'souq_session=anything' } });
    expect(withSession.headers.get('cache-control')).toBe('private, no-store');

    const guest = await raw(`${e2e.url}/api/me`);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(await guest.json()).toEqual({ user: null, cartQuantity: 0, wishlistCount: 0, notifications: 0 });

    // Signed in through the site (GraphQL login, then the session cookie), the header greets.
    const { context, page } = await e2e.newPage();
    await page.goto(`${e2e.url}/en-eg/`);
    const signedIn = await page.evaluate(async () => {
      const login = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation { login(email: "customer@souq.test", password: "demo1234") { data { jwt } } }',
        }),
      });
      const token = ((await login.json()) as { data: { login: { data: { jwt: string } } } }).data.login.data
        .jwt;
      const session = await fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: token }),
      });
      return session.status;
    });
    expect(signedIn).toBe(200);
    const me = (await page.evaluate(async () => (await fetch('/api/me?country=eg')).json())) as {
      user: { firstName: string } | null;
    };
    const firstName = me.user?.firstName ?? '';
    expect(firstName).not.toBe('');
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => page.locator('[data-testid="wishlist-link"]').count()).toBe(1);
    // The user menu (components/account) greets by the first name /api/me gave.
    await expect.poll(() => page.locator('[data-testid="site-header"]').innerText()).toContain(firstName);
    await context.close();
  });

  it("offers the main website outside the shop's countries; loginSuccess is cleared; a 404 outside a locale speaks the browser's language", async () => {
    // A browser in Paris (the shop's countries are read from the time zone, after hydration).
    const { page, errors } = await e2e.newPage({ timezoneId: 'Europe/Paris' });
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.url)) thirdParty.push(request.url());
    });
    await page.goto(`${e2e.url}/en-eg/?loginSuccess=true&x=1`);
    await hydrated(page);
    await page.waitForURL((url) => !url.search.includes('loginSuccess'));
    expect(new URL(page.url()).search).toBe('?x=1');
    const notice = page.locator('[data-testid="main-website-notice"] a');
    await notice.waitFor();
    expect(await notice.getAttribute('href')).toBe('https://souq.test');
    // No analytics id in the demo settings: nothing from another origin loads.
    expect(thirdParty).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    const english = await raw(`${e2e.url}/no-such-page`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('publishes a sitemap of every served locale and robots.txt', async () => {
    const sitemap = await raw(`${e2e.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    for (const locale of ['ar-eg', 'en-eg', 'ar-sa', 'en-sa']) {
      expect(xml).toContain(`${e2e.url}/${locale}/products/`);
      expect(xml).toContain(`${e2e.url}/${locale}/categories/`);
    }
    expect(xml).toContain(`${e2e.url}/ar-eg/designers/`);
    expect(xml).toContain(`${e2e.url}/ar-eg/about`);
    expect(xml).not.toContain('/ar-ae/'); // strategy A switched the Emirates off
    const robots = await (await raw(`${e2e.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${e2e.url}/sitemap.xml`);
  });

  it('is installable and opens visited pages offline through the service worker', async () => {
    const manifest = (await (await raw(`${e2e.url}/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; purpose: string }>;
      start_url: string;
    };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await raw(`${e2e.url}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const worker = await raw(`${e2e.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const { context, page } = await e2e.newPage();
    await page.goto(`${e2e.url}/ar-eg/`);
    await hydrated(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${e2e.url}/`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const paths = await page
      .locator('[data-testid="product-card"] a[href*="/products/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    const [visited, unvisited] = paths;
    await page.goto(`${e2e.url}${visited}`);
    await hydrated(page);
    const name = await page.locator('h1').innerText();
    await page.waitForTimeout(500); // the worker stores the page after answering

    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('h1').innerText()).toBe(name);
    await saveScreenshot(page, 'layout-offline-product-ar-eg');
    await page.goto(`${e2e.url}${unvisited}`);
    await expect.poll(() => page.locator('[data-testid="offline-page"]').count()).toBe(1);
    expect(await page.locator('body').innerText()).toContain('أنت غير متصل بالإنترنت');
    await saveScreenshot(page, 'layout-offline-page');
    await context.setOffline(false);
    await context.close();
  });
});

describe('strategy B: the default locale (here ar-sa) has no prefix', () => {
  const strategyB = useSeededServer({ env: { LOCALE_STRATEGY: 'B', DEFAULT_LOCALE: 'ar-sa' } });

  it('serves unprefixed pages in the default locale and redirects its prefixed form', async () => {
    const server = strategyB();
    const { page, errors } = await e2e.newPage();
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${server.url}/`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('[data-testid="product-price"]').first().innerText()).toContain('ر.س');
    const productPath = await firstProductPath(page);
    expect(productPath.startsWith('/products/')).toBe(true);
    await page.locator(`[data-testid="product-card"] a[href="${productPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect.poll(async () => (await headLinks(page)).canonical).toBe(`${server.url}${productPath}`);
    // Each click waits for the switch of the page now shown: right after a client-side navigation the
    // previous page's link (to the other page's other language) can still be the one on screen.
    const languageSwitch = page.locator('[data-testid="language-switch"]');
    await expect.poll(() => languageSwitch.getAttribute('href')).toBe(`/en-sa${productPath}`);
    await languageSwitch.click();
    await page.waitForURL((url) => url.pathname === `/en-sa${productPath}`);
    await expect.poll(() => languageSwitch.getAttribute('href')).toBe(productPath);
    await languageSwitch.click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await saveScreenshot(page, 'layout-strategy-b-product');
    expect(errors).toEqual([]);
    await page.close();

    const prefixed = await raw(`${server.url}/ar-sa${productPath}?a=1`);
    expect(prefixed.status).toBe(301);
    expect(prefixed.headers.get('location')).toBe(`${productPath}?a=1`);
    const emirates = await raw(`${server.url}/en-ae/`);
    expect(emirates.status).toBe(200);
    // B serves the Emirates: hreflang announces them, as the sitemap lists them.
    const emiratesHtml = await emirates.text();
    expect(emiratesHtml).toMatch(/hreflang="ar-AE" href="[^"]*\/ar-ae\/"/i);
    expect(emiratesHtml).toMatch(/hreflang="ar-SA" href="http[^"]*:\d+\/"/i);
    expect((await raw(`${server.url}/ar-xx/`)).status).toBe(500);
    const xml = await (await raw(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${server.url}/products/`);
    expect(xml).toContain(`<loc>${server.url}/en-ae/`);
  });
});

describe('strategy C: a guard sends unprefixed paths to en-eg', () => {
  const strategyC = useSeededServer({ env: { LOCALE_STRATEGY: 'C' } });

  it('redirects any unprefixed path to the same path under en-eg', async () => {
    const server = strategyC();
    const home = await raw(`${server.url}/`);
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/en-eg/');
    const product = await raw(`${server.url}/products/some-id?x=1`);
    expect(product.headers.get('location')).toBe('/en-eg/products/some-id?x=1');
    const emirates = await raw(`${server.url}/ar-ae/`);
    expect(emirates.status).toBe(200);
    expect(await emirates.text()).toMatch(/hreflang="en-AE" href="[^"]*\/en-ae\/"/i);

    const { page, errors } = await e2e.newPage();
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/en-eg/');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const productPath = await firstProductPath(page);
    await page.goto(`${server.url}${productPath.replace('/en-eg/', '/')}`);
    expect(new URL(page.url()).pathname).toBe(productPath);
    await saveScreenshot(page, 'layout-strategy-c-product');
    expect(errors).toEqual([]);
    await page.close();
  });
});
