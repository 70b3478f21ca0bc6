/**
 * The page cache (issue 20, docs/decisions/039): an anonymous page is rendered once and sent
 * again, compressed, until the database announces a change to what pages show; a staff edit of a
 * price, a category's name or a setting (written directly or through the dashboard's services) is
 * on the next anonymous request. Signed-in visitors and
 * writes never touch it.
 */
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, productPrices } from '@souq/core/db/schema/catalog.schema.ts';
import { siteSettings } from '@souq/core/db/schema/settings.schema.ts';
import { SETTINGS_ROW_ID } from '@souq/core/content/settings.service.ts';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { actorOf, buildProduct, buildUser, type BuiltProduct } from '@souq/testing/builders/index.ts';
import { adminProductFormOf } from '@souq/testing/admin-product-form.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { getAdminCategory, saveCategory } from '@souq/core/admin/categories.service.ts';
import { getAdminProduct, saveAdminProduct } from '@souq/core/admin/product-editor.service.ts';
import { saveSettingsSection } from '@souq/core/admin/settings.service.ts';

const app = useInProcessAppServer({ name: 'page-cache', pages: true });
let url: string;
let product: BuiltProduct;
let categoryId: string;

beforeAll(async () => {
  url = app().url;
  const { db } = app().database;
  const [category] = await db
    .insert(categories)
    .values({ name: 'Cached Posters', arName: 'ملصقات', slug: 'cached-posters' })
    .returning();
  categoryId = category!.id;
  // Complete (both descriptions), so that the dashboard's editor may save it while it is active.
  product = await buildProduct(db, {
    categoryId,
    prices: { eg: 12_300 },
    description: 'A print made by hand.',
    arDescription: 'مطبوعة مصنوعة يدويًا.',
  });
});

const pagePath = () => `/en-eg/products/${product.productId}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });
  const raw = Buffer.from(await response.arrayBuffer());
  // fetch decodes the body; a raw Brotli body is decoded here when it was not.
  let html = raw.toString('utf8');
  if (!html.includes('<html') && response.headers.get('content-encoding') === 'br')
    html = zlib.brotliDecompressSync(raw).toString('utf8');
  return { response, html, state: response.headers.get('x-page-cache') };
}

/**
 * The first answer after a change. On PostgreSQL the notice reaches the listening connection a
 * moment after the commit (on PGlite, with the write itself), so a request made at once may still
 * get the page from before.
 */
async function afterChange(path: string) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await get(path);
    if (answer.state !== 'HIT' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the page cache', () => {
  it('renders an anonymous page once, then sends it from memory, compressed, with its ETag', async () => {
    const first = await get(pagePath());
    expect(first.response.status).toBe(200);
    expect(first.state).toBe('MISS');
    expect(first.response.headers.get('content-encoding')).toBe('br');
    expect(first.response.headers.get('surrogate-key')).toBe('catalog content settings');
    const second = await get(pagePath());
    expect(second.state).toBe('HIT');
    expect(second.html).toBe(first.html);
    // The stored HTML carries its render's nonce; the hit's policy allows exactly that one.
    const nonce = /nonce="([^"]+)"/.exec(second.html)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    const etag = second.response.headers.get('etag')!;
    const notModified = await fetch(`${url}${pagePath()}`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    const gzip = await fetch(`${url}${pagePath()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(first.html);
    const head = await fetch(`${url}${pagePath()}`, { method: 'HEAD' });
    expect(head.headers.get('x-page-cache')).toBe('HIT');
  });

  it('shows a new price, a renamed category and a new setting on the next anonymous request', async () => {
    const { db } = app().database;
    await get(pagePath());
    expect((await get(pagePath())).state).toBe('HIT');

    await db
      .update(productPrices)
      .set({ amountMinor: 432_100 })
      .where(eq(productPrices.productId, product.productId));
    const repriced = await afterChange(pagePath());
    expect(repriced.state).toBe('MISS');
    expect(repriced.html).toContain('4,321');

    await db.update(categories).set({ name: 'Renamed Posters' }).where(eq(categories.id, categoryId));
    const renamed = await afterChange(pagePath());
    expect(renamed.state).toBe('MISS');
    expect(renamed.html).toContain('Renamed Posters');

    await db
      .insert(siteSettings)
      .values({ id: SETTINGS_ROW_ID, title: 'Souq Cache Test' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { title: 'Souq Cache Test' } });
    const retitled = await afterChange(pagePath());
    expect(retitled.state).toBe('MISS');
    expect(retitled.html).toContain('Souq Cache Test');
  });

  it("shows a staff member's dashboard edits of a price, a category's name and a setting at once", async () => {
    const { db } = app().database;
    const staff = testServiceContext(db, {
      user: actorOf(await buildUser(db, { privilageType: 'superAdmin' })),
    });
    await get(pagePath());
    expect((await get(pagePath())).state).toBe('HIT');

    const loaded = await getAdminProduct(staff, product.productId);
    await saveAdminProduct(
      staff,
      product.productId,
      { ...adminProductFormOf(loaded), prices: { eg: { active: true, price: '2468' } } },
      loaded.version,
    );
    const repriced = await afterChange(pagePath());
    expect(repriced.state).toBe('MISS');
    expect(repriced.html).toContain('2,468');

    const category = await getAdminCategory(staff, categoryId);
    await saveCategory(staff, categoryId, {
      name: 'Dashboard Posters',
      arName: category.arName,
      slug: category.slug,
      status: 'on',
    });
    const renamed = await afterChange(pagePath());
    expect(renamed.state).toBe('MISS');
    expect(renamed.html).toContain('Dashboard Posters');

    await saveSettingsSection(staff, 'display', { footerText: 'Made by the dashboard' });
    const refooted = await afterChange(pagePath());
    expect(refooted.state).toBe('MISS');
    expect(refooted.html).toContain('Made by the dashboard');
  });

  it("keeps a signed-in visitor's pages out of it, and their answers are private", async () => {
    await get(pagePath());
    const signedIn = await get(pagePath(), { cookie: 'souq_session=not-a-real-token' });
    expect(signedIn.state).toBeNull();
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps no page that sets a cookie, is personal or is not found', async () => {
    const cart = await get('/en-eg/cart');
    expect(cart.response.headers.get('cache-control')).toMatch(/private/);
    expect((await get('/en-eg/cart')).state).not.toBe('HIT');
    const missing = await get('/en-eg/products/00000000-0000-4000-8000-000000000000');
    expect(missing.response.status).toBe(404);
    expect((await get('/en-eg/products/00000000-0000-4000-8000-000000000000')).state).not.toBe('HIT');
  });

  it("shows a 404 outside every locale in the browser's language, and one inside a locale in its own", async () => {
    const english = await get('/no-such-page', { 'accept-language': 'fr-FR, en-US;q=0.8, ar;q=0.5' });
    expect(english.response.status).toBe(404);
    expect(english.response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('This page could not be found');
    const arabic = await get('/no-such-page', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).not.toContain('This page could not be found');
    // Inside a locale the locale decides, whatever the browser asks for.
    const inLocale = await get('/en-sa/no-such-page', { 'accept-language': 'ar' });
    expect(inLocale.response.status).toBe(404);
    expect(inLocale.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers many requests for a page being rendered with one render', async () => {
    await app().database.db.execute(sql`update site_settings set title = title`);
    await afterChange(pagePath());
    await app().database.db.execute(sql`update site_settings set title = title`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(pagePath())));
    expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.state === 'MISS')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });
});
