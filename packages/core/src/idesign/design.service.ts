/**
 * iDesign's services (issue 22, docs/decisions/048): what the editor needs of a product, the
 * shopper's pictures, and saving a design. Every function checks who asks first: a design or a
 * picture is read by its owner only (design-owner.ts); anyone else gets the same 404 as for an id
 * that does not exist, so ids cannot be probed.
 */
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ServiceContext } from '../context.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { designAssets, designs, type Design } from '../db/schema/idesign.schema.ts';
import { isUuid, parseId } from '../ids.ts';
import { currencyOfCountry, languageOf, type CurrencyCode } from '../locale/locales.ts';
import { fileStoreOf, type FileStore, type FileStoreSource } from '../media/file-store.ts';
import { imageWork, NotAnImageError, reencodeImage, type ImageWorkTicket } from '../media/image-upload.ts';
import { ImageWorkBusyError } from '../media/image-work.ts';
import { DESIGN_LIMITS, type DesignDocument, type DesignStage } from './design-document.ts';
import { designErrors } from './design-errors.ts';
import { designFonts } from './design-fonts.ts';
import { renderThumbnail, type AssetReader } from './design-render.ts';
import { parseDesignStages, stageExtrasMinor } from './design-stages.ts';
import { assetIdsOf, usedStageIdsOf, validateDesignDocument } from './design-validation.ts';
import { ownedBy, ownerColumns, type DesignOwner } from './design-owner.ts';
import { assetUrl, fontUrl, uploadUrl } from './design-urls.ts';

type Files = FileStore | FileStoreSource;

/** A picture is kept up to this side: A3 at 300 dpi (4961 px) fits. */
const ASSET_MAX_SIDE = 6000;
const THUMBNAIL_FOLDER = 'design-thumbnails';

/** A published isIDesign product's id and stages, or the 404. */
export async function designableProduct(
  ctx: ServiceContext,
  productId: unknown,
): Promise<{ id: string; stages: DesignStage[] }> {
  const id = parseId(productId);
  if (!id) throw designErrors.productNotDesignable();
  const [row] = await ctx.db
    .select({
      id: products.id,
      isIdesign: products.isIdesign,
      stages: products.idesignStages,
      status: products.status,
      productStatus: products.productStatus,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const stages = row?.isIdesign ? parseDesignStages(row.stages) : null;
  if (!row || !stages || row.status !== 'active' || !row.productStatus)
    throw designErrors.productNotDesignable();
  return { id: row.id, stages };
}

export interface DesignProductView {
  productId: string;
  currency: CurrencyCode;
  stages: Array<DesignStage & { label: string }>;
  stageExtraMinor: Record<string, number>;
  baseImageUrls: Record<string, string>;
  fonts: Array<{ id: string; family: string; url: string; label: string }>;
}

/** GET /api/idesign/products/:productId: the stages, prices of the context's country, fonts. */
export async function getDesignProduct(ctx: ServiceContext, productId: unknown): Promise<DesignProductView> {
  const product = await designableProduct(ctx, productId);
  const arabic = languageOf(ctx.locale) === 'ar';
  return {
    productId: product.id,
    currency: currencyOfCountry(ctx.country),
    stages: product.stages.map((stage) => ({ ...stage, label: arabic ? stage.arName : stage.name })),
    stageExtraMinor: Object.fromEntries(
      product.stages.map((stage) => [stage.id, stageExtrasMinor([stage], [stage.id], ctx.country)]),
    ),
    baseImageUrls: Object.fromEntries(product.stages.map((stage) => [stage.id, uploadUrl(stage.baseImage)])),
    fonts: designFonts().map((font) => ({
      id: font.id,
      family: font.family,
      url: fontUrl(font.id),
      label: font.label,
    })),
  };
}

// ------------------------------------------------------------------------------------------------
// Pictures
// ------------------------------------------------------------------------------------------------

export interface DesignAssetView {
  assetId: string;
  url: string;
  widthPx: number;
  heightPx: number;
}

/**
 * POST /api/idesign/assets: the upload pipeline's checks (the bytes decide the type, pixel limit,
 * EXIF dropped by re-encoding) and a private file of the owner's. The caller bounded the body.
 */
export async function uploadDesignAsset(
  ctx: ServiceContext,
  files: Files,
  owner: DesignOwner,
  bytes: Buffer,
  ticket?: ImageWorkTicket,
): Promise<DesignAssetView> {
  let webp: Buffer;
  try {
    webp = await reencodeImage(bytes, { maxSide: ASSET_MAX_SIDE, ...(ticket ? { ticket } : {}) });
  } catch (error) {
    if (error instanceof ImageWorkBusyError) throw designErrors.busy();
    if (error instanceof NotAnImageError) throw designErrors.notAnImage();
    throw error;
  }
  const { width, height } = await sharp(webp).metadata();
  const storageKey = `design-assets/${crypto.randomBytes(16).toString('hex')}.webp`;
  await fileStoreOf(files).put('private', storageKey, webp, { contentType: 'image/webp' });
  try {
    const [row] = await ctx.db
      .insert(designAssets)
      .values({
        ...ownerColumns(owner),
        storageKey,
        widthPx: width ?? 0,
        heightPx: height ?? 0,
        byteSize: webp.length,
        createdAt: ctx.now,
      })
      .returning();
    return { assetId: row!.id, url: assetUrl(row!.id), widthPx: row!.widthPx, heightPx: row!.heightPx };
  } catch (error) {
    await fileStoreOf(files).delete('private', storageKey);
    throw error;
  }
}

/** GET /api/idesign/assets/:assetId: the owner's picture (its stored key), else 404. */
export async function findOwnedAsset(ctx: ServiceContext, owner: DesignOwner, assetId: unknown) {
  const id = parseId(assetId);
  if (!id) throw designErrors.assetNotFound();
  const [row] = await ctx.db
    .select()
    .from(designAssets)
    .where(and(eq(designAssets.id, id), ownedBy(designAssets, owner)))
    .limit(1);
  if (!row) throw designErrors.assetNotFound();
  return row;
}

/** Reads stored assets by id from a list of rows (the render's source). */
export function assetReader(
  files: Files,
  assets: ReadonlyArray<{ id?: string; assetId?: string; storageKey: string }>,
): AssetReader {
  const keys = new Map(assets.map((asset) => [(asset.assetId ?? asset.id)!, asset.storageKey]));
  return async (assetId) => {
    const key = keys.get(assetId);
    const file = key ? await fileStoreOf(files).get('private', key) : null;
    if (!file) throw new Error(`design asset ${assetId} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  };
}

/** A public upload's bytes (a base image), or null. */
async function readPublic(files: Files, key: string): Promise<Buffer | null> {
  const file = await fileStoreOf(files)
    .get('public', key)
    .catch(() => null);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// ------------------------------------------------------------------------------------------------
// Designs
// ------------------------------------------------------------------------------------------------

export interface SavedDesignView {
  designId: string;
  thumbnailUrl: string | null;
  /** What the used stages add to one unit in the context's country (minor units). */
  extraMinor: number;
  warnings: Array<{ elementId: string; code: 'lowResolution'; dpi: number }>;
}

/** Pictures printed below DESIGN_LIMITS.minPrintDpi at their size on the document (not refused: warned). */
function lowResolutionWarnings(
  document: DesignDocument,
  assets: ReadonlyMap<string, { widthPx: number; heightPx: number }>,
): SavedDesignView['warnings'] {
  return document.stages.flatMap((stage) =>
    stage.elements.flatMap((element) => {
      if (element.type !== 'image') return [];
      const asset = assets.get(element.assetId);
      if (!asset) return [];
      const dpi = Math.round(
        Math.min(asset.widthPx / (element.widthMm / 25.4), asset.heightPx / (element.heightMm / 25.4)),
      );
      return dpi < DESIGN_LIMITS.minPrintDpi
        ? [{ elementId: element.id, code: 'lowResolution' as const, dpi }]
        : [];
    }),
  );
}

/**
 * POST /api/idesign/designs: validates `raw` (the parsed JSON; the caller refused a body over
 * maxDocumentBytes) against the product's stages and the owner's pictures, renders its thumbnail
 * and stores it. Refused with nothing stored.
 */
export async function saveDesign(
  ctx: ServiceContext,
  files: Files,
  owner: DesignOwner,
  raw: unknown,
): Promise<SavedDesignView> {
  const productId =
    typeof raw === 'object' && raw !== null ? (raw as { productId?: unknown }).productId : null;
  if (typeof productId !== 'string' || !isUuid(productId)) throw designErrors.invalid('productId');
  const product = await designableProduct(ctx, productId);
  const wanted = assetIdsOf(raw);
  const owned =
    wanted.length === 0
      ? []
      : await ctx.db
          .select()
          .from(designAssets)
          .where(and(inArray(designAssets.id, wanted), ownedBy(designAssets, owner)));
  const document = validateDesignDocument(raw, {
    productId: product.id,
    stages: product.stages,
    ownedAssetIds: new Set(owned.map((asset) => asset.id)),
  });
  const usedStageIds = usedStageIdsOf(document);
  const thumbnailPath = await storeThumbnail(files, product.stages, document, assetReader(files, owned));
  const [row] = await ctx.db
    .insert(designs)
    .values({
      productId: product.id,
      ...ownerColumns(owner),
      document,
      usedStageIds,
      thumbnailPath,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: designs.id });
  return {
    designId: row!.id,
    thumbnailUrl: thumbnailPath ? uploadUrl(thumbnailPath) : null,
    extraMinor: stageExtrasMinor(product.stages, usedStageIds, ctx.country),
    warnings: lowResolutionWarnings(document, new Map(owned.map((asset) => [asset.id, asset]))),
  };
}

/** The first used stage on its base image, stored under an unguessable public name; null when the base image is missing. */
async function storeThumbnail(
  files: Files,
  stages: readonly DesignStage[],
  document: DesignDocument,
  readAsset: AssetReader,
): Promise<string | null> {
  const used = stages.find((stage) =>
    document.stages.some((entry) => entry.stageId === stage.id && entry.elements.length > 0),
  );
  if (!used || used.baseImage.startsWith('/')) return null;
  const base = await readPublic(files, used.baseImage);
  if (!base) return null;
  const elements = document.stages.find((entry) => entry.stageId === used.id)!.elements;
  // Under the process's image gate, like every upload's re-encoding (503 when the server is busy).
  const webp = await imageWork
    .run(() => renderThumbnail(used, elements, base, readAsset))
    .catch((error: unknown) => {
      throw error instanceof ImageWorkBusyError ? designErrors.busy() : error;
    });
  const path = `${THUMBNAIL_FOLDER}/${crypto.randomBytes(16).toString('hex')}.webp`;
  await fileStoreOf(files).put('public', path, webp, { contentType: 'image/webp' });
  return path;
}

/** The owner's design, else 404. */
export async function findOwnedDesign(
  ctx: ServiceContext,
  owner: DesignOwner,
  designId: unknown,
): Promise<Design> {
  const id = parseId(designId);
  if (!id) throw designErrors.designNotFound();
  const [row] = await ctx.db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), ownedBy(designs, owner)))
    .limit(1);
  if (!row) throw designErrors.designNotFound();
  return row;
}

/** GET /api/idesign/designs/:designId: the document to edit again (the cart's "edit"). */
export async function getDesign(ctx: ServiceContext, owner: DesignOwner, designId: unknown) {
  const design = await findOwnedDesign(ctx, owner, designId);
  return {
    designId: design.id,
    document: design.document,
    thumbnailUrl: design.thumbnailPath ? uploadUrl(design.thumbnailPath) : null,
  };
}
