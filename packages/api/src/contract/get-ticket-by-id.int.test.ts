import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { buildProduct, buildTicket } from '@souq/testing/builders/index.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const GET = `query GetTicketById($product: ID) {
  getTicketById(product: $product) { status_code message errors message_key error_code data { ${TICKET_FIELDS} } }
}`;
type Ticket = { _id: string; status: string; product: { _id: string } | null; acceptionDate: string | null };
const { api, token } = useTicketContract();

describe('getTicketById', () => {
  it('answers a ticket by its id or by the id of the product it became (acceptionDate as SPEC.md spells it)', async () => {
    const designerId = api.fixture.designer.id;
    const { productId } = await buildProduct(api.database.db, { designerId });
    const ticket = await buildTicket(api.database.db, {
      designerId,
      status: 'accepted',
      productId,
      acceptanceDate: new Date('2026-03-03T10:00:00Z'),
    });
    for (const id of [ticket.id, productId]) {
      const result = await api.client.operation<Ticket>(GET, {
        token: token('designer'),
        variables: { product: id },
      });
      expectEnvelope(result, { status_code: 200, dataShape: ticketShape });
      expect(result.data).toMatchObject({
        _id: ticket.id,
        status: 'accepted',
        product: { _id: productId },
        acceptionDate: '2026-03-03T10:00:00.000Z',
      });
    }
    const bySupport = await api.client.operation<Ticket>(GET, {
      token: token('support'),
      variables: { product: ticket.id },
    });
    expect(bySupport.data?._id).toBe(ticket.id);
  });

  it("is 404 for another designer's ticket and an unknown id, 401 for a guest", async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    for (const [who, product] of [
      ['otherDesigner', ticket.id],
      ['customer', ticket.id],
      ['designer', 'not-an-id'],
    ] as const) {
      expectEnvelope(await api.client.operation(GET, { token: token(who), variables: { product } }), {
        status_code: 404,
        message_key: 'errors.ticket.notFound',
      });
    }
    expectEnvelope(await api.client.operation(GET, { variables: { product: ticket.id } }), {
      status_code: 401,
    });
  });
});
