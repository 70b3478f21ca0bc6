import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { buildTicket } from '@souq/testing/builders/index.ts';
import { useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const MESSAGE_FIELDS =
  '_id fromStaff author { _id name } text createdAt readAt attachments { _id originalName mimeType size url }';
const ADD = envelopeDocument(
  'mutation',
  'addTicketMessage',
  '$ticket: ID, $text: String, $attachments: [String]',
  MESSAGE_FIELDS,
);
const messageShape = {
  _id: 'id',
  fromStaff: 'boolean',
  author: { _id: 'id', name: 'string' },
  text: 'string',
  createdAt: 'string',
  readAt: 'string?',
  attachments: [
    { _id: 'id', originalName: 'string?', mimeType: 'string?', size: 'integer?', url: 'string?' },
  ],
} as const;
const { api, token } = useTicketContract();

describe('addTicketMessage', () => {
  it("writes the designer's message and a staff reply", async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    const mine = await api.client.operation(ADD, {
      token: token('designer'),
      variables: { ticket: ticket.id, text: 'Any news?' },
    });
    expectEnvelope(mine, { status_code: 200, message: 'success', dataShape: messageShape });
    expect(mine.data).toMatchObject({
      fromStaff: false,
      text: 'Any news?',
      author: { _id: api.fixture.designer.id },
    });
    const reply = await api.client.operation(ADD, {
      token: token('support'),
      variables: { ticket: ticket.id, text: 'Soon.' },
    });
    expect(reply.data).toMatchObject({ fromStaff: true, text: 'Soon.', readAt: null });
  });

  it('needs text or a file (400), refuses long texts and forged tokens; others 404, guests 401', async () => {
    const ticket = await buildTicket(api.database.db, { designerId: api.fixture.designer.id });
    const add = (who: 'designer' | 'otherDesigner' | 'customer' | null, variables: Record<string, unknown>) =>
      api.client.operation(ADD, {
        ...(who ? { token: token(who) } : {}),
        variables: { ticket: ticket.id, ...variables },
      });
    expectEnvelope(await add('designer', { text: ' ' }), {
      status_code: 400,
      message: 'Please write a message or attach a file',
    });
    expectEnvelope(await add('designer', { text: 'x'.repeat(4001) }), {
      status_code: 400,
      message_key: 'errors.ticket.messageTooLong',
    });
    expectEnvelope(await add('designer', { text: 'hi', attachments: ['forged.token'] }), {
      status_code: 400,
      message_key: 'errors.ticket.attachmentInvalid',
    });
    expectEnvelope(await add('otherDesigner', { text: 'hi' }), { status_code: 404 });
    expectEnvelope(await add('customer', { text: 'hi' }), { status_code: 404 });
    expectEnvelope(await add(null, { text: 'hi' }), { status_code: 401 });
  });
});
