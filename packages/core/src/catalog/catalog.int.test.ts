import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { Actor, ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import {
  categories,
  collections,
  productOffers,
  productPrices,
  products,
  subcategories,
} from '../db/schema/catalog.schema.ts';
import { imageExtraPrices, imageFeatures, productImages } from '../db/schema/media.schema.ts';
import { DomainError } from '../errors.ts';
import type { CountryCode } from '../locale/locales.ts';
import { getSuggestedProducts } from './category-listing.service.ts';
import { getMoreFromDesigner, getProductPageRows } from './designer-listing.service.ts';
import {
  getProductById,
  getProductForPage,
  listCategories,
  listHomeProducts,
  listVisibleCategories,
} from './catalog.service.ts';
import { toCategoryContract, toProductContract } from './product.mapper.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-03-01T12:00:00Z');
const day = 86_400_000;

let database: Database;
const ctx = (country: CountryCode, user: Actor | null = null): ServiceContext =>
  testServiceContext(database.db, { user, country, now });

const ids = {} as Record<
  | 'designer'
  | 'prints'
  | 'home'
  | 'empty'
  | 'posters'
  | 'mugs'
  | 'egOnly'
  | 'everywhere'
  | 'draft'
  | 'saOff'
  | 'onSale',
  string
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [designer] = await db
    .insert(users)
    .values({ role: 'designer', name: 'Nour Studio', slug: 'nour-studio', fName: 'Nour', lName: 'Adel' })
    .returning();
  ids.designer = designer!.id;

  const [prints, home, empty] = await db
    .insert(categories)
    .values([
      { slug: 'prints', name: 'Prints', arName: 'مطبوعات', displayOrder: 2 },
      { slug: 'home', name: 'Home', arName: 'المنزل', displayOrder: 1 },
      { slug: 'empty', name: 'Empty', arName: 'فارغ', displayOrder: 0 },
    ])
    .returning();
  Object.assign(ids, { prints: prints!.id, home: home!.id, empty: empty!.id });
  const [posters, mugs] = await db
    .insert(subcategories)
    .values([
      { categoryId: prints!.id, slug: 'posters', name: 'Posters', arName: 'ملصقات', displayOrder: 1 },
      { categoryId: home!.id, slug: 'mugs', name: 'Mugs', arName: 'أكواب', displayOrder: 1 },
    ])
    .returning();
  Object.assign(ids, { posters: posters!.id, mugs: mugs!.id });

  const [sale] = await db
    .insert(collections)
    .values({
      slug: 'ramadan',
      title: 'Ramadan',
      arTitle: 'رمضان',
      discountPercent: 30,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + day),
    })
    .returning();

  const base = { designerId: designer!.id, status: 'active' as const };
  const inserted = await db
    .insert(products)
    .values([
      {
        ...base,
        sku: 'EG-1',
        slug: 'cairo-print',
        name: 'Cairo print',
        arName: 'لوحة القاهرة',
        categoryId: prints!.id,
        subcategoryId: posters!.id,
        createdAt: new Date(now.getTime() - 5 * day),
      },
      {
        ...base,
        sku: 'ALL-1',
        slug: 'desert-mug',
        name: 'Desert mug',
        arName: 'كوب الصحراء',
        categoryId: home!.id,
        subcategoryId: mugs!.id,
        createdAt: new Date(now.getTime() - 4 * day),
      },
      {
        ...base,
        status: 'draft',
        sku: 'DRAFT-1',
        slug: 'draft',
        name: 'Draft',
        arName: 'مسودة',
        categoryId: home!.id,
        createdAt: new Date(now.getTime() - 3 * day),
      },
      {
        ...base,
        sku: 'SA-OFF',
        slug: 'sa-off',
        name: 'Switched off in Saudi',
        arName: 'موقوف في السعودية',
        categoryId: prints!.id,
        createdAt: new Date(now.getTime() - 2 * day),
      },
      {
        ...base,
        sku: 'SALE-1',
        slug: 'on-sale',
        name: 'On sale',
        arName: 'عليه عرض',
        categoryId: prints!.id,
        collectionId: sale!.id,
        createdAt: new Date(now.getTime() - 1 * day),
      },
    ])
    .returning();
  const [egOnly, everywhere, draft, saOff, onSale] = inserted;
  Object.assign(ids, {
    egOnly: egOnly!.id,
    everywhere: everywhere!.id,
    draft: draft!.id,
    saOff: saOff!.id,
    onSale: onSale!.id,
  });

  await db.insert(productPrices).values([
    {
      productId: egOnly!.id,
      country: 'eg',
      currency: 'EGP',
      amountMinor: 125_000,
      manufacturingCostMinor: 40_000,
    },
    { productId: everywhere!.id, country: 'eg', currency: 'EGP', amountMinor: 50_000, salesNumber: 7 },
    { productId: everywhere!.id, country: 'sa', currency: 'SAR', amountMinor: 9_950, requiredTimeDays: 6 },
    { productId: everywhere!.id, country: 'ae', currency: 'AED', amountMinor: 10_000 },
    { productId: draft!.id, country: 'eg', currency: 'EGP', amountMinor: 1_000 },
    { productId: saOff!.id, country: 'eg', currency: 'EGP', amountMinor: 2_000 },
    { productId: saOff!.id, country: 'sa', currency: 'SAR', amountMinor: 2_000, active: false },
    { productId: onSale!.id, country: 'eg', currency: 'EGP', amountMinor: 10_000 },
  ]);

  await db.insert(productOffers).values([
    {
      productId: everywhere!.id,
      title: 'Spring',
      arTitle: 'الربيع',
      discountPercent: 20,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + day),
    },
    {
      // Ended: ignored.
      productId: everywhere!.id,
      title: 'Old',
      arTitle: 'قديم',
      discountPercent: 50,
      startDate: new Date(now.getTime() - 10 * day),
      endDate: new Date(now.getTime() - 9 * day),
    },
    {
      // Smaller than the collection's 30 %: the collection wins.
      productId: onSale!.id,
      title: 'Small',
      arTitle: 'صغير',
      discountPercent: 10,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + day),
    },
  ]);

  const [secondary, primary] = await db
    .insert(productImages)
    .values([
      { productId: everywhere!.id, path: 'products/mug-side.webp', displayOrder: 0 },
      { productId: everywhere!.id, path: 'products/mug.webp', primaryImage: true, displayOrder: 1 },
      { productId: egOnly!.id, path: 'products/cairo.webp', displayOrder: 0 },
    ])
    .returning();
  await db
    .insert(imageExtraPrices)
    .values({ imageId: primary!.id, country: 'sa', currency: 'SAR', extraMinor: 500 });
  await db.insert(imageFeatures).values({
    imageId: secondary!.id,
    property: 'Size',
    arProperty: 'المقاس',
    value: 'Large',
    arValue: 'كبير',
  });
});

afterAll(async () => {
  await database?.close();
});

describe('listVisibleCategories', () => {
  it('lists the categories with products in the country, in display order', async () => {
    const eg = await listVisibleCategories(ctx('eg'));
    expect(eg.map((c) => c.slug)).toEqual(['home', 'prints']);
    expect(eg.every((c) => c.hasProducts)).toBe(true);
    expect(eg.find((c) => c.slug === 'prints')!.subCategories.map((s) => s.slug)).toEqual(['posters']);

    const sa = await listVisibleCategories(ctx('sa'));
    expect(sa.map((c) => c.slug)).toEqual(['home']);
    expect(sa[0]!.subCategories.map((s) => s.slug)).toEqual(['mugs']);
  });

  it('flags every category for getCategories and maps to the contract', async () => {
    const all = await listCategories(ctx('sa'));
    expect(all.map((c) => [c.slug, c.hasProducts])).toEqual([
      ['empty', false],
      ['home', true],
      ['prints', false],
    ]);
    const contract = toCategoryContract(all[1]!);
    expect(contract).toMatchObject({ _id: ids.home, arName: 'المنزل', hasProducts: true });
    expect(contract.subCategories[0]).toMatchObject({ _id: ids.mugs, arName: 'أكواب' });
  });
});

describe('listHomeProducts', () => {
  it('lists the products available in Egypt, newest first, priced in EGP', async () => {
    const list = await listHomeProducts(ctx('eg'));
    expect(list.map((p) => p.sku)).toEqual(['SALE-1', 'SA-OFF', 'ALL-1', 'EG-1']);
    const mug = list.find((p) => p.sku === 'ALL-1')!;
    expect(mug).toMatchObject({
      currency: 'EGP',
      priceBeforeOfferMinor: 50_000,
      priceAfterOfferMinor: 40_000,
      totalDiscount: 20,
      hasOffer: true,
      primaryImagePath: 'products/mug.webp',
      designer: { name: 'Nour Studio', slug: 'nour-studio' },
      availableIn: ['eg', 'sa', 'ae'],
    });
    const print = list.find((p) => p.sku === 'EG-1')!;
    expect(print).toMatchObject({ priceAfterOfferMinor: 125_000, hasOffer: false, totalDiscount: 0 });
    expect(print.primaryImagePath).toBe('products/cairo.webp'); // no primary flag: the first image
    const sale = list.find((p) => p.sku === 'SALE-1')!;
    expect(sale).toMatchObject({ totalDiscount: 30, priceAfterOfferMinor: 7_000, primaryImagePath: null });
  });

  it('leaves out Egypt-only and switched-off products in Saudi Arabia, and prices in SAR', async () => {
    const list = await listHomeProducts(ctx('sa'));
    expect(list.map((p) => p.sku)).toEqual(['ALL-1']);
    expect(list[0]).toMatchObject({
      country: 'sa',
      currency: 'SAR',
      priceBeforeOfferMinor: 9_950,
      priceAfterOfferMinor: 7_960,
    });
    expect(list.some((p) => p.id === ids.egOnly)).toBe(false);
  });

  it('honours the limit', async () => {
    expect(await listHomeProducts(ctx('eg'), { limit: 2 })).toHaveLength(2);
  });
});

describe('getProductById', () => {
  it('returns the full product with prices per country', async () => {
    const product = await getProductById(ctx('sa'), { productId: ids.everywhere });
    expect(product.prices).toMatchObject({
      eg: { currency: 'EGP', amountMinor: 50_000, salesNumber: 7 },
      sa: { currency: 'SAR', amountMinor: 9_950, requiredTimeDays: 6 },
      ae: { currency: 'AED', amountMinor: 10_000 },
    });
    expect(product.prices.eg).not.toHaveProperty('manufacturingCostMinor');
    expect(product).toMatchObject({
      currency: 'SAR',
      priceBeforeOfferMinor: 9_950,
      priceAfterOfferMinor: 7_960,
      offer: { title: 'Spring', discountPercent: 20 },
      category: { slug: 'home' },
      subcategory: { slug: 'mugs' },
      collection: null,
      tag: null,
      primaryImagePath: 'products/mug.webp',
      includesInternals: false,
    });
    expect(product.images.map((image) => image.path)).toEqual([
      'products/mug.webp',
      'products/mug-side.webp',
    ]);
    expect(product.images[0]!.extraPrices).toEqual({ sa: 500 });
    expect(product.images[1]!.features[0]).toMatchObject({ property: 'Size', arValue: 'كبير' });
  });

  it('maps to the contract names', async () => {
    const product = await getProductById(ctx('sa'), { productId: ids.everywhere });
    const contract = toProductContract(product, 'sa');
    expect(contract).toMatchObject({
      _id: ids.everywhere,
      arName: 'كوب الصحراء',
      egPrice: 500,
      suPrice: 99.5,
      emPrice: 100,
      allPriceBeforeOffer: 99.5,
      allPriceAfterOffer: 79.6,
      currency: 'SAR',
      hasOffer: true,
      totalDiscount: 20,
      primaryProductImagePath: 'products/mug.webp',
      availableIn: ['eg', 'sa', 'ae'],
      salesNumberInEg: 7,
      salesNumberInSu: 0,
      requiredTimeForSaudi: 6,
      designer: { _id: ids.designer, name: 'Nour Studio' },
      category: { _id: ids.home, arName: 'المنزل' },
      offer: { title: 'Spring', discount: 20 },
      basePrice: null,
    });
    expect(contract.images![0]).toMatchObject({ suExtraPrice: 5, egExtraPrice: 0, primaryImage: true });

    const summary = (await listHomeProducts(ctx('eg'))).find((p) => p.id === ids.everywhere)!;
    expect(toProductContract(summary, 'eg')).toMatchObject({
      egPrice: 500,
      suPrice: 99.5,
      allPriceBeforeOffer: 500,
      allPriceAfterOffer: 400,
      category: { _id: ids.home },
    });
  });

  it('applies the running collection discount when it beats the offer', async () => {
    const product = await getProductById(ctx('eg'), { productId: ids.onSale });
    expect(product).toMatchObject({
      totalDiscount: 30,
      priceAfterOfferMinor: 7_000,
      offer: { discountPercent: 10 },
    });
    expect(product.collection).toMatchObject({ slug: 'ramadan', running: true });
  });

  it('refuses an Egypt-only product in Saudi Arabia', async () => {
    await expect(getProductById(ctx('sa'), { productId: ids.egOnly })).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      status: 404,
      message: 'Product not found or unavailable in this country',
    });
    await expect(getProductById(ctx('sa'), { productId: ids.saOff })).rejects.toBeInstanceOf(DomainError);
  });

  it('refuses unknown ids and drafts for the public', async () => {
    await expect(getProductById(ctx('eg'), { productId: 'not-a-uuid' })).rejects.toBeInstanceOf(DomainError);
    await expect(
      getProductById(ctx('eg'), { productId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toBeInstanceOf(DomainError);
    await expect(getProductById(ctx('eg'), { productId: ids.draft })).rejects.toBeInstanceOf(DomainError);
    await expect(getProductById(ctx('eg'), { productId: ids.draft, status: 'draft' })).rejects.toBeInstanceOf(
      DomainError,
    );
  });

  it('shows a draft and the cost side to its designer', async () => {
    const designer: Actor = { id: ids.designer, role: 'designer', privilageType: null, status: true };
    const draft = await getProductById(ctx('eg', designer), { productId: ids.draft, status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', includesInternals: true });
    const own = await getProductById(ctx('eg', designer), { productId: ids.egOnly });
    expect(own.prices.eg).toMatchObject({ manufacturingCostMinor: 40_000 });
    expect(toProductContract(own, 'eg')).toMatchObject({ manufacturingCostEg: 400, basePrice: 0 });
  });
});

describe('getProductForPage (issue 23: a product not sold in the shopper’s country)', () => {
  it('shows a product sold elsewhere as that country shows it, not orderable here', async () => {
    const { product, orderableHere } = await getProductForPage(ctx('sa'), { productId: ids.egOnly });
    expect(orderableHere).toBe(false);
    expect(product).toMatchObject({ id: ids.egOnly, availableIn: ['eg'], country: 'eg', currency: 'EGP' });
    // A price switched off in Saudi Arabia is not sold there either.
    const off = await getProductForPage(ctx('sa'), { productId: ids.saOff });
    expect(off).toMatchObject({ orderableHere: false, product: { availableIn: ['eg'] } });
  });

  it('is getProductById where the product is sold', async () => {
    const page = await getProductForPage(ctx('sa'), { productId: ids.everywhere });
    expect(page.orderableHere).toBe(true);
    expect(page.product).toEqual(await getProductById(ctx('sa'), { productId: ids.everywhere }));
  });

  it('still refuses unknown, malformed and unpublished products', async () => {
    for (const productId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', ids.draft]) {
      await expect(getProductForPage(ctx('sa'), { productId })).rejects.toMatchObject({
        code: 'PRODUCT_NOT_FOUND',
        status: 404,
      });
    }
  });
});

describe('getMoreFromDesigner', () => {
  it('lists the designer’s other published products sold in the country', async () => {
    const inEgypt = await getMoreFromDesigner(ctx('eg'), {
      designerId: ids.designer,
      productId: ids.egOnly,
      limit: 8,
    });
    const egIds = inEgypt.map((item) => item.id);
    expect(egIds).toContain(ids.everywhere);
    expect(egIds).not.toContain(ids.egOnly);
    expect(egIds).not.toContain(ids.draft);
    expect(inEgypt.every((item) => item.currency === 'EGP')).toBe(true);

    const inSaudi = await getMoreFromDesigner(ctx('sa'), {
      designerId: ids.designer,
      productId: ids.everywhere,
      limit: 8,
    });
    const saIds = inSaudi.map((item) => item.id);
    expect(saIds).not.toContain(ids.everywhere);
    expect(saIds).not.toContain(ids.egOnly);
    expect(saIds).not.toContain(ids.saOff);
    expect(
      (await getMoreFromDesigner(ctx('eg'), { designerId: ids.designer, productId: ids.egOnly, limit: 1 }))
        .length,
    ).toBe(1);
  });

  it('is read with the suggestions in one call by the product page', async () => {
    const suggested = { productId: ids.egOnly, limit: 8 };
    const moreFromDesigner = { designerId: ids.designer, productId: ids.egOnly, limit: 8 };
    expect(await getProductPageRows(ctx('eg'), { suggested, moreFromDesigner })).toEqual({
      suggested: await getSuggestedProducts(ctx('eg'), suggested),
      moreFromDesigner: await getMoreFromDesigner(ctx('eg'), moreFromDesigner),
    });
  });

  it('answers nothing for malformed ids', async () => {
    expect(
      await getMoreFromDesigner(ctx('eg'), { designerId: 'x', productId: ids.egOnly, limit: 8 }),
    ).toEqual([]);
    expect(
      await getMoreFromDesigner(ctx('eg'), { designerId: ids.designer, productId: "'; drop", limit: 8 }),
    ).toEqual([]);
  });
});
