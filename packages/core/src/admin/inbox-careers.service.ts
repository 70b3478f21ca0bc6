/**
 * The inbox's career requests (issue 21, docs/decisions/047): the applications per position,
 * staff notes on them, and their CVs. A CV is a private file (media/private-files.ts); the
 * dashboard downloads it through its own route, which asks `openCareerCv` here: the permission,
 * then the application, then the stored file, each missing one a 404.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../context.ts';
import { careerRequests, careers } from '../db/schema/content.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { withoutControlCharacters } from '../locale/text-input.ts';
import { fileStoreOf } from '../media/file-store.ts';
import { isPrivateReference } from '../media/private-files.ts';
import type { CvStorage } from '../content/careers.service.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { NOTES_MAX_LENGTH } from './inbox-options.ts';

export const CAREER_REQUESTS_PAGE_SIZE = 30;

export interface CareerRequestRow {
  id: string;
  careerId: string;
  careerTitle: string;
  careerArTitle: string;
  name: string;
  email: string;
  phone: string | null;
  comment: string | null;
  notes: string | null;
  /** How many CV files it has (downloaded one by one, by position). */
  cvCount: number;
  createdAt: Date;
}

const requestNotFound = () =>
  new DomainError({
    code: 'CAREER_REQUEST_NOT_FOUND',
    messageKey: 'admin.inbox.errors.requestNotFound',
    message: 'This application does not exist',
    status: 404,
  });

/** Every position, open or closed (applications outlive their position's closing): the list's filter. */
export async function listCareerChoices(
  ctx: ServiceContext,
): Promise<{ id: string; title: string; arTitle: string; open: boolean }[]> {
  requirePermission(ctx, 'inbox.read');
  return ctx.db
    .select({ id: careers.id, title: careers.title, arTitle: careers.arTitle, open: careers.status })
    .from(careers)
    .orderBy(desc(careers.createdAt), desc(careers.id));
}

/** The applications, newest first, keyset-paged, of one position or all. A bad position id finds none. */
export async function listCareerRequests(
  ctx: ServiceContext,
  filter: { career?: string | null; after?: string | null; limit?: number } = {},
): Promise<{ items: CareerRequestRow[]; next: string | null }> {
  requirePermission(ctx, 'inbox.read');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? CAREER_REQUESTS_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  if (filter.career) {
    const careerId = parseId(filter.career);
    if (!careerId) return { items: [], next: null };
    conditions.push(eq(careerRequests.careerId, careerId));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(careerRequests.createdAt, careerRequests.id, cursor));
  const rows = await ctx.db
    .select({
      id: careerRequests.id,
      careerId: careerRequests.careerId,
      careerTitle: careers.title,
      careerArTitle: careers.arTitle,
      name: careerRequests.name,
      email: careerRequests.email,
      phone: careerRequests.phone,
      comment: careerRequests.comment,
      notes: careerRequests.notes,
      cvPaths: careerRequests.cvPaths,
      createdAt: careerRequests.createdAt,
      cursorAt: preciseTime(careerRequests.createdAt),
    })
    .from(careerRequests)
    .innerJoin(careers, eq(careers.id, careerRequests.careerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(careerRequests.createdAt), desc(careerRequests.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, cvPaths, ...row }) => ({ ...row, cvCount: cvPaths.length })),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Saves staff's notes on an application (empty clears them), audited. Too long: 400 beside `notes`. */
export async function saveCareerRequestNotes(
  ctx: ServiceContext,
  id: string,
  input: { notes?: unknown },
): Promise<{ notes: string | null }> {
  requirePermission(ctx, 'inbox.write');
  const typed = typeof input.notes === 'string' ? withoutControlCharacters(input.notes).trim() : '';
  if (typed.length > NOTES_MAX_LENGTH) {
    throw new DomainError({
      code: 'INVALID_NOTES',
      messageKey: 'admin.inbox.errors.notesTooLong',
      message: 'The notes are too long',
      details: { field: 'notes' },
    });
  }
  const notes = typed === '' ? null : typed;
  const requestId = parseId(id);
  if (!requestId) throw requestNotFound();
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ notes: careerRequests.notes })
      .from(careerRequests)
      .where(eq(careerRequests.id, requestId))
      .for('update');
    if (!before) throw requestNotFound();
    if (before.notes === notes) return { notes };
    await tx.db.update(careerRequests).set({ notes }).where(eq(careerRequests.id, requestId));
    await recordAudit(tx, {
      action: 'career_request.notes',
      entityType: 'career_request',
      entityId: requestId,
      before: { notes: before.notes },
      after: { notes },
    });
    return { notes };
  });
}

export interface CvDownload {
  body: Readable;
  contentLength: number;
  /** A plain ASCII name for Content-Disposition (the applicant's name is in the UTF-8 twin). */
  asciiName: string;
  utf8Name: string;
}

/**
 * The `index`-th CV (from 1) of an application, as a stream: 404 for an unknown application,
 * position or a file that is gone. The caller must read the stream to the end or destroy it.
 */
export async function openCareerCv(
  ctx: ServiceContext,
  id: string,
  index: number,
  storage: CvStorage,
): Promise<CvDownload> {
  requirePermission(ctx, 'inbox.read');
  const requestId = parseId(id);
  if (!requestId || !Number.isInteger(index) || index < 1) throw requestNotFound();
  const [row] = await ctx.db
    .select({ name: careerRequests.name, cvPaths: careerRequests.cvPaths })
    .from(careerRequests)
    .where(eq(careerRequests.id, requestId))
    .limit(1);
  const reference = row?.cvPaths[index - 1];
  if (!row || !reference || !isPrivateReference(reference, 'cvs')) throw requestNotFound();
  const file = await fileStoreOf(storage).get('private', reference);
  if (!file) throw requestNotFound();
  const suffix = row.cvPaths.length > 1 ? `-${index}` : '';
  // Letters and digits of any script for the UTF-8 name; the ASCII one keeps only safe characters.
  const base =
    row.name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'cv';
  const ascii = base.replace(/[^A-Za-z0-9-]+/g, '').replace(/^-+|-+$/g, '') || 'applicant';
  return {
    body: file.body,
    contentLength: file.contentLength,
    asciiName: `cv-${ascii.slice(0, 60)}${suffix}.pdf`,
    utf8Name: `cv-${base.slice(0, 60)}${suffix}.pdf`,
  };
}
