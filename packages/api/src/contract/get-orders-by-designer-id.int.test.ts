import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const GET = envelopeDocument(
  'query',
  'getOrdersByDesignerId',
  '$designerId: ID!, $currentCountry: String, $page: Int, $limit: Int',
  `items { orderId orderNumber orderCreateDate orderedFrom currency status productId productSlug name arName
     image quantity price profit features { property arProperty value arValue } }
   pageInfo { hasNext totalCount totalPages page limit }`,
);
const { api, token } = useProfitContract();

describe('getOrdersByDesignerId', () => {
  it("answers the lines of the designer's products, newest first, paginated, with no customer data", async () => {
    const result = await api.client.operation(GET, {
      token: token('designer'),
      variables: { designerId: api.fixture.designer.id, limit: 1 },
    });
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: {
        items: [
          {
            orderId: 'id',
            orderNumber: 'string',
            orderCreateDate: 'string',
            orderedFrom: 'string',
            currency: 'string',
            status: 'string',
            productId: 'id?',
            productSlug: 'string?',
            name: 'string',
            arName: 'string',
            image: 'string?',
            quantity: 'integer',
            price: 'number',
            profit: 'number',
            features: [{ property: 'string', arProperty: 'string', value: 'string', arValue: 'string' }],
          },
        ],
        pageInfo: {
          hasNext: 'boolean',
          totalCount: 'integer',
          totalPages: 'integer',
          page: 'integer',
          limit: 'integer',
        },
      },
    });
    expect(result.data).toMatchObject({
      pageInfo: { hasNext: true, totalCount: 2, totalPages: 2, page: 1, limit: 1 },
    });
    const second = await api.client.operation<{ items: Record<string, unknown>[] }>(GET, {
      token: token('designer'),
      variables: { designerId: api.fixture.designer.id, page: 2, limit: 1 },
    });
    const lines = [...(result.data as { items: Record<string, unknown>[] }).items, ...second.data!.items];
    const delivered = lines.find((line) => line.orderId === api.fixture.deliveredOrderId);
    expect(delivered).toMatchObject({
      status: 'delivered',
      quantity: 2,
      price: 200,
      profit: 60,
      currency: 'EGP',
    });
    expect(JSON.stringify(lines)).not.toMatch(/souq\.test|Test street|Cairo/);
  });

  it('keeps a valid currentCountry and ignores an unknown one; the manufacturer sees the lines it makes', async () => {
    const designerId = api.fixture.designer.id;
    const saudi = await api.client.operation<{ items: unknown[] }>(GET, {
      token: token('designer'),
      variables: { designerId, currentCountry: 'sa' },
    });
    expect(saudi.data!.items).toEqual([]);
    const unknown = await api.client.operation<{ items: unknown[] }>(GET, {
      token: token('designer'),
      variables: { designerId, currentCountry: 'mars' },
    });
    expect(unknown.data!.items).toHaveLength(2);
    const made = await api.client.operation<{ items: { profit: number; quantity: number }[] }>(GET, {
      token: token('manufacturer'),
      variables: { designerId: api.fixture.manufacturer.id, currentCountry: 'egypt' },
    });
    expect(made.data!.items.map((line) => line.profit / line.quantity)).toEqual([40, 40]);
  });

  it("is 404 for another designer's lines, 401 for a guest; staff and designerSupport read them", async () => {
    const designerId = api.fixture.designer.id;
    expectEnvelope(
      await api.client.operation(GET, { token: token('otherDesigner'), variables: { designerId } }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(GET, { variables: { designerId } }), { status_code: 401 });
    expectEnvelope(await api.client.operation(GET, { token: token('support'), variables: { designerId } }), {
      status_code: 200,
    });
  });
});
