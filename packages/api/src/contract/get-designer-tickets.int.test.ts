import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const GET = `query GetDesignerTickets($designer: ID, $status: String) {
  getDesignerTickets(designer: $designer, status: $status) {
    status_code message errors message_key error_code data { ${TICKET_FIELDS} }
  }
}`;
type Ticket = { _id: string; status: string; rejectionReason: string | null };
const { api, token } = useTicketContract();

describe('getDesignerTickets', () => {
  it("lists the designer's tickets newest first, all or by status (display spellings too)", async () => {
    const designerId = api.fixture.designer.id;
    const older = await buildTicket(api.database.db, { designerId, createdAt: new Date('2026-01-01') });
    const newer = await buildTicket(api.database.db, {
      designerId,
      status: 'rejected',
      rejectionReason: 'Blurred',
      rejectionDate: new Date('2026-02-02'),
      createdAt: new Date('2026-02-01'),
    });
    await buildTicket(api.database.db, { designerId: api.fixture.otherDesigner.id });
    const all = await api.client.operation<Ticket[]>(GET, {
      token: token('designer'),
      variables: { designer: designerId },
    });
    expectEnvelope(all, { status_code: 200, message: 'success', dataShape: [ticketShape] });
    expect(all.data!.map((ticket) => ticket._id)).toEqual([newer.id, older.id]);
    const waiting = await api.client.operation<Ticket[]>(GET, {
      token: token('designer'),
      variables: { designer: designerId, status: 'waiting approval' },
    });
    expect(waiting.data!.map((ticket) => ticket._id)).toEqual([older.id]);
    const rejected = await api.client.operation<Ticket[]>(GET, {
      token: token('support'),
      variables: { designer: designerId, status: 'rejected' },
    });
    expect(rejected.data).toEqual([
      expect.objectContaining({ _id: newer.id, status: 'rejected', rejectionReason: 'Blurred' }),
    ]);
  });

  it("answers 400 for an unknown status, 404 for another designer's list, 401 for a guest", async () => {
    const designer = api.fixture.designer.id;
    expectEnvelope(
      await api.client.operation(GET, { token: token('designer'), variables: { designer, status: 'lost' } }),
      {
        status_code: 400,
        message_key: 'errors.ticket.statusInvalid',
      },
    );
    expectEnvelope(
      await api.client.operation(GET, { token: token('otherDesigner'), variables: { designer } }),
      {
        status_code: 404,
        message: 'This ticket is not found',
      },
    );
    expectEnvelope(await api.client.operation(GET, { token: token('customer'), variables: { designer } }), {
      status_code: 404,
    });
    expectEnvelope(await api.client.operation(GET, { variables: { designer } }), { status_code: 401 });
  });
});
