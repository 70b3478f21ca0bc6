/**
 * Frequently asked questions in the dashboard (issue 21, `content.write`): per audience (general,
 * customer, designer), bilingual, in a display order moved up and down within the audience.
 * Answers are rich text, sanitized before they are stored.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { faqs, type Faq } from '../../db/schema/content.schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { FAQ_AUDIENCES, type FaqAudience } from '../../content/pages.service.ts';
import { recordAudit } from '../audit-log.service.ts';
import { requirePermission } from '../permissions.ts';
import { oneOf, parseContentInput, requiredRichText, requiredText } from './content-input.ts';
import { moveInList, nextPosition } from './display-order.ts';

export type AdminFaq = {
  id: string;
  question: string;
  arQuestion: string;
  /** Stored (already safe) HTML. */
  answer: string;
  arAnswer: string;
  audience: FaqAudience;
  displayOrder: number;
};

const toAdminFaq = (row: Faq): AdminFaq => ({
  id: row.id,
  question: row.question,
  arQuestion: row.arQuestion,
  answer: row.answer,
  arAnswer: row.arAnswer,
  audience: row.forAudience,
  displayOrder: row.displayOrder,
});

/** Every question, by audience then display order (a few dozen: the FAQ page shows them all). */
export async function listAdminFaqs(ctx: ServiceContext): Promise<AdminFaq[]> {
  requirePermission(ctx, 'content.write');
  const rows = await ctx.db
    .select()
    .from(faqs)
    .orderBy(asc(faqs.forAudience), asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id));
  return rows.map(toAdminFaq);
}

export interface FaqInput {
  question?: string | null;
  arQuestion?: string | null;
  answer?: string | null;
  arAnswer?: string | null;
  audience?: string | null;
}

const faqSchema = z.object({
  question: requiredText(500),
  arQuestion: requiredText(500),
  answer: requiredRichText,
  arAnswer: requiredRichText,
  audience: oneOf(FAQ_AUDIENCES),
});

async function findFaq(ctx: ServiceContext, id: string): Promise<Faq> {
  const faqId = parseId(id);
  if (!faqId) throw notFound('faq', 'Question not found');
  const [row] = await ctx.db.select().from(faqs).where(eq(faqs.id, faqId)).limit(1).for('update');
  if (!row) throw notFound('faq', 'Question not found');
  return row;
}

/** Creates (id null: last of its audience) or saves a question; a new audience puts it last there. */
export async function saveFaq(ctx: ServiceContext, id: string | null, input: FaqInput): Promise<AdminFaq> {
  requirePermission(ctx, 'content.write');
  const data = parseContentInput(faqSchema, input);
  return withTransaction(ctx, async (tx) => {
    const before = id ? await findFaq(tx, id) : null;
    const values = {
      question: data.question,
      arQuestion: data.arQuestion,
      answer: data.answer!,
      arAnswer: data.arAnswer!,
      forAudience: data.audience,
    };
    const displayOrder =
      before && before.forAudience === data.audience
        ? before.displayOrder
        : await nextPosition(tx, faqs, eq(faqs.forAudience, data.audience));
    const [row] = before
      ? await tx.db
          .update(faqs)
          .set({ ...values, displayOrder })
          .where(eq(faqs.id, before.id))
          .returning()
      : await tx.db
          .insert(faqs)
          .values({ ...values, displayOrder, createdAt: ctx.now })
          .returning();
    await recordAudit(tx, {
      action: before ? 'faq.update' : 'faq.create',
      entityType: 'faq',
      entityId: row!.id,
      before: before ? toAdminFaq(before) : null,
      after: toAdminFaq(row!),
    });
    return toAdminFaq(row!);
  });
}

/** Moves a question one place up (-1) or down (1) among its audience's. */
export async function moveFaq(ctx: ServiceContext, id: string, step: -1 | 1): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  return withTransaction(ctx, async (tx) => {
    const faq = await findFaq(tx, id);
    const moved = await moveInList(tx, faqs, eq(faqs.forAudience, faq.forAudience), faq.id, step);
    await recordAudit(tx, {
      action: 'faq.move',
      entityType: 'faq',
      entityId: faq.id,
      before: { position: moved?.from ?? null },
      after: { position: moved?.to ?? null },
    });
    return { id: faq.id };
  });
}

export async function deleteFaq(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  return withTransaction(ctx, async (tx) => {
    const before = await findFaq(tx, id);
    await tx.db.delete(faqs).where(eq(faqs.id, before.id));
    await recordAudit(tx, {
      action: 'faq.delete',
      entityType: 'faq',
      entityId: before.id,
      before: toAdminFaq(before),
      after: null,
    });
    return { id: before.id };
  });
}
