import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const REJECT = `mutation RejectTicket($ticket: ID, $reason: String) {
  rejectTicket(ticket: $ticket, reason: $reason) {
    status_code message errors message_key error_code fieldErrors { field message_key } data { ${TICKET_FIELDS} }
  }
}`;
const { api, token } = useTicketContract();

describe('rejectTicket', () => {
  it('rejects a waiting ticket with its reason; a second decision is 409', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    const result = await api.client.operation(REJECT, {
      token: token('support'),
      variables: { ticket: ticket.id, reason: 'The colours are off.' },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: ticketShape });
    expect(result.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The colours are off.',
      product: null,
    });
    expect((result.data as { rejectionDate: string }).rejectionDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectEnvelope(
      await api.client.operation(REJECT, {
        token: token('admin'),
        variables: { ticket: ticket.id, reason: 'Again' },
      }),
      {
        status_code: 409,
        message_key: 'errors.ticket.alreadyDecided',
      },
    );
  });

  it('needs a reason (400); designers 403, guests 401, an unknown ticket 404', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    expectEnvelope(
      await api.client.operation(REJECT, { token: token('support'), variables: { ticket: ticket.id } }),
      {
        status_code: 400,
        message: 'Please write why the product is rejected',
      },
    );
    expectEnvelope(
      await api.client.operation(REJECT, {
        token: token('designer'),
        variables: { ticket: ticket.id, reason: 'x' },
      }),
      {
        status_code: 403,
      },
    );
    expectEnvelope(await api.client.operation(REJECT, { variables: { ticket: ticket.id, reason: 'x' } }), {
      status_code: 401,
    });
    expectEnvelope(
      await api.client.operation(REJECT, {
        token: token('admin'),
        variables: { ticket: 'nope', reason: 'x' },
      }),
      { status_code: 404 },
    );
  });
});
