import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '@souq/core/db/schema/tickets.schema.ts';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const REMOVE = envelopeDocument('mutation', 'removeRejectedTicket', '$ticket: ID', '_id');
const { api, token } = useTicketContract();
const exists = async (id: string) =>
  (await api.database.db.select().from(tickets).where(eq(tickets.id, id))).length === 1;

describe('removeRejectedTicket', () => {
  it('removes a rejected ticket of the designer', async () => {
    const ticket = await buildTicket(api.database.db, {
      designerId: api.fixture.designer.id,
      status: 'rejected',
    });
    const result = await api.client.operation(REMOVE, {
      token: token('designer'),
      variables: { ticket: ticket.id },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: { _id: 'id' } });
    expect(result.data).toEqual({ _id: ticket.id });
    expect(await exists(ticket.id)).toBe(false);
  });

  it("is 409 for a waiting or accepted ticket, 404 for another designer's, 401 for a guest", async () => {
    const designerId = api.fixture.designer.id;
    for (const status of ['waiting', 'accepted'] as const) {
      const ticket = await buildTicket(api.database.db, { designerId, status });
      expectEnvelope(
        await api.client.operation(REMOVE, { token: token('designer'), variables: { ticket: ticket.id } }),
        {
          status_code: 409,
          message: 'Only a rejected ticket can be removed',
        },
      );
      expect(await exists(ticket.id)).toBe(true);
    }
    const rejected = await buildTicket(api.database.db, { designerId, status: 'rejected' });
    expectEnvelope(
      await api.client.operation(REMOVE, {
        token: token('otherDesigner'),
        variables: { ticket: rejected.id },
      }),
      {
        status_code: 404,
      },
    );
    expectEnvelope(await api.client.operation(REMOVE, { variables: { ticket: rejected.id } }), {
      status_code: 401,
    });
    expect(await exists(rejected.id)).toBe(true);
  });
});
