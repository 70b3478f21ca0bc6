/**
 * The dashboard's ticket desk on PGlite and PostgreSQL: the queue (waiting oldest first, tabs,
 * filters, paging, any input), one ticket for review, and the decisions it drives: accepting makes
 * a DRAFT product from the ticket, rejecting needs a reason and emails it, only a rejected ticket
 * reopens, a staff reply is audited; who may do it (the permission table), and a designer never
 * sees another's ticket.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorOf,
  buildCategory,
  buildTicket,
  buildUser,
  COMPLETE_DESIGNER_PROFILE,
} from '@souq/testing/builders/index.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { runJobsRecording } from '@souq/testing/job-run.fixture.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { isPublished } from '../catalog/catalog.service.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { productPrices, products, type Category } from '../db/schema/catalog.schema.ts';
import { sellerNotifications, ticketMessages, tickets, type Ticket } from '../db/schema/tickets.schema.ts';
import { ticketAttachments } from '../db/schema/tickets.schema.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import { mayReviewTickets } from '../designers/ticket-access.ts';
import type { TicketFiles } from '../designers/ticket-files.ts';
import { createDiskFileStore } from '../media/file-store.ts';
import { addTicketMessage, getTicketDiscussion } from '../designers/ticket-messages.service.ts';
import { acceptTicket, rejectTicket, reopenTicket } from '../designers/ticket-review.service.ts';
import { getDesignerTickets, getTicketById } from '../designers/tickets.service.ts';
import { can, STAFF_PRIVILEGES } from './permissions.ts';
import { getTicketReview, listTicketQueue } from './tickets.service.ts';

const now = new Date('2026-11-20T09:00:00Z');
const files: TicketFiles = { store: createDiskFileStore('/nonexistent'), secret: new Uint8Array(32).fill(7) };
let database: Database;
let designer: Actor;
let otherDesigner: Actor;
let support: Actor;
let admin: Actor;
let superAdmin: Actor;
let customer: Actor;
let posters: Category;
let mugs: Category;
/** Waiting, filed on days 1, 3 and 2 of November; one accepted, one rejected. */
let oldest: Ticket;
let newest: Ticket;
let middle: Ticket;
let accepted: Ticket;
let rejected: Ticket;

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10));
const auditOf = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

beforeAll(async () => {
  database = await createTestDatabase();
  designer = actorOf(
    await buildUser(database.db, {
      ...COMPLETE_DESIGNER_PROFILE,
      name: 'Nour Hamdy',
      email: 'nour.hamdy@souq.test',
      mailLang: 'en',
    }),
  );
  otherDesigner = actorOf(
    await buildUser(database.db, {
      ...COMPLETE_DESIGNER_PROFILE,
      name: 'Karim Saleh',
      email: 'karim@souq.test',
    }),
  );
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  customer = actorOf(await buildUser(database.db));
  posters = await buildCategory(database.db, { name: 'Posters', displayOrder: 1 });
  mugs = await buildCategory(database.db, { name: 'Mugs', displayOrder: 2 });
  const ticket = (designerId: string, categoryId: string, name: string, createdAt: Date, extra = {}) =>
    buildTicket(database.db, { designerId, categoryId, name, createdAt, ...extra });
  oldest = await ticket(designer.id, posters.id, 'Old Cairo tram', day(1));
  newest = await ticket(otherDesigner.id, mugs.id, 'Nile mug 100%', day(3), { basePriceMinor: null });
  middle = await ticket(designer.id, mugs.id, 'Felucca mug', day(2), {
    newMessage: 2,
    basePriceMinor: 30_000,
  });
  accepted = await ticket(designer.id, posters.id, 'Khan poster', day(1), {
    status: 'accepted',
    acceptanceDate: day(4),
  });
  rejected = await ticket(otherDesigner.id, posters.id, 'Blurred poster', day(1), {
    status: 'rejected',
    rejectionDate: day(5),
    rejectionReason: 'The print is blurred',
  });
  await database.db.insert(ticketAttachments).values([
    { ticketId: oldest.id, path: 'ticket-attachments/a.png', originalName: 'a.png', mimeType: 'image/png' },
    {
      ticketId: oldest.id,
      path: 'ticket-attachments/b.pdf',
      originalName: 'b.pdf',
      mimeType: 'application/pdf',
    },
  ]);
});
afterAll(async () => database?.close());

describe('the queue', () => {
  it('shows the waiting tickets oldest first, with the columns staff decide by', async () => {
    const queue = await listTicketQueue(ctx(support));
    expect(queue).toMatchObject({ status: 'waiting', sort: 'filed', dir: 'asc', page: 1, hasNext: false });
    expect(queue.items.map((row) => row.id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(queue.counts).toEqual({ waiting: 3, accepted: 1, rejected: 1 });
    expect(queue.items[0]).toMatchObject({
      name: 'Old Cairo tram',
      designer: { id: designer.id, name: 'Nour Hamdy', email: 'nour.hamdy@souq.test' },
      category: { id: posters.id, name: 'Posters' },
      basePriceMinor: 25_000,
      currency: 'EGP',
      files: 2,
      unread: 0,
      status: 'waiting',
      decidedAt: null,
    });
    expect(queue.items[1]).toMatchObject({ unread: 2, files: 0 });
    expect(queue.categories.map((category) => category.id)).toEqual(
      expect.arrayContaining([posters.id, mugs.id]),
    );
  });

  it('has a tab per status, filters by designer, category and name, and sorts by any column', async () => {
    const ids = async (filter: Parameters<typeof listTicketQueue>[1]) =>
      (await listTicketQueue(ctx(admin), filter)).items.map((row) => row.id);
    expect(await ids({ status: 'accepted' })).toEqual([accepted.id]);
    expect(await ids({ status: 'rejected' })).toEqual([rejected.id]);
    expect((await ids({ status: 'all' })).sort()).toEqual(
      [oldest.id, middle.id, newest.id, accepted.id, rejected.id].sort(),
    );
    expect(await ids({ designer: 'NOUR' })).toEqual([oldest.id, middle.id]);
    expect(await ids({ designer: 'karim@souq' })).toEqual([newest.id]);
    expect(await ids({ category: mugs.id })).toEqual([middle.id, newest.id]);
    expect(await ids({ q: 'mug' })).toEqual([middle.id, newest.id]);
    // LIKE's own characters are literal.
    expect(await ids({ q: '100%' })).toEqual([newest.id]);
    expect(await ids({ q: '%' })).toEqual([newest.id]);
    expect(await ids({ q: '_' })).toEqual([]);
    expect(await ids({ sort: 'filed', dir: 'desc' })).toEqual([newest.id, middle.id, oldest.id]);
    expect(await ids({ sort: 'name', dir: 'asc' })).toEqual([middle.id, newest.id, oldest.id]);
    // No price sorts last either way.
    expect(await ids({ sort: 'price', dir: 'asc' })).toEqual([oldest.id, middle.id, newest.id]);
    expect((await ids({ sort: 'unread', dir: 'desc' }))[0]).toBe(middle.id);
    const filtered = await listTicketQueue(ctx(admin), { designer: 'nour' });
    expect(filtered.counts).toEqual({ waiting: 2, accepted: 1, rejected: 0 });
  });

  it('pages, and survives any input with the first page or an empty one', async () => {
    const first = await listTicketQueue(ctx(support), { limit: 2 });
    expect(first.hasNext).toBe(true);
    const second = await listTicketQueue(ctx(support), { limit: 2, page: '2' });
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(second.hasNext).toBe(false);
    for (const page of ['-3', 'abc', '1e99', '99999999999999999999', 0]) {
      expect((await listTicketQueue(ctx(support), { page })).page).toBe(1);
    }
    expect((await listTicketQueue(ctx(support), { page: 10_000_000 })).items).toEqual([]);
    expect((await listTicketQueue(ctx(support), { category: 'not-an-id' })).items).toEqual([]);
    expect(
      (await listTicketQueue(ctx(support), { category: '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e' })).items,
    ).toEqual([]);
    const odd = await listTicketQueue(ctx(support), {
      status: 'bogus\u0000',
      sort: 'drop table',
      dir: 'sideways',
      q: 'mug\u0007\u001b',
      designer: 'x'.repeat(10_000),
    });
    expect(odd).toMatchObject({ status: 'waiting', sort: 'filed', dir: 'asc', items: [] });
    expect((await listTicketQueue(ctx(support), { q: 'Felucca\u0000' })).items.map((row) => row.id)).toEqual([
      middle.id,
    ]);
  });

  it('is for staff of the ticket desk: a customer or designer 403, a guest 401', async () => {
    for (const staff of [support, admin, superAdmin]) await listTicketQueue(ctx(staff));
    expect((await expectDomainError(listTicketQueue(ctx(customer)))).status).toBe(403);
    expect((await expectDomainError(listTicketQueue(ctx(designer)))).status).toBe(403);
    expect((await expectDomainError(listTicketQueue(ctx(null)))).status).toBe(401);
    const blocked = actorOf(await buildUser(database.db, { privilageType: 'admin', status: false }));
    expect((await expectDomainError(listTicketQueue(ctx(blocked)))).status).toBe(403);
  });
});

describe('one ticket', () => {
  it('shows the ticket, its designer and thread, and marks the designer’s messages read', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    await addTicketMessage(ctx(designer), { ticket: ticket.id, text: 'Is A3 fine?' }, files);
    const review = await getTicketReview(ctx(support), ticket.id, files);
    expect(review).toMatchObject({
      ticket: { id: ticket.id, status: 'waiting', newMessage: 1 },
      designer: { id: designer.id, name: 'Nour Hamdy', email: 'nour.hamdy@souq.test', mailLang: 'en' },
      decidedBy: null,
      product: null,
    });
    expect(review.messages.map((message) => [message.text, message.readAt])).toEqual([['Is A3 fine?', null]]);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.newMessage).toBe(0);
    const [message] = await database.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id));
    expect(message!.readAt).toEqual(now);
    // Not a product's id, not garbage, not for a designer.
    for (const id of [null, '', 'x', '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e'])
      expect((await expectDomainError(getTicketReview(ctx(support), id, files))).status).toBe(404);
    expect((await expectDomainError(getTicketReview(ctx(designer), ticket.id, files))).status).toBe(403);
    expect((await expectDomainError(getTicketReview(ctx(null), ticket.id, files))).status).toBe(401);
  });

  it('audits a staff reply, not the designer’s message', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    const reply = await addTicketMessage(ctx(support), { ticket: ticket.id, text: 'Please send A3.' }, files);
    await addTicketMessage(ctx(designer), { ticket: ticket.id, text: 'Sent.' }, files);
    const audit = await auditOf(ticket.id);
    expect(audit.map((row) => [row.action, row.entityType, row.staffId, row.after])).toEqual([
      ['ticket.message', 'ticket', support.id, { status: 'waiting', messageId: reply.id, attachments: 0 }],
    ]);
  });

  it('is never another designer’s to see', async () => {
    const mine = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    const as = ctx(otherDesigner);
    expect((await expectDomainError(getTicketById(as, mine.id, files))).status).toBe(404);
    expect((await expectDomainError(getTicketDiscussion(as, mine.id, files))).status).toBe(404);
    expect((await expectDomainError(getDesignerTickets(as, { designer: designer.id }, files))).status).toBe(
      404,
    );
    expect(
      (await expectDomainError(addTicketMessage(as, { ticket: mine.id, text: 'Hi' }, files))).status,
    ).toBe(404);
    const own = await getDesignerTickets(as, { designer: otherDesigner.id }, files);
    expect(own.map((ticket) => ticket.id)).not.toContain(mine.id);
  });
});

describe('deciding', () => {
  it('accepts into a DRAFT product made from the ticket, with an audit row', async () => {
    const ticket = await buildTicket(database.db, {
      designerId: designer.id,
      categoryId: posters.id,
      name: 'Sayeda Zeinab at night',
      description: 'A night print of the square.',
      designerStage: 'Final artwork',
      basePriceMinor: 32_000,
    });
    const view = await acceptTicket(ctx(support), { ticket: ticket.id }, files);
    expect(view).toMatchObject({ status: 'accepted', acceptanceDate: now });
    expect(view.product).toMatchObject({ published: false });
    const productId = view.product!.id;
    const [product] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      status: 'draft',
      name: 'Sayeda Zeinab at night',
      arName: 'Sayeda Zeinab at night',
      description: 'A night print of the square.',
      arDescription: 'A night print of the square.',
      designerStage: 'Final artwork',
      categoryId: posters.id,
      designerId: designer.id,
    });
    expect(
      await database.db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), isPublished())),
    ).toHaveLength(0);
    // No prices given: the designer's base price in the country of its currency, for the editor.
    const prices = await database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId));
    expect(prices.map((row) => [row.country, row.currency, row.amountMinor])).toEqual([
      ['eg', 'EGP', 32_000],
    ]);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'accepted', productId, decidedById: support.id });
    const audit = await auditOf(ticket.id);
    expect(
      audit.map((entry) => [entry.action, entry.entityType, entry.staffId, entry.before, entry.after]),
    ).toEqual([
      [
        'ticket.accept',
        'ticket',
        support.id,
        { status: 'waiting' },
        { status: 'accepted', productId, productStatus: 'draft' },
      ],
    ]);
    const review = await getTicketReview(ctx(admin), ticket.id, files);
    expect(review).toMatchObject({
      decidedBy: { id: support.id },
      product: { id: productId, status: 'draft', published: false },
    });
  });

  it('takes the names and prices staff typed', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: mugs.id });
    const view = await acceptTicket(
      ctx(admin),
      {
        ticket: ticket.id,
        name: ' Nile mug ',
        arName: 'كوب النيل',
        prices: { eg: { price: '199.5' }, ae: { price: 40 } },
      },
      files,
    );
    const [product] = await database.db.select().from(products).where(eq(products.id, view.product!.id));
    expect(product).toMatchObject({ name: 'Nile mug', arName: 'كوب النيل', status: 'draft' });
    const prices = await database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, view.product!.id));
    expect(prices.map((row) => [row.country, row.amountMinor]).sort()).toEqual([
      ['ae', 4_000],
      ['eg', 19_950],
    ]);
    const another = await buildTicket(database.db, { designerId: designer.id, categoryId: mugs.id });
    const tooLong = await expectDomainError(
      acceptTicket(ctx(admin), { ticket: another.id, arName: 'x'.repeat(201) }, files),
    );
    expect([tooLong.status, tooLong.messageKey]).toEqual([400, 'errors.ticket.fieldTooLong']);
  });

  it('rejects with a reason only, emailed in the designer’s language, with an audit row', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    for (const reason of [null, '', '   ']) {
      const error = await expectDomainError(rejectTicket(ctx(support), { ticket: ticket.id, reason }, files));
      expect([error.status, error.messageKey]).toEqual([400, 'errors.ticket.reasonRequired']);
    }
    const long = await expectDomainError(
      rejectTicket(ctx(support), { ticket: ticket.id, reason: 'x'.repeat(2001) }, files),
    );
    expect(long.messageKey).toBe('errors.ticket.reasonTooLong');
    await rejectTicket(ctx(support), { ticket: ticket.id, reason: 'Colours too dark for print' }, files);
    const audit = await auditOf(ticket.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'ticket.reject',
        { status: 'waiting' },
        { status: 'rejected', rejectionReason: 'Colours too dark for print' },
      ],
    ]);
    const sent: OutboxEmail[] = [];
    await runJobsRecording(database.db, sent, () => now);
    const email = sent.find(
      (mail) => mail.template === 'ticket-rejected' && mail.text.includes('Colours too dark'),
    );
    // The designer reads English (mailLang 'en').
    expect(email).toMatchObject({ lang: 'en', to: 'nour.hamdy@souq.test' });
    // The acceptance email no longer says the product is on sale: it is a draft.
    const acceptance = sent.find((mail) => mail.template === 'ticket-accepted');
    expect(acceptance?.text).not.toMatch(/now on sale/);
  });

  it('reopens only a rejected ticket, clearing the decision, telling the designer', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    const waiting = await expectDomainError(reopenTicket(ctx(support), ticket.id));
    expect([waiting.status, waiting.messageKey]).toEqual([409, 'errors.ticket.notReopenable']);
    await rejectTicket(ctx(support), { ticket: ticket.id, reason: 'Too small' }, files);
    expect((await expectDomainError(reopenTicket(ctx(designer), ticket.id))).status).toBe(403);
    expect((await expectDomainError(reopenTicket(ctx(customer), ticket.id))).status).toBe(403);
    expect((await expectDomainError(reopenTicket(ctx(null), ticket.id))).status).toBe(401);
    for (const id of [null, 'nope', '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e'])
      expect((await expectDomainError(reopenTicket(ctx(support), id))).status).toBe(404);
    expect(await reopenTicket(ctx(admin), ticket.id)).toEqual({ id: ticket.id, status: 'waiting' });
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({
      status: 'waiting',
      rejectionReason: null,
      rejectionDate: null,
      decidedById: null,
    });
    const notes = await database.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.ticketId, ticket.id));
    expect(notes.map((note) => [note.userId, note.kind]).sort()).toEqual([
      [designer.id, 'ticket_rejected'],
      [designer.id, 'ticket_reopened'],
    ]);
    const audit = await auditOf(ticket.id);
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['ticket.reject', support.id],
      ['ticket.reopen', admin.id],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'rejected', rejectionReason: 'Too small' });
    expect(audit[1]!.after).toEqual({ status: 'waiting' });
    // Back in the queue, and decided again like any waiting ticket.
    expect((await listTicketQueue(ctx(support))).items.map((item) => item.id)).toContain(ticket.id);
    expect((await expectDomainError(reopenTicket(ctx(admin), ticket.id))).status).toBe(409);
    await acceptTicket(ctx(superAdmin), { ticket: ticket.id }, files);
    expect((await expectDomainError(reopenTicket(ctx(admin), ticket.id))).status).toBe(409);
    // The rejection email, sent after the reopening cleared the reason, still gives it.
    const sent: OutboxEmail[] = [];
    await runJobsRecording(database.db, sent, () => now);
    const rejection = sent.find((mail) => mail.template === 'ticket-rejected');
    expect(rejection?.text).toContain('Too small');
  });

  it('lets designerSupport, admin and superAdmin decide; a customer or designer 403, a guest 401', async () => {
    for (const staff of [support, admin, superAdmin]) {
      const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
      await rejectTicket(ctx(staff), { ticket: ticket.id, reason: 'No' }, files);
      await reopenTicket(ctx(staff), ticket.id);
      await acceptTicket(ctx(staff), { ticket: ticket.id }, files);
    }
    const ticket = await buildTicket(database.db, { designerId: designer.id, categoryId: posters.id });
    for (const [user, status] of [
      [customer, 403],
      [designer, 403],
      [null, 401],
    ] as const) {
      expect((await expectDomainError(acceptTicket(ctx(user), { ticket: ticket.id }, files))).status).toBe(
        status,
      );
      expect(
        (await expectDomainError(rejectTicket(ctx(user), { ticket: ticket.id, reason: 'No' }, files))).status,
      ).toBe(status);
    }
  });

  it('agrees with the permission table about who reviews tickets', async () => {
    for (const privilageType of [...STAFF_PRIVILEGES, null])
      for (const status of [true, false]) {
        const actor: Actor = { id: support.id, role: 'customer', privilageType, status };
        expect(mayReviewTickets(actor)).toBe(can(actor, 'tickets.decide'));
      }
    expect(mayReviewTickets(null)).toBe(false);
  });
});
