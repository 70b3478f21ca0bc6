import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { giftCards } from '@souq/core/db/schema/promotions.schema.ts';
import {
  ADD_TO_CART,
  CART_FIELDS,
  ENVELOPE_FIELDS,
  cartShape,
  useCartContract,
} from '@souq/testing/cart-contract.fixture.ts';

const CREATE = `mutation CreateGiftCard(
  $cart: ID, $theme: String, $amount: Float, $senderName: String, $senderEmail: String,
  $recipientName: String, $recipientEmail: String, $recipientLang: String, $message: String,
  $startDate: String, $agreeNonRefundable: Boolean, $currentCountry: String
) {
  createGiftCard(
    cart: $cart, theme: $theme, amount: $amount, senderName: $senderName, senderEmail: $senderEmail,
    recipientName: $recipientName, recipientEmail: $recipientEmail, recipientLang: $recipientLang,
    message: $message, startDate: $startDate, agreeNonRefundable: $agreeNonRefundable,
    currentCountry: $currentCountry
  ) {
    ${ENVELOPE_FIELDS}
    data {
      giftCard {
        _id code recipientName recipientEmail senderName senderEmail senderId startAt message currency
        price restAmount theme isPaid createdAt expiredAt
      }
      cart { ${CART_FIELDS} }
    }
  }
}`;

const giftCardShape = {
  _id: 'id',
  code: 'string?',
  recipientName: 'string',
  recipientEmail: 'string',
  senderName: 'string',
  senderEmail: 'string',
  senderId: 'string?',
  startAt: 'string',
  message: 'string?',
  currency: 'string',
  price: 'number',
  restAmount: 'number',
  theme: 'string',
  isPaid: 'boolean',
  createdAt: 'string',
  expiredAt: 'string?',
} as const;

type Purchase = {
  giftCard: { _id: string; code: string | null; price: number; currency: string; senderId: string | null };
  cart: { _id: string; storedProduct: Array<{ giftCard: { _id: string; price: number } | null }> };
};

const api = useCartContract();
const form = {
  theme: 'new baby',
  amount: 250,
  senderName: 'Omar',
  senderEmail: 'omar@souq.test',
  recipientName: 'Laila',
  recipientEmail: 'laila@souq.test',
  recipientLang: 'en',
  message: 'Welcome, little one',
  agreeNonRefundable: true,
  currentCountry: 'eg',
};
const create = (variables: Record<string, unknown>, token?: string) =>
  api.client.operation<Purchase>(CREATE, { variables, ...(token ? { token } : {}) });

describe('createGiftCard', () => {
  it("makes an unpaid card in the signed-in user's cart, without answering its code", async () => {
    const me = await api.signIn();
    const result = await create(form, me.token);
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: { giftCard: giftCardShape, cart: cartShape },
    });
    const { giftCard, cart } = result.data!;
    expect(giftCard).toMatchObject({
      code: null,
      price: 250,
      restAmount: 250,
      currency: 'EGP',
      theme: 'new_baby',
      isPaid: false,
      senderId: me.id,
    });
    expect(cart.storedProduct.map((line) => line.giftCard)).toEqual([
      { _id: giftCard._id, price: 250, currency: 'EGP' },
    ]);
    const [row] = await api.database.db.select().from(giftCards).where(eq(giftCards.id, giftCard._id));
    expect(row!.code).toMatch(/^GC-/);
    expect(JSON.stringify(result)).not.toContain(row!.code);
  });

  it('adds an unpaid card to another cart with addToCart, priced in its own currency', async () => {
    const guest = await create({ ...form, amount: 100, currentCountry: 'sa' });
    expectEnvelope(guest, { status_code: 200 });
    expect(guest.data!.giftCard).toMatchObject({ currency: 'SAR', price: 100, senderId: null });
    const other = await api.add({ image: api.fixture.nileImageId, currentCountry: 'sa' });
    const added = await api.client.operation<{ storedProduct: unknown[] }>(ADD_TO_CART, {
      variables: { cart: other._id, giftCard: guest.data!.giftCard._id, currentCountry: 'sa' },
    });
    expectEnvelope(added, { status_code: 200 });
    expect(added.data!.storedProduct).toHaveLength(2);
  });

  it('refuses a form without the agreement, a fraction, an unknown theme or a past date', async () => {
    expectEnvelope(await create({ ...form, agreeNonRefundable: false }), {
      status_code: 400,
      message: 'Please agree that the gift card is non-refundable',
      message_key: 'validation.giftCard.agreeRequired',
    });
    expectEnvelope(await create({ ...form, amount: 12.5 }), {
      status_code: 400,
      message_key: 'validation.numeric',
    });
    expectEnvelope(await create({ ...form, amount: 20_000 }), {
      status_code: 400,
      message: 'The amount must be a whole number between 50 and 10000 EGP',
    });
    expectEnvelope(await create({ ...form, theme: 'space' }), {
      status_code: 400,
      message_key: 'validation.giftCard.theme',
    });
    expectEnvelope(await create({ ...form, startDate: '2000-01-01' }), {
      status_code: 400,
      message: 'The start date cannot be before today',
    });
  });
});
