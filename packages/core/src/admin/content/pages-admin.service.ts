/**
 * The static pages in the dashboard (issue 21, `content.write`): About (description, what we do,
 * mission, vision) and the terms-like pages (terms, policies, exchange policies, privacy, shipping,
 * b2b: an intro and titled items), each in both languages. One row per kind (content_pages), its
 * body sanitized before it is stored; the preview answers the storefront's view of a draft.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { contentPages, type ContentPageBody } from '../../db/schema/content.schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import type { ContentPageKind } from '../../content/pages.service.ts';
import { recordAudit } from '../audit-log.service.ts';
import { requirePermission } from '../permissions.ts';
import { parseContentInput, requiredText, richTextField } from './content-input.ts';
import { ABOUT_SECTIONS, CONTENT_PAGE_KINDS, PAGE_ITEMS_MAX } from './content-options.ts';

export function parsePageKind(value: string | null | undefined): ContentPageKind {
  // Typed as the table's kinds: a kind the table does not have fails to compile here.
  const kind: ContentPageKind | undefined = CONTENT_PAGE_KINDS.find((item) => item === value);
  if (!kind) throw notFound('page', 'Page not found');
  return kind;
}

export interface AdminPageItem {
  title: string;
  arTitle: string;
  body: string;
  arBody: string;
}

/** A page as the editor shows it: every text in both languages (stored, already safe HTML). */
export interface AdminContentPage {
  kind: ContentPageKind;
  /** About: its four sections; other kinds: `description` only. */
  sections: Record<string, { en: string; ar: string }>;
  items: AdminPageItem[];
  updatedAt: string | null;
}

/** The page, or an empty one when staff never wrote it. */
export async function getAdminContentPage(ctx: ServiceContext, kind: string): Promise<AdminContentPage> {
  requirePermission(ctx, 'content.write');
  const pageKind = parsePageKind(kind);
  const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.kind, pageKind)).limit(1);
  return toAdminPage(pageKind, row?.body ?? {}, row?.updatedAt ?? null);
}

function toAdminPage(kind: ContentPageKind, body: ContentPageBody, updatedAt: Date | null): AdminContentPage {
  const names = kind === 'about' ? ABOUT_SECTIONS : (['description'] as const);
  return {
    kind,
    sections: Object.fromEntries(
      names.map((name) => [name, { en: body[name]?.en ?? '', ar: body[name]?.ar ?? '' }]),
    ),
    items: kind === 'about' ? [] : (body.items ?? []).map((item) => ({ ...item })),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export interface ContentPageInput {
  /** `<section>` and `ar<Section>` texts: description, arDescription, whatWeDo, arWhatWeDo... */
  sections?: Record<string, string | null | undefined>;
  items?: { title?: string | null; arTitle?: string | null; body?: string | null; arBody?: string | null }[];
}

const capital = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

const itemSchema = z.object({
  title: requiredText(300),
  arTitle: requiredText(300),
  body: richTextField,
  arBody: richTextField,
});

/** The form checked and sanitized into the stored body; nothing is stored. */
export function parseContentPageInput(kind: ContentPageKind, input: ContentPageInput): ContentPageBody {
  const names = kind === 'about' ? ABOUT_SECTIONS : (['description'] as const);
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    shape[name] = richTextField;
    shape[`ar${capital(name)}`] = richTextField;
  }
  if (kind !== 'about') shape['items'] = z.array(itemSchema).max(PAGE_ITEMS_MAX, 'validation.maxLength');
  const data = parseContentInput(z.object(shape), {
    ...Object.fromEntries(
      names.flatMap((name) => [
        [name, input.sections?.[name] ?? null],
        [`ar${capital(name)}`, input.sections?.[`ar${capital(name)}`] ?? null],
      ]),
    ),
    ...(kind !== 'about' ? { items: input.items ?? [] } : {}),
  }) as Record<string, unknown>;
  const body: ContentPageBody = {};
  for (const name of names) {
    body[name] = {
      en: (data[name] as string | null) ?? '',
      ar: (data[`ar${capital(name)}`] as string | null) ?? '',
    };
  }
  if (kind !== 'about') {
    body.items = (data['items'] as z.output<typeof itemSchema>[]).map((item) => ({
      title: item.title,
      arTitle: item.arTitle,
      body: item.body ?? '',
      arBody: item.arBody ?? '',
    }));
  }
  return body;
}

/** The storefront's view of a draft (sanitized as a save would store it); nothing is stored. */
export async function previewContentPage(
  ctx: ServiceContext,
  kind: string,
  input: ContentPageInput,
): Promise<AdminContentPage> {
  requirePermission(ctx, 'content.write');
  const pageKind = parsePageKind(kind);
  return toAdminPage(pageKind, parseContentPageInput(pageKind, input), ctx.now);
}

/** Saves a page (creating its row the first time) and records the change. */
export async function saveContentPage(
  ctx: ServiceContext,
  kind: string,
  input: ContentPageInput,
): Promise<AdminContentPage> {
  requirePermission(ctx, 'content.write');
  const pageKind = parsePageKind(kind);
  const body = parseContentPageInput(pageKind, input);
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.kind, pageKind))
      .limit(1)
      .for('update');
    const [row] = before
      ? await tx.db
          .update(contentPages)
          .set({ body, updatedAt: ctx.now })
          .where(eq(contentPages.id, before.id))
          .returning()
      : await tx.db.insert(contentPages).values({ kind: pageKind, body, updatedAt: ctx.now }).returning();
    await recordAudit(tx, {
      action: 'contentPage.save',
      entityType: 'content_page',
      entityId: row!.id,
      before: before ? { kind: pageKind, body: before.body } : null,
      after: { kind: pageKind, body },
    });
    return toAdminPage(pageKind, row!.body, row!.updatedAt);
  });
}
