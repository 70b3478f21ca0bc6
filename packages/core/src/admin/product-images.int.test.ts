/**
 * An image's variant data in the dashboard (issue 17) on PGlite and PostgreSQL: its stage (one of
 * the product's iDesign stages or none), its extra prices and its features with theirs, per country
 * the product is sold in, in major units with Arabic-Indic digits accepted; the product's version
 * guards the save like the editor's form; wrong input and wrong roles change nothing; the order of
 * the images persists.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { imageFeatures, productImages } from '../db/schema/media.schema.ts';
import { fieldErrorsOf } from '../content/form-input.ts';
import { getProductById } from '../catalog/catalog.service.ts';
import { actorOf, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { getAdminProduct, saveAdminProduct } from './product-editor.service.ts';
import {
  addProductImage,
  reorderProductImages,
  saveProductImageVariant,
  type AdminProductImage,
} from './product-images.service.ts';

let database: Database;
let admin: Actor;
let superAdmin: Actor;
let support: Actor;
let customer: Actor;
const now = new Date('2026-11-20T10:00:00Z');
const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });

let productId: string;
let imageId: string;
let featureIds: Record<string, string>;

/** The variant form of an image as the editor posts it back, extra prices in major units. */
const formOf = (image: AdminProductImage) => ({
  stage: image.stage ?? '',
  extraPrices: Object.fromEntries(Object.entries(image.extraPrices).map(([c, minor]) => [c, minor! / 100])),
  features: image.features.map((feature) => ({
    id: feature.id,
    property: feature.property,
    arProperty: feature.arProperty,
    value: feature.value,
    arValue: feature.arValue,
    extraPrices: Object.fromEntries(
      Object.entries(feature.extraPrices).map(([c, minor]) => [c, minor! / 100]),
    ),
  })),
});

const auditActions = async () =>
  (
    await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, productId))
  ).map((row) => row.action);

beforeAll(async () => {
  database = await createTestDatabase();
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  customer = actorOf(await buildUser(database.db));
  const built = await buildProduct(database.db, {
    name: 'Custom hoodie',
    isIdesign: true,
    idesignStages: [
      { number: 1, title: 'Sketch', arTitle: 'رسم أولي' },
      { number: 2, title: 'Print', arTitle: 'طباعة' },
    ],
    prices: { eg: 50_000, sa: 12_000 },
    features: [
      {
        property: 'Size',
        arProperty: 'المقاس',
        values: [
          { value: 'M', arValue: 'وسط' },
          { value: 'XL', arValue: 'كبير جدًا', egExtraMinor: 2_000 },
        ],
      },
    ],
  });
  ({ productId, imageId, featureIds } = built);
});

afterAll(() => database?.close());

const imageOf = async (id = imageId) =>
  (await getAdminProduct(ctx(admin), productId)).images.find((image) => image.id === id)!;

describe("an image's variant data", () => {
  it('sets the stage, extra prices and features in both languages; Arabic-Indic digits accepted', async () => {
    const view = await getAdminProduct(ctx(admin), productId);
    const image = view.images[0]!;
    expect(image.features.map((feature) => feature.value)).toEqual(['M', 'XL']);
    const form = formOf(image);
    const saved = await saveProductImageVariant(
      ctx(admin),
      productId,
      imageId,
      {
        stage: 'Print',
        extraPrices: { eg: '٢٥', sa: '7.5' },
        features: [
          // XL first now, its Saudi extra added, its Egyptian one changed.
          { ...form.features[1]!, extraPrices: { eg: '٣٠٫٥', sa: '5' } },
          { ...form.features[0]!, value: 'Medium', arValue: 'متوسط' },
          {
            property: 'Colour',
            arProperty: 'اللون',
            value: 'Navy',
            arValue: 'كحلي',
            extraPrices: { sa: '3' },
          },
          // A blank new row (the form's empty one) is skipped.
          { property: '', arProperty: '', value: '', arValue: '', extraPrices: { eg: '' } },
        ],
      },
      view.version,
    );
    const after = saved.find((item) => item.id === imageId)!;
    expect(after.stage).toBe('Print');
    expect(after.extraPrices).toEqual({ eg: 2_500, sa: 750 });
    expect(after.features.map((feature) => [feature.value, feature.arValue, feature.extraPrices])).toEqual([
      ['XL', 'كبير جدًا', { eg: 3_050, sa: 500 }],
      ['Medium', 'متوسط', {}],
      ['Navy', 'كحلي', { sa: 300 }],
    ]);
    // Edited features keep their ids: cart lines name them.
    expect(after.features[0]!.id).toBe(featureIds['XL']);
    expect(after.features[1]!.id).toBe(featureIds['M']);

    // The version moved on: the old one is refused now.
    const reloaded = await getAdminProduct(ctx(admin), productId);
    expect(reloaded.version).not.toBe(view.version);
    expect(
      await expectDomainError(
        saveProductImageVariant(ctx(superAdmin), productId, imageId, formOf(after), view.version),
      ),
    ).toMatchObject({ status: 409, code: 'CHANGED_ELSEWHERE', messageKey: 'admin.common.changedElsewhere' });
    // So is the editor's form saved from before the image's change.
    expect(
      await expectDomainError(
        saveAdminProduct(
          ctx(admin),
          productId,
          {
            name: view.name,
            arName: view.arName,
            categoryId: view.categoryId,
            isIdesign: true,
          },
          view.version,
        ),
      ),
    ).toMatchObject({ status: 409 });

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, productId), eq(auditLog.action, 'product.image.update')));
    expect(audit).toMatchObject({
      before: { imageId, stage: null, extraPrices: {} },
      after: { imageId, stage: 'Print', extraPrices: { eg: 2_500, sa: 750 } },
    });

    // The shop shows them: Saudi Arabia's product page carries the Navy choice and the stage.
    const shown = await getProductById(testServiceContext(database.db, { country: 'sa', now }), {
      productId,
    });
    const variant = shown.images.find((item) => item.id === imageId)!;
    expect(JSON.stringify(variant)).toContain('Navy');
    expect(variant.stage).toBe('Print');
  });

  it('removes a feature and clears an extra price and the stage', async () => {
    const view = await getAdminProduct(ctx(admin), productId);
    const form = formOf(view.images[0]!);
    const saved = await saveProductImageVariant(
      ctx(admin),
      productId,
      imageId,
      {
        stage: '',
        extraPrices: { eg: '25', sa: '' },
        features: form.features.map((feature) =>
          feature.value === 'Navy' ? { ...feature, remove: 'on' } : feature,
        ),
      },
      view.version,
    );
    const after = saved[0]!;
    expect(after.stage).toBeNull();
    expect(after.extraPrices).toEqual({ eg: 2_500 });
    expect(after.features.map((feature) => feature.value)).toEqual(['XL', 'Medium']);
    expect(
      await database.db.select().from(imageFeatures).where(eq(imageFeatures.imageId, imageId)),
    ).toHaveLength(2);
  });

  it('refuses wrong input with every wrong field and changes nothing', async () => {
    const view = await getAdminProduct(ctx(admin), productId);
    const before = view.images[0]!;
    const form = formOf(before);
    const other = await buildProduct(database.db, {
      features: [{ property: 'Size', arProperty: 'المقاس', values: [{ value: 'S', arValue: 'صغير' }] }],
    });
    const error = await expectDomainError(
      saveProductImageVariant(
        ctx(admin),
        productId,
        imageId,
        {
          stage: 'Embroidery',
          // Not sold in the Emirates; a negative amount; three decimals.
          extraPrices: { ae: '5', eg: '-3', sa: '1.234' },
          features: [
            { ...form.features[0]!, arValue: ' ' },
            { ...form.features[1]!, extraPrices: { eg: 'abc' } },
            { property: 'Colour', arProperty: '', value: 'Red', arValue: 'أحمر' },
          ],
        },
        view.version,
      ),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(error)!).sort()).toEqual(
      [
        'stage',
        'extraPrices.ae',
        'extraPrices.eg',
        'extraPrices.sa',
        'features.0.arValue',
        'features.1.extraPrices.eg',
        'features.2.arProperty',
      ].sort(),
    );
    expect(fieldErrorsOf(error)!['extraPrices.ae']!.key).toBe('errors.product.notSoldThere');
    expect(fieldErrorsOf(error)!['features.0.arValue']!.key).toBe('validation.required');

    // Another image's feature is not this image's.
    const stranger = await expectDomainError(
      saveProductImageVariant(
        ctx(admin),
        productId,
        imageId,
        { ...form, features: [{ ...form.features[0]!, id: other.featureIds['S'] }] },
        view.version,
      ),
    );
    expect(fieldErrorsOf(stranger)).toEqual({
      'features.0': { key: 'errors.product.featureNotFound', params: {} },
    });
    // Another product's image, an unknown image: 404.
    expect(
      (
        await expectDomainError(
          saveProductImageVariant(ctx(admin), productId, other.imageId, form, view.version),
        )
      ).status,
    ).toBe(404);
    expect(
      (await expectDomainError(saveProductImageVariant(ctx(admin), productId, 'nope', form, view.version)))
        .status,
    ).toBe(404);
    expect(
      (await expectDomainError(saveProductImageVariant(ctx(admin), productId, imageId, form, 'garbage')))
        .status,
    ).toBe(409);

    const after = await getAdminProduct(ctx(admin), productId);
    expect(after.version).toBe(view.version);
    expect(after.images[0]).toEqual(before);
  });

  it('is products.write: designerSupport and customers 403, guests 401, nothing changed or audited', async () => {
    const view = await getAdminProduct(ctx(admin), productId);
    const audits = (await auditActions()).length;
    for (const [actor, status] of [
      [support, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect(
        (
          await expectDomainError(
            saveProductImageVariant(ctx(actor), productId, imageId, { stage: 'Sketch' }, view.version),
          )
        ).status,
      ).toBe(status);
      expect((await expectDomainError(reorderProductImages(ctx(actor), productId, [imageId]))).status).toBe(
        status,
      );
    }
    expect((await imageOf()).stage).toBeNull();
    expect(await auditActions()).toHaveLength(audits);
  });
});

describe('the order of the images', () => {
  it('persists a new order (drag and drop sends the whole list) and refuses a partial or foreign one', async () => {
    const second = await addProductImage(ctx(admin), productId, { path: `avatars/${'d'.repeat(32)}.webp` });
    const third = await addProductImage(ctx(admin), productId, { path: `avatars/${'e'.repeat(32)}.webp` });
    const ids = third.map((image) => image.id);
    expect(ids[0]).toBe(imageId);
    expect(second).toHaveLength(2);
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    const reordered = await reorderProductImages(ctx(admin), productId, wanted);
    expect(reordered.map((image) => image.id)).toEqual(wanted);
    expect(reordered.map((image) => image.displayOrder)).toEqual([0, 1, 2]);
    // The primary image stays the primary one wherever it goes.
    expect(reordered.find((image) => image.primaryImage)?.id).toBe(imageId);
    const rows = await database.db
      .select({ id: productImages.id, order: productImages.displayOrder })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    expect(rows.sort((a, b) => a.order - b.order).map((row) => row.id)).toEqual(wanted);

    for (const bad of [
      [ids[0]!, ids[1]!],
      [...wanted, ids[0]!],
      [ids[0]!, ids[1]!, crypto.randomUUID()],
    ])
      expect((await expectDomainError(reorderProductImages(ctx(admin), productId, bad))).status).toBe(404);
    expect((await getAdminProduct(ctx(admin), productId)).images.map((image) => image.id)).toEqual(wanted);
    expect((await auditActions()).filter((action) => action === 'product.image.reorder')).toHaveLength(1);
  });
});
