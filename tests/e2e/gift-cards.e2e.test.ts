/**
 * Buying and redeeming a gift card in the browser (issue 6, docs/decisions/021), in ar-eg and
 * en-sa: a signed-in buyer who holds a paid gift card (made by the test with the core fixtures)
 * opens gift-cards, picks a theme and an amount, fills the form (the first submit without the
 * non-refundable agreement answers 400 with the localized error), lands on the cart with the
 * gift-card line, pays it all with the card they hold and sees the thank-you page; the worker
 * emails the recipient (the server's outbox) in the chosen language; a second shopper redeems the
 * delivered code at checkout and their order's bill shows the gift card's share. A guest without
 * JavaScript gets the same 400 and the same cart. axe-core scans each page; screenshots are
 * artifacts/screenshots/gift-cards-*.png.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { addShippingAddress, addToCartOnProductPage, hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { openDatabase } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { eq } from 'drizzle-orm';
import { readOutbox } from '@souq/core/notifications/outbox.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';
import { buildGiftCard } from '@souq/testing/builders/index.ts';

/** Its own server: the buyers' paid cards are written to its database while it is stopped. */
const e2e = useE2e({ server: {} });
const PASSWORD = 'secret12';
const stamp = Date.now();

interface Journey {
  locale: LocaleCode;
  country: 'eg' | 'sa';
  theme: 'couples' | 'new_baby';
  amount: number;
  /** The card the buyer holds and pays with. */
  payingCode: string;
  buyer: string;
  friend: string;
  recipient: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'ar-eg',
    country: 'eg',
    theme: 'couples',
    amount: 500,
    payingCode: `E2E-PAY-EG-${stamp}`,
    buyer: `gift.buyer.eg.${stamp}@example.com`,
    friend: `gift.friend.eg.${stamp}@example.com`,
    recipient: `gift.recipient.eg.${stamp}@example.com`,
  },
  {
    locale: 'en-sa',
    country: 'sa',
    theme: 'new_baby',
    amount: 100,
    payingCode: `E2E-PAY-SA-${stamp}`,
    buyer: `gift.buyer.sa.${stamp}@example.com`,
    friend: `gift.friend.sa.${stamp}@example.com`,
    recipient: `gift.recipient.sa.${stamp}@example.com`,
  },
];

beforeAll(async () => {
  for (const journey of JOURNEYS)
    for (const email of [journey.buyer, journey.friend]) {
      const answer = await e2e.signUp({
        fName: journey.locale.startsWith('ar') ? 'سارة' : 'Sara',
        lName: 'Gift',
        email,
        password: PASSWORD,
      });
      expect(answer.status_code).toBe(200);
    }
  // The buyers' paid cards go straight into the database (PGlite has one writer: the server
  // stops meanwhile and starts again on the same data folder).
  await e2e.restartServer(async (dataDir) => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      for (const journey of JOURNEYS) {
        const [buyer] = await database.db.select().from(users).where(eq(users.email, journey.buyer));
        await buildGiftCard(database.db, {
          code: journey.payingCode,
          priceMinor: journey.country === 'eg' ? 200_000 : 100_000,
          currency: journey.country === 'eg' ? 'EGP' : 'SAR',
          recipientEmail: journey.buyer,
          recipientName: buyer!.fName,
        });
      }
    } finally {
      await database.close();
    }
  });
}, 300_000);

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: 'main' });

describe.each(JOURNEYS)('gift cards in $locale', (journey) => {
  const { locale, country } = journey;
  const text = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const url = (route: string) => `${e2e.url}/${locale}${route}`;
  const recipientName = locale.startsWith('ar') ? 'ليلى' : 'Laila';
  const recipientLang = locale.startsWith('ar') ? 'ar' : 'en';

  /** A page signed in as `email` (a session from the API in the site's cookie: the login form is accounts' journey). */
  async function signedInPage(email: string) {
    const token = await e2e.logIn(email, PASSWORD);
    return e2e.newPage({ prepare: (context) => e2e.useSession(context, token) });
  }

  /** From the cart to the thank-you page: a new address, then the payment step. */
  async function checkout(page: Page) {
    await page.locator('[data-testid="checkout-button"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/address`);
    await hydrated(page);
    await addShippingAddress(page, {
      arabic: locale.startsWith('ar'),
      country,
      saveLabel: text('account.addresses.save'),
    });
    await hydrated(page);
    await page.locator('[data-testid="to-payment"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/payment`);
    // A client-side navigation changes the URL before React renders the new route (a transition),
    // and <main> stays hydrated throughout: wait for the payment step itself, or a look at it
    // (is cash on delivery offered?) may still see the address step.
    await hydrated(page, '[data-testid="place-order-form"]');
  }

  it('buys a gift card with a paid card, emails it to the recipient, and a friend redeems it', async () => {
    // 1. The buyer opens gift cards: prefilled, private, accessible.
    const { page, errors, refusedOnPurpose } = await signedInPage(journey.buyer);
    const response = await page.goto(url('/gift-cards'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await hydrated(page);
    const form = page.locator('[data-testid="gift-card-form"]');
    expect(await form.locator('input[name="senderEmail"]').inputValue()).toBe(journey.buyer);
    expect(await form.locator('input[name="senderName"]').inputValue()).toContain('Gift');
    await saveScreenshot(page, `gift-cards-form-${locale}`);
    await expectAccessible(page);

    // 2. Theme, amount, recipient, message; the preview follows.
    await form.locator(`[data-testid="theme-${journey.theme}"]`).click();
    await form.locator(`[data-testid="amount-${journey.amount}"]`).click();
    await form.locator('input[name="recipientName"]').fill(recipientName);
    await form.locator('input[name="recipientEmail"]').fill(journey.recipient);
    await form
      .locator('textarea[name="message"]')
      .fill(locale.startsWith('ar') ? 'مبروك!' : 'Congratulations!');
    await form.locator('select[name="recipientLang"]').selectOption(recipientLang);
    const preview = page.locator('[data-testid="gift-card-preview"]');
    await expect.poll(() => preview.getAttribute('data-theme')).toBe(journey.theme);
    await expect
      .poll(() => preview.locator('[data-testid="gift-card-preview-greeting"]').innerText())
      .toBe(text(`giftCards.themes.${journey.theme}.greeting`));
    await expect.poll(() => preview.innerText()).toContain(recipientName);

    // 3. Without the agreement: 400 and the localized error, the fields kept.
    await refusedOnPurpose(400, async () => {
      await form.locator('[data-testid="gift-card-submit"]').click();
      await expect
        .poll(() => page.locator('[data-testid="gift-card-form"]').innerText())
        .toContain(text('validation.giftCard.agreeRequired'));
    });
    expect(await page.locator('input[name="recipientEmail"]').inputValue()).toBe(journey.recipient);
    await saveScreenshot(page, `gift-cards-refused-${locale}`);
    await expectAccessible(page);

    // 4. Agreed: the card lands in the cart as a line with its theme, recipient and amount.
    await page.locator('[data-testid="agree-non-refundable"]').check();
    await page.locator('[data-testid="gift-card-submit"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/cart`, { timeout: 45_000 });
    await hydrated(page);
    // The URL changes a moment before the cart renders (a client-side navigation): wait for it.
    const line = page.locator('[data-testid="cart-line"]');
    await expect.poll(() => line.count(), { timeout: 45_000 }).toBe(1);
    expect(await line.locator('[data-testid="cart-line-name"]').innerText()).toBe(
      text('cart.giftCardFor', { name: recipientName }),
    );
    expect(await line.locator('[data-testid="cart-line-gift-card-theme"]').innerText()).toBe(
      text('cart.giftCardTheme', { theme: text(`giftCards.themes.${journey.theme}.name`) }),
    );
    // Nothing to deliver: no delivery fee.
    const breakdown = page.locator('[data-testid="price-breakdown"]');
    expect(await breakdown.locator('[data-row="shipping"] dd').innerText()).toMatch(/^0/);

    // 5. The buyer's own paid card pays it all.
    const couponForm = page.locator('[data-testid="coupon-form"]');
    await couponForm.locator('input[name="code"]').fill(journey.payingCode);
    await couponForm.getByRole('button', { name: text('cart.coupon.apply') }).click();
    await page.locator('[data-testid="gift-card-status"]').waitFor();
    await breakdown.locator('[data-row="giftCard"]').waitFor();
    await saveScreenshot(page, `gift-cards-cart-${locale}`);
    await expectAccessible(page);

    await checkout(page);
    await page.locator('[data-testid="prepaid-note"]').waitFor();
    await saveScreenshot(page, `gift-cards-payment-${locale}`);
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 45_000 });
    await hydrated(page);
    expect(await page.locator('[data-testid="order-number"]').innerText()).toMatch(/^SD-/);
    await saveScreenshot(page, `gift-cards-thank-you-${locale}`);
    await expectAccessible(page);
    expect(errors).toEqual([]);

    // 6. The worker emails the recipient (start date today) in the chosen language.
    let email: { to: string; subject: string; text: string; lang: string; template: string } | undefined;
    await expect
      .poll(
        async () => {
          const messages = await readOutbox(e2e.dataDir);
          email = messages.find(
            (message) =>
              message.channel === 'email' &&
              message.to === journey.recipient &&
              message.template === 'gift-card',
          ) as typeof email;
          return email !== undefined;
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
    expect(email!.lang).toBe(recipientLang);
    expect(email!.subject).toContain(text(`giftCards.themes.${journey.theme}.greeting`));
    const code = /GC(?:-[0-9A-Z]{4}){4}/.exec(email!.text)?.[0];
    expect(code).toBeDefined();

    // 7. A friend redeems the delivered code: the order's bill shows the card's share.
    const friend = await signedInPage(journey.friend);
    const product = await e2e.buyableProduct(country);
    await addToCartOnProductPage(friend.page, url(`/products/${product._id}`), text('productPage.addToCart'));
    await friend.page.goto(url('/cart'));
    await hydrated(friend.page);
    const friendCoupon = friend.page.locator('[data-testid="coupon-form"]');
    await friendCoupon.locator('input[name="code"]').fill(code!);
    await friendCoupon.getByRole('button', { name: text('cart.coupon.apply') }).click();
    await friend.page.locator('[data-testid="gift-card-status"]').waitFor();
    await friend.page.locator('[data-testid="price-breakdown"] [data-row="giftCard"]').waitFor();
    await checkout(friend.page);
    // The card pays part of the bill (cash on delivery the rest) or all of it (no method to choose).
    const cod = friend.page.locator('input[name="paymentMethod"][value="cod"]');
    const prepaid = friend.page.locator('[data-testid="prepaid-note"]');
    await cod.or(prepaid).waitFor();
    if ((await cod.count()) > 0) {
      expect(await cod.isEnabled(), 'cash on delivery offered for the rest').toBe(true);
      await cod.check();
    }
    await friend.page.locator('[data-testid="place-order"]').click();
    await friend.page
      .waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 45_000 })
      .catch(async (error: unknown) => {
        // This step failed in two of four full runs (issue 17's session: cash on delivery was looked
        // for before the payment step rendered, see checkout()): should it fail, keep what the page said.
        await saveScreenshot(friend.page, `gift-cards-friend-payment-failed-${locale}`);
        console.info(`gift-cards friend payment page: ${await friend.page.locator('main').innerText()}`);
        throw error;
      });
    await hydrated(friend.page);
    const share = friend.page.locator('[data-row="giftCard"]');
    await share.waitFor();
    expect(await share.innerText()).toContain(text('checkout.breakdown.giftCard'));
    await saveScreenshot(friend.page, `gift-cards-redeemed-${locale}`);
    await expectAccessible(friend.page);
    expect(friend.errors).toEqual([]);
  });

  it('works without JavaScript: 400 with the error, then the card in a guest cart', async () => {
    const { page } = await e2e.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto(url('/gift-cards'));
    const form = page.locator('[data-testid="gift-card-form"]');
    await form.locator(`[data-testid="theme-${journey.theme}"]`).click();
    await form.locator('input[name="customAmount"]').fill(String(journey.amount + 5));
    await form.locator('input[name="senderName"]').fill('Omar');
    await form.locator('input[name="senderEmail"]').fill(`omar.${stamp}@example.com`);
    await form.locator('input[name="recipientName"]').fill(recipientName);
    await form.locator('input[name="recipientEmail"]').fill(`guest.${journey.recipient}`);
    const [refused] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.locator('[data-testid="gift-card-submit"]').click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.locator('main').innerText()).toContain(text('validation.giftCard.agreeRequired'));
    await saveScreenshot(page, `gift-cards-no-js-refused-${locale}`);
    await page.locator('[data-testid="agree-non-refundable"]').check();
    await page.locator('[data-testid="gift-card-submit"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/cart`, { timeout: 45_000 });
    expect(await page.locator('[data-testid="cart-line-name"]').innerText()).toBe(
      text('cart.giftCardFor', { name: recipientName }),
    );
    await saveScreenshot(page, `gift-cards-no-js-cart-${locale}`);
  });
});
