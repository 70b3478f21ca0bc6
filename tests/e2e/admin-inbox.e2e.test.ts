/**
 * The dashboard's inbox (issue 21), on the shared server (every write touches only what the
 * journey creates: a new message, a new review, a new application, new search texts):
 * - a shopper writes on /en-eg/contact; staff open it in the Arabic dashboard (it turns read), an
 *   empty answer is refused beside the field, the answer is sent: the email is in the outbox in the
 *   shopper's language and the message shows answered (English dashboard);
 * - staff hide a shopper's review (English) and it leaves the anonymous product page at once;
 * - an application sent on the careers page: staff download its CV (Arabic); an unknown CV is 404
 *   and a guest gets none;
 * - the search keywords report lists this week's searches and those that found nothing.
 * Screenshots: artifacts/screenshots/admin-inbox/.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { readOutbox } from '@souq/core/notifications/outbox.ts';
import { hydrated, useE2e, type E2e } from '@souq/testing/e2e-harness.ts';

const e2e: E2e = useE2e();

const shot = (page: Page, name: string) => saveScreenshot(page, `admin-inbox/${name}`, { fullPage: true });

/** A page signed in as `email` (a demo login), at `path`, hydrated. */
async function staffPage(email: string, at: string) {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn(email));
  await opened.page.goto(`${e2e.url}${at}`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: '#admin-main' });
const unique = () => crypto.randomUUID().slice(0, 8);
/** What a submitted form or a click changes shows within this (the CI machine is shared). */
const SOON = { timeout: 45_000, interval: 100 };

describe('the inbox', () => {
  it('answers a contact message by email (Arabic dashboard), which then shows answered (English)', async () => {
    const tag = unique();
    const name = `Nadia ${tag}`;
    const email = `inbox-${tag}@example.com`;

    // The shopper writes from the English contact page.
    const shopper = await e2e.newPage();
    await shopper.page.goto(`${e2e.url}/en-eg/contact`);
    await hydrated(shopper.page);
    await shopper.page.fill('input[name="name"]', name);
    await shopper.page.fill('input[name="email"]', email);
    await shopper.page.selectOption('select[name="feedbackType"]', 'order');
    await shopper.page.fill('textarea[name="message"]', `My order has not arrived yet (${tag}).`);
    await Promise.all([
      shopper.page.waitForURL('**/en-eg/thankYouContact'),
      shopper.page.locator('main form[method="post"] button[type="submit"]').click(),
    ]);
    expect(shopper.errors).toEqual([]);

    // Staff, in Arabic: the message is new in the list.
    const staff = await staffPage('staff@souq.test', '/ar-eg/admin/inbox');
    const { page } = staff;
    const row = page.getByTestId('inbox-messages').locator('tr', { hasText: name });
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status'), SOON).toBe('new');
    expect(await page.getByTestId('inbox-new-count').count()).toBe(1);
    await expectAccessible(page);
    await shot(page, 'inbox-list-ar');

    // Opening it marks it read.
    await Promise.all([
      page.waitForURL(/\/ar-eg\/admin\/inbox\/messages\//),
      row.getByRole('link', { name }).click(),
    ]);
    await hydrated(page, '#admin-main');
    const messageUrl = page.url();
    // The URL changes before the message's page replaces the list: wait for its status.
    await expect
      .poll(() => page.locator('#admin-main [data-status]').first().getAttribute('data-status'), SOON)
      .toBe('read');

    // An empty answer is refused beside the field, in Arabic, and nothing is sent.
    await staff.refusedOnPurpose(400, async () => {
      await page.getByTestId('message-send').click();
      await expect
        .poll(() => page.getByTestId('message-reply-form').innerText(), SOON)
        .toContain('يرجى كتابة الرد قبل إرساله.');
    });
    expect(await page.getByTestId('message-reply').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('message-answer').count()).toBe(0);
    await shot(page, 'message-refused-ar');

    // The answer is sent: stored with who and when, the message is answered.
    const reply = `Your parcel leaves the workshop tomorrow (${tag}).`;
    await page.getByTestId('message-reply').fill(reply);
    await page.getByTestId('message-send').click();
    await expect.poll(() => page.getByTestId('message-answer').count(), SOON).toBe(1);
    expect(await page.getByTestId('message-answer').innerText()).toContain(reply);
    await expect
      .poll(() => page.locator('#admin-main [data-status]').first().getAttribute('data-status'), SOON)
      .toBe('answered');
    await expectAccessible(page);
    expect(staff.errors).toEqual([]);

    // The email, in the language of the page the shopper wrote from.
    let sent: { subject: string; text: string; lang: string } | undefined;
    await expect
      .poll(
        async () => {
          sent = (await readOutbox(e2e.dataDir)).find(
            (message) =>
              message.channel === 'email' && message.to === email && message.template === 'contact-reply',
          ) as typeof sent;
          return sent !== undefined;
        },
        { timeout: 45_000, interval: 300 },
      )
      .toBe(true);
    expect(sent).toMatchObject({ lang: 'en', subject: 'An answer to your message' });
    expect(sent!.text).toContain(reply);
    expect(sent!.text).toContain(`Hello ${name},`);

    // In the English dashboard the message shows answered, by whom.
    await page.goto(messageUrl.replace('/ar-eg/', '/en-eg/'));
    await hydrated(page, '#admin-main');
    expect(await page.getByTestId('message-answer').innerText()).toMatch(/Answered by/);
    await shot(page, 'message-answered-en');
    expect(staff.errors).toEqual([]);
  });

  it('hides a review (English dashboard) and the anonymous product page drops it at once', async () => {
    const tag = unique();
    const email = `inbox-review-${tag}@example.com`;
    const signed = await e2e.signUp({
      fName: 'Rami',
      lName: `Critic ${tag}`,
      email,
      password: 'shopper-pass-1',
    });
    expect(signed.status_code, signed.message ?? '').toBe(200);
    const token = await e2e.logIn(email, 'shopper-pass-1');
    const product = await e2e.buyableProduct('eg');
    const text = `The seams came apart on day one ${tag}`;
    const added = await e2e.field<{ _id: string }>(
      `mutation($product: ID, $text: String) {
        addReview(type: "review", product: $product, text: $text, rating: 1) { status_code message data { _id } }
      }`,
      { product: product._id, text },
      token,
    );
    expect(added.status_code, added.message ?? '').toBe(200);
    const productPage = async () => await (await fetch(`${e2e.url}/en-eg/products/${product._id}`)).text();
    expect(await productPage()).toContain(text);
    // Twice: the second answer may come from the page cache, which the hiding must empty.
    expect(await productPage()).toContain(text);

    const staff = await staffPage('staff@souq.test', '/en-eg/admin/inbox/reviews?type=review');
    const { page } = staff;
    const row = page.getByTestId('inbox-reviews').locator('tr', { hasText: text });
    await row.getByTestId('review-hide').click();
    await expect.poll(() => row.getByTestId('review-restore').count(), SOON).toBe(1);
    await expectAccessible(page);
    await shot(page, 'reviews-en');
    await expect.poll(productPage, SOON).not.toContain(text);
    expect(staff.errors).toEqual([]);
  });

  it('downloads the CV of an application sent on the careers page (Arabic dashboard)', async () => {
    const tag = unique();
    const name = `Yara Applicant ${tag}`;
    const pdf = Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
    const applicant = await e2e.newPage({ javaScriptEnabled: false });
    await applicant.page.goto(`${e2e.url}/en-eg/careers`);
    const apply = applicant.page.locator('main a[href*="/careers/apply?career="]').first();
    await Promise.all([applicant.page.waitForURL(/careers\/apply\?career=/), apply.click()]);
    await applicant.page.fill('input[name="name"]', name);
    await applicant.page.fill('input[name="email"]', `yara-${tag}@example.com`);
    await applicant.page.setInputFiles('input[name="cv"]', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await Promise.all([
      applicant.page.waitForURL(/careers\/apply\?sent=1/),
      applicant.page.locator('main form[method="post"] button[type="submit"]').click(),
    ]);

    const staff = await staffPage('staff@souq.test', '/ar-eg/admin/inbox/careers');
    const { page } = staff;
    const card = page.getByTestId('career-request').filter({ hasText: name });
    const href = await card.getByTestId('career-cv').getAttribute('href');
    expect(href).toMatch(/^\/ar-eg\/admin\/inbox\/careers\/[0-9a-f-]+\/cv\/1$/);
    const download = await page.request.get(`${e2e.url}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="cv-Yara-Applicant-[0-9a-f]+\.pdf"/,
    );
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    const unknown = await page.request.get(`${e2e.url}${href!.replace(/\/cv\/1$/, '/cv/2')}`);
    expect(unknown.status()).toBe(404);
    const guest = await fetch(`${e2e.url}${href}`, { redirect: 'manual' });
    expect(guest.status).not.toBe(200);
    expect(guest.headers.get('content-type') ?? '').not.toContain('pdf');
    // Staff notes on the application, kept after a reload.
    await card.locator('textarea[name="notes"]').fill('اتصلي بها يوم الأحد');
    await card.getByRole('button', { name: 'حفظ الملاحظات' }).click();
    await expect.poll(() => page.getByText('تم حفظ الملاحظات.').count(), SOON).toBeGreaterThan(0);
    await page.reload();
    await hydrated(page, '#admin-main');
    expect(await card.locator('textarea[name="notes"]').inputValue()).toBe('اتصلي بها يوم الأحد');
    await expectAccessible(page);
    await shot(page, 'careers-ar');
    expect(staff.errors).toEqual([]);
  });

  it('reports the week’s searches and those that found nothing', async () => {
    const tag = unique();
    const product = await e2e.buyableProduct('eg');
    const record = (keyword: string) =>
      fetch(`${e2e.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lang': 'en' },
        body: JSON.stringify({
          query: 'mutation($keyword: String) { newSearchKeyword(keyword: $keyword) { status_code } }',
          variables: { keyword },
        }),
      }).then((response) => response.json());
    const nothing = `qqzx nothing ${tag}`;
    await record(nothing);
    await record(nothing);
    await record(product.name);

    const staff = await staffPage('staff@souq.test', '/en-eg/admin/inbox/search?lang=en');
    const { page } = staff;
    const top = page.getByTestId('search-top').locator('tr', { hasText: nothing });
    expect(await top.locator('td').last().innerText()).toBe('2');
    expect(await page.getByTestId('search-no-results').innerText()).toContain(nothing);
    expect(await page.getByTestId('search-no-results').innerText()).not.toContain(product.name);
    await expectAccessible(page);
    await shot(page, 'search-report-en');
    await page.goto(`${e2e.url}/ar-eg/admin/inbox/search?lang=en`);
    await hydrated(page, '#admin-main');
    expect(await page.getByTestId('search-no-results').innerText()).toContain(nothing);
    await shot(page, 'search-report-ar');
    expect(staff.errors).toEqual([]);
  });
});
