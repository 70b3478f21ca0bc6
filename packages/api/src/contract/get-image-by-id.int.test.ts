import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { IMAGE_FIELDS, imageShape, useListingContract } from '@souq/testing/listing-contract.fixture.ts';

const IMAGE = envelopeDocument('query', 'getImageById', '$image: ID!', IMAGE_FIELDS);

const NOT_FOUND = {
  status_code: 404,
  message: 'Image not found',
  message_key: 'errors.image.notFound',
} as const;

const api = useListingContract();
const image = (id: string) =>
  api.client.operation<Record<string, unknown>>(IMAGE, { variables: { image: id } });

describe('getImageById', () => {
  it('gives one variant with its photos, features and extra prices', async () => {
    const result = await image(api.fixture.desertVariantImageId);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: imageShape });
    expect(result.data).toMatchObject({
      _id: api.fixture.desertVariantImageId,
      path: 'products/desert-large.webp',
      egExtraPrice: 25,
      suExtraPrice: 5,
    });
  });

  it('answers 404 for the image of a draft, an unknown or a malformed id', async () => {
    for (const id of [api.fixture.draftImageId, '00000000-0000-4000-8000-000000000000', '42']) {
      expectEnvelope(await image(id), NOT_FOUND);
    }
  });
});
