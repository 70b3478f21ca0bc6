import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const UPDATE = envelopeDocument(
  'mutation',
  'updateAvailableSales',
  '$product: ID!, $quantity: Float!, $increase: Boolean, $country: String',
  `_id slug name arName image status productStatus availableEdition initAvailableEdition
   salesNumberInEg salesNumberInSu salesNumberInEm newMessage`,
);
const { api, token } = useProfitContract();
const editionOf = async () =>
  (await api.database.db.select().from(products).where(eq(products.id, api.fixture.productId)))[0]!
    .availableEdition;

describe('updateAvailableSales', () => {
  it('adds editions for the designer and takes them away for staff', async () => {
    const before = (await editionOf())!;
    const added = await api.client.operation(UPDATE, {
      token: token('designer'),
      variables: { product: api.fixture.productId, quantity: 5, increase: true, country: 'eg' },
    });
    expectEnvelope(added, {
      status_code: 200,
      message: 'success',
      dataShape: {
        _id: 'id',
        slug: 'string',
        name: 'string',
        arName: 'string',
        image: 'string?',
        status: 'string',
        productStatus: 'boolean',
        availableEdition: 'integer?',
        initAvailableEdition: 'integer?',
        salesNumberInEg: 'integer',
        salesNumberInSu: 'integer',
        salesNumberInEm: 'integer',
        newMessage: 'integer',
      },
    });
    expect(added.data).toMatchObject({ availableEdition: before + 5, salesNumberInEg: 3 });
    const taken = await api.client.operation(UPDATE, {
      token: token('admin'),
      variables: { product: api.fixture.productId, quantity: 2, increase: false },
    });
    expect(taken.data).toMatchObject({ availableEdition: before + 3 });
  });

  it('refuses a quantity that is not a whole number above 0, going below 0, and a country it is not sold in', async () => {
    const product = api.fixture.productId;
    const before = await editionOf();
    for (const quantity of [0, -2, 1.5])
      expectEnvelope(
        await api.client.operation(UPDATE, { token: token('designer'), variables: { product, quantity } }),
        { status_code: 400, message_key: 'errors.profit.quantityInvalid' },
      );
    expectEnvelope(
      await api.client.operation(UPDATE, {
        token: token('designer'),
        variables: { product, quantity: 1_000, increase: false },
      }),
      { status_code: 409, message_key: 'errors.profit.editionsBelowZero' },
    );
    expectEnvelope(
      await api.client.operation(UPDATE, {
        token: token('designer'),
        variables: { product, quantity: 1, increase: true, country: 'ae' },
      }),
      { status_code: 400, message_key: 'errors.profit.notSoldInCountry' },
    );
    expect(await editionOf()).toBe(before);
  });

  it("is 404 for another designer's product or designerSupport, 401 for a guest", async () => {
    const variables = { product: api.fixture.productId, quantity: 1, increase: true };
    for (const who of ['otherDesigner', 'support'] as const)
      expectEnvelope(await api.client.operation(UPDATE, { token: token(who), variables }), {
        status_code: 404,
      });
    expectEnvelope(await api.client.operation(UPDATE, { variables }), { status_code: 401 });
  });
});
