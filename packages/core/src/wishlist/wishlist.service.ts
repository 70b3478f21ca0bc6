/**
 * Hearts (SPEC.md sections 3 User.hearts, 6 and 7: addRemoveWishlist {image, user},
 * getUserWishlist(user)). An entry is a product image (the variant the shopper liked); the website
 * hearts a product, which means its primary image. Only the user themselves (or staff) read or
 * change a wishlist; guests get 401.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { requireSelfOrStaff } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { listProductSummariesByIds, PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.ts';
import type { ProductSummary } from '../catalog/catalog.types.ts';
import { getImageById, getProductImages } from '../catalog/product-page.service.ts';
import type { ServiceContext } from '../context.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { wishlistItems } from '../db/schema/wishlist.schema.ts';
import { notFound } from '../errors.ts';
import { isUuid } from '../ids.ts';

/** The wishlist owner: the actor, or `user` when the actor is that user or staff. */
function ownerOf(ctx: ServiceContext, user: string | null | undefined): string {
  const actor = requireSelfOrStaff(ctx, user || null);
  const id = (user || actor.id).trim().toLowerCase();
  if (!isUuid(id)) throw accountErrors.userNotFound();
  return id;
}

export interface WishlistToggle {
  imageId: string;
  productId: string;
  /** The state after the call: true when the image is now in the wishlist. */
  wishlisted: boolean;
}

/**
 * addRemoveWishlist: removes the image from the user's wishlist when it is there, otherwise adds it.
 * Adding needs an image shoppers can see (404 'Image not found'); removing works for any entry, so
 * a product taken off sale can still be cleared from a wishlist.
 */
export async function addRemoveWishlist(
  ctx: ServiceContext,
  input: { image?: string | null; user?: string | null },
): Promise<WishlistToggle> {
  const userId = ownerOf(ctx, input.user);
  const imageId = (input.image ?? '').trim().toLowerCase();
  const [removed] = isUuid(imageId)
    ? await ctx.db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productImageId, imageId)))
        .returning({ imageId: wishlistItems.productImageId })
    : [];
  if (removed) {
    const [image] = await ctx.db
      .select({ productId: productImages.productId })
      .from(productImages)
      .where(eq(productImages.id, imageId));
    return { imageId, productId: image?.productId ?? '', wishlisted: false };
  }
  const image = await getImageById(ctx, imageId);
  await ctx.db.insert(wishlistItems).values({ userId, productImageId: image.id }).onConflictDoNothing();
  return { imageId: image.id, productId: image.productId, wishlisted: true };
}

/**
 * The website's heart on a product: when any image of the product is in the user's wishlist they
 * are all removed, otherwise the primary image (or `image`, a variant of that product) is added.
 */
export async function toggleProductWishlist(
  ctx: ServiceContext,
  input: { product?: string | null; image?: string | null },
): Promise<WishlistToggle> {
  const userId = ownerOf(ctx, null);
  const productId = (input.product ?? '').trim().toLowerCase();
  if (!isUuid(productId)) throw notFound('product', PRODUCT_NOT_FOUND_MESSAGE);
  const removed = await ctx.db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.userId, userId),
        inArray(
          wishlistItems.productImageId,
          ctx.db
            .select({ id: productImages.id })
            .from(productImages)
            .where(eq(productImages.productId, productId)),
        ),
      ),
    )
    .returning({ imageId: wishlistItems.productImageId });
  if (removed.length > 0) return { imageId: removed[0]!.imageId, productId, wishlisted: false };
  const images = await getProductImages(ctx, productId);
  const chosen = images.find((image) => image.id === input.image?.trim().toLowerCase()) ?? images[0];
  if (!chosen) throw notFound('image', 'Image not found');
  await ctx.db.insert(wishlistItems).values({ userId, productImageId: chosen.id }).onConflictDoNothing();
  return { imageId: chosen.id, productId, wishlisted: true };
}

export interface WishlistEntry {
  imageId: string;
  imagePath: string;
  productId: string;
  name: string;
  arName: string;
  createdAt: Date;
  /** The product priced for the context's country; null when it is not sold there now. */
  product: ProductSummary | null;
}

/** getUserWishlist: the user's hearts, newest first (at most 500). */
export async function getUserWishlist(
  ctx: ServiceContext,
  input: { user?: string | null } = {},
): Promise<WishlistEntry[]> {
  const userId = ownerOf(ctx, input.user);
  const rows = await ctx.db
    .select({
      imageId: wishlistItems.productImageId,
      createdAt: wishlistItems.createdAt,
      imagePath: productImages.path,
      productId: products.id,
      name: products.name,
      arName: products.arName,
    })
    .from(wishlistItems)
    .innerJoin(productImages, eq(productImages.id, wishlistItems.productImageId))
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productImageId))
    .limit(500);
  const summaries = await listProductSummariesByIds(
    ctx,
    rows.map((row) => row.productId),
  );
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return rows.map((row) => ({ ...row, product: byId.get(row.productId) ?? null }));
}

/** The ids of the products the signed-in user has hearted (any of their images); empty for a guest. */
export async function listWishlistedProductIds(ctx: ServiceContext): Promise<string[]> {
  if (!ctx.user?.status) return [];
  const rows = await ctx.db
    .selectDistinct({ productId: productImages.productId })
    .from(wishlistItems)
    .innerJoin(productImages, eq(productImages.id, wishlistItems.productImageId))
    .where(eq(wishlistItems.userId, ctx.user.id));
  return rows.map((row) => row.productId);
}
