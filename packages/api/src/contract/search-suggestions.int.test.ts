import { beforeAll, describe, expect, it } from 'vitest';
import { refreshProductSearchDocuments } from '@souq/core/search/search-documents.ts';
import { expectEnvelope, type Shape } from '@souq/testing';
import { seedCatalog } from '@souq/testing/catalog-contract.fixture.ts';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

const SUGGESTIONS = `query Suggestions($text: String, $currentCountry: String, $lang: String) {
  searchSuggestions(text: $text, currentCountry: $currentCountry, lang: $lang) {
    status_code message errors message_key error_code
    data {
      products { _id name arName allPriceAfterOffer currency primaryProductImagePath }
      keywords { text source }
    }
  }
}`;

const NEW_KEYWORD = `mutation NewSearchKeyword($keyword: String) {
  newSearchKeyword(keyword: $keyword) {
    status_code message errors message_key error_code
    data { _id keyword count }
  }
}`;

const suggestionsShape: Shape = {
  products: [
    {
      _id: 'id',
      name: 'string',
      arName: 'string',
      allPriceAfterOffer: 'number',
      currency: 'string',
      primaryProductImagePath: 'string?',
    },
  ],
  keywords: [{ text: 'string', source: 'string' }],
};

interface SuggestionsData {
  products: Array<{ _id: string }>;
  keywords: Array<{ text: string; source: string }>;
}

const api = useContractApi({ seed: seedCatalog });
beforeAll(async () => {
  await refreshProductSearchDocuments(api.database);
});

const suggestions = (variables: Record<string, unknown>) =>
  api.client.operation<SuggestionsData>(SUGGESTIONS, { variables });
const record = (keyword: unknown) =>
  api.client.operation<{ _id: string; keyword: string; count: number }>(NEW_KEYWORD, {
    variables: { keyword },
  });

describe('searchSuggestions', () => {
  it('gives products and catalogue names while typing, in the language asked', async () => {
    const english = await suggestions({ text: 'lig', lang: 'en' });
    expectEnvelope(english, { status_code: 200, message: 'success', dataShape: suggestionsShape });
    expect(english.data!.keywords).toContainEqual({ text: 'Lighting', source: 'category' });

    const arabic = await suggestions({ text: 'مصب' });
    expectEnvelope(arabic, { status_code: 200, dataShape: suggestionsShape });
    expect(arabic.data!.products.map((product) => product._id)).toEqual([api.fixture.lampId]);
    const plural = await suggestions({ text: 'مصابيح' });
    expect(plural.data!.keywords).toContainEqual({ text: 'مصابيح طاولة', source: 'subcategory' });
  });

  it('gives at most 5 products and 5 keywords, only products of the country', async () => {
    const result = await suggestions({ text: 'vase', currentCountry: 'ae' });
    expect(result.data!.products.map((product) => product._id)).toEqual([api.fixture.vaseId]);
    expect((await suggestions({ text: 'vase' })).data!.products).toEqual([]);
    const many = await suggestions({ text: 'la' });
    expect(many.data!.products.length).toBeLessThanOrEqual(5);
    expect(many.data!.keywords.length).toBeLessThanOrEqual(5);
  });

  it.each(['', ' ', '!', "'", 'x'.repeat(10_000)])('answers 200 for %j', async (text) => {
    expectEnvelope(await suggestions({ text }), { status_code: 200, dataShape: suggestionsShape });
  });
});

describe('newSearchKeyword', () => {
  it('records what people search, variants as one keyword, and suggests it once searched twice', async () => {
    const first = await record('مصابيح  نحاس');
    expectEnvelope(first, {
      status_code: 200,
      message: 'success',
      dataShape: { _id: 'id', keyword: 'string', count: 'integer' },
    });
    expect(first.data).toMatchObject({ keyword: 'مصابيح نحاس', count: 1 });
    expect((await suggestions({ text: 'مصابيح نح' })).data!.keywords).not.toContainEqual(
      expect.objectContaining({ source: 'keyword' }),
    );
    const second = await record('مَصابيح نُحاس');
    expect(second.data).toMatchObject({ _id: first.data!._id, count: 2 });
    expect((await suggestions({ text: 'مصابيح نح' })).data!.keywords[0]).toEqual({
      text: 'مصابيح نحاس',
      source: 'keyword',
    });
  });

  it.each([null, '', '   ', '?!', "& | ! : * ( ) '"])('answers 200 with no data for %j', async (keyword) => {
    const result = await record(keyword);
    expectEnvelope(result, { status_code: 200, dataShape: null });
  });
});
