/**
 * Staff decide tickets: accepting creates a DRAFT product (prices per country, images, search
 * document) in the decision's transaction, live on the designer's page once an admin publishes it;
 * rejecting needs a reason; a ticket is decided once, even when two staff press at the same moment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorOf,
  buildTicket,
  buildUser,
  COMPLETE_DESIGNER_PROFILE,
  publishProductDirectly,
} from '@souq/testing/builders/index.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { runJobsRecording } from '@souq/testing/job-run.fixture.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { isPublished } from '../catalog/catalog.service.ts';
import { getProductsByDesigner } from '../catalog/designer-listing.service.ts';
import { searchAllProducts } from '../search/search.service.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { productSearchDocuments } from '../db/schema/search-documents.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { sellerNotifications, tickets } from '../db/schema/tickets.schema.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import { acceptTicket, rejectTicket } from './ticket-review.service.ts';
import { TICKET_EMAIL_QUEUE } from './ticket-emails.ts';
import type { TicketFiles } from './ticket-files.ts';
import { createDiskFileStore } from '../media/file-store.ts';

const now = new Date('2026-04-12T08:00:00Z');
const files: TicketFiles = { store: createDiskFileStore('/nonexistent'), secret: new Uint8Array(32).fill(5) };
let database: Database;
let designer: Actor;
let designerEmail: string;
let support: Actor;
let admin: Actor;
let customer: Actor;

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });
const IMAGE = 'avatars/0123456789abcdef0123456789abcdef.webp';
const prices = {
  eg: { price: '450', revenue: '100', siteRevenue: 50, manufacturingCost: '200.5' },
  sa: { price: 99.99, revenue: 20 },
};

beforeAll(async () => {
  database = await createTestDatabase();
  const designerRow = await buildUser(database.db, COMPLETE_DESIGNER_PROFILE);
  designer = actorOf(designerRow);
  designerEmail = designerRow.email!;
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  customer = actorOf(await buildUser(database.db));
});
afterAll(async () => database?.close());

describe('acceptTicket', () => {
  it('creates a draft product with prices, images and a search document, and tells the designer', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id, name: 'Cairo tram' });
    const view = await acceptTicket(
      ctx(support),
      {
        ticket: ticket.id,
        prices,
        images: [IMAGE, 'avatars/fedcba9876543210fedcba9876543210.webp'],
        availableEdition: 30,
      },
      files,
    );
    expect(view).toMatchObject({ status: 'accepted', acceptanceDate: now, product: { slug: ticket.slug } });
    const productId = view.product!.id;
    // A draft: not on sale until an admin completes and publishes it.
    expect(
      await database.db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), isPublished())),
    ).toHaveLength(0);
    const [product] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      status: 'draft',
      name: 'Cairo tram',
      arName: 'Cairo tram',
      description: ticket.description,
      designerId: designer.id,
      categoryId: ticket.categoryId,
      availableEdition: 30,
      initAvailableEdition: 30,
    });
    const priceRows = await database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId));
    expect(
      priceRows
        .map((row) => [
          row.country,
          row.currency,
          row.amountMinor,
          row.revenueMinor,
          row.siteRevenueMinor,
          row.manufacturingCostMinor,
        ])
        .sort(),
    ).toEqual([
      ['eg', 'EGP', 45_000, 10_000, 5_000, 20_050],
      ['sa', 'SAR', 9_999, 2_000, 0, 0],
    ]);
    const images = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId));
    expect(images.map((image) => [image.path, image.primaryImage]).sort()).toEqual([
      [IMAGE, true],
      ['avatars/fedcba9876543210fedcba9876543210.webp', false],
    ]);
    expect(
      await database.db
        .select()
        .from(productSearchDocuments)
        .where(eq(productSearchDocuments.productId, productId)),
    ).toHaveLength(1);
    expect((await getProductsByDesigner(ctx(null), designer.id)).map((item) => item.id)).not.toContain(
      productId,
    );
    // Once published (the products editor's step; the table directly here): on the designer's
    // page and found by the search.
    await publishProductDirectly(database.db, productId);
    const listed = await getProductsByDesigner(ctx(null), designer.id);
    expect(listed.map((item) => item.id)).toContain(productId);
    const found = await searchAllProducts(ctx(null), { value: 'Cairo tram' });
    expect(found.products.map((item) => item.id)).toContain(productId);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ productId, decidedById: support.id });
    const notes = await database.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.ticketId, ticket.id));
    expect(notes.map((note) => [note.userId, note.kind])).toEqual([[designer.id, 'ticket_accepted']]);
    const emails = await database.db.select().from(jobs).where(eq(jobs.queue, TICKET_EMAIL_QUEUE));
    expect(emails.map((job) => job.payload)).toContainEqual({
      ticketId: ticket.id,
      event: 'accepted',
      lang: null,
    });
    // Decided once.
    const twice = await expectDomainError(acceptTicket(ctx(admin), { ticket: ticket.id, prices }, files));
    expect([twice.status, twice.messageKey]).toEqual([409, 'errors.ticket.alreadyDecided']);
    expect(
      (await expectDomainError(rejectTicket(ctx(admin), { ticket: ticket.id, reason: 'No' }, files))).status,
    ).toBe(409);
  });

  it('refuses missing or bad prices and images, and anyone but staff of the ticket desk', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id });
    const accept = (user: Actor | null, input: Partial<Parameters<typeof acceptTicket>[1]>) =>
      expectDomainError(acceptTicket(ctx(user), { ticket: ticket.id, prices, ...input }, files));
    expect((await accept(support, { prices: { eg: { price: '-1' } } })).messageKey).toBe(
      'errors.ticket.priceInvalid',
    );
    expect((await accept(support, { images: ['../../etc/passwd'] })).messageKey).toBe(
      'errors.ticket.imageInvalid',
    );
    expect((await accept(support, { availableEdition: -2 })).messageKey).toBe('errors.ticket.editionInvalid');
    expect((await accept(support, { manufacturer: customer.id })).status).toBe(404);
    expect((await accept(designer, {})).status).toBe(403);
    expect((await accept(customer, {})).status).toBe(403);
    expect((await accept(null, {})).status).toBe(401);
    expect((await accept(support, { ticket: '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e' })).status).toBe(404);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'waiting', productId: null });
  });

  it('lets one of two simultaneous accepts win; the other is 409 and makes no second product', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id });
    const results = await Promise.allSettled([
      acceptTicket(ctx(support), { ticket: ticket.id, prices }, files),
      acceptTicket(ctx(admin), { ticket: ticket.id, prices }, files),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ status: 409 });
    const made = await database.db.select().from(products).where(eq(products.slug, ticket.slug));
    expect(made).toHaveLength(1);
  });
});

describe('rejectTicket', () => {
  it('needs a reason, then rejects with it and tells the designer', async () => {
    const ticket = await buildTicket(database.db, { designerId: designer.id });
    for (const reason of [null, '   ']) {
      const error = await expectDomainError(rejectTicket(ctx(support), { ticket: ticket.id, reason }, files));
      expect([error.status, error.messageKey]).toEqual([400, 'errors.ticket.reasonRequired']);
    }
    expect(
      (await expectDomainError(rejectTicket(ctx(designer), { ticket: ticket.id, reason: 'x' }, files)))
        .status,
    ).toBe(403);
    const view = await rejectTicket(
      ctx(support),
      { ticket: ticket.id, reason: ' The print is blurred. ' },
      files,
    );
    expect(view).toMatchObject({
      status: 'rejected',
      rejectionDate: now,
      rejectionReason: 'The print is blurred.',
      product: null,
    });
    const notes = await database.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.ticketId, ticket.id));
    expect(notes.map((note) => note.kind)).toEqual(['ticket_rejected']);
    const emails = await database.db.select().from(jobs).where(eq(jobs.queue, TICKET_EMAIL_QUEUE));
    expect(emails.map((job) => job.payload)).toContainEqual({
      ticketId: ticket.id,
      event: 'rejected',
      lang: null,
      reason: 'The print is blurred.',
    });
    // Sent in the designer's mail language (Arabic by default), with the reason.
    const sent: OutboxEmail[] = [];
    await runJobsRecording(database.db, sent, () => now);
    const rejection = sent.find((email) => email.template === 'ticket-rejected');
    expect(rejection).toMatchObject({ lang: 'ar', to: designerEmail });
    expect(rejection!.text).toContain('The print is blurred.');
    expect(rejection!.text).toContain(`http://shop.test/ar-eg/profile/products/discuss/${ticket.id}`);
    expect(sent.map((email) => email.template)).toContain('ticket-accepted');
  });
});
