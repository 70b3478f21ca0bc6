import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { TICKET_FIELDS, ticketShape, useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const MESSAGE_FIELDS = '_id fromStaff author { _id name } text createdAt readAt attachments { _id url }';
const GET = envelopeDocument(
  'query',
  'getTicketMessages',
  '$ticket: ID',
  `ticket { ${TICKET_FIELDS} } messages { ${MESSAGE_FIELDS} }`,
);
const ADD = envelopeDocument('mutation', 'addTicketMessage', '$ticket: ID, $text: String', '_id');
type Discussion = {
  ticket: { _id: string; unreadForDesigner: number; newMessage: number };
  messages: { text: string; fromStaff: boolean; readAt: string | null }[];
};
const { api, token } = useTicketContract();

describe('getTicketMessages', () => {
  it('answers the thread oldest first as it was when opened, then marks it read for the reader', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    await api.client.operation(ADD, {
      token: token('designer'),
      variables: { ticket: ticket.id, text: 'Hello' },
    });
    await api.client.operation(ADD, {
      token: token('support'),
      variables: { ticket: ticket.id, text: 'Welcome' },
    });
    const first = await api.client.operation<Discussion>(GET, {
      token: token('designer'),
      variables: { ticket: ticket.id },
    });
    expectEnvelope(first, {
      status_code: 200,
      message: 'success',
      dataShape: {
        ticket: ticketShape,
        messages: [
          {
            _id: 'id',
            fromStaff: 'boolean',
            author: 'any',
            text: 'string',
            createdAt: 'string',
            readAt: 'string?',
            attachments: [{ _id: 'id', url: 'string?' }],
          },
        ],
      },
    });
    expect(first.data!.messages.map((message) => message.text)).toEqual(['Hello', 'Welcome']);
    expect(first.data!.ticket.unreadForDesigner).toBe(1);
    expect(first.data!.messages[1]!.readAt).toBeNull();
    const again = await api.client.operation<Discussion>(GET, {
      token: token('designer'),
      variables: { ticket: ticket.id },
    });
    expect(again.data!.ticket.unreadForDesigner).toBe(0);
    expect(again.data!.messages[1]!.readAt).not.toBeNull();
    const forStaff = await api.client.operation<Discussion>(GET, {
      token: token('support'),
      variables: { ticket: ticket.id },
    });
    expect(forStaff.data!.ticket.newMessage).toBe(1);
    const staffAgain = await api.client.operation<Discussion>(GET, {
      token: token('admin'),
      variables: { ticket: ticket.id },
    });
    expect(staffAgain.data!.ticket.newMessage).toBe(0);
  });

  it("is 404 for another designer's ticket and an unknown id, 401 for a guest", async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    expectEnvelope(
      await api.client.operation(GET, { token: token('otherDesigner'), variables: { ticket: ticket.id } }),
      {
        status_code: 404,
        message_key: 'errors.ticket.notFound',
      },
    );
    expectEnvelope(
      await api.client.operation(GET, { token: token('designer'), variables: { ticket: 'x' } }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(GET, { variables: { ticket: ticket.id } }), {
      status_code: 401,
    });
  });
});
