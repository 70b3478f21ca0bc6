/**
 * Phones (issue 23), on the shared server: at 320, 375 and 414 px, in Arabic and English, no page
 * scrolls sideways, no button or button-like link breaks its label over two lines ("Log / in"),
 * and a category page shows a product in its first screen (the filters wait in a sheet). Pages:
 * home, category, product, login, sign-up (the role choice and the designer's form), the designer
 * landing page, then, signed in, the cart and the two checkout steps. One browser context per
 * width; the checks are one page.evaluate per page. At 375 px each page is also scanned by axe-core.
 * Screenshots: artifacts/screenshots/mobile-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { ADD_ADDRESS, ADD_TO_CART, PRODUCT_IMAGES } from '@souq/testing/e2e-orders.ts';

const e2e = useE2e();

/** iPhone SE (1st), iPhone 12 mini-like, iPhone Plus: width and the screen's height. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 414, height: 736 },
];
const LOCALES = ['ar-eg', 'en-eg'] as const;

interface Layout {
  /** How far the page scrolls sideways, in px. */
  overflow: number;
  /** Visible buttons and button-like links whose label takes more than one line. */
  wrapped: string[];
  /** The top of the first product card, relative to the screen's bottom (negative: in view). */
  firstProductBelowFold: number | null;
}

/** Measures the page as it is on screen (runs in the page). */
function measure(): Layout {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      style.visibility !== 'hidden' &&
      !element.closest('[hidden],dialog:not([open])')
    );
  };
  /** A link drawn as a button: a flex box with a background or a border and rounded corners. */
  const buttonLike = (element: Element) => {
    const style = getComputedStyle(element);
    if (!style.display.includes('flex')) return false;
    const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
    return (
      filled && parseFloat(style.borderTopLeftRadius) >= 8 && element.getBoundingClientRect().height <= 56
    );
  };
  /** A text of the label on more than one line (text read by screen readers only is left out). */
  const breaks = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.some((rect) => Math.abs(rect.top - rects[0]!.top) > rect.height / 2)) return true;
    }
    return false;
  };
  const wrapped: string[] = [];
  for (const element of document.querySelectorAll('button, a, [role="button"]')) {
    const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    if (!label || label.length > 40 || !visible(element)) continue;
    if (element.tagName === 'A' && !buttonLike(element)) continue;
    if (breaks(element)) wrapped.push(label);
  }
  const card = document.querySelector('[data-testid="product-card"]');
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    wrapped,
    firstProductBelowFold: card ? card.getBoundingClientRect().top - window.innerHeight : null,
  };
}

let productPath = '';
let token = '';
let addr = '';

beforeAll(async () => {
  const email = `phone.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const registered = await e2e.signUp({ fName: 'Salma', lName: 'Phone', email, password: 'secret12' });
  expect(registered.status_code).toBe(200);
  token = registered.data.jwt;
  const product = await e2e.buyableProduct('eg');
  productPath = `/products/${product._id}`;
  const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: product._id });
  const cart = await e2e.field<{ _id: string }>(
    ADD_TO_CART,
    { image: images.data[0]!._id, quantity: 1, currentCountry: 'eg' },
    token,
  );
  expect(cart.status_code, cart.message ?? '').toBe(200);
  const address = await e2e.field<Array<{ _id: string; country: string }>>(
    ADD_ADDRESS,
    {
      address: {
        country: 'eg',
        city: 'Cairo',
        address1: '12 Nile Street',
        phone: '0101234567',
        fName: 'Salma',
      },
    },
    token,
  );
  addr = address.data.filter((row) => row.country === 'eg').at(-1)!._id;
});

/** Opens `path` and answers what is wrong with it at this width (an empty list when nothing). */
async function problemsOf(page: Page, path: string, frame: 'site' | 'auth'): Promise<string[]> {
  const response = await page.goto(`${e2e.url}${path}`);
  expect(response?.status(), path).toBe(200);
  await hydrated(page, frame === 'site' ? '[data-testid="site-header"]' : 'main');
  const layout = await page.evaluate(measure);
  const problems: string[] = [];
  if (layout.overflow > 0) problems.push(`${path} scrolls sideways by ${layout.overflow}px`);
  for (const label of layout.wrapped) problems.push(`${path}: "${label}" wraps`);
  if (path.includes('/categories/')) {
    if (layout.firstProductBelowFold === null) problems.push(`${path} lists no product`);
    // At least 80 px of the first card (its picture) in the first screen.
    else if (layout.firstProductBelowFold > -80) problems.push(`${path}: no product in the first screen`);
  }
  return problems;
}

describe('phones: every page fits its width', () => {
  for (const phone of PHONES) {
    it(`${phone.width} px: no sideways scroll, no wrapped button label, products in a category's first screen`, async () => {
      const { context, page, errors } = await e2e.newPage({
        viewport: phone,
        isMobile: true,
        hasTouch: true,
      });
      const scan = phone.width === 375;
      const problems: string[] = [];
      const check = async (path: string, frame: 'site' | 'auth', shot: string) => {
        problems.push(...(await problemsOf(page, path, frame)));
        if (scan) {
          await saveScreenshot(page, `mobile-${shot}`);
          await e2e.expectAccessible(page, { label: path });
        }
      };
      for (const locale of LOCALES) {
        await check(`/${locale}/`, 'site', `home-${locale}`);
        await check(`/${locale}/categories/hoodies`, 'site', `category-${locale}`);
        await check(`/${locale}${productPath}`, 'site', `product-${locale}`);
        await check(`/${locale}/designer`, 'site', `designer-${locale}`);
        await check(`/${locale}/login`, 'auth', `login-${locale}`);
        await check(`/${locale}/register`, 'auth', `register-${locale}`);
        await check(
          `/${locale}/register?role=designer&email=new.designer%40example.com`,
          'auth',
          `register-designer-${locale}`,
        );
      }
      await e2e.useSession(context, token);
      for (const locale of LOCALES) {
        await check(`/${locale}/cart`, 'site', `cart-${locale}`);
        await check(`/${locale}/address`, 'site', `address-${locale}`);
        await check(`/${locale}/payment?addr=${addr}`, 'site', `payment-${locale}`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the designer sign-up from the footer', () => {
  it('opens with the typed email filled in, and the filter sheet opens as a dialog', async () => {
    const { context, page, errors } = await e2e.newPage({ viewport: { width: 375, height: 667 } });
    await page.goto(`${e2e.url}/en-eg/categories/hoodies`);
    await hydrated(page, '[data-testid="site-header"]');
    await page.locator('[data-testid="filter-button"]').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    await page.keyboard.press('Escape');
    const form = page.locator('[data-testid="sell-with-us"]');
    await form.locator('input[name="email"]').fill('maker@example.com');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en-eg/register');
    await expect
      .poll(() => page.locator('[data-testid="register-form-designer"] input[name="email"]').inputValue())
      .toBe('maker@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });
});
