/**
 * The home lists whose only argument is the optional availableIn (getFeaturedProducts,
 * getIdesignProducts, getProductsWithOffer, getNewArrivals), one table row per operation: what each
 * lists in Egypt without an argument, and the Saudi list every one of them follows.
 */
import { describe, expect, it } from 'vitest';
import { expectEnvelope, type EnvelopeResult } from '@souq/testing';
import type { CatalogPagesFixture } from '@souq/testing/catalog-pages.fixture.ts';
import {
  idsOf,
  itFollowsAvailableIn,
  listedProductShape,
  useCountryProductList,
  type ListedProduct,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

interface HomeList {
  operation: string;
  /** The name of the test of the list in Egypt, without an argument. */
  inEgypt: string;
  expectEgypt: (result: EnvelopeResult<ListedProduct[]>, f: CatalogPagesFixture) => void;
  saudiIds: (f: CatalogPagesFixture) => string[];
}

const HOME_LISTS: HomeList[] = [
  {
    operation: 'getFeaturedProducts',
    inEgypt: 'needs no argument: products with a featured picture sold in Egypt, best sellers first',
    expectEgypt: (result, f) => {
      expect(idsOf(result.data)).toEqual([f.desertId]);
      expect(result.data![0]).toMatchObject({
        currency: 'EGP',
        allPriceBeforeOffer: 300,
        allPriceAfterOffer: 150,
      });
    },
    saudiIds: () => [],
  },
  {
    operation: 'getIdesignProducts',
    inEgypt: 'needs no argument: the iDesign products sold in Egypt',
    expectEgypt: (result, f) => {
      expect(idsOf(result.data)).toEqual([f.desertId]);
      expect(result.data![0]!.currency).toBe('EGP');
    },
    saudiIds: () => [],
  },
  {
    operation: 'getProductsWithOffer',
    inEgypt:
      'needs no argument: products with a running offer or collection sale in Egypt, biggest discount first',
    expectEgypt: (result, f) => {
      expect(idsOf(result.data)).toEqual([f.desertId, f.oddId, f.frameId]);
      expect(result.data!.map((item) => [item.totalDiscount, item.allPriceAfterOffer])).toEqual([
        [50, 150],
        [33, 66.99],
        [25, 180],
      ]);
    },
    saudiIds: () => [],
  },
  {
    operation: 'getNewArrivals',
    inEgypt: 'needs no argument: the newest products sold in Egypt',
    expectEgypt: (result, f) => {
      expect(idsOf(result.data)).toEqual([f.mugId, f.oddId, f.canvasId, f.frameId, f.desertId, f.nileId]);
      expect(idsOf(result.data)).not.toContain(f.draftId);
    },
    saudiIds: (f) => [f.canvasId, f.nileId],
  },
];

for (const { operation, inEgypt, expectEgypt, saudiIds } of HOME_LISTS) {
  describe(operation, () => {
    const homeList = useCountryProductList(operation);

    it(inEgypt, async () => {
      const result = await homeList.list();
      expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
      expectEgypt(result, homeList.api.fixture);
    });

    itFollowsAvailableIn(homeList, saudiIds);
  });
}
