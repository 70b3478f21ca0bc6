/**
 * iDesign on the server (issue 22), on PGlite and PostgreSQL: the editor's product answer, saving a
 * design (a mixed Arabic and Latin line, a picture, a low-resolution warning), every refusal
 * leaving nothing stored, design lines in the cart (two designs two lines, priced with the stage
 * extras in EGP, SAR and AED, replacing a line's design, the merge at login), the order's snapshot,
 * the print job's files and who may download them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCustomer,
  buildDesignProduct,
  buildProduct,
  buildUser,
  actorOf,
} from '@souq/testing/builders/index.ts';
import type { BuiltDesignProduct } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { designAssets, designs } from '../db/schema/idesign.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { designPrintFiles, orderLines } from '../db/schema/orders.schema.ts';
import { createDiskFileStore, type FileStore } from '../media/file-store.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { addToCart, getCartById, replaceFakeCart, replaceLineDesign } from '../cart/cart.service.ts';
import type { CountryCode } from '../locale/locales.ts';
import { DESIGN_LIMITS, type DesignDocument, type DesignElement } from './design-document.ts';
import { getDesign, getDesignProduct, saveDesign, uploadDesignAsset } from './design.service.ts';
import {
  findPrintFile,
  orderLineDesigns,
  PRINT_FILES_QUEUE,
  renderOrderPrintFiles,
} from './design-print.service.ts';
import type { DesignOwner } from './design-owner.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let files: FileStore;
let dataDir: string;
let product: BuiltDesignProduct;
let customer: Awaited<ReturnType<typeof buildCustomer>>;
let owner: DesignOwner;
let photoId: string;
let manufacturer: Actor;

const ctx = (user: Actor | null = null, country: CountryCode = 'eg') =>
  testServiceContext(database.db, { user, country, now });

const text = (overrides: Partial<DesignElement> = {}): DesignElement =>
  ({
    id: 'title',
    type: 'text',
    text: 'مرحبا Souq 2026',
    font: 'cairo',
    sizePt: 24,
    color: '#c0392b',
    align: 'center',
    direction: 'auto',
    xMm: 5,
    yMm: 10,
    widthMm: 90,
    heightMm: 20,
    rotation: 0,
    ...overrides,
  }) as DesignElement;

const documentOf = (front: DesignElement[], back: DesignElement[] = []): DesignDocument => ({
  version: 1,
  productId: product.productId,
  stages: [
    { stageId: 'front', elements: front },
    ...(back.length > 0 ? [{ stageId: 'back', elements: back }] : []),
  ],
});

const rows = async () => ({
  designs: (await database.db.select({ n: count() }).from(designs))[0]!.n,
  assets: (await database.db.select({ n: count() }).from(designAssets))[0]!.n,
});

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idesign-'));
  files = createDiskFileStore(dataDir);
  const maker = await buildUser(database.db, { role: 'manufacturer', password: null });
  manufacturer = actorOf(maker);
  product = await buildDesignProduct(database.db, files, { manufacturerId: maker.id });
  customer = await buildCustomer(database.db, 'Designer');
  owner = { userId: customer.id };
  // A 600x300 photo: stretched to 100 x 60 mm it prints at 152 x 127 dpi, under the 150 dpi floor.
  const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1f4e79' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret camera owner' } })
    .toBuffer();
  photoId = (await uploadDesignAsset(ctx(customer.actor), files, owner, photo)).assetId;
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the editor’s product answer', () => {
  it('gives the stages, their extras in the locale’s currency, the base images and the fonts', async () => {
    const view = await getDesignProduct(ctx(null, 'sa'), product.productId);
    expect(view.currency).toBe('SAR');
    expect(view.stageExtraMinor).toEqual({ front: 1_500, back: 900 });
    expect(view.stages.map((stage) => stage.label)).toEqual(['Front', 'Back']);
    expect(view.baseImageUrls.front).toMatch(/^\/uploads\/idesign-test\//);
    expect(view.fonts.map((font) => font.id)).toEqual(['ibm-plex-sans-arabic', 'cairo', 'amiri']);
    for (const font of view.fonts) expect(font.url).toBe(`/api/idesign/fonts/${font.id}`);
  });

  it('answers 404 for a product that is not an iDesign one, or an id that is not one', async () => {
    const plain = await buildProduct(database.db);
    expect((await expectDomainError(getDesignProduct(ctx(), plain.productId))).status).toBe(404);
    expect((await expectDomainError(getDesignProduct(ctx(), 'nope'))).status).toBe(404);
  });
});

describe('saving a design', () => {
  it('stores a valid design with its thumbnail, extras and a low-resolution warning; the owner reads it back', async () => {
    const photoElement = {
      id: 'photo',
      type: 'image',
      assetId: photoId,
      xMm: 0,
      yMm: 40,
      widthMm: 100,
      heightMm: 60,
      rotation: 0,
    };
    const saved = await saveDesign(
      ctx(customer.actor),
      files,
      owner,
      documentOf(
        [text(), photoElement as DesignElement],
        [text({ id: 'back-line', color: '#111111', widthMm: 70, xMm: 5, yMm: 5, heightMm: 20 })],
      ),
    );
    expect(saved.extraMinor).toBe(8_000);
    expect(saved.warnings).toEqual([{ elementId: 'photo', code: 'lowResolution', dpi: 127 }]);
    expect(saved.thumbnailUrl).toMatch(/^\/uploads\/design-thumbnails\/[0-9a-f]{32}\.webp$/);
    const thumbnail = await sharp(
      path.join(dataDir, 'uploads', saved.thumbnailUrl!.slice('/uploads/'.length)),
    ).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 400, 400]);
    const again = await getDesign(ctx(customer.actor), owner, saved.designId);
    expect(again.document.stages[0]!.elements[0]).toMatchObject({ text: 'مرحبا Souq 2026', font: 'cairo' });
    // Someone else's id is the same 404 as a missing one.
    const stranger = await buildCustomer(database.db, 'Stranger');
    const refused = await expectDomainError(
      getDesign(ctx(stranger.actor), { userId: stranger.id }, saved.designId),
    );
    expect(refused.status).toBe(404);
  });

  it('strips the picture’s EXIF and keeps its size', async () => {
    const [asset] = await database.db.select().from(designAssets).where(eq(designAssets.id, photoId));
    const stored = await sharp(path.join(dataDir, 'private', asset!.storageKey)).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 600, 300, undefined]);
  });

  it('refuses every broken rule with its code and path, storing nothing', async () => {
    const stranger = await buildCustomer(database.db, 'Other');
    const theirPhoto = await uploadDesignAsset(
      ctx(stranger.actor),
      files,
      { userId: stranger.id },
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const before = await rows();
    const cases: Array<[unknown, string, string]> = [
      [documentOf([text({ xMm: 60 })]), 'IDESIGN_OUTSIDE_PRINT_AREA', 'stages[0].elements[0]'],
      // Inside before rotation, outside once turned 90 degrees (90 mm wide, 120 mm tall area).
      [
        documentOf([text({ xMm: 0, yMm: 0, widthMm: 100, heightMm: 10, rotation: 45 })]),
        'IDESIGN_OUTSIDE_PRINT_AREA',
        'stages[0].elements[0]',
      ],
      [
        documentOf([text({ font: 'comic-sans' as never })]),
        'IDESIGN_UNKNOWN_FONT',
        'stages[0].elements[0].font',
      ],
      [
        documentOf([text({ color: '#00ff00' })]),
        'IDESIGN_COLOUR_NOT_IN_PALETTE',
        'stages[0].elements[0].color',
      ],
      [
        documentOf(
          Array.from({ length: DESIGN_LIMITS.maxElementsPerStage + 1 }, (_, i) => text({ id: `t${i}` })),
        ),
        'IDESIGN_TOO_MANY_ELEMENTS',
        'stages[0].elements',
      ],
      [
        documentOf([
          {
            id: 'p',
            type: 'image',
            assetId: theirPhoto.assetId,
            xMm: 0,
            yMm: 0,
            widthMm: 10,
            heightMm: 10,
            rotation: 0,
          } as DesignElement,
        ]),
        'IDESIGN_ASSET_NOT_OWNED',
        'stages[0].elements[0].assetId',
      ],
      [
        documentOf(
          [],
          [
            {
              id: 'p',
              type: 'image',
              assetId: photoId,
              xMm: 0,
              yMm: 0,
              widthMm: 10,
              heightMm: 10,
              rotation: 0,
            } as DesignElement,
          ],
        ),
        'IDESIGN_ELEMENT_NOT_ALLOWED',
        'stages[1].elements[0].type',
      ],
      [
        { ...documentOf([text()]), stages: [{ stageId: 'sleeve', elements: [text()] }] },
        'IDESIGN_UNKNOWN_STAGE',
        'stages[0].stageId',
      ],
      [
        documentOf([text({ text: 'x'.repeat(DESIGN_LIMITS.maxTextLength + 1) })]),
        'IDESIGN_TEXT_TOO_LONG',
        'stages[0].elements[0].text',
      ],
      [documentOf([text({ text: 'bell\u0007' })]), 'IDESIGN_INVALID', 'stages[0].elements[0].text'],
      [documentOf([text({ sizePt: 1_000 })]), 'IDESIGN_FONT_SIZE', 'stages[0].elements[0].sizePt'],
      [documentOf([text({ xMm: Number.NaN })]), 'IDESIGN_INVALID', 'stages[0].elements[0].xMm'],
      [documentOf([]), 'IDESIGN_EMPTY', 'stages'],
      [{ ...documentOf([text()]), version: 2 }, 'IDESIGN_INVALID', 'version'],
      [[1, 2, 3], 'IDESIGN_INVALID', 'productId'],
    ];
    for (const [raw, code, at] of cases) {
      const error = await expectDomainError(saveDesign(ctx(customer.actor), files, owner, raw));
      expect({ code: error.code, path: error.details?.path }).toEqual({ code, path: at });
    }
    expect(await rows()).toEqual({ ...before });
  });
});

describe('design lines in the cart and the order', () => {
  const save = async (words: string, who = owner, actor: Actor | null = customer.actor, back = false) =>
    (
      await saveDesign(
        ctx(actor),
        files,
        who,
        documentOf(
          [text({ text: words })],
          back ? [text({ id: 'b', color: '#111111', widthMm: 70, heightMm: 20, xMm: 5, yMm: 5 })] : [],
        ),
      )
    ).designId;

  it('makes each design its own line, priced with the stage extras in EGP, SAR and AED', async () => {
    const first = await save('أحمد', owner, customer.actor, true);
    const second = await save('Laila');
    let view = await addToCart(ctx(customer.actor), { image: product.imageId, design: first });
    view = await addToCart(ctx(customer.actor), { image: product.imageId, design: second });
    view = await addToCart(ctx(customer.actor), { image: product.imageId, design: second });
    view = await addToCart(ctx(customer.actor), { image: product.imageId });
    const lines = view.lines.map(({ line }) => ({
      design: line.design?.id ?? null,
      quantity: line.quantity,
      eg: line.prices.eg?.unitAfterOfferMinor,
      sa: line.prices.sa?.unitAfterOfferMinor,
      ae: line.prices.ae?.unitAfterOfferMinor,
    }));
    expect(lines).toEqual([
      { design: first, quantity: 1, eg: 20_000 + 8_000, sa: 6_000 + 2_400, ae: 7_000 + 3_000 },
      { design: second, quantity: 2, eg: 20_000 + 5_000, sa: 6_000 + 1_500, ae: 7_000 + 2_000 },
      { design: null, quantity: 1, eg: 20_000, sa: 6_000, ae: 7_000 },
    ]);
  });

  it('refuses a design of someone else or of another product', async () => {
    const stranger = await buildCustomer(database.db, 'Thief');
    const theirs = await save('theirs', { userId: stranger.id }, stranger.actor);
    expect(
      (await expectDomainError(addToCart(ctx(customer.actor), { image: product.imageId, design: theirs })))
        .status,
    ).toBe(404);
    const other = await buildProduct(database.db, { prices: { eg: 1_000 } });
    const mine = await save('mine');
    const mismatch = await expectDomainError(
      addToCart(ctx(customer.actor), { image: other.imageId, design: mine }),
    );
    expect(mismatch.code).toBe('IDESIGN_PRODUCT_MISMATCH');
  });

  it('replaces a line’s design, keeping its quantity, and refuses a design already on another line', async () => {
    const cart = (await addToCart(ctx(customer.actor), { image: product.imageId })).id;
    const view = await getCartById(ctx(customer.actor), cart);
    const designed = view.lines.find(({ line }) => line.design?.usedStageIds.length === 2)!.line;
    const edited = await save('أحمد ٢٠٢٦', owner, customer.actor, true);
    const after = await replaceLineDesign(ctx(customer.actor), {
      cart,
      line: designed.lineId,
      design: edited,
    });
    const line = after.lines.find(({ line: candidate }) => candidate.lineId === designed.lineId)!.line;
    expect([line.design?.id, line.quantity, line.prices.eg?.unitAfterOfferMinor]).toEqual([
      edited,
      1,
      28_000,
    ]);
    const taken = view.lines.find(({ line: candidate }) => candidate.quantity === 2)!.line.design!.id;
    const refused = await expectDomainError(
      replaceLineDesign(ctx(customer.actor), { cart, line: designed.lineId, design: taken }),
    );
    expect(refused.code).toBe('IDESIGN_ALREADY_IN_CART');
    const stranger = await buildCustomer(database.db, 'Nosy');
    expect(
      (
        await expectDomainError(
          replaceLineDesign(ctx(stranger.actor), { cart, line: designed.lineId, design: edited }),
        )
      ).status,
    ).toBe(403);
  });

  it('hands a guest’s designs to the user at login with their lines', async () => {
    const buyer = await buildCustomer(database.db, 'Guest');
    const guestCart = (await addToCart(ctx(), { image: product.imageId })).id;
    const design = await save('ضيف', { cartId: guestCart }, null);
    await addToCart(ctx(), { cart: guestCart, image: product.imageId, design });
    const merged = await replaceFakeCart(ctx(buyer.actor), { fakeCartId: guestCart, userId: buyer.id });
    expect(merged.lines.map(({ line }) => line.design?.id ?? null).sort()).toEqual([design, null].sort());
    expect((await getDesign(ctx(buyer.actor), { userId: buyer.id }, design)).designId).toBe(design);
  });

  it('keeps the design on the order, queues the print job, renders a PNG per stage (and an SVG of a text-only stage), and lets only staff and the line’s manufacturer download', async () => {
    const cart = (
      await getCartById(
        ctx(customer.actor),
        (await addToCart(ctx(customer.actor), { image: product.imageId })).id,
      )
    ).id;
    const placed = await placeOrder(ctx(customer.actor), {
      cartId: cart,
      addr: customer.addressIds.eg,
      paymentMethod: 'cod',
    });
    const designedLines = placed.lines.filter((line) => line.designId);
    expect(designedLines).toHaveLength(2);
    const twoStage = designedLines.find((line) => line.design!.document.stages.length === 2)!;
    expect(twoStage.design).toMatchObject({ extraMinor: 8_000, stages: [{ id: 'front' }, { id: 'back' }] });
    expect(twoStage.unitPriceMinor).toBe(28_000);
    const queued = await database.db.select().from(jobs).where(eq(jobs.queue, PRINT_FILES_QUEUE));
    expect(queued.map((job) => job.payload)).toContainEqual({ orderId: placed.order.id });

    const started = performance.now();
    const made = await renderOrderPrintFiles(
      { db: database.db, log: pino({ level: 'silent' }), files },
      placed.order.id,
    );
    const ms = performance.now() - started;
    const ofLine = made.filter((file) => file.orderLineId === twoStage.id);
    expect(ofLine.map((file) => `${file.stageId}.${file.format}`).sort()).toEqual([
      'back.png',
      'back.svg',
      'front.png',
      'front.svg',
    ]);
    const front = ofLine.find((file) => file.stageId === 'front' && file.format === 'png')!;
    expect([front.widthPx, front.heightPx]).toEqual([1181, 1417]);
    const png = await sharp(path.join(dataDir, 'private', front.reference)).metadata();
    expect([png.format, png.hasAlpha, png.density]).toEqual(['png', true, 300]);
    console.info(
      `print files of order: ${made.length} files in ${Math.round(ms)} ms; sizes ${made.map((file) => `${file.stageId}.${file.format}=${file.byteSize}`).join(', ')}`,
    );
    // Idempotent: a second run makes nothing new.
    expect(
      await renderOrderPrintFiles(
        { db: database.db, log: pino({ level: 'silent' }), files },
        placed.order.id,
      ),
    ).toEqual([]);

    const wanted = { orderId: placed.order.id, lineId: twoStage.id, stageId: 'front', format: 'png' };
    const staff = actorOf(await buildUser(database.db, { privilageType: 'admin', password: null }));
    expect((await findPrintFile(ctx(staff), wanted)).reference).toBe(front.reference);
    expect((await findPrintFile(ctx(manufacturer), wanted)).reference).toBe(front.reference);
    const otherMaker = actorOf(await buildUser(database.db, { role: 'manufacturer', password: null }));
    for (const actor of [customer.actor, otherMaker, null])
      expect((await expectDomainError(findPrintFile(ctx(actor), wanted))).status).toBe(404);
    expect((await expectDomainError(findPrintFile(ctx(staff), { ...wanted, stageId: '../x' }))).status).toBe(
      404,
    );

    const shown = await orderLineDesigns(ctx(manufacturer), placed.order.id);
    expect(shown.get(twoStage.id)!.printFiles.map((file) => file.url)).toContain(
      `/api/idesign/orders/${placed.order.id}/lines/${twoStage.id}/print/front.png`,
    );
    expect(
      (await orderLineDesigns(ctx(customer.actor), placed.order.id)).get(twoStage.id)!.printFiles,
    ).toEqual([]);
    const stored = await database.db.select().from(designPrintFiles);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const [lineRow] = await database.db.select().from(orderLines).where(eq(orderLines.id, twoStage.id));
    expect(lineRow!.design!.assets).toEqual([]);
  });
});
