/**
 * The values of the dashboard's product list filters and sorts, without the database: the page's
 * browser code builds its selects from these, the service (products.service.ts) checks against them.
 */
export const ADMIN_PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'price', 'sales'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCT_STOCK = ['low', 'soldOut', 'unlimited'] as const;
export type AdminProductStock = (typeof ADMIN_PRODUCT_STOCK)[number];
/** A limited edition with this many or fewer left is low. */
export const LOW_EDITION = 5;
