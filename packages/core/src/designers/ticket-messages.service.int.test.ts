/**
 * The discussion of a ticket: who may write, what a message needs, and the unread counters of both
 * sides (the designer's responsesReaded and 'message' notifications, staff's newMessage badges of
 * the ticket and its product), raised by writing and reset by reading.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorOf,
  buildProduct,
  buildTicket,
  buildUser,
  COMPLETE_DESIGNER_PROFILE,
} from '@souq/testing/builders/index.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { tickets } from '../db/schema/tickets.schema.ts';
import { unreadSellerNotificationCount } from './seller-notifications.service.ts';
import { storeTicketAttachment } from './ticket-attachments.ts';
import type { TicketFiles } from './ticket-files.ts';
import { createDiskFileStore } from '../media/file-store.ts';
import {
  addNewMessageNotification,
  addTicketMessage,
  countUnreadStaffMessages,
  getTicketDiscussion,
  updateResponsesNotifications,
} from './ticket-messages.service.ts';

let now = new Date('2026-04-15T10:00:00Z');
let database: Database;
let files: TicketFiles;
let dataDir: string;

let designer: Actor;
let otherDesigner: Actor;
let support: Actor;
let customer: Actor;
let ticketId: string;
let productId: string;

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });
const tick = () => (now = new Date(now.getTime() + 60_000));
const counters = async () => {
  const [ticket] = await database.db.select().from(tickets).where(eq(tickets.id, ticketId));
  const [product] = await database.db.select().from(products).where(eq(products.id, productId));
  const [user] = await database.db.select().from(users).where(eq(users.id, designer.id));
  return {
    ticket: ticket!.newMessage,
    product: product!.newMessage,
    responses: user!.responsesReaded,
    notifications: await unreadSellerNotificationCount(database, designer.id),
  };
};

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'discussion-'));
  files = {
    store: createDiskFileStore(dataDir),
    secret: new Uint8Array(32).fill(9),
  };
  designer = actorOf(await buildUser(database.db, COMPLETE_DESIGNER_PROFILE));
  otherDesigner = actorOf(await buildUser(database.db, COMPLETE_DESIGNER_PROFILE));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  customer = actorOf(await buildUser(database.db));
  productId = (await buildProduct(database.db, { designerId: designer.id })).productId;
  ticketId = (await buildTicket(database.db, { designerId: designer.id, status: 'accepted', productId })).id;
});
afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the discussion of a ticket', () => {
  it('needs text or a file, refuses control characters and long texts, and outsiders', async () => {
    const write = (user: Actor | null, text: string | null, ticket = ticketId) =>
      expectDomainError(addTicketMessage(ctx(user), { ticket, text }, files));
    expect((await write(designer, '  ')).messageKey).toBe('errors.ticket.messageRequired');
    expect((await write(designer, 'a'.repeat(4001))).messageKey).toBe('errors.ticket.messageTooLong');
    expect((await write(designer, 'bell\u0007')).messageKey).toBe('validation.controlCharacters');
    expect((await write(otherDesigner, 'hi')).status).toBe(404);
    expect((await write(customer, 'hi')).status).toBe(404);
    expect((await write(null, 'hi')).status).toBe(401);
    expect(await counters()).toEqual({ ticket: 0, product: 0, responses: 0, notifications: 0 });
  });

  it("counts the designer's messages for staff and staff replies for the designer; reading resets them", async () => {
    const pdf = await storeTicketAttachment(
      ctx(designer),
      { bytes: Uint8Array.from(Buffer.from('%PDF-1.4 mock')), originalName: 'sizes.pdf', declaredType: null },
      files,
    );
    const first = await addTicketMessage(
      ctx(designer),
      { ticket: productId, text: '', attachments: [pdf.token] },
      files,
    );
    expect(first).toMatchObject({ fromStaff: false, author: { id: designer.id }, text: '', readAt: null });
    expect(first.attachments[0]).toMatchObject({ originalName: 'sizes.pdf', mimeType: 'application/pdf' });
    tick();
    await addTicketMessage(ctx(designer), { ticket: ticketId, text: 'Any news?' }, files);
    expect(await counters()).toEqual({ ticket: 2, product: 2, responses: 0, notifications: 0 });

    tick();
    const reply = await addTicketMessage(ctx(support), { ticket: ticketId, text: 'We are on it.' }, files);
    expect(reply.fromStaff).toBe(true);
    tick();
    await addTicketMessage(ctx(support), { ticket: ticketId, text: 'Printed a sample.' }, files);
    expect(await counters()).toEqual({ ticket: 2, product: 2, responses: 2, notifications: 2 });
    expect(await countUnreadStaffMessages(ctx(designer), designer.id)).toBe(2);

    tick();
    const forStaff = await getTicketDiscussion(ctx(support), ticketId, files);
    expect(forStaff.ticket.newMessage).toBe(2);
    expect(forStaff.messages.map((message) => message.text)).toEqual([
      '',
      'Any news?',
      'We are on it.',
      'Printed a sample.',
    ]);
    expect(forStaff.messages[0]!.attachments[0]!.url).toMatch(/^\/files\/ticket-attachments\//);
    expect(await counters()).toEqual({ ticket: 0, product: 0, responses: 2, notifications: 2 });

    const forDesigner = await getTicketDiscussion(ctx(designer), productId, files);
    expect(forDesigner.ticket.id).toBe(ticketId);
    expect(forDesigner.messages.map((message) => message.readAt === null)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(await counters()).toEqual({ ticket: 0, product: 0, responses: 0, notifications: 0 });
    const again = await getTicketDiscussion(ctx(designer), ticketId, files);
    expect(again.messages.every((message) => message.readAt !== null)).toBe(true);
    expect((await expectDomainError(getTicketDiscussion(ctx(otherDesigner), ticketId, files))).status).toBe(
      404,
    );
  });
});

describe('the counters of SPEC.md section 7', () => {
  it('addNewMessageNotification raises or resets the product and ticket badges; the designer and staff only', async () => {
    expect(await addNewMessageNotification(ctx(designer), { product: productId, increase: true })).toEqual({
      id: productId,
      newMessage: 1,
    });
    await Promise.all([
      addNewMessageNotification(ctx(designer), { product: productId }),
      addNewMessageNotification(ctx(support), { product: productId, increase: true }),
    ]);
    expect((await counters()).product).toBe(3);
    expect((await counters()).ticket).toBe(3);
    expect(await addNewMessageNotification(ctx(support), { product: productId, increase: false })).toEqual({
      id: productId,
      newMessage: 0,
    });
    expect((await counters()).ticket).toBe(0);
    expect(
      (await expectDomainError(addNewMessageNotification(ctx(otherDesigner), { product: productId }))).status,
    ).toBe(404);
    expect(
      (await expectDomainError(addNewMessageNotification(ctx(null), { product: productId }))).status,
    ).toBe(401);
  });

  it("updateResponsesNotifications raises or resets a user's unread replies; themselves or staff only", async () => {
    expect(await updateResponsesNotifications(ctx(designer), { user: designer.id, increase: true })).toEqual({
      id: designer.id,
      responsesReaded: 1,
    });
    expect(await updateResponsesNotifications(ctx(support), { user: designer.id })).toMatchObject({
      responsesReaded: 2,
    });
    expect(await updateResponsesNotifications(ctx(designer), { user: null, increase: false })).toMatchObject({
      responsesReaded: 0,
    });
    expect(
      (await expectDomainError(updateResponsesNotifications(ctx(otherDesigner), { user: designer.id })))
        .status,
    ).toBe(403);
    expect(
      (
        await expectDomainError(
          updateResponsesNotifications(ctx(support), { user: '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e' }),
        )
      ).status,
    ).toBe(404);
  });
});
