import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DesignDocument, DesignStage } from '../../idesign/design-document.ts';
import { addresses, users } from './accounts.schema.ts';
import { carts } from './cart.schema.ts';
import { products } from './catalog.schema.ts';
import { countryCode, createdAt, currencyCode, primaryId, timestamps } from './common.schema.ts';
import { designs } from './idesign.schema.ts';
import { productImages } from './media.schema.ts';
import { coupons, giftCards, referralCodes } from './promotions.schema.ts';

/**
 * The order lifecycle (docs/decisions/020): 'pending' is pending payment, 'placed' an order with
 * nothing left to pay upfront (cash on delivery, or paid). 'confirmed' is kept only so old rows stay
 * valid: nothing writes it any more and the code reads it as 'placed'.
 */
export const orderStatus = pgEnum('order_status', [
  'pending',
  'placed',
  'in_production',
  'confirmed',
  'ready_for_shipping',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
]);

export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'failed', 'cancelled', 'refunded']);

/** What the buyer saw at checkout, kept so later address edits do not rewrite history. */
export interface AddressSnapshot {
  fName?: string | null;
  lName?: string | null;
  phone?: string | null;
  email?: string | null;
  country: 'eg' | 'sa' | 'ae';
  city: string;
  area?: string | null;
  state?: string | null;
  address1: string;
  address2?: string | null;
  streetName?: string | null;
  building?: string | null;
  floorNo?: number | null;
  apartment?: string | null;
  zipCode?: number | null;
}

/**
 * An order is priced once, in one currency, and then frozen: every amount is a snapshot in minor
 * units. payment_method stays text because providers add methods (Valu, Sympl, ...) over time.
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    orderNumber: text('order_number').notNull(),
    trnxId: text('trnx_id'),
    trnxStatus: text('trnx_status'),
    orderedFrom: countryCode('ordered_from').notNull(),
    currency: currencyCode('currency').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    paymentProvider: text('payment_provider'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    isPaidAsRequest: boolean('is_paid_as_request').notNull().default(false),
    /** An order pending payment keeps its stock until then (docs/decisions/034); null otherwise. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    codFeesMinor: integer('cod_fees_minor').notNull().default(0),
    /** What the courier collects on delivery (0 unless cash on delivery). */
    codAmountMinor: integer('cod_amount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponDiscountMinor: integer('coupon_discount_minor').notNull().default(0),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    giftCardAmountMinor: integer('gift_card_amount_minor').notNull().default(0),
    referralCodeId: uuid('referral_code_id').references(() => referralCodes.id, {
      onDelete: 'set null',
    }),
    referralDiscountMinor: integer('referral_discount_minor').notNull().default(0),
    walletAmountMinor: integer('wallet_amount_minor').notNull().default(0),
    /**
     * What was given back so far (balances returned at cancellation, refunds to the wallet or the
     * original method): a refund is refused once it would pass the total, so none is paid twice.
     */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Payment source details from the provider (type, subType, masked pan). */
    sourceData: jsonb('source_data').$type<{ type?: string; subType?: string; pan?: string }>(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<AddressSnapshot>(),
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key_uq').on(t.idempotencyKey),
    index('orders_trnx_id_idx').on(t.trnxId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueAt),
    index('orders_ordered_from_idx').on(t.orderedFrom),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_coupon_id_idx').on(t.couponId),
    index('orders_gift_card_id_idx').on(t.giftCardId),
    index('orders_referral_code_id_idx').on(t.referralCodeId),
    index('orders_cart_id_idx').on(t.cartId),
    index('orders_address_id_idx').on(t.addressId),
    check('orders_total_ck', sql`${t.totalMinor} >= 0`),
  ],
);

export interface OrderLineFeature {
  id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  /** What the feature added to the unit price, in the order's currency. */
  extraMinor: number;
}

/**
 * A design line's snapshot (issue 22): the document, the stages as they were (a later edit of the
 * product's stages does not change what was ordered), the assets' stored keys and the preview.
 */
export interface OrderLineDesign {
  designId: string;
  document: DesignDocument;
  stages: DesignStage[];
  assets: Array<{ assetId: string; storageKey: string; widthPx: number; heightPx: number }>;
  thumbnailPath: string | null;
  /** What the used stages added to the unit price, in the order's currency. */
  extraMinor: number;
}

/** Each line snapshots names, prices and who earns what, so reports never re-read live prices. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productImageId: uuid('product_image_id').references(() => productImages.id, {
      onDelete: 'set null',
    }),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    productName: text('product_name').notNull(),
    productArName: text('product_ar_name').notNull(),
    imagePath: text('image_path'),
    /** The features chosen on the line (Size: XL), as named and priced when ordered. */
    features: jsonb('features').$type<OrderLineFeature[]>().notNull().default([]),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    currency: currencyCode('currency').notNull(),
    designerId: uuid('designer_id').references(() => users.id, { onDelete: 'set null' }),
    manufacturerId: uuid('manufacturer_id').references(() => users.id, { onDelete: 'set null' }),
    manufacturingCostMinor: integer('manufacturing_cost_minor').notNull().default(0),
    revenueMinor: integer('revenue_minor').notNull().default(0),
    siteRevenueMinor: integer('site_revenue_minor').notNull().default(0),
    /** The shopper's design (iDesign), and below what the line was made of when ordered. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    design: jsonb('design').$type<OrderLineDesign>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_design_id_idx').on(t.designId),
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    index('order_lines_product_image_id_idx').on(t.productImageId),
    index('order_lines_gift_card_id_idx').on(t.giftCardId),
    index('order_lines_designer_id_idx').on(t.designerId, t.createdAt),
    index('order_lines_manufacturer_id_idx').on(t.manufacturerId, t.createdAt),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** A print-ready file of one stage of an ordered design line (the render job writes them). */
export const designPrintFiles = pgTable(
  'design_print_files',
  {
    id: primaryId(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    format: text('format').notNull(),
    /** A private file reference (print-files/<32 hex>.png). */
    reference: text('reference').notNull(),
    byteSize: integer('byte_size').notNull(),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('design_print_files_line_stage_format_uq').on(t.orderLineId, t.stageId, t.format),
    check('design_print_files_format_ck', sql`${t.format} in ('png', 'svg')`),
  ],
);

/** Every status an order went through, with who changed it and why (the order page's history). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the first event (the order was created in `toStatus`). */
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    note: text('note'),
    /** Staff or customer who made the change; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_order_created_idx').on(t.orderId, t.createdAt),
    index('order_status_events_actor_id_idx').on(t.actorId),
  ],
);

export type Order = typeof orders.$inferSelect;
export type DesignPrintFile = typeof designPrintFiles.$inferSelect;
export type OrderStatusEvent = typeof orderStatusEvents.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
