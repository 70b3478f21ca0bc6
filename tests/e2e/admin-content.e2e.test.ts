/**
 * The content area's journeys (issue 21), on the shared server:
 * - an admin edits the Arabic About page in the Arabic dashboard (the right-to-left editor),
 *   previews it in both languages, saves it, and the anonymous /ar-eg/about shows the new text on
 *   the very next request (the page cache was warm before the edit);
 * - an admin writes a blog post in English: a refused first try (no titles, a bad address) shows
 *   localized messages beside the fields and stores nothing; then bold text and a link from the
 *   toolbar, published, on /en-eg/blog for everyone at once.
 * Screenshots: artifacts/screenshots/admin-content/.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e, type E2e } from '@souq/testing/e2e-harness.ts';

const e2e: E2e = useE2e();

const shot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  saveScreenshot(page, `admin-content/${name}`, options);

/** A page signed in as the demo admin, at `path`, hydrated. */
async function adminPage(path: string) {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn('staff@souq.test'));
  await opened.page.goto(`${e2e.url}${path}`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

/** The anonymous page's HTML (what the page cache serves to everyone). */
const anonymous = async (path: string) => (await fetch(`${e2e.url}${path}`)).text();

describe('the content area', () => {
  it('edits the Arabic About page, previews it in both languages, and the shop shows it at once', async () => {
    const marker = `نص تجريبي ${crypto.randomUUID().slice(0, 6)}`;
    // The page is cached for anonymous visitors before the edit.
    expect(await anonymous('/ar-eg/about')).not.toContain(marker);
    expect(await anonymous('/ar-eg/about')).not.toContain(marker);

    const { page, errors } = await adminPage('/ar-eg/admin/content');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('content-page-link-about').click();
    await page.waitForURL('**/ar-eg/admin/content/pages/about');
    await hydrated(page, '#admin-main');
    const area = page.getByTestId('page-description-ar-area');
    await area.waitFor();
    expect(await area.getAttribute('dir')).toBe('rtl');
    await area.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(marker);
    // Bold from the toolbar, typed on.
    await page.getByTestId('page-description-ar').locator('[data-command="bold"]').click();
    await page.keyboard.type(' عريض');
    await shot(page, 'about-editor-ar');

    await page.getByTestId('page-preview').click();
    const preview = page.getByTestId('content-preview-ar');
    await preview.waitFor();
    expect(await preview.innerText()).toContain(marker);
    expect(await preview.getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('content-preview-en').getAttribute('dir')).toBe('ltr');
    // Previewing stores nothing.
    expect(await anonymous('/ar-eg/about')).not.toContain(marker);
    await page.getByTestId('content-preview').scrollIntoViewIfNeeded();
    await shot(page, 'about-preview-ar');

    await page.getByTestId('page-save').click();
    await page.getByTestId('page-saved').waitFor();
    await e2e.expectAccessible(page, { include: '#admin-main' });
    expect(errors).toEqual([]);

    // The very next anonymous request has the new text (and bold stays bold, safely).
    const html = await anonymous('/ar-eg/about');
    expect(html).toContain(marker);
    expect(html).toMatch(/<(b|strong)>\s*عريض<\/(b|strong)>/);
    const visitor = await e2e.newPage();
    await visitor.page.goto(`${e2e.url}/ar-eg/about`);
    expect(await visitor.page.locator('main').innerText()).toContain(marker);
    await shot(visitor.page, 'about-storefront-ar');
    expect(visitor.errors).toEqual([]);
  });

  it('refuses a bad post, then publishes an English blog post with bold text and a link', async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const title = `Studio notes ${suffix}`;
    const { page, errors, refusedOnPurpose } = await adminPage('/en-eg/admin/content/posts');
    await page.getByTestId('content-post-new').click();
    await page.waitForURL('**/en-eg/admin/content/posts/new');
    await hydrated(page, '#admin-main');

    // No titles and an address with spaces: each field says what is wrong; nothing is stored.
    await page.getByTestId('post-slug').fill('Not A Slug!');
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('post-publish').click();
      await page.getByTestId('post-error').waitFor();
    });
    const titleField = page
      .getByTestId('post-title')
      .locator('xpath=ancestor::div[contains(@class,"flex-col")][1]');
    expect(await titleField.innerText()).toContain('This field is required');
    expect(await page.locator('#admin-main').innerText()).toContain(
      'Use lower-case English letters, digits and single dashes only',
    );
    expect(await page.getByTestId('post-title').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'post-refused-en');

    await page.getByTestId('post-title').fill(title);
    await page.getByTestId('post-ar-title').fill(`ملاحظات الاستوديو ${suffix}`);
    await page.getByTestId('post-slug').fill(`studio-notes-${suffix}`);
    const body = page.getByTestId('post-body-area');
    await body.click();
    await page.keyboard.type('Made by hand. ');
    await page.getByTestId('post-body').locator('[data-command="bold"]').click();
    await page.keyboard.type('Bold words');
    await page.getByTestId('post-body').locator('[data-command="bold"]').click();
    await page.keyboard.type(' and ');
    await page.getByTestId('post-body').locator('[data-command="link"]').click();
    await page.getByTestId('post-body-link-address').fill('https://example.com/studio');
    await page.getByTestId('post-body-link-address').press('Enter');
    const arBody = page.getByTestId('post-ar-body-area');
    await arBody.click();
    await page.keyboard.type('صُنع يدويًا في القاهرة.');
    expect(await arBody.getAttribute('dir')).toBe('rtl');
    await shot(page, 'post-editor-en', { fullPage: true });

    await page.getByTestId('post-publish').click();
    await page.getByTestId('post-saved').waitFor();
    expect(page.url()).toMatch(/\/en-eg\/admin\/content\/posts\/[0-9a-f-]{36}\?saved=publish$/);
    expect(errors).toEqual([]);

    // Everyone sees it on the blog at once, bold and linked (the link made safe).
    expect(await anonymous('/en-eg/blog')).toContain(title);
    const html = await anonymous(`/en-eg/blog/studio-notes-${suffix}`);
    expect(html).toMatch(/<(b|strong)>Bold words<\/(b|strong)>/);
    expect(html).toContain('href="https://example.com/studio" rel="noopener noreferrer nofollow"');
    const visitor = await e2e.newPage();
    await visitor.page.goto(`${e2e.url}/en-eg/blog`);
    expect(await visitor.page.locator('main').innerText()).toContain(title);
    await shot(visitor.page, 'blog-storefront-en');
    await visitor.page.goto(`${e2e.url}/en-eg/blog/studio-notes-${suffix}`);
    await shot(visitor.page, 'post-storefront-en');
    expect(visitor.errors).toEqual([]);
  });

  it('opens the other content pages in both languages; a bad link is refused in Arabic; no JavaScript needed', async () => {
    const { page, errors, refusedOnPurpose } = await adminPage('/ar-eg/admin/content/home/sliders');
    // A link that is neither a path of the site nor https: the Arabic message beside the field.
    await page.getByTestId('media-form-new-link').fill('javascript:alert(1)');
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('media-form-new-save').click();
      await page.getByText('استخدم مسارًا داخل الموقع يبدأ بـ / أو عنوانًا يبدأ بـ https://').waitFor();
    });
    expect(await page.getByTestId('media-form-new-link').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'sliders-refused-ar');
    await page.goto(`${e2e.url}/ar-eg/admin/content`);
    await hydrated(page, '#admin-main');
    await e2e.expectAccessible(page, { include: '#admin-main' });
    await shot(page, 'hub-ar');
    await page.goto(`${e2e.url}/en-eg/admin/content/faqs`);
    await hydrated(page, '#admin-main');
    await shot(page, 'faqs-en');
    expect(errors).toEqual([]);

    // Without JavaScript the rich-text fields are textareas of HTML, and a post is still saved.
    const plain = await e2e.newPage({ javaScriptEnabled: false });
    await e2e.useSession(plain.context, await e2e.logIn('staff@souq.test'));
    await plain.page.goto(`${e2e.url}/en-eg/admin/content/posts/new`);
    const suffix = crypto.randomUUID().slice(0, 6);
    await plain.page.locator('input[name="title"]').fill(`Plain ${suffix}`);
    await plain.page.locator('input[name="arTitle"]').fill(`بسيط ${suffix}`);
    await plain.page
      .locator('textarea[name="description"]')
      .fill('<p>Typed <em>by hand</em><script>alert(1)</script></p>');
    expect(await plain.page.locator('textarea[name="arDescription"]').getAttribute('dir')).toBe('rtl');
    await plain.page.getByTestId('post-save').click();
    await plain.page.getByTestId('post-saved').waitFor();
    expect(await plain.page.locator('textarea[name="description"]').inputValue()).toBe(
      '<p>Typed <em>by hand</em></p>',
    );
    await shot(plain.page, 'post-no-js-en');
  });
});
