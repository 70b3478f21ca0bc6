import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPublished } from '@souq/core/catalog/catalog.service.ts';
import { productPrices, products } from '@souq/core/db/schema/catalog.schema.ts';
import { expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const ACCEPT = `mutation AcceptTicket($ticket: ID, $prices: [TicketPriceInput!], $images: [String!], $availableEdition: Int) {
  acceptTicket(ticket: $ticket, prices: $prices, images: $images, availableEdition: $availableEdition) {
    status_code message errors message_key error_code fieldErrors { field message_key } data { ${TICKET_FIELDS} }
  }
}`;
type Ticket = { status: string; product: { _id: string; slug: string } | null };
const { api, token } = useTicketContract();
const prices = [
  { country: 'eg', price: 450, revenue: 100, siteRevenue: 50, manufacturingCost: 200 },
  { country: 'ae', price: 99 },
];

describe('acceptTicket', () => {
  it('makes a draft product with its prices and answers the accepted ticket', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    const result = await api.client.operation<Ticket>(ACCEPT, {
      token: token('support'),
      variables: {
        ticket: ticket.id,
        prices,
        images: ['avatars/0123456789abcdef0123456789abcdef.webp'],
        availableEdition: 20,
      },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: ticketShape });
    expect(result.data).toMatchObject({ status: 'accepted', product: { slug: ticket.slug } });
    const productId = result.data!.product!._id;
    // A draft: on sale once an admin publishes it in the products editor.
    const live = await api.database.db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), isPublished()));
    expect(live).toHaveLength(0);
    const [draft] = await api.database.db.select().from(products).where(eq(products.id, productId));
    expect(draft).toMatchObject({ status: 'draft', name: ticket.name, designerId: api.fixture.designer.id });
    const rows = await api.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, productId));
    expect(rows.map((row) => [row.country, row.currency, row.amountMinor]).sort()).toEqual([
      ['ae', 'AED', 9_900],
      ['eg', 'EGP', 45_000],
    ]);
    expectEnvelope(
      await api.client.operation(ACCEPT, { token: token('admin'), variables: { ticket: ticket.id, prices } }),
      {
        status_code: 409,
        message: 'This ticket has already been accepted or rejected',
      },
    );
  });

  it('takes no prices (the base price is the Egyptian one) with the same arguments', async () => {
    const ticket = await buildTicket(api.database.db, {
      designerId: api.fixture.designer.id,
      basePriceMinor: 31_000,
    });
    const result = await api.client.operation<Ticket>(ACCEPT, {
      token: token('support'),
      variables: { ticket: ticket.id, prices: [] },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: ticketShape });
    const rows = await api.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, result.data!.product!._id));
    expect(rows.map((row) => [row.country, row.amountMinor])).toEqual([['eg', 31_000]]);
  });

  it('refuses bad prices, a bad image, an unknown ticket; designers 403, guests 401', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    const accept = (who: 'support' | 'designer' | 'customer' | null, variables: Record<string, unknown>) =>
      api.client.operation(ACCEPT, {
        ...(who ? { token: token(who) } : {}),
        variables: { ticket: ticket.id, prices, ...variables },
      });
    expectEnvelope(await accept('support', { prices: [{ country: 'eg', price: -3 }] }), {
      status_code: 400,
      message_key: 'errors.ticket.priceInvalid',
    });
    expectEnvelope(await accept('support', { images: ['/etc/passwd'] }), {
      status_code: 400,
      message_key: 'errors.ticket.imageInvalid',
    });
    expectEnvelope(await accept('support', { ticket: '00000000-0000-4000-8000-000000000000' }), {
      status_code: 404,
      message_key: 'errors.ticket.notFound',
    });
    expectEnvelope(await accept('designer', {}), { status_code: 403 });
    expectEnvelope(await accept('customer', {}), { status_code: 403 });
    expectEnvelope(await accept(null, {}), { status_code: 401 });
  });
});
