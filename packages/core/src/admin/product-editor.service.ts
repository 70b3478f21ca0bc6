/**
 * The dashboard's product editor (issue 17): one product with everything staff edit, and its save.
 *
 * Two staff editing one product: the editor carries the version it loaded (`updated_at` at
 * microsecond precision) and the save is `UPDATE ... WHERE id = $1 AND updated_at = $2`; when the
 * row changed in between nothing matches and the save is refused with 409 CHANGED_ELSEWHERE, never
 * written over. Every write moves `updated_at` forward (bumpedUpdatedAt), so no two versions meet.
 * Publishing from the editor checks the same checklist as the list's bulk publish.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { domainError, notFound } from '../errors.ts';
import sharp from 'sharp';
import { users } from '../db/schema/accounts.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import {
  attributes,
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productOffers,
  productPrices,
  products,
  subcategories,
  tags,
} from '../db/schema/catalog.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { fileStoreOf, type FileStore, type FileStoreSource } from '../media/file-store.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { refreshProductSearchDocuments } from '../search/search-documents.ts';
import type { FieldErrors } from '../content/form-input.ts';
import { recordAudit } from './audit-log.service.ts';
import {
  editableStagesOf,
  storedPictureSizes,
  type DesignStageOptions,
  type EditableDesignStage,
  type PictureSize,
} from './design-stage-input.ts';
import { preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { productCompleteness, type CompletenessKey } from './product-completeness.ts';
import { listProductImages, type AdminProductImage } from './product-images.service.ts';
import {
  OFFERS_MAX,
  parseProductInput,
  validationFailed,
  type ParsedProductInput,
  type ProductEditorInput,
} from './product-input.ts';
import { bumpedUpdatedAt } from './products.service.ts';

export type { ProductEditorInput } from './product-input.ts';

export const productErrors = {
  notFound: () => notFound('product', 'Product not found'),
  changedElsewhere: () =>
    domainError(
      'CHANGED_ELSEWHERE',
      'admin.common.changedElsewhere',
      'This product was changed by someone else since it was opened',
      409,
    ),
  incomplete: (missing: CompletenessKey[]) =>
    domainError('PRODUCT_INCOMPLETE', 'errors.product.incomplete', 'This product is not complete', 400, {
      field: 'status',
      fields: { status: { key: 'errors.product.incomplete', params: {} } },
      missing,
    }),
};

export interface AdminPriceRow {
  country: CountryCode;
  currency: CurrencyCode;
  active: boolean;
  amountMinor: number;
  basePriceMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
  taxMinor: number;
  requiredTimeDays: number | null;
  salesNumber: number;
}

export interface AdminProductOptions {
  categories: Array<{
    id: string;
    name: string;
    arName: string;
    subcategories: Array<{ id: string; name: string; arName: string }>;
  }>;
  collections: Array<{ id: string; name: string; arName: string }>;
  tags: Array<{ id: string; name: string; arName: string }>;
  attributes: Array<{
    id: string;
    name: string;
    arName: string;
    values: Array<{ id: string; name: string; arName: string }>;
  }>;
  manufacturers: Array<{ id: string; name: string }>;
}

export interface AdminProductOffer {
  id: string;
  title: string;
  arTitle: string;
  discountPercent: number;
  startDate: Date;
  endDate: Date;
  /** Switched on (it runs between its dates). */
  status: boolean;
}

export interface AdminProductView {
  id: string;
  sku: string;
  slug: string;
  /** The version to send back with a save (updated_at, microseconds, UTC). */
  version: string;
  name: string;
  arName: string;
  description: string | null;
  arDescription: string | null;
  brief: string | null;
  arBrief: string | null;
  status: 'active' | 'draft' | 'archived';
  productStatus: boolean;
  availableEdition: number | null;
  initAvailableEdition: number | null;
  maxPerOrder: number | null;
  isAvailableForCod: boolean;
  badgeTitle: string | null;
  badgeTitleAr: string | null;
  badgeColor: string | null;
  tagId: string | null;
  collectionId: string | null;
  categoryId: string;
  subcategoryId: string | null;
  manufacturerId: string | null;
  attributeValueIds: string[];
  displayOrderInCategory: number;
  isIdesign: boolean;
  /** The design stages as stored, read leniently for the form (design-stage-input.ts). */
  idesignStages: EditableDesignStage[];
  /** The product's offers, earliest start first (the shop shows the best running one). */
  offers: AdminProductOffer[];
  designer: { id: string; name: string; email: string | null };
  /** One entry per country, null where it has no price row. */
  prices: Record<CountryCode, AdminPriceRow | null>;
  images: AdminProductImage[];
  missing: CompletenessKey[];
  createdAt: Date;
  updatedAt: Date;
}

async function loadProduct(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<AdminProductView | null> {
  const [row] = await ctx.db
    .select({
      product: products,
      version: preciseTime(products.updatedAt),
      designerName: users.name,
      designerEmail: users.email,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.designerId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const [priceRows, images, attributeRows, offerRows] = await Promise.all([
    ctx.db.select().from(productPrices).where(eq(productPrices.productId, id)),
    listProductImages(ctx, id),
    ctx.db
      .select({ id: productAttributeValues.attributeValueId })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.productId, id)),
    ctx.db
      .select({
        id: productOffers.id,
        title: productOffers.title,
        arTitle: productOffers.arTitle,
        discountPercent: productOffers.discountPercent,
        startDate: productOffers.startDate,
        endDate: productOffers.endDate,
        status: productOffers.status,
      })
      .from(productOffers)
      .where(eq(productOffers.productId, id))
      .orderBy(asc(productOffers.startDate), asc(productOffers.createdAt), asc(productOffers.id)),
  ]);
  const p = row.product;
  const prices = Object.fromEntries(
    COUNTRIES.map((country) => {
      const price = priceRows.find((item) => item.country === country);
      return [
        country,
        price
          ? {
              country,
              currency: price.currency,
              active: price.active,
              amountMinor: price.amountMinor,
              basePriceMinor: price.basePriceMinor,
              revenueMinor: price.revenueMinor,
              siteRevenueMinor: price.siteRevenueMinor,
              manufacturingCostMinor: price.manufacturingCostMinor,
              taxMinor: price.taxMinor,
              requiredTimeDays: price.requiredTimeDays,
              salesNumber: price.salesNumber,
            }
          : null,
      ];
    }),
  ) as Record<CountryCode, AdminPriceRow | null>;
  return {
    id: p.id,
    sku: p.sku,
    slug: p.slug,
    version: row.version,
    name: p.name,
    arName: p.arName,
    description: p.description,
    arDescription: p.arDescription,
    brief: p.brief,
    arBrief: p.arBrief,
    status: p.status,
    productStatus: p.productStatus,
    availableEdition: p.availableEdition,
    initAvailableEdition: p.initAvailableEdition,
    maxPerOrder: p.maxPerOrder,
    isAvailableForCod: p.isAvailableForCod,
    badgeTitle: p.badgeTitle,
    badgeTitleAr: p.badgeTitleAr,
    badgeColor: p.badgeColor,
    tagId: p.tagId,
    collectionId: p.collectionId,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    manufacturerId: p.manufacturerId,
    attributeValueIds: attributeRows.map((item) => item.id),
    displayOrderInCategory: p.displayOrderInCategory,
    isIdesign: p.isIdesign,
    idesignStages: editableStagesOf(p.idesignStages),
    offers: offerRows,
    designer: { id: p.designerId, name: row.designerName, email: row.designerEmail },
    prices,
    images,
    missing: productCompleteness({ ...p, prices: priceRows, imageCount: images.length }),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** One product for the editor (products.read); 404 for an unknown or malformed id. */
export async function getAdminProduct(ctx: ServiceContext, productId: unknown): Promise<AdminProductView> {
  requirePermission(ctx, 'products.read');
  const id = parseId(productId);
  const view = id ? await loadProduct(ctx, id) : null;
  if (!view) throw productErrors.notFound();
  return view;
}

/** What the editor's selects offer: categories with their subcategories, collections, tags, attributes, manufacturers. */
export async function getAdminProductOptions(ctx: ServiceContext): Promise<AdminProductOptions> {
  requirePermission(ctx, 'products.read');
  const [categoryRows, subRows, collectionRows, tagRows, attributeRows, valueRows, manufacturerRows] =
    await Promise.all([
      ctx.db
        .select({ id: categories.id, name: categories.name, arName: categories.arName })
        .from(categories)
        .orderBy(asc(categories.displayOrder), asc(categories.name)),
      ctx.db
        .select({
          id: subcategories.id,
          categoryId: subcategories.categoryId,
          name: subcategories.name,
          arName: subcategories.arName,
        })
        .from(subcategories)
        .orderBy(asc(subcategories.displayOrder), asc(subcategories.name)),
      ctx.db
        .select({ id: collections.id, name: collections.title, arName: collections.arTitle })
        .from(collections)
        .orderBy(asc(collections.displayOrder), asc(collections.title)),
      ctx.db.select({ id: tags.id, name: tags.name, arName: tags.arName }).from(tags).orderBy(asc(tags.name)),
      ctx.db
        .select({ id: attributes.id, name: attributes.spec, arName: attributes.arSpec })
        .from(attributes)
        .orderBy(asc(attributes.displayOrder), asc(attributes.spec)),
      ctx.db
        .select({
          id: attributeValues.id,
          attributeId: attributeValues.attributeId,
          name: attributeValues.value,
          arName: attributeValues.arValue,
        })
        .from(attributeValues)
        .orderBy(asc(attributeValues.displayOrder), asc(attributeValues.value)),
      ctx.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.role, 'manufacturer'))
        .orderBy(asc(users.name))
        .limit(500),
    ]);
  return {
    categories: categoryRows.map((category) => ({
      ...category,
      subcategories: subRows
        .filter((sub) => sub.categoryId === category.id)
        .map(({ categoryId: _categoryId, ...sub }) => sub),
    })),
    collections: collectionRows,
    tags: tagRows,
    attributes: attributeRows.map((attribute) => ({
      ...attribute,
      values: valueRows
        .filter((value) => value.attributeId === attribute.id)
        .map(({ attributeId: _attributeId, ...value }) => value),
    })),
    manufacturers: manufacturerRows,
  };
}

/** The references the input names exist (and fit together); wrong ones are field errors. */
async function checkReferences(
  ctx: Pick<ServiceContext, 'db'>,
  productId: string,
  input: ParsedProductInput,
): Promise<void> {
  const errors: FieldErrors = {};
  const fail = (field: string, key: string) => (errors[field] = { key, params: {} });
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const offerIds = (input.offers ?? []).flatMap((offer) => (offer.id ? [offer.id] : []));
  const [category, subcategory, collection, tag, manufacturer, values, ownOffers] = await Promise.all([
    exists(ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))),
    input.subcategoryId
      ? exists(
          ctx.db
            .select({ id: subcategories.id })
            .from(subcategories)
            .where(
              and(eq(subcategories.id, input.subcategoryId), eq(subcategories.categoryId, input.categoryId)),
            ),
        )
      : true,
    input.collectionId
      ? exists(
          ctx.db
            .select({ id: collections.id })
            .from(collections)
            .where(eq(collections.id, input.collectionId)),
        )
      : true,
    input.tagId ? exists(ctx.db.select({ id: tags.id }).from(tags).where(eq(tags.id, input.tagId))) : true,
    input.manufacturerId
      ? exists(
          ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, input.manufacturerId), eq(users.role, 'manufacturer'))),
        )
      : true,
    input.attributeValueIds.length
      ? ctx.db
          .select({ n: count() })
          .from(attributeValues)
          .where(inArray(attributeValues.id, input.attributeValueIds))
          .then((rows) => Number(rows[0]?.n ?? 0) === input.attributeValueIds.length)
      : true,
    offerIds.length
      ? ctx.db
          .select({ id: productOffers.id })
          .from(productOffers)
          .where(and(eq(productOffers.productId, productId), inArray(productOffers.id, offerIds)))
          .then((rows) => new Set(rows.map((row) => row.id)))
      : new Set<string>(),
  ]);
  if (!category) fail('categoryId', 'errors.ticket.categoryNotFound');
  if (!subcategory) fail('subcategoryId', 'validation.invalid');
  if (!collection) fail('collectionId', 'validation.invalid');
  if (!tag) fail('tagId', 'validation.invalid');
  if (!manufacturer) fail('manufacturerId', 'errors.ticket.manufacturerNotFound');
  if (!values) fail('attributeValueIds', 'validation.invalid');
  (input.offers ?? []).forEach((offer, index) => {
    if (offer.id && !ownOffers.has(offer.id)) fail(`offers.${index}`, 'errors.product.offerNotFound');
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Where the design stages' pictures are read: the app's configuration, or a store (tests). */
export type ProductFiles = FileStore | FileStoreSource;

/** A public picture's size in pixels from its stored file (its header only where the disk has it). */
async function pictureSize(files: ProductFiles | undefined, path: string): Promise<PictureSize | null> {
  if (!files) return null;
  try {
    const store = fileStoreOf(files);
    const local = store.localPath('public', path);
    let source: string | Buffer | null = local;
    if (!local) {
      const file = await store.get('public', path);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
      source = Buffer.concat(chunks);
    }
    const { width, height } = await sharp(source!).metadata();
    return width && height ? { widthPx: width, heightPx: height } : null;
  } catch {
    // A missing or unreadable file is the field's error (stagePictureUnreadable), not a crash.
    return null;
  }
}

/**
 * What the design stages of a save may use: the product's own pictures and each saved stage's
 * current picture (seeded stages use mock-ups that are not product pictures), with their sizes:
 * a saved stage's size is kept, the others are measured from the stored file, never the form's.
 */
async function stageOptionsOf(
  ctx: Pick<ServiceContext, 'db'>,
  productId: string,
  input: ProductEditorInput,
  files: ProductFiles | undefined,
): Promise<DesignStageOptions> {
  const [stored] = await ctx.db
    .select({ stages: products.idesignStages })
    .from(products)
    .where(eq(products.id, productId));
  const storedIds = editableStagesOf(stored?.stages).flatMap((stage) => (stage.id ? [stage.id] : []));
  if (input.idesignStages === undefined) return { pictures: new Map(), storedIds };
  const own = await ctx.db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const known = storedPictureSizes(stored?.stages);
  const candidates = new Set([...own.map((row) => row.path), ...known.keys()]);
  const chosen = new Set(
    (Array.isArray(input.idesignStages) ? input.idesignStages : []).flatMap((row) =>
      typeof row?.baseImage === 'string' && candidates.has(row.baseImage.trim())
        ? [row.baseImage.trim()]
        : [],
    ),
  );
  const pictures = new Map<string, PictureSize | null>([...candidates].map((path) => [path, null]));
  await Promise.all(
    [...chosen].map(async (path) => pictures.set(path, known.get(path) ?? (await pictureSize(files, path)))),
  );
  return { pictures, storedIds };
}

/** The fields of the view an audit row compares, flat (prices as `prices.eg.amountMinor`). */
function auditFields(view: AdminProductView): Record<string, unknown> {
  const {
    images: _images,
    missing: _missing,
    designer: _designer,
    prices,
    offers,
    version: _version,
    ...rest
  } = view;
  const flat: Record<string, unknown> = { ...rest, createdAt: undefined, updatedAt: undefined };
  for (const { id, ...offer } of offers)
    for (const [key, value] of Object.entries(offer))
      flat[`offers.${id}.${key}`] = value instanceof Date ? value.toISOString() : value;
  for (const country of COUNTRIES) {
    const price = prices[country];
    if (!price) continue;
    const { country: _country, currency: _currency, salesNumber: _sales, ...values } = price;
    for (const [key, value] of Object.entries(values)) flat[`prices.${country}.${key}`] = value;
  }
  return flat;
}

function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { was, now };
}

/**
 * Saves the editor (products.write). `expectedVersion` is the `version` the editor loaded; a
 * product changed since is refused with 409 CHANGED_ELSEWHERE and keeps the other change. Wrong
 * fields: 400 VALIDATION_FAILED with every one in `details.fields`. Saving as published checks
 * the checklist (400 PRODUCT_INCOMPLETE with `details.missing`). Answers the saved product.
 *
 * An iDesign product's design stages are saved whole (design-stage-input.ts): `files` is where
 * their pictures are read to measure them (a picture that cannot be read is a field error).
 */
export async function saveAdminProduct(
  ctx: ServiceContext,
  productId: unknown,
  input: ProductEditorInput,
  expectedVersion: unknown,
  files?: ProductFiles,
): Promise<AdminProductView> {
  requirePermission(ctx, 'products.write');
  const id = parseId(productId);
  if (!id) throw productErrors.notFound();
  const parsed = parseProductInput(input, await stageOptionsOf(ctx, id, input, files));
  await checkReferences(ctx, id, parsed);
  const version = typeof expectedVersion === 'string' ? expectedVersion.trim() : '';
  await withTransaction(ctx, async (tx) => {
    const before = await loadProduct(tx, id);
    if (!before) throw productErrors.notFound();
    // A malformed version cannot prove the editor saw the current row: refused like a stale one.
    if (
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(version) ||
      Number.isNaN(Date.parse(version))
    )
      throw productErrors.changedElsewhere();
    const { prices, attributeValueIds, offers, idesignStages, ...columns } = parsed;
    if (parsed.status === 'active') {
      const livePrices = COUNTRIES.map((country) => {
        const given = prices.find((row) => row.country === country);
        return given ?? before.prices[country];
      }).filter((row) => row !== null);
      const [stored] =
        idesignStages === undefined
          ? await tx.db.select({ stages: products.idesignStages }).from(products).where(eq(products.id, id))
          : [{ stages: idesignStages }];
      const missing = productCompleteness({
        ...parsed,
        prices: livePrices,
        imageCount: before.images.length,
        idesignStages: stored?.stages,
      });
      if (missing.length > 0) throw productErrors.incomplete(missing);
    }
    const updated = await tx.db
      .update(products)
      .set({
        ...columns,
        // Left out (or not an iDesign product): the stored stages stay as they are.
        ...(idesignStages === undefined ? {} : { idesignStages }),
        updatedAt: bumpedUpdatedAt(tx.now),
      })
      .where(and(eq(products.id, id), sql`${products.updatedAt} = ${version}::timestamptz`))
      .returning({ id: products.id });
    if (updated.length === 0) throw productErrors.changedElsewhere();
    for (const row of prices) {
      const { country, ...values } = row;
      await tx.db
        .insert(productPrices)
        .values({ productId: id, country, currency: currencyOfCountry(country), ...values })
        .onConflictDoUpdate({
          target: [productPrices.productId, productPrices.country],
          set: { ...values, updatedAt: tx.now },
        });
    }
    await tx.db.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
    if (attributeValueIds.length > 0)
      await tx.db
        .insert(productAttributeValues)
        .values(attributeValueIds.map((attributeValueId) => ({ productId: id, attributeValueId })));
    for (const { id: offerId, remove, ...offer } of offers ?? []) {
      if (offerId && remove)
        await tx.db
          .delete(productOffers)
          .where(and(eq(productOffers.id, offerId), eq(productOffers.productId, id)));
      else if (offerId)
        await tx.db
          .update(productOffers)
          .set(offer)
          .where(and(eq(productOffers.id, offerId), eq(productOffers.productId, id)));
      else await tx.db.insert(productOffers).values({ ...offer, productId: id, createdAt: tx.now });
    }
    if (offers?.length) {
      const [held] = await tx.db
        .select({ n: count() })
        .from(productOffers)
        .where(eq(productOffers.productId, id));
      if (Number(held?.n ?? 0) > OFFERS_MAX)
        throw validationFailed({
          offers: { key: 'errors.product.offersTooMany', params: { n: OFFERS_MAX } },
        });
    }
    const after = await loadProduct(tx, id);
    const { was, now } = changes(auditFields(before), auditFields(after!));
    const action =
      before.status !== 'active' && parsed.status === 'active'
        ? 'product.publish'
        : before.status === 'active' && parsed.status !== 'active'
          ? 'product.unpublish'
          : 'product.update';
    await recordAudit(tx, { action, entityType: 'product', entityId: id, before: was, after: now });
    await refreshProductSearchDocuments(tx, [id]);
  });
  ctx.log.info({ productId: id, by: ctx.user?.id }, 'product saved');
  return (await loadProduct(ctx, id))!;
}
