/** One builder per entity: valid defaults with unique values, any column overridable. */
export * from './category.builder.ts';
export * from './coupon.builder.ts';
export * from './gift-card.builder.ts';
export * from './order.builder.ts';
export * from './payout.builder.ts';
export * from './product.builder.ts';
export * from './ticket.builder.ts';
export * from './user.builder.ts';
export * from './design-product.builder.ts';
