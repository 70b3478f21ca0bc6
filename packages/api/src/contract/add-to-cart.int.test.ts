import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ADD_TO_CART,
  cartShape,
  useCartContract,
  type CartData,
} from '@souq/testing/cart-contract.fixture.ts';
import { buildProduct } from '@souq/testing/builders/index.ts';

const api = useCartContract();
const add = (variables: Record<string, unknown>, token?: string) =>
  api.client.operation<CartData>(ADD_TO_CART, { variables, ...(token ? { token } : {}) });

describe('addToCart', () => {
  it('makes a guest cart and answers it priced for the country', async () => {
    const result = await add({ image: api.fixture.nileImageId, quantity: 2, currentCountry: 'eg' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: cartShape });
    expect(result.data).toMatchObject({
      user: null,
      country: 'eg',
      totalQtyEg: 2,
      totalPriceEg: 200,
      cartTotalPriceBasedOnCountry: 200,
      allShippingFees: 50,
    });
    const again = await add({
      cart: result.data!._id,
      image: api.fixture.nileImageId,
      currentCountry: 'egypt',
    });
    expect(again.data!.storedProduct[0]!.quantity).toBe(3);
  });

  it("adds to the signed-in user's own cart when no cart is given", async () => {
    const me = await api.signIn();
    const result = await add({ image: api.fixture.canvasImageId }, me.token);
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data!.user).toBe(me.id);
  });

  it('answers the ordering errors of SPEC.md section 8 and changes nothing', async () => {
    const cart = await api.add({ image: api.fixture.desertPrimaryImageId, quantity: 3 });
    expectEnvelope(await add({ cart: cart._id, image: api.fixture.desertPrimaryImageId }), {
      status_code: 400,
      message: 'You cannot exceed the available amount per order',
      message_key: 'errors.order.maxPerOrder',
    });
    expectEnvelope(await add({ image: api.fixture.desertPrimaryImageId, currentCountry: 'sa' }), {
      status_code: 400,
      message: 'You cannot order these products from this country',
      message_key: 'errors.order.notAvailableInCountry',
    });
    expectEnvelope(await add({ image: api.fixture.draftImageId }), {
      status_code: 404,
      message: 'Product not found or unavailable in this country',
      message_key: 'errors.product.notFound',
    });
    expectEnvelope(await add({ image: api.fixture.nileImageId, quantity: 0 }), {
      status_code: 400,
      message_key: 'errors.cart.invalidQuantity',
    });
    expectEnvelope(await add({ image: api.fixture.nileImageId, currentCountry: 'xx' }), {
      status_code: 400,
      message: 'This currency is not available in site!.',
    });
  });

  it("refuses another user's cart", async () => {
    const owner = await api.signIn();
    const intruder = await api.signIn();
    const cart = await api.add({ image: api.fixture.nileImageId }, owner.token);
    expectEnvelope(await add({ cart: cart._id, image: api.fixture.nileImageId }), { status_code: 401 });
    expectEnvelope(await add({ cart: cart._id, image: api.fixture.nileImageId }, intruder.token), {
      status_code: 403,
    });
  });

  it('adds the chosen features as their own line, priced with their extras, and refuses a foreign one', async () => {
    const sizes = [
      {
        property: 'Size',
        arProperty: 'المقاس',
        values: [
          { value: 'M', arValue: 'متوسط' },
          { value: 'XL', arValue: 'كبير جدا', egExtraMinor: 4_000 },
        ],
      },
    ];
    // Two unlimited prints sold in sizes, priced in Egypt.
    const sized = (egMinor: number) =>
      buildProduct(api.database.db, {
        designerId: api.fixture.designerId,
        categoryId: api.fixture.printsId,
        prices: { eg: egMinor },
        availableEdition: null,
        features: sizes,
      });
    const shirt = await sized(30_000);
    const other = await sized(10_000);
    const first = await add({ image: shirt.imageId, currentCountry: 'eg' });
    const result = await add({
      cart: first.data!._id,
      image: shirt.imageId,
      features: [shirt.featureIds.XL],
      currentCountry: 'eg',
    });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(
      result.data!.storedProduct.map((item) => ({
        features: item.features.map((feature) => [feature.value, feature.arValue, feature.extraPrice]),
        price: item.modelPriceBasedOnCountry,
      })),
    ).toEqual([
      { features: [['M', 'متوسط', 0]], price: 300 },
      { features: [['XL', 'كبير جدا', 40]], price: 340 },
    ]);
    expectEnvelope(
      await add({ cart: first.data!._id, image: shirt.imageId, features: [other.featureIds.XL] }),
      {
        status_code: 404,
        message: 'This option is not available for this product',
        message_key: 'errors.cart.featureNotFound',
      },
    );
  });
});
