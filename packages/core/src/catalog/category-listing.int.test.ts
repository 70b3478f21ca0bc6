import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';
import type { Actor, ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import type { CountryCode } from '../locale/locales.ts';
import { shownPrice } from './pricing.ts';
import {
  filterProducts,
  getCategoryBySlug,
  getProductsByCategoryId,
  getSuggestedProducts,
} from './category-listing.service.ts';
import { parseListingSort, parseMajorAmount, parsePositiveInt } from './listing-params.ts';
import { getImageById, getProductImages } from './product-page.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-05-01T12:00:00Z');
let database: Database;
let f: ListingFixture;

const ctx = (country: CountryCode = 'eg', user: Actor | null = null): ServiceContext =>
  testServiceContext(database.db, { user, country, now });

beforeAll(async () => {
  database = await createTestDatabase();
  f = await seedListingCatalog(database.db, now);
});
afterAll(async () => {
  await database?.close();
});

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

async function expectNotFound(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).status).toBe(404);
  expect((error as DomainError).code).toBe(code);
}

describe('getCategoryBySlug', () => {
  it('gives the category with the subcategories that have products in the country', async () => {
    const category = await getCategoryBySlug(ctx('eg'), 'prints');
    expect(category).toMatchObject({ id: f.printsId, name: 'Prints', arName: 'مطبوعات', hasProducts: true });
    expect(category.subCategories.map((sub) => sub.slug)).toEqual(['posters', 'frames']);
    const inSaudi = await getCategoryBySlug(ctx('sa'), 'PRINTS');
    expect(inSaudi.subCategories.map((sub) => sub.slug)).toEqual(['posters']);
  });

  it('is a 404 for an unknown slug or a category without products in the country', async () => {
    await expectNotFound(getCategoryBySlug(ctx('eg'), 'nope'), 'CATEGORY_NOT_FOUND');
    await expectNotFound(getCategoryBySlug(ctx('eg'), '  '), 'CATEGORY_NOT_FOUND');
    await expectNotFound(getCategoryBySlug(ctx('sa'), 'home'), 'CATEGORY_NOT_FOUND');
    await expectNotFound(getCategoryBySlug(ctx('eg'), 'gulf'), 'CATEGORY_NOT_FOUND');
    expect((await getCategoryBySlug(ctx('ae'), 'gulf')).id).toBe(f.gulfId);
  });
});

describe('filterProducts', () => {
  it('lists the published products of the category sold in the country, newest first', async () => {
    const { items, pageInfo } = await filterProducts(ctx('eg'), { category: f.printsId });
    expect(ids(items)).toEqual([f.oddId, f.canvasId, f.frameId, f.desertId, f.nileId]);
    expect(pageInfo).toEqual({ hasNext: false, totalCount: 5, totalPages: 1, page: 1, limit: 24 });
    const bySlug = await filterProducts(ctx('eg'), { category: 'prints' });
    expect(ids(bySlug.items)).toEqual(ids(items));
    const saudi = await filterProducts(ctx('sa'), { category: f.printsId });
    expect(ids(saudi.items)).toEqual([f.canvasId, f.nileId]);
    expect(saudi.items.every((item) => item.currency === 'SAR')).toBe(true);
  });

  it('shows the price after the running offer, as pricing.ts computes it', async () => {
    const { items } = await filterProducts(ctx('eg'), { category: f.printsId });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(f.oddId)).toMatchObject(shownPrice(9_999, 33));
    expect(byId.get(f.oddId)?.priceAfterOfferMinor).toBe(6_699);
    expect(byId.get(f.desertId)?.priceAfterOfferMinor).toBe(15_000);
    expect(byId.get(f.frameId)?.priceAfterOfferMinor).toBe(18_000);
    expect(byId.get(f.nileId)).toMatchObject({ priceAfterOfferMinor: 10_000, hasOffer: false });
  });

  it('sorts by shown price, best sellers in the country, oldest; unknown sorts are newest', async () => {
    const list = async (sort: string, country: CountryCode = 'eg') =>
      ids((await filterProducts(ctx(country), { category: f.printsId, sort })).items);
    expect(await list('price-asc')).toEqual([f.oddId, f.nileId, f.desertId, f.frameId, f.canvasId]);
    expect(await list('-price')).toEqual([f.canvasId, f.frameId, f.desertId, f.nileId, f.oddId]);
    expect(await list('best-sellers')).toEqual([f.desertId, f.canvasId, f.nileId, f.frameId, f.oddId]);
    expect(await list('-salesNumber', 'sa')).toEqual([f.canvasId, f.nileId]);
    expect(await list('createdAt')).toEqual([f.nileId, f.desertId, f.frameId, f.canvasId, f.oddId]);
    expect(await list('; drop table products')).toEqual(await list('-createdAt'));
  });

  it('filters by the shown price in major units, both ends included, either way round', async () => {
    const range = async (from: unknown, to: unknown, country: CountryCode = 'eg') =>
      ids(
        (
          await filterProducts(ctx(country), {
            category: f.printsId,
            sort: 'price-asc',
            from: from as string,
            to: to as string,
          })
        ).items,
      );
    expect(await range(100, 180)).toEqual([f.nileId, f.desertId, f.frameId]);
    expect(await range(180, 100)).toEqual([f.nileId, f.desertId, f.frameId]);
    expect(await range('66.99', '66.99')).toEqual([f.oddId]);
    expect(await range('٥٠٠', null)).toEqual([f.canvasId]);
    expect(await range(null, '99.99')).toEqual([f.oddId]);
    expect(await range('-5', 'abc')).toHaveLength(5);
    expect(await range(50, 90, 'sa')).toEqual([f.canvasId]);
  });

  it('filters by subcategory, collection and attribute values (one of each attribute)', async () => {
    const list = async (input: Parameters<typeof filterProducts>[1]) =>
      ids((await filterProducts(ctx('eg'), { sort: 'price-asc', ...input })).items);
    expect(await list({ category: f.printsId, subCategory: f.framesId })).toEqual([f.frameId]);
    expect(await list({ subCategory: 'posters' })).toEqual([f.oddId, f.nileId, f.desertId, f.canvasId]);
    expect(await list({ collection: 'summer-sale' })).toEqual([f.frameId]);
    expect(await list({ properties: [f.paperId] })).toEqual([f.nileId, f.frameId]);
    expect(await list({ properties: [f.paperId, f.a3Id] })).toEqual([f.frameId]);
    expect(await list({ properties: [f.paperId, f.canvasValueId] })).toEqual([
      f.nileId,
      f.desertId,
      f.frameId,
      f.canvasId,
    ]);
    expect(await list({ properties: ['not-an-id'], category: f.printsId })).toHaveLength(5);
    expect(await list({ category: 'no-such-category' })).toEqual([]);
    expect(await list({ category: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it('paginates with pageInfo and reads bad page numbers as sensible defaults', async () => {
    const first = await filterProducts(ctx('eg'), { category: f.printsId, perPage: 2 });
    expect(ids(first.items)).toEqual([f.oddId, f.canvasId]);
    expect(first.pageInfo).toEqual({ hasNext: true, totalCount: 5, totalPages: 3, page: 1, limit: 2 });
    const last = await filterProducts(ctx('eg'), { category: f.printsId, perPage: 2, page: '٣' });
    expect(ids(last.items)).toEqual([f.nileId]);
    expect(last.pageInfo).toMatchObject({ hasNext: false, page: 3 });
    const beyond = await filterProducts(ctx('eg'), { category: f.printsId, perPage: 2, page: 9 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo).toMatchObject({ hasNext: false, totalCount: 5, page: 9 });
    const negative = await filterProducts(ctx('eg'), { category: f.printsId, page: '-2', perPage: 1000 });
    expect(negative.pageInfo).toMatchObject({ page: 1, limit: 100 });
  });
});

describe('getProductsByCategoryId and getSuggestedProducts', () => {
  it('lists a category in the country and gives nothing for malformed ids', async () => {
    expect(ids(await getProductsByCategoryId(ctx('eg'), { categoryId: f.homeId }))).toEqual([f.mugId]);
    expect(await getProductsByCategoryId(ctx('sa'), { categoryId: f.homeId })).toEqual([]);
    expect(await getProductsByCategoryId(ctx('eg'), { categoryId: 'home' })).toEqual([]);
  });

  it('suggests the subcategory first, then the category, best sellers first, never the product itself', async () => {
    const suggested = await getSuggestedProducts(ctx('eg'), {
      categoryId: f.printsId,
      subCategoryId: f.framesId,
      productId: f.nileId,
    });
    expect(ids(suggested)).toEqual([f.frameId, f.desertId, f.canvasId, f.oddId]);
    const limited = await getSuggestedProducts(ctx('eg'), { categoryId: f.printsId, limit: 2 });
    expect(ids(limited)).toEqual([f.desertId, f.canvasId]);
    const anywhere = await getSuggestedProducts(ctx('ae'), { categoryId: 'bad', subCategoryId: 'bad' });
    expect(ids(anywhere)).toEqual([f.aeOnlyId]);
  });
});

describe('getProductImages and getImageById', () => {
  it('gives the variants with extra prices, features and photos', async () => {
    const images = await getProductImages(ctx('sa'), f.desertId);
    expect(images.map((image) => image.id)).toEqual([f.desertPrimaryImageId, f.desertVariantImageId]);
    expect(images[1]).toMatchObject({
      extraPrices: { eg: 2_500, sa: 500 },
      otherImages: [{ path: 'products/desert-large-2.webp' }],
      features: [{ property: 'Frame', value: 'Oak', extraPrices: { eg: 1_000 } }],
    });
    const image = await getImageById(ctx('eg'), f.desertVariantImageId);
    expect(image).toMatchObject({ id: f.desertVariantImageId, productId: f.desertId, stage: 'large' });
  });

  it('hides images of unpublished products from shoppers, not from staff', async () => {
    await expectNotFound(getProductImages(ctx('eg'), f.draftId), 'PRODUCT_NOT_FOUND');
    await expectNotFound(getProductImages(ctx('eg'), 'nope'), 'PRODUCT_NOT_FOUND');
    await expectNotFound(getImageById(ctx('eg'), f.draftImageId), 'IMAGE_NOT_FOUND');
    await expectNotFound(getImageById(ctx('eg'), '00000000-0000-4000-8000-000000000000'), 'IMAGE_NOT_FOUND');
    await expectNotFound(getImageById(ctx('eg'), 'x'), 'IMAGE_NOT_FOUND');
    const staff: Actor = { id: f.designerId, role: 'customer', privilageType: 'admin', status: true };
    expect(await getProductImages(ctx('eg', staff), f.draftId)).toHaveLength(1);
  });
});

describe('input parsing', () => {
  it('reads sorts, page numbers and amounts leniently', () => {
    expect(parseListingSort(undefined)).toBe('newest');
    expect(parseListingSort('+price')).toBe('price-asc');
    expect(parseListingSort('-allPriceAfterOffer')).toBe('price-desc');
    expect(parsePositiveInt('٢', 1)).toBe(2);
    expect(parsePositiveInt('0', 1)).toBe(1);
    expect(parsePositiveInt('1e3', 1)).toBe(1);
    expect(parseMajorAmount('99.5')).toBe(99.5);
    expect(parseMajorAmount('٩٩٫٥')).toBe(99.5);
    expect(parseMajorAmount('-1')).toBeNull();
    expect(parseMajorAmount('')).toBeNull();
  });
});
