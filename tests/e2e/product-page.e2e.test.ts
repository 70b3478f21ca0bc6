/**
 * The product page with the demo customer, in Arabic (ar-eg, JavaScript on) and English (en-sa,
 * JavaScript off, so every form is a plain POST): the page's parts for a guest, log in, toggle the
 * heart and find the product in profile/wishlist, post a review without a rating (localized error,
 * nothing saved) and a valid one (escaped, shown after a reload; with a picture without
 * JavaScript). Then the buy column at 375 and 1280 px in both languages (issue 23): size chips
 * whose price shows in the headline, the gallery's arrow keys, delivery dates, the trust row, more
 * from the designer, and an Egypt-only product on /en-sa and /ar-sa: where it can be ordered and
 * no Add to cart. axe-core scans and screenshots along the way.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

const REVIEW_COUNT = `query Count($product: ID) {
  getCommentReviews(product: $product, limit: 1) { status_code data { pageInfo { totalCount } } }
}`;

/** The demo customer's session cookie in `context`: GraphQL login, then the site's POST /login. */
async function logIn(context: BrowserContext) {
  const token = await e2e.logIn('customer@souq.test');
  const session = await context.request.post(`${e2e.url}/login`, {
    data: { user: token },
    headers: { origin: e2e.url },
  });
  expect(session.status()).toBe(200);
}

async function reviewCount(productId: string): Promise<number> {
  const body = await e2e.graphql<{ getCommentReviews: { data: { pageInfo: { totalCount: number } } } }>(
    REVIEW_COUNT,
    { product: productId },
  );
  return body.getCommentReviews.data.pageInfo.totalCount;
}

const LISTED = `query($page: Int) {
  filterProducts(availableIn: "eg", page: $page, limit: 100) { data { items { _id } } }
}`;
const DETAIL = `query($product: ID!) {
  getProductById(product: $product, availableIn: "eg") {
    data { _id availableIn availableEdition images { features { value egExtraPrice } } }
  }
}`;

interface Detail {
  _id: string;
  availableIn: string[];
  availableEdition: number | null;
  images: Array<{ features: Array<{ value: string; egExtraPrice: number | null }> }> | null;
}

/** Seeded products sold in Egypt, read one by one until `found` answers. */
async function findSeeded<T>(found: (product: Detail) => T | null): Promise<T> {
  for (let page = 1; page <= 3; page += 1) {
    const listed = await e2e.graphql<{ filterProducts: { data: { items: Array<{ _id: string }> } } }>(
      LISTED,
      {
        page,
      },
    );
    for (const item of listed.filterProducts.data.items) {
      const { getProductById } = await e2e.graphql<{ getProductById: { data: Detail | null } }>(DETAIL, {
        product: item._id,
      });
      const answer = getProductById.data ? found(getProductById.data) : null;
      if (answer) return answer;
    }
  }
  throw new Error('no such seeded product');
}

/** A product with one version whose sizes include one that costs more (apparel's XXL). */
const productWithPricedSize = () =>
  findSeeded((product) => {
    if (product.images?.length !== 1 || product.availableEdition === 0) return null;
    const extra = product.images[0]!.features.find((feature) => (feature.egExtraPrice ?? 0) > 0);
    return extra ? { product: product._id, extra: { name: extra.value } } : null;
  });

const egyptOnlyProduct = () =>
  findSeeded((product) => (product.availableIn.join() === 'eg' ? product._id : null));

const journeys = [
  {
    locale: 'ar-eg',
    javaScript: true,
    required: 'هذا الحقل مطلوب',
    country: 'مصر',
    saved: 'شكرًا لك! تم نشر تقييمك.',
  },
  {
    locale: 'en-sa',
    javaScript: false,
    required: 'This field is required',
    country: 'Saudi Arabia',
    saved: 'Thank you! Your review is published.',
  },
] as const;

describe('product page, wishlist and reviews', () => {
  for (const journey of journeys) {
    it(`works in ${journey.locale} (JavaScript ${journey.javaScript ? 'on' : 'off'})`, async () => {
      const { context, page, errors } = await e2e.newPage({ javaScriptEnabled: journey.javaScript });

      // A product of the country, from the home page.
      await page.goto(`${e2e.url}/${journey.locale}/`);
      const productHref = (await page
        .locator('main [data-testid="product-card"] a')
        .first()
        .getAttribute('href'))!;
      expect(productHref).toMatch(new RegExp(`^/${journey.locale}/products/`));
      const productId = productHref.split('/').at(-1)!;

      // The page's parts, as a guest: the same HTML as for everyone (no heart state inside).
      const guestHtml = await (await fetch(`${e2e.url}${productHref}`)).text();
      expect(guestHtml).toContain('data-testid="wishlist-heart"');
      expect(guestHtml).not.toContain('aria-pressed="true"');
      await page.goto(`${e2e.url}${productHref}`);
      const name = await page.locator('main h1').innerText();
      expect(name).not.toBe('');
      expect(await page.locator('main [role="region"] img').count()).toBeGreaterThan(0);
      expect(await page.locator('main [data-testid="product-price"]').first().innerText()).not.toBe('');
      expect(await page.locator('main').innerText()).toContain(journey.country);
      const share = page.locator('[data-testid="share-links"]');
      expect(await share.locator('a[data-share="whatsapp"]').getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\//,
      );
      expect(await share.locator('a[data-share="facebook"]').getAttribute('href')).toContain(
        encodeURIComponent(productHref),
      );
      expect(await share.locator('a[data-share="x"]').getAttribute('href')).toMatch(
        /^https:\/\/x\.com\/intent/,
      );
      expect(await share.locator('a[data-share="copy"]').getAttribute('href')).toBe(
        `${e2e.url}${productHref}`,
      );
      await page.locator('#reviews').waitFor();
      await page.locator('#discussion').waitFor();
      // The top of the page: pictures with thumbnails, reviews summary, delivery dates, trust row.
      expect(await page.locator('main [role="region"] img').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('[data-testid="reviews-summary"]').getAttribute('href')).toBe('#reviews');
      expect(await page.locator('[data-testid="delivery-estimate"]').innerText()).toContain(journey.country);
      expect(
        await page.locator(`[data-testid="trust-row"] a[href="/${journey.locale}/exchangePolicy"]`).count(),
      ).toBe(1);
      expect(await page.locator('#more-from-designer-heading').count()).toBe(1);
      expect(await page.locator('[data-testid="review-form"] input[name="rating"]').count()).toBe(5);
      expect(await page.locator('#suggested-heading').count()).toBe(1);
      await e2e.expectAccessible(page, { javaScript: journey.javaScript, sameSession: true });
      await saveScreenshot(page, `product-page-${journey.locale}-guest`);

      // Log in; the heart's state comes from /wishlist-state after hydration (JavaScript on).
      await logIn(context);
      const heart = page.locator('main [data-testid="wishlist-heart"]').first();
      const inWishlist = async () => {
        await page.goto(`${e2e.url}/${journey.locale}/profile/wishlist`);
        expect(await page.locator('main h1').innerText()).not.toBe('');
        return (await page.locator(`main a[href="${productHref}"]`).count()) > 0;
      };
      const toggle = async () => {
        await page.goto(`${e2e.url}${productHref}`);
        if (journey.javaScript) {
          await page.waitForResponse((response) => response.url().includes('/wishlist-state'));
          const before = await heart.getAttribute('aria-pressed');
          const done = page.waitForResponse((response) => response.url().includes('/wishlist-toggle'));
          await heart.click();
          await done;
          await expect
            .poll(() => heart.getAttribute('aria-pressed'))
            .toBe(before === 'true' ? 'false' : 'true');
        } else {
          await Promise.all([page.waitForURL(`**${productHref}`), heart.click()]);
        }
      };
      if (await inWishlist()) await toggle();
      expect(await inWishlist()).toBe(false);
      await toggle();
      if (journey.javaScript) {
        await saveScreenshot(page, `product-page-${journey.locale}-hearted`);
      }
      expect(await inWishlist()).toBe(true);
      await e2e.expectAccessible(page, {
        javaScript: journey.javaScript,
        sameSession: true,
        include: 'main',
      });
      await saveScreenshot(page, `wishlist-${journey.locale}`);

      // A review without a rating: the localized error, nothing stored.
      const before = await reviewCount(productId);
      await page.goto(`${e2e.url}${productHref}`);
      const form = page.locator('[data-testid="review-form"]');
      const text = `Lovely <b>print</b> ${journey.locale} ${Date.now()}`;
      await form.locator('textarea[name="text"]').fill(text);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.innerText()).toContain(journey.required);
      expect(await form.locator('textarea[name="text"]').inputValue()).toBe(text);
      expect(await reviewCount(productId)).toBe(before);
      await form.scrollIntoViewIfNeeded();
      await e2e.expectAccessible(page, {
        javaScript: journey.javaScript,
        sameSession: true,
        include: 'main',
      });
      await saveScreenshot(page, `product-page-${journey.locale}-review-error`);

      // A valid review (four stars; without JavaScript also a picture), shown after a reload.
      await form.locator('fieldset label').nth(3).click();
      if (!journey.javaScript) {
        const picture = await sharp({
          create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
        })
          .png()
          .toBuffer();
        await form.locator('input[name="attachments"]').setInputFiles({
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: picture,
        });
      }
      await Promise.all([page.waitForURL(/posted=review/), form.locator('button[type="submit"]').click()]);
      await expect.poll(() => page.locator('#reviews').innerText()).toContain(journey.saved);
      expect(await reviewCount(productId)).toBe(before + 1);
      await page.reload();
      const posted = page.locator('[data-testid="review"]', { hasText: text });
      await expect.poll(() => posted.count()).toBe(1);
      // Escaped: the markup is shown as typed, not rendered.
      expect(await posted.locator('b').count()).toBe(0);
      expect(await posted.innerText()).toContain('<b>print</b>');
      expect(await posted.locator('[role="img"]').getAttribute('aria-label')).toMatch(/4/);
      if (!journey.javaScript) {
        const src = await posted.locator('img').first().getAttribute('src');
        expect(src).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.webp/);
        const picture = await fetch(`${e2e.url}${src!.split('?')[0]}`);
        expect(picture.status).toBe(200);
        expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
      }
      await posted.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `product-page-${journey.locale}-reviews`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('chips price the chosen size, the gallery follows the keys, an Egypt-only product is not offered in Saudi Arabia', async () => {
    const { product: sized, extra } = await productWithPricedSize();
    const egyptOnly = await egyptOnlyProduct();
    const { context, page, errors } = await e2e.newPage({ viewport: { width: 375, height: 812 } });

    for (const locale of ['en-eg', 'ar-eg'] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${e2e.url}/${locale}/products/${sized}`);
      // The chips themselves, not just main: a radio checked before React owns it never reprices.
      await hydrated(page, '[data-testid="add-to-cart-form"] input[type="radio"]');
      const headline = page.locator('[data-testid="buy-column"] [data-testid="product-price"]').first();
      const before = await headline.innerText();
      const form = page.locator('[data-testid="add-to-cart-form"]');
      // Its name is the size and what it adds ("XXL +40 EGP").
      const chip = form.getByRole('radio', { name: new RegExp(`^${extra.name}\\s`) });
      await chip.check();
      await expect.poll(() => headline.innerText()).not.toBe(before);
      expect(await chip.isChecked()).toBe(true);
      // The chips are one radio group: the keyboard moves the choice back.
      await chip.focus();
      await page.keyboard.press(locale.startsWith('ar') ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => headline.innerText()).toBe(before);

      // Arrow keys move the gallery, in the reading direction.
      const region = page.locator('main [role="region"]');
      await region.focus();
      await page.keyboard.press(locale.startsWith('ar') ? 'ArrowLeft' : 'ArrowRight');
      await expect
        .poll(() => page.locator('main ul a[aria-current="true"]').getAttribute('href'))
        .toMatch(/-1$/);
      await region.evaluate((element) => element.blur());
      await page.evaluate(() => window.scrollTo(0, 0));
      await e2e.expectAccessible(page, { sameSession: true, include: 'main' });
      await saveScreenshot(page, `product-page-${locale}-375`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await saveScreenshot(page, `product-page-${locale}-1280`);
    }

    for (const locale of ['en-sa', 'ar-sa'] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(`${e2e.url}/${locale}/products/${egyptOnly}`);
      expect(response?.status()).toBe(200);
      const notice = page.locator('[data-testid="not-orderable"]');
      expect(await notice.innerText()).toContain(locale === 'en-sa' ? 'Egypt' : 'مصر');
      expect(await notice.locator('a').getAttribute('href')).toBe(
        `/${locale.slice(0, 2)}-eg/products/${egyptOnly}`,
      );
      expect(await page.locator('[data-testid="add-to-cart-form"]').count()).toBe(0);
      expect(await page.locator('[data-testid="buy-column"] [data-testid="product-price"]').count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await e2e.expectAccessible(page, { sameSession: true, include: 'main' });
      await saveScreenshot(page, `product-page-${locale}-not-orderable-375`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends guests who post a heart to log in and keeps the wishlist pages private', async () => {
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
    const response = await page.goto(`${e2e.url}/en-eg/profile/wishlist`);
    expect(new URL(page.url()).pathname).toBe('/en-eg/');
    expect(response?.status()).toBe(200);
    const state = await fetch(`${e2e.url}/en-eg/wishlist-state`);
    expect(state.headers.get('cache-control')).toContain('no-store');
    expect(await state.json()).toEqual({ productIds: [] });
    const toggle = await fetch(`${e2e.url}/en-eg/wishlist-toggle`, {
      method: 'POST',
      body: new URLSearchParams({ product: '00000000-0000-4000-8000-000000000000', redirectTo: '/en-eg/' }),
      headers: { origin: e2e.url },
      redirect: 'manual',
    });
    expect(toggle.status).toBe(302);
    expect(toggle.headers.get('location')).toBe('/en-eg/login');
    await context.close();
  });
});
