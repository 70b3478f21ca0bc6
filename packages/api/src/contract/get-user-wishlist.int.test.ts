import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  listedProductShape,
  useCommunityContract,
} from '@souq/testing/community-contract.fixture.ts';

const TOGGLE = `mutation Toggle($image: ID) { addRemoveWishlist(image: $image) { ${ENVELOPE_FIELDS} } }`;
const GET_USER_WISHLIST = `query GetUserWishlist($user: ID, $currentCountry: String) {
  getUserWishlist(user: $user, currentCountry: $currentCountry) {
    ${ENVELOPE_FIELDS}
    data { image imagePath productId name arName createdAt product { ${LISTED_PRODUCT_FIELDS} } }
  }
}`;

type Entry = { image: string; productId: string; product: { currency: string } | null };
const entryShape: Shape = {
  image: 'id',
  imagePath: 'string',
  productId: 'id',
  name: 'string',
  arName: 'string',
  createdAt: 'string',
  product: 'any',
};
const api = useCommunityContract();

describe('getUserWishlist', () => {
  it('lists the hearts of the signed-in user priced in the country, unsold products as null', async () => {
    await api.client.operation(TOGGLE, {
      token: api.shopper.token,
      variables: { image: api.fixture.desertPrimaryImageId },
    });
    const inEgypt = await api.client.operation<Entry[]>(GET_USER_WISHLIST, { token: api.shopper.token });
    expectEnvelope(inEgypt, { status_code: 200, message: 'success', dataShape: [entryShape] });
    expect(inEgypt.data!.map((entry) => entry.productId)).toEqual([api.fixture.desertId]);
    expect(inEgypt.data![0]!.product).toMatchObject({ _id: api.fixture.desertId, currency: 'EGP' });
    expectEnvelope(
      { ...inEgypt, data: inEgypt.data![0]!.product },
      { status_code: 200, dataShape: listedProductShape },
    );
    const inSaudi = await api.client.operation<Entry[]>(GET_USER_WISHLIST, {
      token: api.shopper.token,
      variables: { currentCountry: 'sa' },
    });
    expect(inSaudi.data!.map((entry) => entry.product)).toEqual([null]);
  });

  it('lets staff read a customer wishlist; others get 403, guests 401, bad country 400', async () => {
    const byStaff = await api.client.operation<Entry[]>(GET_USER_WISHLIST, {
      token: api.staff.token,
      variables: { user: api.shopper.user.id },
    });
    expectEnvelope(byStaff, { status_code: 200, dataShape: [entryShape] });
    expect(byStaff.data).toHaveLength(1);
    expectEnvelope(
      await api.client.operation(GET_USER_WISHLIST, {
        token: api.other.token,
        variables: { user: api.shopper.user.id },
      }),
      { status_code: 403 },
    );
    expectEnvelope(await api.client.operation(GET_USER_WISHLIST), { status_code: 401 });
    expectEnvelope(
      await api.client.operation(GET_USER_WISHLIST, {
        token: api.shopper.token,
        variables: { currentCountry: 'zz' },
      }),
      { status_code: 400, message: 'This currency is not available in site!.' },
    );
  });
});
