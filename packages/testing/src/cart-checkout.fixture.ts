/**
 * Builders for the cart, coupon and checkout tests (services and GraphQL contracts). Products come
 * from the listing catalog (catalog-listing.fixture.ts); this adds what buying needs: variants
 * (images) for more products, customers with addresses, delivery and COD fees, coupons, and
 * stand-alone products with a chosen stock for the concurrency tests.
 *
 * Egypt, after offers: nile 100, desert 150 (+25 for its second variant: 175; max 3 per order,
 * stock 4, no cash on delivery), frame 180 (collection), canvas 500, odd 66.99, mug 80 (home).
 * Saudi Arabia: nile 20 SAR, canvas 90 SAR. Fees: delivery 50 EGP / 25 SAR / 30 AED, cash on
 * delivery 15 EGP / 10 SAR / 12 AED.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Actor, ServiceContext } from '@souq/core/context.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import { addresses, users } from '@souq/core/db/schema/accounts.schema.ts';
import { productPrices, products } from '@souq/core/db/schema/catalog.schema.ts';
import { featureExtraPrices, imageFeatures, productImages } from '@souq/core/db/schema/media.schema.ts';
import {
  coupons,
  giftCards,
  referralCodes,
  type NewCoupon,
  type NewGiftCard,
} from '@souq/core/db/schema/promotions.schema.ts';
import { siteSettings } from '@souq/core/db/schema/settings.schema.ts';
import type { CountryCode } from '@souq/core/locale/locales.ts';
import type { GiftCardFormInput } from '@souq/core/promotions/gift-card-purchase.service.ts';
import { ensureReferralCode } from '@souq/core/wallet/referral-uses.ts';
import { seedListingCatalog, type ListingFixture } from './catalog-listing.fixture.ts';

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

export interface TestCustomer {
  actor: Actor;
  id: string;
  /** A saved address in each market. */
  addressIds: Record<CountryCode, string>;
}

/** A customer with one address in each of the three markets. */
export async function createCustomer(db: AppDb, name = 'Customer'): Promise<TestCustomer> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      role: 'customer',
      name: `${name} ${suffix}`,
      slug: `customer-${suffix}`,
      fName: name,
      lName: suffix,
      email: `customer-${suffix}@souq.test`,
    })
    .returning({ id: users.id });
  const rows = await db
    .insert(addresses)
    .values(
      (['eg', 'sa', 'ae'] as const).map((country) => ({
        userId: user!.id,
        country,
        city: country === 'eg' ? 'Cairo' : country === 'sa' ? 'Riyadh' : 'Dubai',
        address1: `1 Test street, ${country}`,
        phone: '0100000000',
      })),
    )
    .returning({ id: addresses.id, country: addresses.country });
  const addressIds = Object.fromEntries(rows.map((row) => [row.country, row.id])) as Record<
    CountryCode,
    string
  >;
  return {
    id: user!.id,
    addressIds,
    actor: { id: user!.id, role: 'customer', privilageType: null, status: true },
  };
}

/** A coupon with test defaults (active, started yesterday, no end). */
export async function createCoupon(db: AppDb, now: Date, values: Partial<NewCoupon> & { code: string }) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      title: values.code,
      status: true,
      startDate: new Date(now.getTime() - 86_400_000),
      ...values,
    })
    .returning();
  return coupon!;
}

/** A published product sold in Egypt (and Saudi Arabia when `saMinor` is given) with one image. */
export async function createStockedProduct(
  db: AppDb,
  fixture: Pick<ListingFixture, 'designerId' | 'printsId'>,
  options: {
    egMinor: number;
    availableEdition: number | null;
    maxPerOrder?: number | null;
    saMinor?: number;
    /** Choices on the variant (Size: S, M, L), each with an optional extra price in Egypt. */
    features?: Array<{
      property: string;
      arProperty: string;
      values: Array<{ value: string; arValue: string; egExtraMinor?: number }>;
    }>;
  },
): Promise<{ productId: string; imageId: string; featureIds: Record<string, string> }> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [product] = await db
    .insert(products)
    .values({
      sku: `STOCK-${suffix}`,
      slug: `stock-${suffix}`,
      name: `Limited print ${suffix}`,
      arName: `مطبوعة محدودة ${suffix}`,
      status: 'active',
      designerId: fixture.designerId,
      categoryId: fixture.printsId,
      availableEdition: options.availableEdition,
      initAvailableEdition: options.availableEdition,
      maxPerOrder: options.maxPerOrder ?? null,
    })
    .returning({ id: products.id });
  await db.insert(productPrices).values([
    { productId: product!.id, country: 'eg', currency: 'EGP', amountMinor: options.egMinor },
    ...(options.saMinor === undefined
      ? []
      : [
          {
            productId: product!.id,
            country: 'sa' as const,
            currency: 'SAR' as const,
            amountMinor: options.saMinor,
          },
        ]),
  ]);
  const [image] = await db
    .insert(productImages)
    .values({ productId: product!.id, path: `products/stock-${suffix}.webp`, primaryImage: true })
    .returning({ id: productImages.id });
  // By value ("XL"), for the tests to pick.
  const featureIds: Record<string, string> = {};
  let order = 0;
  for (const feature of options.features ?? []) {
    for (const choice of feature.values) {
      const [row] = await db
        .insert(imageFeatures)
        .values({
          imageId: image!.id,
          property: feature.property,
          arProperty: feature.arProperty,
          value: choice.value,
          arValue: choice.arValue,
          displayOrder: order++,
        })
        .returning({ id: imageFeatures.id });
      featureIds[choice.value] = row!.id;
      if (choice.egExtraMinor)
        await db
          .insert(featureExtraPrices)
          .values({ featureId: row!.id, country: 'eg', currency: 'EGP', extraMinor: choice.egExtraMinor });
    }
  }
  return { productId: product!.id, imageId: image!.id, featureIds };
}

/** A service context for tests: silent log, fixed clock. */
export const testServiceContext = (
  db: AppDb,
  options: { user?: Actor | null; country?: CountryCode; now: Date },
): ServiceContext => ({
  db,
  user: options.user ?? null,
  country: options.country ?? 'eg',
  locale: `en-${options.country ?? 'eg'}`,
  now: options.now,
  log: pino({ level: 'silent' }),
});

/** A paid gift card, started yesterday, expiring in a year, with its whole balance left by default. */
export async function createGiftCard(
  db: AppDb,
  now: Date,
  values: Partial<NewGiftCard> & { code: string; priceMinor: number; currency: NewGiftCard['currency'] },
) {
  const [card] = await db
    .insert(giftCards)
    .values({
      recipientName: 'Hana',
      recipientEmail: 'hana@souq.test',
      senderName: 'Omar',
      senderEmail: 'omar@souq.test',
      startAt: new Date(now.getTime() - 86_400_000),
      expiredAt: new Date(now.getTime() + 365 * 86_400_000),
      isPaid: true,
      restAmountMinor: values.priceMinor,
      ...values,
    })
    .returning();
  return card!;
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
