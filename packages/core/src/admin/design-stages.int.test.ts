/**
 * Staff set an iDesign product's design stages in the dashboard's product form (issue 22), on
 * PGlite and PostgreSQL: a save of two stages (one kept by id on a new picture, one new) reaches
 * the design tool's API with its palette, print area and extras; the picture's size is the stored
 * file's; the picture a stage is drawn on cannot be removed; a bad save changes nothing; a published iDesign product needs a stage the tool accepts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { fieldErrorsOf } from '../content/form-input.ts';
import { getDesignProduct } from '../idesign/design.service.ts';
import { parseDesignStages } from '../idesign/design-stages.ts';
import { createDiskFileStore, type FileStore } from '../media/file-store.ts';
import { actorOf, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import {
  buildDesignProduct,
  type BuiltDesignProduct,
} from '@souq/testing/builders/design-product.builder.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { adminProductFormOf } from '@souq/testing/admin-product-form.ts';
import type { DesignStageInput } from './design-stage-input.ts';
import { getAdminProduct, saveAdminProduct } from './product-editor.service.ts';
import { removeProductImage } from './product-images.service.ts';

let database: Database;
let files: FileStore;
let dataDir: string;
let admin: Actor;
let product: BuiltDesignProduct;
const picture = 'avatars/0123456789abcdef0123456789abcdef.webp';
const now = new Date('2026-11-20T10:00:00Z');
const ctx = (user: Actor | null, country: 'eg' | 'sa' | 'ae' = 'eg') =>
  testServiceContext(database.db, { user, now, country });

const storedStages = async (id: string) =>
  (await database.db.select({ stages: products.idesignStages }).from(products).where(eq(products.id, id)))[0]!
    .stages;

/** The two stages staff post: the saved front moved onto the product's own 800x500 picture, and a new sleeve. */
const twoStages = (): DesignStageInput[] => [
  {
    id: 'front',
    name: 'Front',
    arName: 'الأمام',
    baseImage: picture,
    printArea: { xPx: '١٠٠', yPx: '50', widthPx: '600', heightPx: '400' },
    printWidthMm: '200',
    printHeightMm: '130',
    allowedElements: ['text', 'image'],
    palette: '#111111, #1F4E79, #f1c40f',
    required: 'on',
    extraPrice: { eg: '٤٥', sa: '12.50', ae: '13' },
  },
  {
    name: 'Left sleeve',
    arName: 'الكم الأيسر',
    baseImage: picture,
    printArea: { xPx: '0', yPx: '0', widthPx: '80', heightPx: '80' },
    printWidthMm: '60',
    printHeightMm: '60',
    allowedElements: ['text'],
    palette: '#c0392b',
    extraPrice: { eg: '20', sa: '', ae: '' },
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-editor-'));
  files = createDiskFileStore(dataDir);
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  product = await buildDesignProduct(database.db, files, {
    description: 'A mug to design.',
    arDescription: 'مج للتصميم.',
  });
  await files.put(
    'public',
    picture,
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer(),
    { contentType: 'image/webp' },
  );
  await database.db
    .insert(productImages)
    .values({ productId: product.productId, path: picture, displayOrder: 1 });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('design stages in the product form', () => {
  it('saves two stages that the design tool then serves with their palette, print area and extras', async () => {
    const view = await getAdminProduct(ctx(admin), product.productId);
    expect(view.idesignStages.map((stage) => stage.id)).toEqual(['front', 'back']);
    const saved = await saveAdminProduct(
      ctx(admin),
      product.productId,
      { ...adminProductFormOf(view), idesignStages: twoStages() },
      view.version,
      files,
    );
    expect(saved.missing).toEqual([]);
    const stored = await storedStages(product.productId);
    expect(parseDesignStages(stored)).not.toBeNull();

    const egypt = await getDesignProduct(ctx(null, 'eg'), product.productId);
    expect(egypt.stages.map((stage) => stage.id)).toEqual(['front', 'left-sleeve']);
    expect(egypt.stages[0]).toMatchObject({
      baseImage: picture,
      // Measured from the stored file, not typed.
      baseWidthPx: 800,
      baseHeightPx: 500,
      printArea: { xPx: 100, yPx: 50, widthPx: 600, heightPx: 400 },
      printWidthMm: 200,
      palette: ['#111111', '#1f4e79', '#f1c40f'],
      required: true,
      extraPrice: { EG: 4_500, SA: 1_250, AE: 1_300 },
    });
    expect(egypt.stages[1]).toMatchObject({
      allowedElements: ['text'],
      palette: ['#c0392b'],
      required: false,
    });
    expect(egypt.stageExtraMinor).toEqual({ front: 4_500, 'left-sleeve': 2_000 });
    expect((await getDesignProduct(ctx(null, 'sa'), product.productId)).stageExtraMinor).toEqual({
      front: 1_250,
      'left-sleeve': 0,
    });

    // The product's save is audited with the stages' change.
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.productId), eq(auditLog.action, 'product.update')));
    expect(JSON.stringify(audit?.after)).toContain('left-sleeve');

    // Saved again, the new stage keeps its id although its English name changed.
    const again = await getAdminProduct(ctx(admin), product.productId);
    const rows = twoStages();
    rows[1] = { ...rows[1]!, id: 'left-sleeve', name: 'Sleeve' };
    await saveAdminProduct(
      ctx(admin),
      product.productId,
      { ...adminProductFormOf(again), idesignStages: rows },
      again.version,
      files,
    );
    expect(parseDesignStages(await storedStages(product.productId))?.map((stage) => stage.id)).toEqual([
      'front',
      'left-sleeve',
    ]);
  });

  it('will not remove the picture a design stage is drawn on', async () => {
    const [image] = await database.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, product.productId), eq(productImages.path, picture)));
    const error = await expectDomainError(removeProductImage(ctx(admin), product.productId, image!.id));
    expect([error.status, error.code]).toEqual([409, 'IMAGE_USED_BY_STAGE']);
    expect(error.details).toMatchObject({ stage: 'Front' });
    const kept = await database.db.select().from(productImages).where(eq(productImages.id, image!.id));
    expect(kept).toHaveLength(1);
  });

  it('refuses a bad save with every field at its path and leaves the stored stages as they were', async () => {
    const before = await storedStages(product.productId);
    const view = await getAdminProduct(ctx(admin), product.productId);
    const rows = twoStages();
    rows[0] = { ...rows[0]!, id: 'front', printArea: { xPx: 500, yPx: 0, widthPx: 400, heightPx: 100 } };
    rows[1] = {
      ...rows[1]!,
      id: 'left-sleeve',
      baseImage: 'avatars/not-this-products.webp',
      palette: 'blue',
    };
    const error = await expectDomainError(
      saveAdminProduct(
        ctx(admin),
        product.productId,
        { ...adminProductFormOf(view), name: 'Changed name', idesignStages: rows },
        view.version,
        files,
      ),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(error) ?? {})).toEqual([
      'idesignStages.0.printArea',
      'idesignStages.1.baseImage',
      'idesignStages.1.palette',
    ]);
    expect(await storedStages(product.productId)).toEqual(before);
    const after = await getAdminProduct(ctx(admin), product.productId);
    expect(after.version).toBe(view.version);
    expect(after.name).toBe(view.name);
  });

  it('keeps the stages when the form leaves them out, and will not publish an iDesign product without one', async () => {
    const before = await storedStages(product.productId);
    const view = await getAdminProduct(ctx(admin), product.productId);
    await saveAdminProduct(ctx(admin), product.productId, adminProductFormOf(view), view.version);
    expect(await storedStages(product.productId)).toEqual(before);

    const legacy = await buildProduct(database.db, {
      description: 'Old.',
      arDescription: 'قديم.',
      status: 'draft',
      isIdesign: true,
      idesignStages: [{ number: 1, title: 'Sketch', arTitle: 'رسم' }],
    });
    const draft = await getAdminProduct(ctx(admin), legacy.productId);
    expect(draft.missing).toEqual(['designStages']);
    const refused = await expectDomainError(
      saveAdminProduct(
        ctx(admin),
        legacy.productId,
        { ...adminProductFormOf(draft), status: 'active' },
        draft.version,
      ),
    );
    expect(refused).toMatchObject({ code: 'PRODUCT_INCOMPLETE', details: { missing: ['designStages'] } });
  });
});
