/**
 * The images (variants) of a product: getProductImages(product) and getImageById(image) of
 * SPEC.md 7. An image is shown when its product is published and sold in at least one country
 * (its extra prices are given per country, so the caller's country does not hide it); staff and
 * the product's designer also see the images of their unpublished products.
 */
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { loadImages, PRODUCT_NOT_FOUND_MESSAGE } from './catalog.service.ts';
import type { ProductImageItem } from './catalog.types.ts';
import { isUuid } from '../ids.ts';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

/** True when the context's actor may see the images of `productId`. */
async function imagesVisible(ctx: ServiceContext, productId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({
      designerId: products.designerId,
      published: sql<boolean>`${products.status} = 'active' and ${products.productStatus}`,
      sold: sql<boolean>`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.active})`,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return false;
  if (row.published && row.sold) return true;
  const user = ctx.user;
  return Boolean(user && (user.privilageType || user.id === row.designerId));
}

/** Every image of a product, primary first, with other photos, features and extra prices. */
export async function getProductImages(ctx: ServiceContext, productId: string): Promise<ProductImageItem[]> {
  const id = productId.trim();
  if (!isUuid(id) || !(await imagesVisible(ctx, id))) {
    throw notFound('product', PRODUCT_NOT_FOUND_MESSAGE);
  }
  return loadImages(ctx, id);
}

/** One image (variant) with its product id. Unknown, malformed or hidden: IMAGE_NOT_FOUND (404). */
export async function getImageById(
  ctx: ServiceContext,
  imageId: string,
): Promise<ProductImageItem & { productId: string }> {
  const id = imageId.trim();
  const missing = () => notFound('image', IMAGE_NOT_FOUND_MESSAGE);
  if (!isUuid(id)) throw missing();
  const [row] = await ctx.db
    .select({ productId: productImages.productId })
    .from(productImages)
    .where(eq(productImages.id, id))
    .limit(1);
  if (!row || !(await imagesVisible(ctx, row.productId))) throw missing();
  const image = (await loadImages(ctx, row.productId)).find((item) => item.id === id);
  if (!image) throw missing();
  return { ...image, productId: row.productId };
}
