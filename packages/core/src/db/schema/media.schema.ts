import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.schema.ts';
import {
  bilingualDescription,
  countryCode,
  createdAt,
  currencyCode,
  currencyMatchesCountry,
  displayOrder,
  primaryId,
} from './common.schema.ts';

/**
 * A product image is also the sellable variant: carts, wishlists and orders point at it, and it can
 * cost extra per country. Paths are relative to the uploads root (e.g. products/art-07.webp).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    originalName: text('original_name'),
    primaryImage: boolean('primary_image').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    stage: text('stage'),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_order_idx').on(t.productId, t.displayOrder),
    // At most one primary image per product: listings pick it without sorting.
    uniqueIndex('product_images_one_primary_uq')
      .on(t.productId)
      .where(sql`${t.primaryImage}`),
    index('product_images_featured_idx').on(t.featured),
  ],
);

/** More photos of the same variant (SPEC: otherImages). */
export const productImagePhotos = pgTable(
  'product_image_photos',
  {
    id: primaryId(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    displayOrder: displayOrder(),
  },
  (t) => [index('product_image_photos_image_idx').on(t.imageId, t.displayOrder)],
);

export const imageExtraPrices = pgTable(
  'image_extra_prices',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    country: countryCode('country').notNull(),
    currency: currencyCode('currency').notNull(),
    extraMinor: integer('extra_minor').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.country] }),
    check('image_extra_prices_currency_ck', currencyMatchesCountry(t.country, t.currency)),
  ],
);

/** A choice on a variant such as Size: XL or Color: Navy, with its own picture and extra price. */
export const imageFeatures = pgTable(
  'image_features',
  {
    id: primaryId(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    property: text('property').notNull(),
    arProperty: text('ar_property').notNull(),
    value: text('value').notNull(),
    arValue: text('ar_value').notNull(),
    featureImage: text('feature_image'),
    ...bilingualDescription(),
    displayOrder: displayOrder(),
  },
  (t) => [index('image_features_image_idx').on(t.imageId, t.displayOrder)],
);

export const featureExtraPrices = pgTable(
  'feature_extra_prices',
  {
    featureId: uuid('feature_id')
      .notNull()
      .references(() => imageFeatures.id, { onDelete: 'cascade' }),
    country: countryCode('country').notNull(),
    currency: currencyCode('currency').notNull(),
    extraMinor: integer('extra_minor').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.featureId, t.country] }),
    check('feature_extra_prices_currency_ck', currencyMatchesCountry(t.country, t.currency)),
  ],
);

export type ProductImage = typeof productImages.$inferSelect;
export type NewProductImage = typeof productImages.$inferInsert;
export type ProductImagePhoto = typeof productImagePhotos.$inferSelect;
export type ImageExtraPrice = typeof imageExtraPrices.$inferSelect;
export type ImageFeature = typeof imageFeatures.$inferSelect;
export type NewImageFeature = typeof imageFeatures.$inferInsert;
export type FeatureExtraPrice = typeof featureExtraPrices.$inferSelect;
