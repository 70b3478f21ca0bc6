import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { CATEGORY_FIELDS, categoryShape } from '@souq/testing/category-contract.ts';
import {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  useListingContract,
} from '@souq/testing/listing-contract.fixture.ts';

const GET_CATEGORY = `query GetCategoryBySlug($slug: String!, $currentCountry: String) {
  getCategoryBySlug(slug: $slug, currentCountry: $currentCountry) {
    ${ENVELOPE_FIELDS}
    data { ${CATEGORY_FIELDS} }
  }
}`;

const NOT_FOUND = {
  status_code: 404,
  message: 'Category not found',
  message_key: 'errors.category.notFound',
} as const;

interface CategoryData {
  _id: string;
  description: string;
  arDescription: string;
  subCategories: Array<{ slug: string }>;
}

const api = useListingContract();
const getCategory = (variables: Record<string, unknown>) =>
  api.client.operation<CategoryData>(GET_CATEGORY, { variables });

describe('getCategoryBySlug', () => {
  it('gives the category in both languages with the subcategories that have products in Egypt', async () => {
    const result = await getCategory({ slug: 'prints' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: categoryShape });
    expect(result.data).toMatchObject({
      _id: api.fixture.printsId,
      description: 'Posters and frames',
      arDescription: 'ملصقات وإطارات',
      hasProducts: true,
    });
    expect(result.data!.subCategories.map((sub) => sub.slug)).toEqual(['posters', 'frames']);
  });

  it('follows the country: fewer subcategories in Saudi Arabia, 404 where the category has no products', async () => {
    const saudi = await getCategory({ slug: 'prints', currentCountry: 'sa' });
    expectEnvelope(saudi, { status_code: 200, dataShape: categoryShape });
    expect(saudi.data!.subCategories.map((sub) => sub.slug)).toEqual(['posters']);
    expectEnvelope(await getCategory({ slug: 'home', currentCountry: 'sa' }), NOT_FOUND);
  });

  it('answers an unknown slug with 404 and data null', async () => {
    expectEnvelope(await getCategory({ slug: 'no-such-category' }), NOT_FOUND);
    expectEnvelope(await getCategory({ slug: '' }), NOT_FOUND);
  });

  it('refuses an unknown country with 400', async () => {
    expectEnvelope(await getCategory({ slug: 'prints', currentCountry: 'us' }), COUNTRY_REFUSED);
  });

  it('requires the slug argument (a refused document, not an envelope)', async () => {
    const response = await api.client.execute('query { getCategoryBySlug { status_code } }');
    expect(response.body.errors?.length).toBeGreaterThan(0);
  });
});
