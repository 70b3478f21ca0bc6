import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  idsOf,
  itFollowsAvailableIn,
  listedProductShape,
  useCountryProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const homeList = useCountryProductList('getIdesignProducts');
const { api, list } = homeList;

describe('getIdesignProducts', () => {
  it('needs no argument: the iDesign products sold in Egypt', async () => {
    const f = api.fixture;
    const result = await list();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(result.data)).toEqual([f.desertId]);
    expect(result.data![0]!.currency).toBe('EGP');
  });

  itFollowsAvailableIn(homeList, () => []);
});
