/**
 * The catalog of the cart, coupon and checkout tests (services and GraphQL contracts). Products come
 * from the listing catalog (catalog-listing.fixture.ts); this adds what buying needs: variants
 * (images) for more products, and the delivery and COD fees. Customers, coupons, gift cards and
 * products with a chosen stock come from the builders (builders/).
 *
 * Egypt, after offers: nile 100, desert 150 (+25 for its second variant: 175; max 3 per order,
 * stock 4, no cash on delivery), frame 180 (collection), canvas 500, odd 66.99, mug 80 (home).
 * Saudi Arabia: nile 20 SAR, canvas 90 SAR. Fees: delivery 50 EGP / 25 SAR / 30 AED, cash on
 * delivery 15 EGP / 10 SAR / 12 AED.
 */
import { eq } from 'drizzle-orm';
import type { AppDb, Database } from '@souq/core/db/client.ts';
import { productImages } from '@souq/core/db/schema/media.schema.ts';
import { referralCodes } from '@souq/core/db/schema/promotions.schema.ts';
import { siteSettings } from '@souq/core/db/schema/settings.schema.ts';
import type { GiftCardFormInput } from '@souq/core/promotions/gift-card-purchase.service.ts';
import { ensureReferralCode } from '@souq/core/wallet/referral-uses.ts';
import { seedListingCatalog, type ListingFixture } from './catalog-listing.fixture.ts';
import { createTestDatabase } from './test-database.ts';

export interface CheckoutFixture extends ListingFixture {
  nileImageId: string;
  canvasImageId: string;
  mugImageId: string;
  frameImageId: string;
  oddImageId: string;
}

/** The listing catalog, an image for each product that lacked one, and the fees in settings. */
export async function seedCheckoutCatalog(db: AppDb, now: Date): Promise<CheckoutFixture> {
  const listing = await seedListingCatalog(db, now);
  const [canvas, mug, frame, odd] = await db
    .insert(productImages)
    .values([
      { productId: listing.canvasId, path: 'products/canvas.webp', primaryImage: true },
      { productId: listing.mugId, path: 'products/mug.webp', primaryImage: true },
      { productId: listing.frameId, path: 'products/frame.webp', primaryImage: true },
      { productId: listing.oddId, path: 'products/odd.webp', primaryImage: true },
    ])
    .returning({ id: productImages.id });
  const nile = (
    await db.select({ id: productImages.id, productId: productImages.productId }).from(productImages)
  ).find((image) => image.productId === listing.nileId);
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      shippingFeeEgMinor: 5_000,
      shippingFeeSaMinor: 2_500,
      shippingFeeAeMinor: 3_000,
      codFeeEgMinor: 1_500,
      codFeeSaMinor: 1_000,
      codFeeAeMinor: 1_200,
    })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        shippingFeeEgMinor: 5_000,
        shippingFeeSaMinor: 2_500,
        shippingFeeAeMinor: 3_000,
        codFeeEgMinor: 1_500,
        codFeeSaMinor: 1_000,
        codFeeAeMinor: 1_200,
      },
    });
  return {
    ...listing,
    nileImageId: nile!.id,
    canvasImageId: canvas!.id,
    mugImageId: mug!.id,
    frameImageId: frame!.id,
    oddImageId: odd!.id,
  };
}

/** The owner's referral code (made as sign-up makes it), with `values` (discount, reward) set. */
export async function createReferralCode(
  db: AppDb,
  ownerId: string,
  values: Partial<Pick<typeof referralCodes.$inferInsert, 'discountValue' | 'type' | 'discountByValue'>> = {},
) {
  const code = await ensureReferralCode({ db }, ownerId);
  if (Object.keys(values).length === 0) return code;
  const [updated] = await db
    .update(referralCodes)
    .set(values)
    .where(eq(referralCodes.id, code.id))
    .returning();
  return updated!;
}

/** A filled gift card form (Omar to Laila, 500, birthday theme, starting 1 March 2026). */
export const giftCardForm = (overrides: GiftCardFormInput = {}): GiftCardFormInput => ({
  theme: 'birthday',
  amount: '500',
  senderName: 'Omar',
  senderEmail: 'omar@souq.test',
  recipientName: 'Laila',
  recipientEmail: 'laila@souq.test',
  recipientLang: 'en',
  message: 'Happy birthday, Laila!',
  startDate: '2026-03-01',
  agreeNonRefundable: 'on',
  ...overrides,
});

/** A fresh test database holding the checkout catalog (the set-up of the checkout integration tests). */
export async function openCheckoutDatabase(now: Date): Promise<{ database: Database; fx: CheckoutFixture }> {
  const database = await createTestDatabase();
  return { database, fx: await seedCheckoutCatalog(database.db, now) };
}
