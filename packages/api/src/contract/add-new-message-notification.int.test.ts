import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { buildProduct, buildTicket } from '@souq/testing/builders/index.ts';
import { useTicketContract } from '@souq/testing/ticket-contract.fixture.ts';

const BUMP = envelopeDocument(
  'mutation',
  'addNewMessageNotification',
  '$product: ID, $increase: Boolean',
  '_id newMessage',
);
const { api, token } = useTicketContract();

describe('addNewMessageNotification', () => {
  it("raises the product's new-message badge (true or absent) and resets it (false)", async () => {
    const { productId } = await buildProduct(api.database.db, { designerId: api.fixture.designer.id });
    await buildTicket(api.database.db, {
      designerId: api.fixture.designer.id,
      status: 'accepted',
      productId,
    });
    const first = await api.client.operation(BUMP, {
      token: token('designer'),
      variables: { product: productId, increase: true },
    });
    expectEnvelope(first, {
      status_code: 200,
      message: 'success',
      dataShape: { _id: 'id', newMessage: 'integer' },
    });
    expect(first.data).toEqual({ _id: productId, newMessage: 1 });
    const second = await api.client.operation(BUMP, {
      token: token('support'),
      variables: { product: productId },
    });
    expect(second.data).toEqual({ _id: productId, newMessage: 2 });
    const reset = await api.client.operation(BUMP, {
      token: token('admin'),
      variables: { product: productId, increase: false },
    });
    expect(reset.data).toEqual({ _id: productId, newMessage: 0 });
  });

  it("is 404 for another designer's product and an unknown one, 401 for a guest", async () => {
    const { productId } = await buildProduct(api.database.db, { designerId: api.fixture.designer.id });
    expectEnvelope(
      await api.client.operation(BUMP, { token: token('otherDesigner'), variables: { product: productId } }),
      {
        status_code: 404,
        message: 'This product is not found',
      },
    );
    expectEnvelope(
      await api.client.operation(BUMP, { token: token('customer'), variables: { product: productId } }),
      {
        status_code: 404,
      },
    );
    expectEnvelope(
      await api.client.operation(BUMP, { token: token('designer'), variables: { product: 'x' } }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(BUMP, { variables: { product: productId } }), {
      status_code: 401,
    });
  });
});
