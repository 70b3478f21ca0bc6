import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import { CATEGORY_FIELDS, categoryShape } from '@souq/testing/category-contract.ts';
import { seedCatalog, type CatalogFixture } from '@souq/testing/catalog-contract.fixture.ts';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

const GET_CATEGORIES = `query GetCategories($currentCountry: String) {
  getCategories(currentCountry: $currentCountry) {
    status_code message errors message_key error_code
    data { ${CATEGORY_FIELDS} }
  }
}`;

const categoriesShape: Shape = [categoryShape];

interface CategoryData {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  hasProducts: boolean;
  subCategories: Array<{ _id: string; slug: string; arName: string }>;
}

const api = useContractApi();
let catalog: CatalogFixture;

describe('getCategories', () => {
  it('answers an empty list in the envelope when there is no catalog', async () => {
    const result = await api.client.operation(GET_CATEGORIES);
    expectEnvelope(result, { status_code: 200, dataShape: categoriesShape });
    expect(result.data).toEqual([]);
  });

  it('lists the categories with products in Egypt (the default), with English and Arabic names', async () => {
    catalog = await seedCatalog(api.database.db);
    const result = await api.client.operation<CategoryData[]>(GET_CATEGORIES);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: categoriesShape });
    expect(result.data).toEqual([
      {
        _id: catalog.lightingId,
        slug: 'lighting',
        name: 'Lighting',
        arName: 'إضاءة',
        image: 'categories/lighting.webp',
        displayOrder: 1,
        banner: 'banners/lighting.webp',
        description: 'Lamps made by hand',
        arDescription: 'مصابيح مصنوعة يدويا',
        hasProducts: true,
        // Only the subcategory with products in the country.
        subCategories: [
          {
            _id: catalog.lampsSubId,
            name: 'Table lamps',
            arName: 'مصابيح طاولة',
            slug: 'table-lamps',
            image: 'sub/lamps.webp',
          },
        ],
      },
    ]);
  });

  it.each([
    ['eg', ['lighting']],
    ['sa', ['lighting']],
    ['saudi', ['lighting']],
    ['ae', ['decor']],
    ['emirates', ['decor']],
  ])('lists for currentCountry %s the categories with products sold there', async (currentCountry, slugs) => {
    const result = await api.client.operation<CategoryData[]>(GET_CATEGORIES, {
      variables: { currentCountry },
    });
    expectEnvelope(result, { status_code: 200, dataShape: categoriesShape });
    expect(result.data!.map((category) => category.slug)).toEqual(slugs);
    expect(result.data!.every((category) => category.hasProducts)).toBe(true);
  });

  it('never lists a category without products (nor one with only a draft or an inactive price)', async () => {
    for (const currentCountry of ['eg', 'sa', 'ae']) {
      const result = await api.client.operation<CategoryData[]>(GET_CATEGORIES, {
        variables: { currentCountry },
      });
      expect(result.data!.map((category) => category._id)).not.toContain(catalog.emptyId);
    }
    // The decor category has a draft priced in Egypt and nothing else there.
    const egypt = await api.client.operation<CategoryData[]>(GET_CATEGORIES, {
      variables: { currentCountry: 'eg' },
    });
    expect(egypt.data!.map((category) => category._id)).not.toContain(catalog.decorId);
  });

  it('refuses an unknown country with status_code 400 and data null', async () => {
    const result = await api.client.operation(GET_CATEGORIES, { variables: { currentCountry: 'us' } });
    expectEnvelope(result, {
      status_code: 400,
      message: 'This currency is not available in site!.',
      message_key: 'errors.country.notAvailable',
    });
  });

  it('takes currentCountry as an inline argument too', async () => {
    const result = await api.client.operation<CategoryData[]>(
      'query { getCategories(currentCountry: "ae") { status_code message errors data { slug arName } } }',
    );
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toEqual([{ slug: 'decor', arName: 'ديكور' }]);
  });
});
