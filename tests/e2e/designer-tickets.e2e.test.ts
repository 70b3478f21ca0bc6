/**
 * A designer's product tickets in the browser (issue 16), on the shared server with the demo
 * designer (a complete profile; no sign-up, so no throttle is spent). With JavaScript, in en-eg:
 * the add-a-product form uploads a file at once (its progress bar reaches 100%), refuses a wrong
 * type before sending it, files the ticket and lands on the tickets page, where the new product
 * waits for approval. Without JavaScript, in ar-eg: the same form posts its file with the fields
 * (multipart) and the ticket arrives with its attachment; the discussion takes a reply by a plain
 * post. Every run's product has a name of its own, so runs and other journeys do not meet.
 * Screenshots: artifacts/screenshots/designer-tickets-*.png.
 */
import { describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENTS_MAX } from '@souq/core/designers/ticket-attachments.ts';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { t } from '../../apps/web/app/i18n/i18n.ts';

const e2e = useE2e();

/** A 1×1 PNG: the server sniffs the bytes, so the file must really be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fillProduct(page: Page, name: string) {
  const form = page.getByTestId('product-add-form');
  await form.locator('select[name="category"]').selectOption({ index: 1 });
  await form.locator('input[name="name"]').fill(name);
  // Arabic-Indic digits are a price like any other (SPEC.md section 5).
  await form.locator('input[name="basePrice"]').fill('١٢٥٠');
  await form.locator('textarea[name="description"]').fill('A brass lamp with a hand-cut pattern.');
}

const ticketCard = (page: Page, name: string) => page.getByTestId('ticket-card').filter({ hasText: name });

describe('designer tickets', () => {
  it('adds a product with a file uploaded at once (progress to 100%) and finds it waiting approval', async () => {
    const token = await e2e.logIn('designer@souq.test');
    const { page, context, errors } = await e2e.newPage();
    await e2e.useSession(context, token);
    await page.goto(`${e2e.url}/en-eg/profile/products/add`);
    await hydrated(page, '[data-testid="product-add-form"]');
    const name = `Lamp ${Date.now().toString(36)}`;
    await fillProduct(page, name);

    const input = page.getByTestId('attachment-input');
    // A wrong type is refused in the browser: nothing is sent.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const refused = page.getByTestId('attachment-item').filter({ hasText: 'notes.txt' });
    await refused.getByText(t('en-eg', 'seller.attachments.invalidType')).waitFor();
    await refused
      .getByRole('button', { name: t('en-eg', 'seller.attachments.remove', { name: 'notes.txt' }) })
      .click();

    await input.setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
    const item = page.getByTestId('attachment-item').filter({ hasText: 'sketch.png' });
    await expect.poll(() => item.getAttribute('data-status')).toBe('done');
    expect(await item.getByTestId('attachment-progress').getAttribute('value')).toBe('100');
    expect(await page.locator('input[type="hidden"][name="attachments"]').count()).toBe(1);
    await saveScreenshot(page, 'designer-tickets-add-en');
    await e2e.expectAccessible(page, { include: 'main' });

    await page.getByTestId('product-add-submit').click();
    await page.waitForURL(/\/en-eg\/profile\/tickets\?sent=1$/);
    await page.getByTestId('ticket-sent').waitFor();
    const card = ticketCard(page, name);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').getAttribute('data-status')).toBe('waiting');
    expect(await card.getByRole('link', { name: /sketch\.png/ }).count()).toBe(1);
    await saveScreenshot(page, 'designer-tickets-list-en');
    await e2e.expectAccessible(page, { include: 'main' });
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the file posts with the form, and the discussion takes a reply', async () => {
    const token = await e2e.logIn('designer@souq.test');
    const { page, context, errors } = await e2e.newPage({ javaScriptEnabled: false });
    await e2e.useSession(context, token);
    await page.goto(`${e2e.url}/ar-eg/profile/products/add`);
    const name = `Vase ${Date.now().toString(36)}`;
    await fillProduct(page, name);
    await page
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'vase.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('product-add-submit').click();
    await page.waitForURL(/\/ar-eg\/profile\/tickets\?sent=1$/);
    const card = ticketCard(page, name);
    await card.waitFor();
    expect(await card.getByRole('link', { name: /vase\.png/ }).count()).toBe(1);

    await card.getByTestId('ticket-discuss').click();
    await page.waitForURL(/\/ar-eg\/profile\/products\/discuss\//);
    const reply = page.getByTestId('discussion-reply');
    await reply.locator('textarea[name="text"]').fill('Can I send a second colour?');
    await reply.getByTestId('discussion-send').click();
    const mine = page.locator('[data-testid="discussion-message"][data-from="designer"]');
    await mine.filter({ hasText: 'Can I send a second colour?' }).waitFor();
    await saveScreenshot(page, 'designer-tickets-discussion-ar');
    expect(errors).toEqual([]);
  });

  it('answers a post of one attachment too many with the form and its limit, not a 500', async () => {
    const token = await e2e.logIn('designer@souq.test');
    const categories = await e2e.field<Array<{ _id: string }>>(
      '{ getCategories(currentCountry: "eg") { status_code data { _id } } }',
    );
    const form = new URLSearchParams({
      category: categories.data[0]!._id,
      name: 'Too many files',
      basePrice: '100',
      description: 'Eleven.',
    });
    for (let i = 0; i <= TICKET_ATTACHMENTS_MAX; i += 1) form.append('attachments', `token-${i}`);
    const answer = await fetch(`${e2e.url}/en-eg/profile/products/add`, {
      method: 'POST',
      body: form,
      headers: { cookie: `souq_session=${token}`, origin: e2e.url },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(`You can attach ${TICKET_ATTACHMENTS_MAX} files at most`);
  });
});
