/**
 * The home page's pictures in the dashboard (issue 21, `content.write`): slides (per country and
 * language), banners (per country and language) and adverts. Each has a stored picture (the content
 * upload), a link of this site or https, a switch and a display order moved up and down.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { adverts, banners, sliders } from '../../db/schema/content.schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import { formError } from '../../content/form-input.ts';
import { parseId } from '../../ids.ts';
import { COUNTRIES, type CountryCode, type LanguageCode } from '../../locale/locales.ts';
import { recordAudit } from '../audit-log.service.ts';
import { requirePermission } from '../permissions.ts';
import { CONTENT_ERROR_KEYS, imagePathField, linkField, parseContentInput } from './content-input.ts';
import { moveInList, nextPosition } from './display-order.ts';
import { hasAudience, HOME_MEDIA_KINDS, type HomeMediaKind } from './content-options.ts';

const TABLES = { sliders, banners, adverts } as const;

export function parseHomeMediaKind(value: string | null | undefined): HomeMediaKind {
  const kind = HOME_MEDIA_KINDS.find((item) => item === value);
  if (!kind) throw notFound('content', 'Not found');
  return kind;
}

export type HomeMediaItem = {
  id: string;
  image: string;
  link: string | null;
  country: CountryCode | null;
  lang: LanguageCode | null;
  status: boolean;
  displayOrder: number;
};

type Row = typeof sliders.$inferSelect | typeof banners.$inferSelect | typeof adverts.$inferSelect;

const toItem = (row: Row): HomeMediaItem => ({
  id: row.id,
  image: row.image,
  link: row.link,
  country: 'country' in row ? row.country : null,
  lang: 'lang' in row ? row.lang : null,
  status: row.status,
  displayOrder: row.displayOrder,
});

/** Every item of a kind in display order (a few dozen at most: the home page shows them all). */
export async function listHomeMedia(ctx: ServiceContext, kind: string): Promise<HomeMediaItem[]> {
  requirePermission(ctx, 'content.write');
  const table = TABLES[parseHomeMediaKind(kind)];
  const rows = await ctx.db.select().from(table).orderBy(table.displayOrder, table.createdAt, table.id);
  return rows.map(toItem);
}

export interface HomeMediaInput {
  image?: string | null;
  link?: string | null;
  country?: string | null;
  lang?: string | null;
  status?: boolean;
}

const blankIsNull = (value: unknown) => (value === '' ? null : value);

const mediaSchema = z.object({
  image: imagePathField,
  link: linkField,
  country: z.preprocess(blankIsNull, z.enum(COUNTRIES, 'validation.invalid').nullish()),
  lang: z.preprocess(blankIsNull, z.enum(['ar', 'en'], 'validation.invalid').nullish()),
  status: z.boolean().default(true),
});

async function findItem(ctx: ServiceContext, kind: HomeMediaKind, id: string) {
  const table = TABLES[kind];
  const itemId = parseId(id);
  if (!itemId) throw notFound('content', 'Not found');
  const [row] = await ctx.db.select().from(table).where(eq(table.id, itemId)).limit(1).for('update');
  if (!row) throw notFound('content', 'Not found');
  return row as Row;
}

/**
 * Creates (id null: at the end of the list) or saves an item. A new item needs a picture; an
 * edit without one keeps its picture.
 */
export async function saveHomeMedia(
  ctx: ServiceContext,
  kind: string,
  id: string | null,
  input: HomeMediaInput,
): Promise<HomeMediaItem> {
  requirePermission(ctx, 'content.write');
  const mediaKind = parseHomeMediaKind(kind);
  const data = parseContentInput(mediaSchema, input);
  if (!id && !data.image) throw formError('image', CONTENT_ERROR_KEYS.imageRequired, 'Choose a picture');
  const table = TABLES[mediaKind];
  return withTransaction(ctx, async (tx) => {
    const before = id ? await findItem(tx, mediaKind, id) : null;
    const values = {
      image: data.image ?? before!.image,
      link: data.link,
      status: data.status,
      ...(hasAudience(mediaKind) ? { country: data.country ?? null, lang: data.lang ?? null } : {}),
    };
    let rows: Row[];
    if (before) {
      rows = (await tx.db.update(table).set(values).where(eq(table.id, before.id)).returning()) as Row[];
    } else {
      const displayOrder = await nextPosition(tx, table, undefined);
      rows = (await tx.db
        .insert(table)
        .values({ ...values, displayOrder, createdAt: ctx.now })
        .returning()) as Row[];
    }
    const row = rows[0]!;
    await recordAudit(tx, {
      action: `${mediaKind}.${before ? 'update' : 'create'}`,
      entityType: mediaKind,
      entityId: row!.id,
      before: before ? toItem(before) : null,
      after: toItem(row!),
    });
    return toItem(row!);
  });
}

/** Moves an item one place up (-1) or down (1) its list. */
export async function moveHomeMedia(
  ctx: ServiceContext,
  kind: string,
  id: string,
  step: -1 | 1,
): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  const mediaKind = parseHomeMediaKind(kind);
  const table = TABLES[mediaKind];
  const itemId = parseId(id);
  if (!itemId) throw notFound('content', 'Not found');
  return withTransaction(ctx, async (tx) => {
    const moved = await moveInList(tx, table, undefined, itemId, step);
    if (!moved) throw notFound('content', 'Not found');
    await recordAudit(tx, {
      action: `${mediaKind}.move`,
      entityType: mediaKind,
      entityId: itemId,
      before: { position: moved.from },
      after: { position: moved.to },
    });
    return { id: itemId };
  });
}

/** Removes an item (its picture file stays: an old cached page may still show it). */
export async function deleteHomeMedia(
  ctx: ServiceContext,
  kind: string,
  id: string,
): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  const mediaKind = parseHomeMediaKind(kind);
  const table = TABLES[mediaKind];
  return withTransaction(ctx, async (tx) => {
    const before = await findItem(tx, mediaKind, id);
    await tx.db.delete(table).where(and(eq(table.id, before.id)));
    await recordAudit(tx, {
      action: `${mediaKind}.delete`,
      entityType: mediaKind,
      entityId: before.id,
      before: toItem(before),
      after: null,
    });
    return { id: before.id };
  });
}
