import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  idsOf,
  itFollowsAvailableIn,
  listedProductShape,
  useCountryProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const homeList = useCountryProductList('getNewArrivals');
const { api, list } = homeList;

describe('getNewArrivals', () => {
  it('needs no argument: the newest products sold in Egypt', async () => {
    const f = api.fixture;
    const result = await list();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(result.data)).toEqual([f.mugId, f.oddId, f.canvasId, f.frameId, f.desertId, f.nileId]);
    expect(idsOf(result.data)).not.toContain(f.draftId);
  });

  itFollowsAvailableIn(homeList, (f) => [f.canvasId, f.nileId]);
});
