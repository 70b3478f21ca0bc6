// Every table, enum and row type, in dependency order. drizzle-kit reads this file.
export * from './common.schema.ts';
export * from './accounts.schema.ts';
export * from './catalog.schema.ts';
export * from './media.schema.ts';
export * from './wishlist.schema.ts';
export * from './promotions.schema.ts';
export * from './cart.schema.ts';
export * from './orders.schema.ts';
export * from './redemptions.schema.ts';
export * from './ledger.schema.ts';
export * from './tickets.schema.ts';
export * from './content.schema.ts';
export * from './community.schema.ts';
export * from './settings.schema.ts';
export * from './search.schema.ts';
export * from './system.schema.ts';
