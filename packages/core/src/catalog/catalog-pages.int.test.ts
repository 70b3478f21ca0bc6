/**
 * The services of the catalog listing pages: collections, designers, tags and attributes, and the
 * home lists, over the catalog-pages fixture in Egypt, Saudi Arabia and the Emirates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogPagesDatabase, type CatalogPagesFixture } from '@souq/testing/catalog-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import type { CountryCode } from '../locale/locales.ts';
import type { ProductSummary } from './catalog.types.ts';
import {
  getCollection,
  getProductsByCollectionId,
  listCollectionProducts,
  listCollections,
} from './collection.service.ts';
import {
  getDesigner,
  getFeaturedDesigners,
  getProductsByDesigner,
  getProductsByManufacturer,
  listDesignerProducts,
  parseDesignerSort,
  sortDesigners,
} from './designer-listing.service.ts';
import {
  getFeaturedProducts,
  getIdesignProducts,
  getNewArrivals,
  getOfferForHome,
  getPaginatedProductsWithOffer,
  getProductsWithOffer,
  homeProductsWithCategory,
  homeProductsWithCollection,
  listIdesignProducts,
} from './home.service.ts';
import { getAttributes, getProductsByTagId, getTag, listTagProducts } from './tag.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-05-01T12:00:00Z');
let database: Database;
let f: CatalogPagesFixture;

const ctx = (country: CountryCode = 'eg'): ServiceContext =>
  testServiceContext(database.db, { country, now });
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

beforeAll(async () => {
  ({ database, f } = await openCatalogPagesDatabase(now));
});
afterAll(async () => {
  await database?.close();
});

async function expectNotFound(call: Promise<unknown>, code: string) {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, status: 404 });
}

describe('collections', () => {
  it('lists switched-on collections with products in the country, running sales first', async () => {
    const eg = await listCollections(ctx('eg'));
    expect(eg.map((c) => [c.slug, c.running, c.productsCount])).toEqual([
      ['summer-sale', true, 1],
      ['winter', false, 1],
    ]);
    expect((await listCollections(ctx('sa'))).map((c) => c.slug)).toEqual(['winter']);
    expect(await listCollections(ctx('ae'))).toEqual([]);
  });

  it('finds one by slug or id; hidden, empty or unknown ones are 404', async () => {
    expect((await getCollection(ctx(), 'summer-sale')).id).toBe(f.summerSaleId);
    expect((await getCollection(ctx(), f.winterId)).slug).toBe('winter');
    for (const slug of ['hidden', 'empty', 'nope', '', f.hiddenCollectionId]) {
      await expectNotFound(getCollection(ctx(), slug), 'COLLECTION_NOT_FOUND');
    }
    await expectNotFound(getCollection(ctx('ae'), 'winter'), 'COLLECTION_NOT_FOUND');
  });

  it('lists its products priced in the country; the discount applies only while it runs', async () => {
    const [frame] = await getProductsByCollectionId(ctx(), f.summerSaleId);
    expect(frame).toMatchObject({
      id: f.frameId,
      priceBeforeOfferMinor: 24_000,
      priceAfterOfferMinor: 18_000,
    });
    const [nile] = await getProductsByCollectionId(ctx('sa'), f.winterId);
    expect(nile).toMatchObject({
      id: f.nileId,
      currency: 'SAR',
      hasOffer: false,
      priceAfterOfferMinor: 2_000,
    });
    expect(await getProductsByCollectionId(ctx(), f.hiddenCollectionId)).toHaveLength(1);
    expect(await getProductsByCollectionId(ctx(), 'not-an-id')).toEqual([]);
    const page = await listCollectionProducts(ctx(), f.summerSaleId, { page: '2', perPage: 1 });
    expect(page.items).toEqual([]);
    expect(page.pageInfo).toEqual({ hasNext: false, totalCount: 1, totalPages: 1, page: 2, limit: 1 });
  });
});

describe('designers', () => {
  it('lists active designers with products in the country, best sellers first, with counts', async () => {
    const eg = await sortDesigners(ctx('eg'));
    expect(eg.items.map((d) => [d.slug, d.productsCount])).toEqual([
      ['layla-prints', 5],
      ['omar-studio', 1],
    ]);
    expect(eg.pageInfo).toMatchObject({ totalCount: 2, totalPages: 1, page: 1 });
    expect((await sortDesigners(ctx('sa'))).items.map((d) => [d.slug, d.productsCount])).toEqual([
      ['layla-prints', 2],
    ]);
    // The only product sold in the Emirates belongs to a blocked designer.
    expect((await sortDesigners(ctx('ae'))).items).toEqual([]);
  });

  it('sorts by name, newest and product count, and pages', async () => {
    expect(ids((await sortDesigners(ctx(), { sort: 'name' })).items)).toEqual([f.designerId, f.omarId]);
    expect(ids((await sortDesigners(ctx(), { sort: '-createdAt' })).items)).toEqual([f.omarId, f.designerId]);
    expect(ids((await sortDesigners(ctx(), { sort: '-productsCount' })).items)).toEqual([
      f.designerId,
      f.omarId,
    ]);
    const second = await sortDesigners(ctx(), { sort: 'junk', page: 2, perPage: 1 });
    expect(ids(second.items)).toEqual([f.omarId]);
    expect(second.pageInfo).toEqual({ hasNext: false, totalCount: 2, totalPages: 2, page: 2, limit: 1 });
    expect(parseDesignerSort('junk')).toBe('best-sellers');
  });

  it('gives the featured designers (active, with products in the country)', async () => {
    expect(ids(await getFeaturedDesigners(ctx('eg')))).toEqual([f.omarId]);
    expect(await getFeaturedDesigners(ctx('sa'))).toEqual([]);
  });

  it('finds a designer by slug or id; blocked, unknown and non-designers are 404', async () => {
    expect((await getDesigner(ctx(), 'omar-studio')).id).toBe(f.omarId);
    expect((await getDesigner(ctx('sa'), f.omarId)).productsCount).toBe(0);
    for (const value of ['blocked-designer', 'print-house', 'nobody', ' ']) {
      await expectNotFound(getDesigner(ctx(), value), 'DESIGNER_NOT_FOUND');
    }
  });

  it('lists the products of a designer and of a manufacturer in the country', async () => {
    expect(ids(await getProductsByDesigner(ctx(), f.designerId))).toEqual([
      f.oddId,
      f.canvasId,
      f.frameId,
      f.desertId,
      f.nileId,
    ]);
    expect(ids(await getProductsByDesigner(ctx('sa'), f.designerId))).toEqual([f.canvasId, f.nileId]);
    expect(
      ids((await listDesignerProducts(ctx(), f.designerId, { perPage: 2, order: 'best-sellers' })).items),
    ).toEqual([f.desertId, f.canvasId]);
    expect(ids(await getProductsByManufacturer(ctx(), f.manufacturerId))).toEqual([f.canvasId]);
    expect(await getProductsByManufacturer(ctx('ae'), f.manufacturerId)).toEqual([]);
    expect(await getProductsByDesigner(ctx(), 'x')).toEqual([]);
  });
});

describe('tags and attributes', () => {
  it('finds a tag by id or slug and lists its products in the country', async () => {
    expect(await getTag(ctx(), f.goldTagId)).toMatchObject({ slug: 'gold', arName: 'ذهبي' });
    expect((await getTag(ctx(), 'gold')).id).toBe(f.goldTagId);
    await expectNotFound(getTag(ctx(), '00000000-0000-4000-8000-000000000000'), 'TAG_NOT_FOUND');
    expect(ids(await getProductsByTagId(ctx(), f.goldTagId))).toEqual([f.canvasId, f.frameId]);
    expect(ids(await getProductsByTagId(ctx('sa'), f.goldTagId))).toEqual([f.canvasId]);
    expect((await listTagProducts(ctx(), 'gold')).items).toEqual([]);
  });

  it('lists the attributes with their values in both languages', async () => {
    const attributes = await getAttributes(ctx());
    expect(attributes.map((a) => [a.spec, a.arSpec, a.values.map((v) => [v.value, v.arValue])])).toEqual([
      [
        'Material',
        'الخامة',
        [
          ['Canvas', 'قماش'],
          ['Paper', 'ورق'],
        ],
      ],
      [
        'Size',
        'المقاس',
        [
          ['A3', 'A3'],
          ['A4', 'A4'],
        ],
      ],
    ]);
  });
});

describe('home lists', () => {
  const priced = (items: ProductSummary[]) =>
    items.map((item) => [item.id, item.currency, item.priceAfterOfferMinor]);

  it('groups the best sellers by category and by collection', async () => {
    const byCategory = await homeProductsWithCategory(ctx(), 2);
    expect(byCategory.map((group) => [group.category.slug, ids(group.products)])).toEqual([
      ['prints', [f.desertId, f.canvasId, f.nileId, f.frameId, f.oddId]],
      ['home', [f.mugId]],
    ]);
    expect((await homeProductsWithCategory(ctx(), 1)).map((group) => group.category.slug)).toEqual([
      'prints',
    ]);
    const byCollection = await homeProductsWithCollection(ctx('sa'), 2);
    expect(byCollection.map((group) => [group.collection.slug, priced(group.products)])).toEqual([
      ['winter', [[f.nileId, 'SAR', 2_000]]],
    ]);
  });

  it('lists featured, new, discounted and iDesign products of the country', async () => {
    expect(ids(await getFeaturedProducts(ctx()))).toEqual([f.desertId]);
    expect(ids(await getNewArrivals(ctx()))).toEqual([
      f.mugId,
      f.oddId,
      f.canvasId,
      f.frameId,
      f.desertId,
      f.nileId,
    ]);
    expect(priced(await getProductsWithOffer(ctx()))).toEqual([
      [f.desertId, 'EGP', 15_000],
      [f.oddId, 'EGP', 6_699],
      [f.frameId, 'EGP', 18_000],
    ]);
    expect(await getProductsWithOffer(ctx('sa'))).toEqual([]);
    expect(ids(await getIdesignProducts(ctx()))).toEqual([f.desertId]);
    expect(await getIdesignProducts(ctx('sa'))).toEqual([]);
    expect((await listIdesignProducts(ctx())).pageInfo.totalCount).toBe(1);
  });

  it('pages the products with an offer', async () => {
    const page = await getPaginatedProductsWithOffer(ctx(), { page: 2, perPage: 2 });
    expect(ids(page.items)).toEqual([f.frameId]);
    expect(page.pageInfo).toEqual({ hasNext: false, totalCount: 3, totalPages: 2, page: 2, limit: 2 });
    const first = await getPaginatedProductsWithOffer(ctx(), { page: 'x', perPage: -1 });
    expect(first.pageInfo).toMatchObject({ page: 1, limit: 24, hasNext: false });
  });

  it('offers the running sale that ends first, or nothing', async () => {
    const offer = await getOfferForHome(ctx());
    expect(offer?.collection.slug).toBe('summer-sale');
    expect(ids(offer!.products)).toEqual([f.frameId]);
    expect(await getOfferForHome(ctx('sa'))).toBeNull();
  });
});
