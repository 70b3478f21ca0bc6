/**
 * The inbox's contact messages (issue 21, docs/decisions/047): the list by status (new, read,
 * answered, archived), a message (opening it marks it read), the answer by email and archiving.
 *
 * The reply is emailed through the jobs table (`enqueueEmail`), added in the transaction that
 * stores it, so an email exists exactly when the answer committed. It is written in the language
 * of the page the message came from, else the mail language of an account with that email, else
 * the shop's default language; staff type the reply's words, the greeting and the quote of the
 * shopper's message around it come from the catalog.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { contactMessages } from '../db/schema/content.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { enqueueEmail } from '../jobs/jobs.service.ts';
import { DEFAULT_LOCALE, isLanguage, languageOf, type LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { withoutControlCharacters } from '../locale/text-input.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { CONTACT_MESSAGE_STATUSES, REPLY_MAX_LENGTH, type ContactMessageStatus } from './inbox-options.ts';

export { CONTACT_MESSAGE_STATUSES, REPLY_MAX_LENGTH, type ContactMessageStatus };

export const CONTACT_MESSAGES_PAGE_SIZE = 50;
export const CONTACT_REPLY_TEMPLATE = 'contact-reply';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  feedbackType: string | null;
  /** The first characters of the message, for the list. */
  excerpt: string;
  status: ContactMessageStatus;
  createdAt: Date;
}

export interface ContactMessageDetail extends Omit<ContactMessageRow, 'excerpt'> {
  phone: string | null;
  comment: string | null;
  message: string;
  lang: LanguageCode | null;
  reply: string | null;
  answeredAt: Date | null;
  answeredByName: string | null;
  archivedAt: Date | null;
}

const messageNotFound = () =>
  new DomainError({
    code: 'CONTACT_MESSAGE_NOT_FOUND',
    messageKey: 'admin.inbox.errors.messageNotFound',
    message: 'This message does not exist',
    status: 404,
  });

const isStatus = (value: string): value is ContactMessageStatus =>
  (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(value);

/**
 * The messages, newest first, keyset-paged: all that are not archived by default, or those of one
 * status. An unknown status finds nothing rather than everything.
 */
export async function listContactMessages(
  ctx: ServiceContext,
  filter: { status?: string | null; after?: string | null; limit?: number } = {},
): Promise<{ items: ContactMessageRow[]; next: string | null }> {
  requirePermission(ctx, 'inbox.read');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? CONTACT_MESSAGES_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  if (filter.status) {
    if (!isStatus(filter.status)) return { items: [], next: null };
    conditions.push(eq(contactMessages.status, filter.status));
  } else {
    conditions.push(sql`${contactMessages.status} <> 'archived'`);
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(contactMessages.createdAt, contactMessages.id, cursor));
  const rows = await ctx.db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      feedbackType: contactMessages.feedbackType,
      excerpt: sql<string>`left(${contactMessages.message}, 140)`,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      cursorAt: preciseTime(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(and(...conditions))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** How many messages nobody has opened yet (the inbox's badge). */
export async function countNewContactMessages(ctx: ServiceContext): Promise<number> {
  requirePermission(ctx, 'inbox.read');
  const [row] = await ctx.db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  return Number(row?.n ?? 0);
}

async function loadMessage(ctx: Pick<ServiceContext, 'db'>, id: string, lock = false) {
  const messageId = parseId(id);
  if (!messageId) throw messageNotFound();
  const query = ctx.db.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw messageNotFound();
  return row;
}

/**
 * A message for staff; opening a new one marks it read (with its audit row, once). Reading needs
 * `inbox.read` only: the first look is what "read" means, whoever looked.
 */
export async function openContactMessage(ctx: ServiceContext, id: string): Promise<ContactMessageDetail> {
  requirePermission(ctx, 'inbox.read');
  const row = await withTransaction(ctx, async (tx) => {
    const found = await loadMessage(tx, id, true);
    if (found.status !== 'new') return found;
    const [read] = await tx.db
      .update(contactMessages)
      .set({ status: 'read', readAt: tx.now })
      .where(eq(contactMessages.id, found.id))
      .returning();
    await recordAudit(tx, {
      action: 'contact.read',
      entityType: 'contact_message',
      entityId: found.id,
      before: { status: found.status },
      after: { status: 'read' },
    });
    return read!;
  });
  let answeredByName: string | null = null;
  if (row.answeredBy) {
    const [staff] = await ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row.answeredBy))
      .limit(1);
    answeredByName = staff?.name ?? null;
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    feedbackType: row.feedbackType,
    comment: row.comment,
    message: row.message,
    status: row.status,
    lang: row.lang,
    reply: row.reply,
    answeredAt: row.answeredAt,
    answeredByName,
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
  };
}

/** The language of the reply: the message's page, else the account's mail language, else the shop's. */
async function replyLanguage(
  ctx: Pick<ServiceContext, 'db'>,
  message: { lang: LanguageCode | null; email: string },
): Promise<LanguageCode> {
  if (message.lang) return message.lang;
  const [account] = await ctx.db
    .select({ mailLang: users.mailLang })
    .from(users)
    .where(eq(users.email, message.email.toLowerCase()))
    .limit(1);
  return isLanguage(account?.mailLang) ? account.mailLang : languageOf(DEFAULT_LOCALE);
}

const replyError = (messageKey: string, message: string) =>
  new DomainError({ code: 'INVALID_REPLY', messageKey, message, status: 400, details: { field: 'reply' } });

/**
 * Answers a message by email: stores the reply with who and when, marks the message answered and
 * queues the email, in one transaction with its audit row. An empty or too long reply changes
 * nothing (400 beside the `reply` field). A message can be answered again (a follow-up): the newest
 * reply is the one kept, the audit log has every one.
 */
export async function answerContactMessage(
  ctx: ServiceContext,
  id: string,
  input: { reply?: unknown },
): Promise<{ status: ContactMessageStatus; lang: LanguageCode; email: string }> {
  const actor = requirePermission(ctx, 'inbox.write');
  const reply = typeof input.reply === 'string' ? withoutControlCharacters(input.reply).trim() : '';
  if (reply === '') throw replyError('admin.inbox.errors.replyRequired', 'Please write the reply');
  if (reply.length > REPLY_MAX_LENGTH) {
    throw replyError('admin.inbox.errors.replyTooLong', 'The reply is too long');
  }
  return withTransaction(ctx, async (tx) => {
    const message = await loadMessage(tx, id, true);
    const lang = await replyLanguage(tx, message);
    await tx.db
      .update(contactMessages)
      .set({
        status: 'answered',
        reply,
        answeredBy: actor.id,
        answeredAt: tx.now,
        readAt: message.readAt ?? tx.now,
        archivedAt: null,
      })
      .where(eq(contactMessages.id, message.id));
    const t = createT(lang);
    const subject = t('admin.inbox.email.subject');
    await enqueueEmail(tx, {
      to: message.email,
      subject,
      ...paragraphsEmail(
        lang,
        [
          t('admin.inbox.email.hello', { name: message.name }),
          reply,
          `${t('admin.inbox.email.yourMessage')}\n${message.message}`,
        ],
        { subject, contact: await loadEmailContact(tx.db) },
      ),
      lang,
      template: CONTACT_REPLY_TEMPLATE,
    });
    await recordAudit(tx, {
      action: 'contact.answer',
      entityType: 'contact_message',
      entityId: message.id,
      before: { status: message.status, reply: message.reply },
      after: { status: 'answered', reply, lang },
    });
    return { status: 'answered' as const, lang, email: message.email };
  });
}

/**
 * Archives a message, or takes it back out (to answered when it was answered, else read). Doing
 * what is already done changes nothing and records nothing.
 */
export async function setContactMessageArchived(
  ctx: ServiceContext,
  id: string,
  archived: boolean,
): Promise<{ status: ContactMessageStatus }> {
  requirePermission(ctx, 'inbox.write');
  return withTransaction(ctx, async (tx) => {
    const message = await loadMessage(tx, id, true);
    if ((message.status === 'archived') === archived) return { status: message.status };
    const status: ContactMessageStatus = archived ? 'archived' : message.answeredAt ? 'answered' : 'read';
    await tx.db
      .update(contactMessages)
      .set({ status, archivedAt: archived ? tx.now : null, readAt: message.readAt ?? tx.now })
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, {
      action: archived ? 'contact.archive' : 'contact.unarchive',
      entityType: 'contact_message',
      entityId: message.id,
      before: { status: message.status },
      after: { status },
    });
    return { status };
  });
}
