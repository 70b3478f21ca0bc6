/**
 * Issue 14, case 13 (the page half; every mutation is fuzzed in
 * packages/api/src/contract/graphql-fuzz.int.test.ts): fast-check generates the parameters of every
 * page route (path segments and query strings: Arabic and Latin text, direction and zero-width
 * marks, control characters, `%00`, broken percent escapes, huge and negative numbers, unknown ids)
 * and requests them from the built app served in-process over PGlite with the checkout catalog.
 * Every answer is below 500, nothing is logged at error level, and no rejection goes unhandled.
 * Also the two pages of the finding: /designers/a%00b and /uploads/%00.webp.
 *
 * Bounded: a fixed seed, RUNS runs per route, one database, one server.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingLogger, createTestDatabase } from '@souq/testing';
import { startInProcessAppServer, type InProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';

const SEED = 14_013;
const RUNS = 12;

/** Each page route with its parameters (apps/web/app/routes.ts); `:x` is a generated segment. */
const ROUTES = [
  '/',
  '/categories/:slug',
  '/products/:id',
  '/cart',
  '/gift-cards',
  '/address',
  '/payment',
  '/thankYou',
  '/categories',
  '/collections',
  '/collections/:slug',
  '/deals',
  '/tag/:id',
  '/designers',
  '/designers/:slugOrId',
  '/idesign',
  '/designer',
  '/email',
  '/search',
  '/alpha',
  '/search-suggestions',
  '/profile/wishlist',
  '/profile',
  '/profile/orders/:id',
  '/profile/wishlists/:id',
  '/wishlist-state',
  '/about',
  '/blog',
  '/blog/:id',
  '/news/:id',
  '/careers',
  '/careers/apply',
  '/contact',
  '/faq',
  '/privacy',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/uploads/:file',
  '/profile/products/add',
  '/profile/tickets',
  '/profile/products/discuss/:id',
  '/profile/products',
  '/profile/sales',
  '/profile/profits',
  // Issue 18: the sandbox gateway's page, the payment's result and its start (no session, or not
  // the payment's owner: 404; a generated id is never a payment).
  '/payment/sandbox/:id',
  '/payment/result/:id',
  '/payment/start/:id',
  // Issues 17-19: a dashboard page (401/403 without staff) and the outbox page (issue 19).
  '/admin/payment-methods',
  '/admin/orders/:id',
  // Issue 21: the dashboard's part 2, its pages with parameters and its file answers.
  '/admin/coupons/:id',
  '/admin/coupons/batches/:id/export',
  '/admin/gift-cards/:id',
  '/admin/content/posts/:id',
  '/admin/content/pages/:kind',
  '/admin/content/home/:kind',
  '/admin/settings',
  '/admin/inbox/messages/:id',
  '/admin/inbox/careers/:id/cv/:n',
];
/** Query parameters the pages read (search text, paging, sorting, filters, checkout choices). */
const QUERY_NAMES = [
  'v',
  'search',
  'page',
  'limit',
  'sort',
  'from',
  'to',
  'category',
  'addr',
  'code',
  'token',
  'text',
  'lang',
  'email', // register: the footer's "Sell with us" (issue 23)
  'role',
];

const arabic = fc.string({
  unit: fc.constantFrom(...'ابتثجحخدسشصعغفقكلمنهويءأإةى٠١٢٣٤٥٦٧٨٩ '),
  maxLength: 16,
});
const latin = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~'),
  maxLength: 16,
});
const invisible = fc.constantFrom('\u200e', '\u200f', '\u202e', '\u2067', '\u200b', '\ufeff');
const control = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\r', '\n', '\t');
const text = fc
  .array(fc.oneof(arabic, latin, invisible, control, fc.string({ maxLength: 3 })), { maxLength: 5 })
  .map((parts) => parts.join(''));
/** Raw (already encoded) oddities a URL can carry. */
const raw = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%C0%AF',
  '%u0000',
  '%FF',
);

/** One path segment or query value, encoded, sometimes with a raw oddity in it. */
const value = (known: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: text.map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: raw },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308))
        .map((n) => encodeURIComponent(String(n))),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'x'.repeat(n)) },
  );

const prefixes = fc.constantFrom('', '/ar-eg', '/en-sa', '/en-ae', '/xx-yy');

let app: InProcessAppServer;
let base: string;
let fixture: CheckoutFixture;
const logged = createCapturingLogger('warn');
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  app = await startInProcessAppServer({
    name: 'page-fuzz',
    pages: true,
    database: await createTestDatabase('pglite'),
    env: { PUBLIC_URL: 'http://127.0.0.1' },
    log: logged.log,
  });
  base = app.url;
  fixture = await seedCheckoutCatalog(app.database.db, new Date());
}, 120_000);
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await app?.close();
});

async function status(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

describe('fuzzing the page routes (issue 14, case 13)', () => {
  it('serves the pages (so the generated requests reach the loaders)', async () => {
    expect(await status(`${base}/en-eg/`)).toBe(200);
    expect(await status(`${base}/ar-eg/products/${fixture.desertId}`)).toBe(200);
  });

  it('answers the pages of the finding, and their kin, with a 4xx', async () => {
    const urls = [
      '/designers/a%00b',
      '/en-eg/designers/a%00b',
      '/uploads/%00.webp',
      '/products/%00',
      '/categories/a%00b',
      '/search?v=%00',
      '/blog/%1b',
    ];
    const answers = [];
    for (const url of urls) answers.push({ url, status: await status(`${base}${url}`) });
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const url of ['/designers/a%00b', '/uploads/%00.webp'])
      expect(answers.find((answer) => answer.url === url)!.status).toBeGreaterThanOrEqual(400);
  });

  it('answers a broken multipart body posted to a page action with a 4xx (it was a 500)', async () => {
    const answers = [];
    for (const page of [
      '/en-eg/login',
      '/ar-eg/contact',
      '/en-eg/cart',
      '/en-eg/register',
      '/en-eg/careers/apply',
    ]) {
      const response = await fetch(`${base}${page}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'multipart/form-data; boundary=q', origin: base },
        body: '--q\r\nbroken',
      });
      await response.arrayBuffer();
      answers.push(`${response.status} ${page}`);
    }
    expect(answers.filter((answer) => !answer.startsWith('4'))).toEqual([]);
    expect(logged.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
  });

  it.each(ROUTES)('%s: no 5xx for generated parameters', async (route) => {
    const known = [fixture.desertId, fixture.mugImageId, 'prints', 'posters', 'test-user', 'eg'];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        prefixes,
        fc.array(value(known), { minLength: 3, maxLength: 3 }),
        fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), value(known)), { maxLength: 3 }),
        async (prefix, segments, query) => {
          let index = 0;
          const pathname = route.replace(/:[A-Za-z]+/g, () => segments[index++ % segments.length]!);
          const search = query.map(([name, item]) => `${name}=${item}`).join('&');
          const url = `${base}${prefix}${pathname}${search ? `?${search}` : ''}`;
          const answer = await status(url);
          if (answer >= 500) {
            failures.push(`${answer} ${url.slice(base.length, base.length + 300)}`);
            return false;
          }
          return true;
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(logged.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
