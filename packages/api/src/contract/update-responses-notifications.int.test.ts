import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const UPDATE = envelopeDocument(
  'mutation',
  'updateResponsesNotifications',
  '$user: ID, $increase: Boolean',
  '_id responsesReaded',
);
const { api, token } = useTicketContract();

describe('updateResponsesNotifications', () => {
  it("raises a user's unread replies (true or absent) and resets them (false); the user or staff", async () => {
    const user = api.fixture.designer.id;
    const first = await api.client.operation(UPDATE, {
      token: token('designer'),
      variables: { user, increase: true },
    });
    expectEnvelope(first, {
      status_code: 200,
      message: 'success',
      dataShape: { _id: 'id', responsesReaded: 'integer' },
    });
    expect(first.data).toEqual({ _id: user, responsesReaded: 1 });
    const second = await api.client.operation(UPDATE, { token: token('support'), variables: { user } });
    expect(second.data).toEqual({ _id: user, responsesReaded: 2 });
    const reset = await api.client.operation(UPDATE, {
      token: token('designer'),
      variables: { user, increase: false },
    });
    expect(reset.data).toEqual({ _id: user, responsesReaded: 0 });
  });

  it('is 403 for someone else, 404 for an unknown user (staff), 401 for a guest', async () => {
    const user = api.fixture.designer.id;
    expectEnvelope(
      await api.client.operation(UPDATE, { token: token('otherDesigner'), variables: { user } }),
      {
        status_code: 403,
        message: 'You are not allowed to do this',
      },
    );
    expectEnvelope(
      await api.client.operation(UPDATE, {
        token: token('admin'),
        variables: { user: '00000000-0000-4000-8000-000000000000' },
      }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(UPDATE, { variables: { user } }), { status_code: 401 });
  });
});
