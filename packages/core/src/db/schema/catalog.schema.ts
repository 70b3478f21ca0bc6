import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import {
  activeStatus,
  bilingualDescription,
  bilingualName,
  bilingualTitle,
  countryCode,
  createdAt,
  currencyCode,
  currencyMatchesCountry,
  displayOrder,
  primaryId,
  timestamps,
  updatedAt,
} from './common.schema.ts';

/**
 * Category.hasProducts (per country) is not stored: it is computed from active products with an
 * active price row in that country, so it can never go stale. Staff may still switch a category
 * off (`status`) or hide it in some countries (`hiddenIn`, issue 21): shoppers see a category only
 * when it is on, not hidden in their country and has products there.
 */
export const categories = pgTable(
  'categories',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    ...bilingualName(),
    image: text('image'),
    banner: text('banner'),
    ...bilingualDescription(),
    displayOrder: displayOrder(),
    status: activeStatus(),
    hiddenIn: countryCode('hidden_in')
      .array()
      .notNull()
      .default(sql`'{}'::country_code[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_display_order_idx').on(t.displayOrder),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: primaryId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    ...bilingualName(),
    image: text('image'),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subcategories_slug_uq').on(t.slug),
    index('subcategories_category_order_idx').on(t.categoryId, t.displayOrder),
  ],
);

/** Seasonal sales; a running collection's discount applies to its products. */
export const collections = pgTable(
  'collections',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    ...bilingualTitle(),
    ...bilingualDescription(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    banner: text('banner'),
    image: text('image'),
    status: activeStatus(),
    discountPercent: integer('discount_percent').notNull().default(0),
    displayOrder: displayOrder(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('collections_slug_uq').on(t.slug),
    index('collections_status_dates_idx').on(t.status, t.startDate, t.endDate),
    index('collections_display_order_idx').on(t.displayOrder),
    index('collections_created_at_idx').on(t.createdAt),
    check('collections_discount_ck', sql`${t.discountPercent} between 0 and 100`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    ...bilingualName(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_slug_uq').on(t.slug)],
);

/** A spec such as "Material" with its values ("Cotton", ...), both bilingual. */
export const attributes = pgTable('attributes', {
  id: primaryId(),
  spec: text('spec').notNull(),
  arSpec: text('ar_spec').notNull(),
  displayOrder: displayOrder(),
  createdAt: createdAt(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: primaryId(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    arValue: text('ar_value').notNull(),
    image: text('image'),
    displayOrder: displayOrder(),
  },
  (t) => [index('attribute_values_attribute_id_idx').on(t.attributeId, t.displayOrder)],
);

export const productState = pgEnum('product_state', ['active', 'draft', 'archived']);

export const products = pgTable(
  'products',
  {
    id: primaryId(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    ...bilingualName(),
    status: productState('status').notNull().default('draft'),
    /** The designer's own on/off switch, separate from the editorial status. */
    productStatus: boolean('product_status').notNull().default(true),
    ...bilingualDescription(),
    brief: text('brief'),
    arBrief: text('ar_brief'),
    lists: jsonb('lists').$type<string[]>().notNull().default([]),
    arLists: jsonb('ar_lists').$type<string[]>().notNull().default([]),
    singleWeightGrams: integer('single_weight_grams'),
    maxPerOrder: integer('max_per_order'),
    /** Stock left of a limited edition; both null = unlimited. */
    availableEdition: integer('available_edition'),
    initAvailableEdition: integer('init_available_edition'),
    isAvailableForCod: boolean('is_available_for_cod').notNull().default(true),
    isIdesign: boolean('is_idesign').notNull().default(false),
    idesignStages: jsonb('idesign_stages').$type<unknown[]>(),
    designerStage: text('designer_stage'),
    displayOrderInCategory: integer('display_order_in_category').notNull().default(0),
    newMessage: integer('new_message').notNull().default(0),
    badgeColor: text('badge_color'),
    badgeTitle: text('badge_title'),
    badgeTitleAr: text('badge_title_ar'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, {
      onDelete: 'set null',
    }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    manufacturerId: uuid('manufacturer_id').references(() => users.id, { onDelete: 'set null' }),
    tagId: uuid('tag_id').references(() => tags.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_category_order_idx').on(t.categoryId, t.displayOrderInCategory),
    index('products_subcategory_id_idx').on(t.subcategoryId),
    index('products_collection_id_idx').on(t.collectionId),
    index('products_designer_id_idx').on(t.designerId, t.createdAt),
    index('products_manufacturer_id_idx').on(t.manufacturerId),
    index('products_tag_id_idx').on(t.tagId),
    index('products_created_at_idx').on(t.createdAt),
    index('products_is_idesign_idx').on(t.isIdesign),
    check('products_edition_ck', sql`${t.availableEdition} is null or ${t.availableEdition} >= 0`),
  ],
);

/**
 * One row per product and country. A product is sold in a country (availableIn) exactly when it
 * has an active row there; sales and delivery time are per market too.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    country: countryCode('country').notNull(),
    currency: currencyCode('currency').notNull(),
    active: boolean('active').notNull().default(true),
    amountMinor: integer('amount_minor').notNull(),
    basePriceMinor: integer('base_price_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    revenueMinor: integer('revenue_minor').notNull().default(0),
    siteRevenueMinor: integer('site_revenue_minor').notNull().default(0),
    manufacturingCostMinor: integer('manufacturing_cost_minor').notNull().default(0),
    salesNumber: integer('sales_number').notNull().default(0),
    /** Days to make and ship to this country. */
    requiredTimeDays: integer('required_time_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.country] }),
    index('product_prices_country_amount_idx').on(t.country, t.amountMinor),
    index('product_prices_country_sales_idx').on(t.country, t.salesNumber),
    check('product_prices_currency_ck', currencyMatchesCountry(t.country, t.currency)),
    check('product_prices_amount_ck', sql`${t.amountMinor} >= 0`),
  ],
);

export const productOffers = pgTable(
  'product_offers',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...bilingualTitle(),
    discountPercent: integer('discount_percent').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: activeStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_offers_product_id_idx').on(t.productId),
    index('product_offers_status_end_idx').on(t.status, t.endDate),
    check('product_offers_discount_ck', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** Which attribute values describe a product, for filters. */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: uuid('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value_idx').on(t.attributeValueId),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Subcategory = typeof subcategories.$inferSelect;
export type Collection = typeof collections.$inferSelect;
export type Tag = typeof tags.$inferSelect;
export type Attribute = typeof attributes.$inferSelect;
export type AttributeValue = typeof attributeValues.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductPrice = typeof productPrices.$inferSelect;
export type NewProductPrice = typeof productPrices.$inferInsert;
export type ProductOffer = typeof productOffers.$inferSelect;
