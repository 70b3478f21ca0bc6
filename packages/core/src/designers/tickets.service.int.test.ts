/**
 * Filing, listing and removing tickets, and their attachments (docs/decisions/030): required
 * fields each refused with nothing written, a complete profile first, uploaded files checked by
 * their bytes and claimed only through this server's tokens, the confirmation email through a job.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { ticketAttachments, tickets } from '../db/schema/tickets.schema.ts';
import { privateFileExists } from '../media/private-files.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-limits.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import {
  readTicketFileToken,
  removeUnclaimedTicketFiles,
  storeTicketAttachment,
} from './ticket-attachments.ts';
import { TICKET_EMAIL_QUEUE } from './ticket-emails.ts';
import type { TicketFiles } from './ticket-files.ts';
import { createDiskFileStore } from '../media/file-store.ts';
import {
  addProductForDesigner,
  countPendingTickets,
  getDesignerTickets,
  getTicketById,
  removeRejectedTicket,
} from './tickets.service.ts';

const now = new Date('2026-04-10T09:00:00Z');
let database: Database;
let files: TicketFiles;
let dataDir: string;

let designer: Actor;
let otherDesigner: Actor;
let incomplete: Actor;
let customer: Actor;
let support: Actor;
let categoryId: string;
const sent: OutboxEmail[] = [];

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });
const PDF = Uint8Array.from(Buffer.from('%PDF-1.7\n% a brief\n'));
const upload = (user: Actor, bytes = PDF, originalName = 'brief.pdf') =>
  storeTicketAttachment(ctx(user), { bytes, originalName, declaredType: 'application/pdf' }, files);
const ticketCount = async () => (await database.db.select({ id: tickets.id }).from(tickets)).length;
const form = (overrides: Record<string, unknown> = {}) => ({
  designer: designer.id,
  category: categoryId,
  name: 'Nile at night',
  description: 'A print of the Nile at night.',
  basePrice: '250',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tickets-'));
  files = {
    store: createDiskFileStore(dataDir),
    secret: new Uint8Array(32).fill(3),
  };
  designer = actorOf(await buildUser(database.db, { ...COMPLETE_DESIGNER_PROFILE, mailLang: 'ar' }));
  otherDesigner = actorOf(await buildUser(database.db, COMPLETE_DESIGNER_PROFILE));
  incomplete = actorOf(await buildUser(database.db, { role: 'designer' }));
  customer = actorOf(await buildUser(database.db));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  categoryId = (await buildCategory(database.db)).id;
});
afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storeTicketAttachment', () => {
  it('stores an accepted file privately and answers a token with its metadata', async () => {
    const uploaded = await upload(designer, PDF, '../../etc/brief.pdf');
    expect(uploaded).toMatchObject({
      originalName: 'brief.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect(uploaded.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses a file over 50 MB (413) and a type the bytes do not show (415), whatever was declared', async () => {
    const big = await expectDomainError(upload(designer, new Uint8Array(MAX_UPLOAD_BYTES + 1)));
    expect([big.status, big.messageKey, big.message]).toEqual([
      413,
      'errors.ticket.attachmentTooBig',
      'The file is too big (50MB at most)',
    ]);
    const html = Uint8Array.from(Buffer.from('<html><script>alert(1)</script></html>'));
    const wrong = await expectDomainError(upload(designer, html, 'poster.png'));
    expect([wrong.status, wrong.messageKey]).toEqual([415, 'errors.ticket.attachmentType']);
  });

  it('is for designers and ticket staff: customers 403, guests 401', async () => {
    expect((await expectDomainError(upload(customer))).status).toBe(403);
    expect(
      (
        await expectDomainError(
          storeTicketAttachment(ctx(null), { bytes: PDF, originalName: null, declaredType: null }, files),
        )
      ).status,
    ).toBe(401);
    await expect(upload(support)).resolves.toMatchObject({ mimeType: 'application/pdf' });
  });
});

describe('addProductForDesigner', () => {
  it('refuses each missing required field with its own message and writes nothing', async () => {
    const before = await ticketCount();
    for (const [field, key] of [
      ['designer', 'errors.ticket.designerRequired'],
      ['category', 'errors.ticket.categoryRequired'],
      ['name', 'errors.ticket.nameRequired'],
      ['description', 'errors.ticket.descriptionRequired'],
    ] as const) {
      const error = await expectDomainError(
        addProductForDesigner(ctx(designer), form({ [field]: '  ' }), files),
      );
      expect([error.status, error.messageKey, error.details?.['field']]).toEqual([400, key, field]);
    }
    const all = await expectDomainError(
      addProductForDesigner(
        ctx(designer),
        { designer: null, category: null, name: null, description: null },
        files,
      ),
    );
    expect(Object.keys(all.details?.['fields'] as object)).toEqual([
      'designer',
      'category',
      'name',
      'description',
    ]);
    expect(await ticketCount()).toBe(before);
  });

  it('asks for a complete profile first, naming what is missing', async () => {
    const error = await expectDomainError(
      addProductForDesigner(ctx(incomplete), form({ designer: incomplete.id }), files),
    );
    expect([error.messageKey, error.details?.['fields']]).toEqual([
      'errors.ticket.profileIncomplete',
      ['image', 'description', 'country'],
    ]);
  });

  it("refuses another designer's name (403), a customer (403), an unknown category (404), a bad price (400)", async () => {
    expect((await expectDomainError(addProductForDesigner(ctx(otherDesigner), form(), files))).status).toBe(
      403,
    );
    expect((await expectDomainError(addProductForDesigner(ctx(customer), form(), files))).status).toBe(403);
    const category = await expectDomainError(
      addProductForDesigner(ctx(designer), form({ category: '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e' }), files),
    );
    expect([category.status, category.messageKey]).toEqual([404, 'errors.ticket.categoryNotFound']);
    for (const basePrice of ['-5', 'ten', '1.234']) {
      const price = await expectDomainError(addProductForDesigner(ctx(designer), form({ basePrice }), files));
      expect(price.messageKey).toBe('errors.ticket.basePriceInvalid');
    }
  });

  it("refuses a token of another designer's upload and a forged one (400)", async () => {
    const theirs = await upload(otherDesigner);
    for (const token of [theirs.token, `${theirs.token.split('.')[0]}.forged`, 'garbage']) {
      const error = await expectDomainError(
        addProductForDesigner(ctx(designer), form({ attachments: [token] }), files),
      );
      expect([error.status, error.messageKey]).toEqual([400, 'errors.ticket.attachmentInvalid']);
    }
  });

  it('files a waiting ticket in EGP with its attachments, dated by the server, and emails the designer', async () => {
    const uploaded = await upload(designer);
    const ticket = await addProductForDesigner(
      ctx(designer),
      form({
        basePrice: '١٥٠٫٥',
        attachments: [uploaded.token],
        createdAt: '2001-01-01T00:00:00Z',
        ticketForCompetition: true,
        designerStage: 'sketch',
        mailLang: 'en',
      }),
      files,
    );
    expect(ticket).toMatchObject({
      status: 'waiting',
      basePriceMinor: 15_050,
      currency: 'EGP',
      forCompetition: false,
      designerStage: 'sketch',
      createdAt: now,
      designer: { id: designer.id },
      category: { id: categoryId },
      product: null,
    });
    expect(ticket.slug).toMatch(/^nile-at-night-[0-9a-f]{8}$/);
    expect(ticket.attachments).toHaveLength(1);
    expect(ticket.attachments[0]!.url).toMatch(
      /^\/files\/ticket-attachments\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=/,
    );
    // The same token cannot be claimed twice (removing one ticket would delete the other's file).
    const again = await expectDomainError(
      addProductForDesigner(ctx(designer), form({ attachments: [uploaded.token] }), files),
    );
    expect(again.messageKey).toBe('errors.ticket.attachmentInvalid');

    const [job] = await database.db.select().from(jobs).where(eq(jobs.queue, TICKET_EMAIL_QUEUE));
    expect(job!.payload).toEqual({ ticketId: ticket.id, event: 'submitted', lang: 'en' });
    await runJobsRecording(database.db, sent, () => now);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      lang: 'en',
      template: 'ticket-submitted',
      subject: 'We received your product "Nile at night"',
    });
    expect(sent[0]!.text).toContain('http://shop.test/en-eg/profile/tickets');
  });

  it('stores forCompetition only when the setting shows the input; staff may file for a designer', async () => {
    await database.db
      .insert(siteSettings)
      .values({ id: 1, showForCompetitionInput: true })
      .onConflictDoUpdate({ target: siteSettings.id, set: { showForCompetitionInput: true } });
    const ticket = await addProductForDesigner(ctx(support), form({ ticketForCompetition: true }), files);
    expect(ticket).toMatchObject({ forCompetition: true, designer: { id: designer.id } });
  });
});

describe('listing, reading and removing', () => {
  it("lists a designer's tickets by status (display spellings too), newest first; others get 404", async () => {
    const owner = actorOf(await buildUser(database.db, COMPLETE_DESIGNER_PROFILE));
    const waiting = await buildTicket(database.db, {
      designerId: owner.id,
      createdAt: new Date('2026-01-01'),
    });
    const rejected = await buildTicket(database.db, {
      designerId: owner.id,
      status: 'rejected',
      rejectionReason: 'Too dark',
      createdAt: new Date('2026-02-01'),
    });
    const all = await getDesignerTickets(ctx(owner), { designer: owner.id }, files);
    expect(all.map((ticket) => ticket.id)).toEqual([rejected.id, waiting.id]);
    const list = (status: string) => getDesignerTickets(ctx(owner), { designer: owner.id, status }, files);
    expect((await list('waiting approval')).map((ticket) => ticket.id)).toEqual([waiting.id]);
    expect((await list('Waiting')).map((ticket) => ticket.id)).toEqual([waiting.id]);
    expect((await list('rejected'))[0]).toMatchObject({ id: rejected.id, rejectionReason: 'Too dark' });
    expect((await expectDomainError(list('lost'))).status).toBe(400);
    expect(await countPendingTickets(ctx(owner), owner.id)).toBe(1);
    expect(await getDesignerTickets(ctx(support), { designer: owner.id }, files)).toHaveLength(2);
    expect(
      (await expectDomainError(getDesignerTickets(ctx(otherDesigner), { designer: owner.id }, files))).status,
    ).toBe(404);
    expect((await expectDomainError(getTicketById(ctx(otherDesigner), waiting.id, files))).status).toBe(404);
    expect((await expectDomainError(getTicketById(ctx(null), waiting.id, files))).status).toBe(401);
    expect(await getTicketById(ctx(owner), waiting.id, files)).toMatchObject({
      id: waiting.id,
      status: 'waiting',
    });
  });

  it('removes only a rejected ticket, with its files', async () => {
    const uploaded = await upload(designer);
    const filed = await addProductForDesigner(ctx(designer), form({ attachments: [uploaded.token] }), files);
    const [stored] = await database.db
      .select({ path: ticketAttachments.path })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, filed.id));
    const waiting = await expectDomainError(removeRejectedTicket(ctx(designer), filed.id, files));
    expect([waiting.status, waiting.messageKey]).toEqual([409, 'errors.ticket.notRejected']);
    await database.db.update(tickets).set({ status: 'rejected' }).where(eq(tickets.id, filed.id));
    expect((await expectDomainError(removeRejectedTicket(ctx(otherDesigner), filed.id, files))).status).toBe(
      404,
    );
    expect(await privateFileExists(files.store, stored!.path)).toBe(true);
    await expect(removeRejectedTicket(ctx(designer), filed.id, files)).resolves.toEqual({ id: filed.id });
    expect(await privateFileExists(files.store, stored!.path)).toBe(false);
    expect(await database.db.select().from(tickets).where(eq(tickets.id, filed.id))).toEqual([]);
  });
});

describe('removeUnclaimedTicketFiles', () => {
  it('removes only expired uploads that no ticket claimed', async () => {
    const claimed = await upload(designer);
    const filed = await addProductForDesigner(ctx(designer), form({ attachments: [claimed.token] }), files);
    const unclaimed = await upload(designer);
    const fresh = await upload(designer);
    const [claimedRow] = await database.db
      .select({ path: ticketAttachments.path })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, filed.id));
    const pathOf = (token: string) => readTicketFileToken(files.secret, token, now)!.reference;
    const old = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    for (const reference of [claimedRow!.path, pathOf(unclaimed.token)]) {
      fs.utimesSync(files.store.localPath('private', reference)!, old, old);
    }
    expect(await removeUnclaimedTicketFiles({ db: database.db, now }, files)).toBeGreaterThanOrEqual(1);
    expect(await privateFileExists(files.store, pathOf(unclaimed.token))).toBe(false);
    expect(await privateFileExists(files.store, claimedRow!.path)).toBe(true);
    expect(await privateFileExists(files.store, pathOf(fresh.token))).toBe(true);
  });
});
