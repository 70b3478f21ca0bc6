/**
 * A product's images in the dashboard (issue 17). An image is also the sellable variant (stage,
 * features, extra prices per country: media.schema.ts). Staff add an uploaded picture (the file
 * goes through POST /api/user/upload-one first, which answers `avatars/<32 hex>.webp`), reorder,
 * choose the primary one and remove; each write is audited. Removing a variant drops it from carts
 * (cascade) and leaves past order lines without it (set null): orders keep their own copy.
 *
 * An image's variant data (stage, extra prices, features with their extra prices) is saved with the
 * product's version like the editor's form (saveProductImageVariant): the save is refused with 409
 * CHANGED_ELSEWHERE when the product changed since it was loaded, and moves the version on. Features
 * keep their ids when edited (cart lines name them); a removed one stops naming and pricing lines.
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { domainError } from '../errors.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productImagePhotos,
  productImages,
} from '../db/schema/media.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { COUNTRIES, currencyOfCountry, languageOf, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { isStoredUploadPath } from '../media/upload-limits.ts';
import { parseDesignStages } from '../idesign/design-stages.ts';
import { recordAudit } from './audit-log.service.ts';
import { requirePermission } from './permissions.ts';
import {
  parseImageVariantInput,
  validationFailed as validationFailedOf,
  type ImageVariantInput,
} from './product-input.ts';
import { bumpedUpdatedAt } from './products.service.ts';

export const MAX_PRODUCT_IMAGES = 30;

export interface AdminProductImage {
  id: string;
  path: string;
  originalName: string | null;
  primaryImage: boolean;
  featured: boolean;
  stage: string | null;
  displayOrder: number;
  /** Extra price per country, minor units. */
  extraPrices: Partial<Record<CountryCode, number>>;
  features: Array<{
    id: string;
    property: string;
    arProperty: string;
    value: string;
    arValue: string;
    extraPrices: Partial<Record<CountryCode, number>>;
  }>;
  photoCount: number;
}

const imageErrors = {
  changedElsewhere: () =>
    domainError(
      'CHANGED_ELSEWHERE',
      'admin.common.changedElsewhere',
      'This product was changed by someone else since it was opened',
      409,
    ),
  productNotFound: () =>
    domainError('PRODUCT_NOT_FOUND', 'errors.ticket.productNotFound', 'Product not found', 404),
  notFound: () => domainError('IMAGE_NOT_FOUND', 'errors.product.imageNotFound', 'Image not found', 404),
  invalid: () =>
    domainError('IMAGE_INVALID', 'errors.ticket.imageInvalid', 'This image is not valid', 400, {
      field: 'image',
    }),
  /** A design stage is drawn on it: the shop's design tool would show a broken picture. */
  usedByStage: (stage: string) =>
    domainError(
      'IMAGE_USED_BY_STAGE',
      'errors.product.imageUsedByStage',
      'This picture is a design stage picture; choose another picture for the stage first',
      409,
      { stage },
    ),
  tooMany: () =>
    domainError('IMAGES_TOO_MANY', 'errors.product.imagesTooMany', 'Too many images', 400, {
      field: 'image',
      n: MAX_PRODUCT_IMAGES,
    }),
};

/** A product's images in display order with their variants' data (no permission check: callers have it). */
export async function listProductImages(
  ctx: Pick<ServiceContext, 'db'>,
  productId: string,
): Promise<AdminProductImage[]> {
  const images = await ctx.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt), asc(productImages.id));
  if (images.length === 0) return [];
  const ids = images.map((image) => image.id);
  const [extras, features, photos] = await Promise.all([
    ctx.db.select().from(imageExtraPrices).where(inArray(imageExtraPrices.imageId, ids)),
    ctx.db
      .select()
      .from(imageFeatures)
      .where(inArray(imageFeatures.imageId, ids))
      .orderBy(asc(imageFeatures.displayOrder)),
    ctx.db
      .select({ imageId: productImagePhotos.imageId, n: sql<number>`count(*)::int` })
      .from(productImagePhotos)
      .where(inArray(productImagePhotos.imageId, ids))
      .groupBy(productImagePhotos.imageId),
  ]);
  const featureExtras = features.length
    ? await ctx.db
        .select()
        .from(featureExtraPrices)
        .where(
          inArray(
            featureExtraPrices.featureId,
            features.map((feature) => feature.id),
          ),
        )
    : [];
  const byCountry = (rows: Array<{ country: CountryCode; extraMinor: number }>) =>
    Object.fromEntries(rows.map((row) => [row.country, row.extraMinor])) as Partial<
      Record<CountryCode, number>
    >;
  return images.map((image) => ({
    id: image.id,
    path: image.path,
    originalName: image.originalName,
    primaryImage: image.primaryImage,
    featured: image.featured,
    stage: image.stage,
    displayOrder: image.displayOrder,
    extraPrices: byCountry(extras.filter((row) => row.imageId === image.id)),
    features: features
      .filter((feature) => feature.imageId === image.id)
      .map((feature) => ({
        id: feature.id,
        property: feature.property,
        arProperty: feature.arProperty,
        value: feature.value,
        arValue: feature.arValue,
        extraPrices: byCountry(featureExtras.filter((row) => row.featureId === feature.id)),
      })),
    photoCount: Number(photos.find((row) => row.imageId === image.id)?.n ?? 0),
  }));
}

/** Locks the product (so two image writes of one product queue) and answers its id. */
async function lockProduct(tx: ServiceContext, productId: unknown): Promise<string> {
  const id = parseId(productId);
  const [row] = id
    ? await tx.db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update')
    : [];
  if (!row) throw imageErrors.productNotFound();
  return row.id;
}

async function imageOf(tx: ServiceContext, productId: string, imageId: unknown) {
  const id = parseId(imageId);
  const [image] = id
    ? await tx.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)))
    : [];
  if (!image) throw imageErrors.notFound();
  return image;
}

/**
 * Adds an uploaded picture as the product's last image (the primary one when it is the first),
 * with an optional stage (products.write).
 */
export async function addProductImage(
  ctx: ServiceContext,
  productId: unknown,
  input: { path: unknown; originalName?: unknown; stage?: unknown },
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  const path = typeof input.path === 'string' ? input.path.trim() : '';
  if (!isStoredUploadPath(path, 'avatars')) throw imageErrors.invalid();
  const clean = (value: unknown, limit: number) => {
    const text = typeof value === 'string' ? value.trim().slice(0, limit) : '';
    return text === '' || hasControlCharacters(text) ? null : text;
  };
  const originalName = clean(input.originalName, 200);
  const stage = clean(input.stage, 100);
  return withTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const [stats] = await tx.db
      .select({ last: max(productImages.displayOrder), n: sql<number>`count(*)::int` })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const existing = Number(stats?.n ?? 0);
    if (existing >= MAX_PRODUCT_IMAGES) throw imageErrors.tooMany();
    const [image] = await tx.db
      .insert(productImages)
      .values({
        productId: id,
        path,
        originalName,
        stage,
        primaryImage: existing === 0,
        displayOrder: existing === 0 ? 0 : Number(stats?.last ?? 0) + 1,
        createdAt: tx.now,
      })
      .returning({ id: productImages.id });
    await recordAudit(tx, {
      action: 'product.image.add',
      entityType: 'product',
      entityId: id,
      after: { imageId: image!.id, path, stage, primaryImage: existing === 0 },
    });
    return listProductImages(tx, id);
  });
}

/** Puts the images in the order of `imageIds` (all of the product's images, each once). */
export async function reorderProductImages(
  ctx: ServiceContext,
  productId: unknown,
  imageIds: readonly unknown[],
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  return withTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const current = await listProductImages(tx, id);
    const wanted = (Array.isArray(imageIds) ? imageIds : []).map((value) => parseId(value));
    const known = new Set(current.map((image) => image.id));
    if (
      wanted.length !== current.length ||
      new Set(wanted).size !== wanted.length ||
      wanted.some((value) => value === null || !known.has(value))
    )
      throw imageErrors.notFound();
    for (const [index, imageId] of (wanted as string[]).entries())
      await tx.db.update(productImages).set({ displayOrder: index }).where(eq(productImages.id, imageId));
    await recordAudit(tx, {
      action: 'product.image.reorder',
      entityType: 'product',
      entityId: id,
      before: { order: current.map((image) => image.id) },
      after: { order: wanted },
    });
    return listProductImages(tx, id);
  });
}

/** Moves one image a step towards the start (-1) or the end (+1): the editor's buttons. */
export async function moveProductImage(
  ctx: ServiceContext,
  productId: unknown,
  imageId: unknown,
  step: -1 | 1,
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  const id = parseId(productId);
  const order = id ? (await listProductImages(ctx, id)).map((image) => image.id) : [];
  const index = order.indexOf(parseId(imageId) ?? '');
  const other = index + step;
  if (index < 0) throw imageErrors.notFound();
  if (other >= 0 && other < order.length) [order[index], order[other]] = [order[other]!, order[index]!];
  return reorderProductImages(ctx, id, order);
}

/** Makes one image the primary one (the picture of listings). */
export async function setPrimaryProductImage(
  ctx: ServiceContext,
  productId: unknown,
  imageId: unknown,
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  return withTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const image = await imageOf(tx, id, imageId);
    const [previous] = await tx.db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, id), eq(productImages.primaryImage, true)));
    // One primary per product (a partial unique index): the old one goes first.
    await tx.db.update(productImages).set({ primaryImage: false }).where(eq(productImages.productId, id));
    await tx.db.update(productImages).set({ primaryImage: true }).where(eq(productImages.id, image.id));
    await recordAudit(tx, {
      action: 'product.image.primary',
      entityType: 'product',
      entityId: id,
      before: { primaryImageId: previous?.id ?? null },
      after: { primaryImageId: image.id },
    });
    return listProductImages(tx, id);
  });
}

/** Removes an image; when it was the primary one the next in order becomes primary. */
export async function removeProductImage(
  ctx: ServiceContext,
  productId: unknown,
  imageId: unknown,
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  return withTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const image = await imageOf(tx, id, imageId);
    const [product] = await tx.db
      .select({ stages: products.idesignStages })
      .from(products)
      .where(eq(products.id, id));
    const drawnOn = parseDesignStages(product?.stages)?.find((stage) => stage.baseImage === image.path);
    if (drawnOn)
      throw imageErrors.usedByStage(languageOf(ctx.locale) === 'ar' ? drawnOn.arName : drawnOn.name);
    await tx.db.delete(productImages).where(eq(productImages.id, image.id));
    const rest = await listProductImages(tx, id);
    if (image.primaryImage && rest[0])
      await tx.db.update(productImages).set({ primaryImage: true }).where(eq(productImages.id, rest[0].id));
    await recordAudit(tx, {
      action: 'product.image.remove',
      entityType: 'product',
      entityId: id,
      before: { imageId: image.id, path: image.path, stage: image.stage, primaryImage: image.primaryImage },
    });
    return listProductImages(tx, id);
  });
}

const VERSION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** What an audit row compares of one image's variant data. */
const variantOf = (image: AdminProductImage) => ({
  stage: image.stage,
  extraPrices: image.extraPrices,
  features: image.features.map(({ id, property, arProperty, value, arValue, extraPrices }) => ({
    id,
    property,
    arProperty,
    value,
    arValue,
    extraPrices,
  })),
});

/**
 * Saves one image's stage, extra prices per country and features (products.write). The stage is one
 * of the product's iDesign stages (its English title), the image's current stage, or none; extra
 * prices are major units (Arabic-Indic digits accepted) and only for countries the product is sold
 * in. Features without an id are added, those with `remove` removed, the rest updated in place; the
 * list's order is their display order. `expectedVersion` is the editor's product version: a product
 * changed since is refused with 409 CHANGED_ELSEWHERE. Wrong fields: 400 VALIDATION_FAILED with each
 * in `details.fields`, nothing written.
 */
export async function saveProductImageVariant(
  ctx: ServiceContext,
  productId: unknown,
  imageId: unknown,
  input: ImageVariantInput,
  expectedVersion: unknown,
): Promise<AdminProductImage[]> {
  requirePermission(ctx, 'products.write');
  const version = typeof expectedVersion === 'string' ? expectedVersion.trim() : '';
  return withTransaction(ctx, async (tx) => {
    const id = await lockProduct(tx, productId);
    const image = await imageOf(tx, id, imageId);
    // A malformed version cannot prove the editor saw the current row: refused like a stale one.
    if (!VERSION.test(version) || Number.isNaN(Date.parse(version))) throw imageErrors.changedElsewhere();
    const [product] = await tx.db
      .select({ stages: products.idesignStages })
      .from(products)
      .where(and(eq(products.id, id), sql`${products.updatedAt} = ${version}::timestamptz`));
    if (!product) throw imageErrors.changedElsewhere();
    const sold = await tx.db
      .select({ country: productPrices.country })
      .from(productPrices)
      .where(and(eq(productPrices.productId, id), eq(productPrices.active, true)));
    const stageTitles = (Array.isArray(product.stages) ? product.stages : []).flatMap((stage) =>
      stage && typeof stage === 'object' && typeof (stage as { title?: unknown }).title === 'string'
        ? [(stage as { title: string }).title]
        : [],
    );
    const parsed = parseImageVariantInput(input, {
      soldIn: sold.map((row) => row.country),
      stages: image.stage ? [...stageTitles, image.stage] : stageTitles,
    });
    const before = (await listProductImages(tx, id)).find((item) => item.id === image.id)!;
    const known = new Set(before.features.map((feature) => feature.id));
    const strangers = parsed.features.flatMap((feature, index) =>
      feature.id && !known.has(feature.id) ? [index] : [],
    );
    if (strangers.length > 0)
      throw validationFailedOf(
        Object.fromEntries(
          strangers.map((index) => [
            `features.${index}`,
            { key: 'errors.product.featureNotFound', params: {} },
          ]),
        ),
      );

    await tx.db.update(productImages).set({ stage: parsed.stage }).where(eq(productImages.id, image.id));
    const writeExtras = async (
      table: typeof imageExtraPrices | typeof featureExtraPrices,
      owner: { imageId: string } | { featureId: string },
      extras: Partial<Record<CountryCode, number>>,
    ) => {
      // Only the countries it is sold in are rewritten; an extra kept for a market it left stays.
      const soldIn = sold.map((row) => row.country);
      if (soldIn.length === 0) return;
      if ('imageId' in owner)
        await tx.db
          .delete(imageExtraPrices)
          .where(and(eq(imageExtraPrices.imageId, owner.imageId), inArray(imageExtraPrices.country, soldIn)));
      else
        await tx.db
          .delete(featureExtraPrices)
          .where(
            and(
              eq(featureExtraPrices.featureId, owner.featureId),
              inArray(featureExtraPrices.country, soldIn),
            ),
          );
      const rows = COUNTRIES.filter((country) => extras[country]).map((country) => ({
        ...owner,
        country,
        currency: currencyOfCountry(country),
        extraMinor: extras[country]!,
      }));
      if (rows.length > 0) await tx.db.insert(table).values(rows as never);
    };
    await writeExtras(imageExtraPrices, { imageId: image.id }, parsed.extraPrices);
    let order = 0;
    for (const feature of parsed.features) {
      const { id: featureId, remove, extraPrices, ...texts } = feature;
      if (featureId && remove) {
        await tx.db.delete(imageFeatures).where(eq(imageFeatures.id, featureId));
        continue;
      }
      let target = featureId;
      if (target)
        await tx.db
          .update(imageFeatures)
          .set({ ...texts, displayOrder: order })
          .where(eq(imageFeatures.id, target));
      else {
        const [created] = await tx.db
          .insert(imageFeatures)
          .values({ imageId: image.id, ...texts, displayOrder: order })
          .returning({ id: imageFeatures.id });
        target = created!.id;
      }
      order += 1;
      await writeExtras(featureExtraPrices, { featureId: target }, extraPrices);
    }
    await tx.db
      .update(products)
      .set({ updatedAt: bumpedUpdatedAt(tx.now) })
      .where(eq(products.id, id));
    const after = (await listProductImages(tx, id)).find((item) => item.id === image.id)!;
    await recordAudit(tx, {
      action: 'product.image.update',
      entityType: 'product',
      entityId: id,
      before: { imageId: image.id, ...variantOf(before) },
      after: { imageId: image.id, ...variantOf(after) },
    });
    return listProductImages(tx, id);
  });
}
