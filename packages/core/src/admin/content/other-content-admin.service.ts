/**
 * The smaller content of the storefront in the dashboard (issue 21, `content.write`): careers and
 * their tags, the intro line (header description) of each content page, and the numbered stages of
 * "how it works" for shoppers and designers. All bilingual; rich texts are sanitized when stored.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import {
  careerRequests,
  careers,
  headerDescriptions,
  howItWorksStages,
} from '../../db/schema/content.schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { domainError, notFound } from '../../errors.ts';
import { formError } from '../../content/form-input.ts';
import { parseId } from '../../ids.ts';
import { toWesternDigits } from '../../locale/locales.ts';
import { recordAudit } from '../audit-log.service.ts';
import { requirePermission } from '../permissions.ts';
import {
  imagePathField,
  oneOf,
  optionalText,
  parseContentInput,
  requiredText,
  richTextField,
} from './content-input.ts';
import { CAREER_TAGS_MAX, HEADER_PAGES, HOW_IT_WORKS_AUDIENCES } from './content-options.ts';

// ------------------------------------------------------------------------------------------------
// Careers
// ------------------------------------------------------------------------------------------------

export type AdminCareer = {
  id: string;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  tags: { name: string; arName: string }[];
  status: boolean;
  createdAt: string;
};

const toAdminCareer = (row: typeof careers.$inferSelect): AdminCareer => ({
  id: row.id,
  title: row.title,
  arTitle: row.arTitle,
  description: row.description ?? '',
  arDescription: row.arDescription ?? '',
  tags: row.tags,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Every career, open or closed, newest first (a few dozen at most). */
export async function listAdminCareers(ctx: ServiceContext): Promise<AdminCareer[]> {
  requirePermission(ctx, 'content.write');
  const rows = await ctx.db
    .select()
    .from(careers)
    .orderBy(desc(careers.createdAt), desc(careers.id))
    .limit(200);
  return rows.map(toAdminCareer);
}

export interface CareerInput {
  title?: string | null;
  arTitle?: string | null;
  description?: string | null;
  arDescription?: string | null;
  tags?: { name?: string | null; arName?: string | null }[];
  status?: boolean;
}

const careerSchema = z.object({
  title: requiredText(200),
  arTitle: requiredText(200),
  description: richTextField,
  arDescription: richTextField,
  tags: z
    .array(z.object({ name: requiredText(60), arName: requiredText(60) }))
    .max(CAREER_TAGS_MAX, 'validation.maxLength'),
  status: z.boolean().default(true),
});

async function findCareer(ctx: ServiceContext, id: string) {
  const careerId = parseId(id);
  if (!careerId) throw notFound('career', 'Career not found');
  const [row] = await ctx.db.select().from(careers).where(eq(careers.id, careerId)).limit(1).for('update');
  if (!row) throw notFound('career', 'Career not found');
  return row;
}

/** Creates (id null) or saves a career with its tags; closed careers (status off) leave the shop. */
export async function saveCareer(
  ctx: ServiceContext,
  id: string | null,
  input: CareerInput,
): Promise<AdminCareer> {
  requirePermission(ctx, 'content.write');
  const data = parseContentInput(careerSchema, { ...input, tags: input.tags ?? [] });
  return withTransaction(ctx, async (tx) => {
    const before = id ? await findCareer(tx, id) : null;
    const [row] = before
      ? await tx.db.update(careers).set(data).where(eq(careers.id, before.id)).returning()
      : await tx.db
          .insert(careers)
          .values({ ...data, createdAt: ctx.now })
          .returning();
    await recordAudit(tx, {
      action: before ? 'career.update' : 'career.create',
      entityType: 'career',
      entityId: row!.id,
      before: before ? toAdminCareer(before) : null,
      after: toAdminCareer(row!),
    });
    return toAdminCareer(row!);
  });
}

/**
 * Removes a career nobody applied to. One with applications is closed instead (status off): removing
 * it would remove the applications and their CVs from the inbox.
 */
export async function deleteCareer(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  return withTransaction(ctx, async (tx) => {
    const before = await findCareer(tx, id);
    const [request] = await tx.db
      .select({ id: careerRequests.id })
      .from(careerRequests)
      .where(eq(careerRequests.careerId, before.id))
      .limit(1);
    if (request)
      throw domainError(
        'CAREER_HAS_REQUESTS',
        'admin.content.errors.careerHasRequests',
        'People applied to this career: close it instead of deleting it',
        409,
      );
    await tx.db.delete(careers).where(eq(careers.id, before.id));
    await recordAudit(tx, {
      action: 'career.delete',
      entityType: 'career',
      entityId: before.id,
      before: toAdminCareer(before),
      after: null,
    });
    return { id: before.id };
  });
}

// ------------------------------------------------------------------------------------------------
// Header descriptions
// ------------------------------------------------------------------------------------------------

export type AdminHeaderText = {
  page: string;
  description: string;
  arDescription: string;
  updatedAt: string | null;
};

/** The intro line of every content page (empty when staff wrote none: the page's own wording shows). */
export async function listHeaderTexts(ctx: ServiceContext): Promise<AdminHeaderText[]> {
  requirePermission(ctx, 'content.write');
  const rows = await ctx.db.select().from(headerDescriptions);
  const byPage = new Map(rows.map((row) => [row.page, row]));
  return HEADER_PAGES.map((page) => {
    const row = byPage.get(page);
    return {
      page,
      description: row?.description ?? '',
      arDescription: row?.arDescription ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

const headerSchema = z.object({
  page: oneOf(HEADER_PAGES),
  description: optionalText(400),
  arDescription: optionalText(400),
});

/**
 * Writes a page's intro line in both languages; both empty removes it (the page's own wording
 * shows again). One language alone is refused: the other language's page would have none.
 */
export async function saveHeaderText(
  ctx: ServiceContext,
  input: { page?: string | null; description?: string | null; arDescription?: string | null },
): Promise<AdminHeaderText> {
  requirePermission(ctx, 'content.write');
  const data = parseContentInput(headerSchema, input);
  if (Boolean(data.description) !== Boolean(data.arDescription)) {
    const missing = data.description ? 'arDescription' : 'description';
    throw formError(missing, 'validation.required', 'This field is required');
  }
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select()
      .from(headerDescriptions)
      .where(eq(headerDescriptions.page, data.page))
      .limit(1)
      .for('update');
    let updatedAt: Date | null = null;
    if (!data.description || !data.arDescription) {
      if (before) await tx.db.delete(headerDescriptions).where(eq(headerDescriptions.id, before.id));
    } else if (before) {
      await tx.db
        .update(headerDescriptions)
        .set({ description: data.description, arDescription: data.arDescription, updatedAt: ctx.now })
        .where(eq(headerDescriptions.id, before.id));
      updatedAt = ctx.now;
    } else {
      await tx.db.insert(headerDescriptions).values({
        page: data.page,
        description: data.description,
        arDescription: data.arDescription,
        updatedAt: ctx.now,
      });
      updatedAt = ctx.now;
    }
    await recordAudit(tx, {
      action: 'headerDescription.save',
      entityType: 'header_description',
      entityId: before?.id ?? null,
      before: before
        ? { page: before.page, description: before.description, arDescription: before.arDescription }
        : null,
      after: { page: data.page, description: data.description, arDescription: data.arDescription },
    });
    return {
      page: data.page,
      description: data.description ?? '',
      arDescription: data.arDescription ?? '',
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  });
}

// ------------------------------------------------------------------------------------------------
// How it works
// ------------------------------------------------------------------------------------------------

export type AdminHowStage = {
  id: string;
  audience: string;
  number: number;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  image: string | null;
};

const toAdminStage = (row: typeof howItWorksStages.$inferSelect): AdminHowStage => ({
  id: row.id,
  audience: row.type,
  number: row.number,
  title: row.title,
  arTitle: row.arTitle,
  description: row.description ?? '',
  arDescription: row.arDescription ?? '',
  image: row.image,
});

/** Every stage, shoppers' then designers', by number. */
export async function listHowStages(ctx: ServiceContext): Promise<AdminHowStage[]> {
  requirePermission(ctx, 'content.write');
  const rows = await ctx.db
    .select()
    .from(howItWorksStages)
    .orderBy(asc(howItWorksStages.type), asc(howItWorksStages.number));
  return rows.map(toAdminStage);
}

export interface HowStageInput {
  audience?: string | null;
  number?: string | number | null;
  title?: string | null;
  arTitle?: string | null;
  description?: string | null;
  arDescription?: string | null;
  image?: string | null;
}

const stageSchema = z.object({
  audience: oneOf(HOW_IT_WORKS_AUDIENCES),
  number: z.preprocess(
    (value) => (typeof value === 'string' ? Number.parseInt(toWesternDigits(value.trim()), 10) : value),
    z
      .number('validation.numeric')
      .int('validation.numeric')
      .min(1, 'validation.invalid')
      .max(99, 'validation.invalid'),
  ),
  title: requiredText(200),
  arTitle: requiredText(200),
  description: richTextField,
  arDescription: richTextField,
  image: imagePathField,
});

/** Creates (id null) or saves a stage; two stages of one audience cannot share a number. */
export async function saveHowStage(
  ctx: ServiceContext,
  id: string | null,
  input: HowStageInput,
): Promise<AdminHowStage> {
  requirePermission(ctx, 'content.write');
  const data = parseContentInput(stageSchema, input);
  return withTransaction(ctx, async (tx) => {
    let before: typeof howItWorksStages.$inferSelect | null = null;
    if (id) {
      const stageId = parseId(id);
      const [found] = stageId
        ? await tx.db
            .select()
            .from(howItWorksStages)
            .where(eq(howItWorksStages.id, stageId))
            .limit(1)
            .for('update')
        : [];
      if (!found) throw notFound('stage', 'Stage not found');
      before = found;
    }
    const [clash] = await tx.db
      .select({ id: howItWorksStages.id })
      .from(howItWorksStages)
      .where(
        and(
          eq(howItWorksStages.type, data.audience),
          eq(howItWorksStages.number, data.number),
          before ? ne(howItWorksStages.id, before.id) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw formError('number', 'admin.content.errors.stageTaken', 'Another stage has this number');
    const values = {
      type: data.audience,
      number: data.number,
      title: data.title,
      arTitle: data.arTitle,
      description: data.description,
      arDescription: data.arDescription,
      image: data.image ?? before?.image ?? null,
    };
    const [row] = before
      ? await tx.db.update(howItWorksStages).set(values).where(eq(howItWorksStages.id, before.id)).returning()
      : await tx.db.insert(howItWorksStages).values(values).returning();
    await recordAudit(tx, {
      action: before ? 'howStage.update' : 'howStage.create',
      entityType: 'how_it_works_stage',
      entityId: row!.id,
      before: before ? toAdminStage(before) : null,
      after: toAdminStage(row!),
    });
    return toAdminStage(row!);
  });
}

export async function deleteHowStage(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  const stageId = parseId(id);
  if (!stageId) throw notFound('stage', 'Stage not found');
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select()
      .from(howItWorksStages)
      .where(eq(howItWorksStages.id, stageId))
      .limit(1)
      .for('update');
    if (!before) throw notFound('stage', 'Stage not found');
    await tx.db.delete(howItWorksStages).where(eq(howItWorksStages.id, stageId));
    await recordAudit(tx, {
      action: 'howStage.delete',
      entityType: 'how_it_works_stage',
      entityId: stageId,
      before: toAdminStage(before),
      after: null,
    });
    return { id: stageId };
  });
}
