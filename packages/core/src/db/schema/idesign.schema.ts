import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { products } from './catalog.schema.ts';
import { createdAt, primaryId, timestamps } from './common.schema.ts';
import type { DesignDocument } from '../../idesign/design-document.ts';

/**
 * iDesign (issue 22, docs/decisions/048). A design and its uploaded pictures belong to a signed-in
 * user or, for a guest, to the guest cart (its id is the guest's secret). `owner_cart_id` carries no
 * foreign key on purpose: cart_lines points at designs, so a key back to carts would tie the two
 * schema files in a cycle; a guest cart merged at login hands its designs to the user first
 * (adoptGuestDesigns), and rows of a cart that is gone are no one's.
 */
export const designAssets = pgTable(
  'design_assets',
  {
    id: primaryId(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerCartId: uuid('owner_cart_id'),
    /** The re-encoded picture in the file store's private area (design-assets/<32 hex>.webp). */
    storageKey: text('storage_key').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('design_assets_owner_user_id_idx').on(t.ownerUserId),
    index('design_assets_owner_cart_id_idx').on(t.ownerCartId),
    check('design_assets_owner_ck', sql`(${t.ownerUserId} is null) <> (${t.ownerCartId} is null)`),
  ],
);

/** A saved, validated design document of one isIDesign product. Never edited: a change is a new design. */
export const designs = pgTable(
  'designs',
  {
    id: primaryId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerCartId: uuid('owner_cart_id'),
    document: jsonb('document').$type<DesignDocument>().notNull(),
    /** The stages with at least one element: each adds its extra price to the line. */
    usedStageIds: text('used_stage_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The stage-1 preview on its base image, public under an unguessable name (design-thumbnails/…). */
    thumbnailPath: text('thumbnail_path'),
    ...timestamps(),
  },
  (t) => [
    index('designs_product_id_idx').on(t.productId),
    index('designs_owner_user_id_idx').on(t.ownerUserId),
    index('designs_owner_cart_id_idx').on(t.ownerCartId),
    check('designs_owner_ck', sql`(${t.ownerUserId} is null) <> (${t.ownerCartId} is null)`),
  ],
);

export type DesignAsset = typeof designAssets.$inferSelect;
export type Design = typeof designs.$inferSelect;
