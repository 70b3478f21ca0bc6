/**
 * iDesign's resource routes over HTTP (issue 22), one in-process server: the happy path of the
 * editor (product, font, picture, design, add to cart with `designId`, replace a line's design,
 * the manufacturer's download) and hostile requests to every route (wrong content type, malformed
 * JSON, a 10 MB body, a 60 MB declared upload, bad and foreign ids): each a clean 4xx in the
 * error envelope, localized, with nothing stored, never a 500.
 */
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import {
  TEST_PASSWORD,
  buildCustomer,
  buildDesignProduct,
  buildProduct,
  buildUser,
  type BuiltDesignProduct,
} from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { cartLines } from '@souq/core/db/schema/cart.schema.ts';
import { designs } from '@souq/core/db/schema/idesign.schema.ts';
import { placeOrder } from '@souq/core/checkout/place-order.service.ts';
import { addToCart } from '@souq/core/cart/cart.service.ts';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import { renderOrderPrintFiles } from '@souq/core/idesign/design-print.service.ts';

const app = useInProcessAppServer({ name: 'idesign-routes', pages: true });
let url: string;
let product: BuiltDesignProduct;
let makerCookie: string;
let shopperCookie: string;

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`)) ?? null;

async function signIn(email: string): Promise<string> {
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String, $password: String) { login(email: $email, password: $password) { data { jwt } } }',
      variables: { email, password: TEST_PASSWORD },
    }),
  });
  const token = ((await login.json()) as { data: { login: { data: { jwt: string } } } }).data.login.data.jwt;
  const session = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ user: token }),
  });
  return session.headers.get('set-cookie')!.split(';')[0]!;
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', body, headers: { origin: url, ...headers } });
const postJson = (path: string, value: unknown, cookie = '') =>
  post(path, JSON.stringify(value), { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });

const envelope = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; path?: string } }).error;
const designCount = async () => (await app().database.db.select({ n: count() }).from(designs))[0]!.n;

const documentOf = (text = 'مرحبا Souq 2026', xMm = 5) => ({
  version: 1,
  productId: product.productId,
  stages: [
    {
      stageId: 'front',
      elements: [
        {
          id: 't1',
          type: 'text',
          text,
          font: 'amiri',
          sizePt: 18,
          color: '#111111',
          align: 'center',
          direction: 'auto',
          xMm,
          yMm: 5,
          widthMm: 90,
          heightMm: 20,
          rotation: 0,
        },
      ],
    },
  ],
});

/** A request whose Content-Length promises `declared` bytes and sends a few; its status. */
function declared(path: string, contentType: string, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(length), origin: url },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write('x'.repeat(1024));
  });
}

beforeAll(async () => {
  url = app().url;
  const db = app().database.db;
  const maker = await buildUser(db, { role: 'manufacturer' });
  product = await buildDesignProduct(db, fileStoreOf(app().runtime.config), { manufacturerId: maker.id });
  makerCookie = await signIn(maker.email!);
  const shopper = await buildUser(db, {});
  shopperCookie = await signIn(shopper.email!);
});

describe('GET /api/idesign/products/:productId and /fonts/:fontId', () => {
  it('answers the product in the asked locale and 404 in its language for anything else', async () => {
    const found = await fetch(`${url}/api/idesign/products/${product.productId}?locale=ar-sa`);
    expect(found.status).toBe(200);
    const body = (await found.json()) as {
      currency: string;
      stages: Array<{ label: string }>;
      stageExtraMinor: object;
    };
    expect([body.currency, body.stages[0]!.label, body.stageExtraMinor]).toEqual([
      'SAR',
      'الأمام',
      { front: 1_500, back: 900 },
    ]);
    const plain = await buildProduct(app().database.db);
    // A NUL in the path is refused by the server's request-target check before any route.
    expect((await fetch(`${url}/api/idesign/products/%00`)).status).toBe(400);
    for (const id of [plain.productId, 'not-an-id', 'a'.repeat(500)]) {
      const refused = await fetch(`${url}/api/idesign/products/${id}?locale=ar-eg`);
      expect(refused.status).toBe(404);
      expect(await envelope(refused)).toEqual({
        code: 'IDESIGN_PRODUCT_NOT_FOUND',
        message: 'لا يمكن تصميم هذا المنتج',
      });
    }
    expect((await post(`/api/idesign/products/${product.productId}`, '{}')).status).toBe(405);
  });

  it('serves the renderer’s font files for a year, and 404 for any other name', async () => {
    const font = await fetch(`${url}/api/idesign/fonts/cairo`);
    expect([font.status, font.headers.get('content-type'), font.headers.get('cache-control')]).toEqual([
      200,
      'font/ttf',
      'public, max-age=31536000, immutable',
    ]);
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(50_000);
    for (const name of ['comic-sans', '..%2F..%2Fpackage.json', 'cairo.ttf'])
      expect((await fetch(`${url}/api/idesign/fonts/${name}`)).status).toBe(404);
  });
});

describe('pictures, designs and the cart', () => {
  let guestCookie: string;
  let assetId: string;
  let designId: string;

  it('takes a guest’s picture (a cart is made and kept), serves it to its owner only', async () => {
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await post('/api/idesign/assets', form);
    expect(uploaded.status).toBe(201);
    guestCookie = cookieOf(uploaded, 'souq_cart')!;
    expect(guestCookie).toMatch(/^souq_cart=[0-9a-f-]{36}$/);
    const body = (await uploaded.json()) as {
      assetId: string;
      url: string;
      widthPx: number;
      heightPx: number;
    };
    assetId = body.assetId;
    expect([body.url, body.widthPx, body.heightPx]).toEqual([`/api/idesign/assets/${assetId}`, 800, 600]);
    const mine = await fetch(`${url}${body.url}`, { headers: { cookie: guestCookie } });
    expect([mine.status, mine.headers.get('content-type')]).toEqual([200, 'image/webp']);
    for (const cookie of ['', shopperCookie, 'souq_cart=00000000-0000-4000-8000-000000000000'])
      expect((await fetch(`${url}${body.url}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${url}/api/idesign/assets/nope`, { headers: { cookie: guestCookie } })).status).toBe(
      404,
    );
  });

  it('refuses hostile uploads with a clean 4xx', async () => {
    expect(
      (await post('/api/idesign/assets', '{"file":1}', { 'content-type': 'application/json' })).status,
    ).toBe(415);
    const empty = new FormData();
    empty.set('other', 'x');
    expect((await post('/api/idesign/assets', empty)).status).toBe(400);
    const fake = new FormData();
    fake.set('file', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'x.png');
    const notImage = await post('/api/idesign/assets?locale=en-eg', fake);
    expect([notImage.status, (await envelope(notImage)).code]).toEqual([422, 'IDESIGN_NOT_AN_IMAGE']);
    const broken = await post('/api/idesign/assets', '--x\r\nbroken', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
    expect(await declared('/api/idesign/assets', 'multipart/form-data; boundary=x', 60 * 1024 * 1024)).toBe(
      413,
    );
  });

  it('saves a design, refuses broken or hostile ones in the envelope, and stores nothing then', async () => {
    const before = await designCount();
    const outside = await postJson('/api/idesign/designs?locale=ar-eg', documentOf('x', 50), guestCookie);
    expect(outside.status).toBe(422);
    expect(await envelope(outside)).toEqual({
      code: 'IDESIGN_OUTSIDE_PRINT_AREA',
      message: 'أحد العناصر خارج منطقة الطباعة',
      path: 'stages[0].elements[0]',
    });
    const foreign = {
      ...documentOf(),
      stages: [
        {
          stageId: 'front',
          elements: [
            { id: 'p', type: 'image', assetId, xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotation: 0 },
          ],
        },
      ],
    };
    const stolen = await postJson('/api/idesign/designs', foreign, shopperCookie);
    expect([stolen.status, (await envelope(stolen)).code]).toEqual([422, 'IDESIGN_ASSET_NOT_OWNED']);
    expect(
      (await post('/api/idesign/designs', '{"version":1,', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    expect(
      (await post('/api/idesign/designs', JSON.stringify(documentOf()), { 'content-type': 'text/plain' }))
        .status,
    ).toBe(415);
    expect((await postJson('/api/idesign/designs', 'a string')).status).toBe(422);
    const huge = await post(
      '/api/idesign/designs?locale=en-eg',
      JSON.stringify({ ...documentOf(), pad: 'x'.repeat(10 * 1024 * 1024) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(huge.status).toBe(413);
    expect(await envelope(huge)).toEqual({
      code: 'IDESIGN_DOCUMENT_TOO_LARGE',
      message: 'The design is too large to save',
    });
    expect(await declared('/api/idesign/designs', 'application/json', 10 * 1024 * 1024)).toBe(413);
    expect(await designCount()).toBe(before);

    const saved = await postJson('/api/idesign/designs', documentOf(), guestCookie);
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as {
      designId: string;
      thumbnailUrl: string;
      extraMinor: number;
      warnings: unknown[];
    };
    designId = body.designId;
    expect([body.extraMinor, body.warnings]).toEqual([5_000, []]);
    expect((await fetch(`${url}${body.thumbnailUrl}`)).headers.get('content-type')).toBe('image/webp');
    const read = await fetch(`${url}/api/idesign/designs/${designId}`, { headers: { cookie: guestCookie } });
    expect(((await read.json()) as { document: { productId: string } }).document.productId).toBe(
      product.productId,
    );
    for (const cookie of ['', shopperCookie])
      expect((await fetch(`${url}/api/idesign/designs/${designId}`, { headers: { cookie } })).status).toBe(
        404,
      );
    expect(
      (await fetch(`${url}/api/idesign/designs/%27%20or%201=1`, { headers: { cookie: guestCookie } })).status,
    ).toBe(404);
  });

  it('adds the design to the guest’s cart with the form’s designId and replaces it on the line', async () => {
    const form = new URLSearchParams({ intent: 'add', image: product.imageId, designId, quantity: '1' });
    const added = await post('/en-eg/cart', form, {
      cookie: guestCookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(added.status).toBeLessThan(400);
    const [line] = await app().database.db.select().from(cartLines).where(eq(cartLines.designId, designId));
    expect(line).toBeDefined();
    const next = (await (
      await postJson('/api/idesign/designs', documentOf('Laila'), guestCookie)
    ).json()) as { designId: string };
    const replaced = await postJson(
      `/api/idesign/cart-lines/${line!.id}/design?locale=en-eg`,
      { designId: next.designId },
      guestCookie,
    );
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      lineId: line!.id,
      design: { id: next.designId },
      currency: 'EGP',
      unitMinor: 25_000,
    });
    const hostile: Array<[string, BodyInit, Record<string, string>, number]> = [
      [
        `/api/idesign/cart-lines/${line!.id}/design`,
        '{"designId":',
        { 'content-type': 'application/json', cookie: guestCookie },
        400,
      ],
      [
        `/api/idesign/cart-lines/${line!.id}/design`,
        JSON.stringify({ designId: 5 }),
        { 'content-type': 'application/json', cookie: guestCookie },
        404,
      ],
      [
        `/api/idesign/cart-lines/not-a-line/design`,
        JSON.stringify({ designId }),
        { 'content-type': 'application/json', cookie: guestCookie },
        404,
      ],
      [
        `/api/idesign/cart-lines/${line!.id}/design`,
        JSON.stringify({ designId }),
        { 'content-type': 'application/json', cookie: shopperCookie },
        404,
      ],
      [
        `/api/idesign/cart-lines/${line!.id}/design`,
        'x'.repeat(100_000),
        { 'content-type': 'application/json', cookie: guestCookie },
        413,
      ],
    ];
    for (const [path, body, headers, status] of hostile)
      expect((await post(path, body, headers)).status).toBe(status);
  });
});

describe('GET /api/idesign/orders/:orderId/lines/:lineId/print/:stageId.(png|svg)', () => {
  it('streams the file to the line’s manufacturer and 404 to anyone else or any bad id', async () => {
    const db = app().database.db;
    const customer = await buildCustomer(db, 'Printer');
    const ctx = testServiceContext(db, { user: customer.actor });
    const files = fileStoreOf(app().runtime.config);
    const [row] = await db
      .insert(designs)
      .values({
        productId: product.productId,
        ownerUserId: customer.id,
        document: documentOf('طباعة') as never,
        usedStageIds: ['front'],
      })
      .returning();
    const view = await addToCart(ctx, { image: product.imageId, design: row!.id });
    const placed = await placeOrder(ctx, {
      cartId: view.id,
      addr: customer.addressIds.eg,
      paymentMethod: 'cod',
    });
    await renderOrderPrintFiles({ db, log: pino({ level: 'silent' }), files }, placed.order.id);
    const line = placed.lines.find((candidate) => candidate.designId)!;
    const base = `/api/idesign/orders/${placed.order.id}/lines/${line.id}/print`;
    const png = await fetch(`${url}${base}/front.png`, { headers: { cookie: makerCookie } });
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(1181);
    const svg = await fetch(`${url}${base}/front.svg`, { headers: { cookie: makerCookie } });
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    for (const [path, cookie] of [
      [`${base}/front.png`, shopperCookie],
      [`${base}/front.png`, ''],
      [`${base}/back.png`, makerCookie],
      [`${base}/front.exe`, makerCookie],
      [`${base}/..%2F..%2Fetc.png`, makerCookie],
      [`/api/idesign/orders/x/lines/${line.id}/print/front.png`, makerCookie],
    ] as const)
      expect((await fetch(`${url}${path}`, { headers: { cookie } })).status).toBe(404);
  });
});
