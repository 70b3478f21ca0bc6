import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { IMAGE_FIELDS, imageShape, useListingContract } from '@souq/testing/listing-contract.fixture.ts';

const IMAGES = envelopeDocument('query', 'getProductImages', '$product: ID!', IMAGE_FIELDS);

const NOT_FOUND = {
  status_code: 404,
  message: 'Product not found or unavailable in this country',
  message_key: 'errors.product.notFound',
} as const;

type Images = Array<Record<string, unknown>>;
const api = useListingContract();
const images = (product: string) => api.client.operation<Images>(IMAGES, { variables: { product } });

describe('getProductImages', () => {
  it('gives the variants, primary first, with extra prices per country in major units', async () => {
    const f = api.fixture;
    const result = await images(f.desertId);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [imageShape] });
    expect(result.data!.map((image) => image['_id'])).toEqual([
      f.desertPrimaryImageId,
      f.desertVariantImageId,
    ]);
    expect(result.data![0]).toMatchObject({ primaryImage: true, egExtraPrice: 0, features: [] });
    expect(result.data![1]).toMatchObject({
      stage: 'large',
      egExtraPrice: 25,
      suExtraPrice: 5,
      emExtraPrice: 0,
      otherImages: [{ path: 'products/desert-large-2.webp' }],
      features: [
        { property: 'Frame', arProperty: 'الإطار', value: 'Oak', arValue: 'بلوط', egExtraPrice: 10 },
      ],
    });
  });

  it('answers an empty list for a product without images', async () => {
    const result = await images(api.fixture.canvasId);
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toEqual([]);
  });

  it('answers 404 for a draft, an unknown or a malformed id', async () => {
    for (const product of [api.fixture.draftId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expectEnvelope(await images(product), NOT_FOUND);
    }
  });
});
