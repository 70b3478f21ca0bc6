import { describe, expect, it } from 'vitest';
import { wishlistItems } from '@souq/core/db/schema/wishlist.schema.ts';
import { expectEnvelope, type Shape, envelopeDocument } from '@souq/testing';
import { useCommunityContract } from '@souq/testing/community-contract.fixture.ts';

const ADD_REMOVE_WISHLIST = envelopeDocument(
  'mutation',
  'addRemoveWishlist',
  '$image: ID, $user: ID',
  'image product wishlisted',
);

const toggleShape: Shape = { image: 'id', product: 'id', wishlisted: 'boolean' };
const api = useCommunityContract();

describe('addRemoveWishlist', () => {
  it('adds the image on the first call and removes it on the second', async () => {
    const variables = { image: api.fixture.desertVariantImageId, user: api.shopper.user.id };
    const added = await api.client.operation(ADD_REMOVE_WISHLIST, { token: api.shopper.token, variables });
    expectEnvelope(added, { status_code: 200, message: 'success', dataShape: toggleShape });
    expect(added.data).toEqual({
      image: api.fixture.desertVariantImageId,
      product: api.fixture.desertId,
      wishlisted: true,
    });
    const removed = await api.client.operation(ADD_REMOVE_WISHLIST, { token: api.shopper.token, variables });
    expectEnvelope(removed, { status_code: 200, dataShape: toggleShape });
    expect(removed.data).toMatchObject({ wishlisted: false });
  });

  it('refuses guests, other users and hidden images, changing nothing', async () => {
    const image = api.fixture.desertPrimaryImageId;
    expectEnvelope(await api.client.operation(ADD_REMOVE_WISHLIST, { variables: { image } }), {
      status_code: 401,
      message_key: 'errors.auth.loginRequired',
    });
    expectEnvelope(
      await api.client.operation(ADD_REMOVE_WISHLIST, {
        token: api.other.token,
        variables: { image, user: api.shopper.user.id },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await api.client.operation(ADD_REMOVE_WISHLIST, {
        token: api.shopper.token,
        variables: { image: api.fixture.draftImageId },
      }),
      { status_code: 404, message: 'Image not found' },
    );
    expect(await api.database.db.$count(wishlistItems)).toBe(0);
  });
});
