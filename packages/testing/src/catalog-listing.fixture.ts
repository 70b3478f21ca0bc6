/**
 * A small catalog for the category and product page tests (services and GraphQL contracts),
 * written straight into the tables with prices in minor units.
 *
 * Prints (Egypt, shown prices after offers): odd 66.99 (99.99 with 33 % off), nile 100,
 * desert 150 (300 with 50 % off), frame 180 (240 in a 25 % collection), canvas 500.
 * Newest first: odd, canvas, frame, desert, nile. Best sellers in Egypt: desert 20, canvas 10,
 * nile 5, frame 1, odd 0. In Saudi Arabia only nile (20 SAR) and canvas (90 SAR) are sold.
 */
import type { AppDb } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import {
  attributes,
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productOffers,
  productPrices,
  products,
  subcategories,
} from '@souq/core/db/schema/catalog.schema.ts';
import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productImagePhotos,
  productImages,
} from '@souq/core/db/schema/media.schema.ts';

const DAY = 86_400_000;

export interface ListingFixture {
  designerId: string;
  printsId: string;
  homeId: string;
  /** A category whose only product is sold in the Emirates. */
  gulfId: string;
  postersId: string;
  framesId: string;
  /** A subcategory of prints without products. */
  emptySubId: string;
  nileId: string;
  desertId: string;
  frameId: string;
  canvasId: string;
  oddId: string;
  draftId: string;
  offId: string;
  aeOnlyId: string;
  mugId: string;
  paperId: string;
  canvasValueId: string;
  a4Id: string;
  a3Id: string;
  /** The desert poster's primary image and its second variant (extra prices, a feature, photos). */
  desertPrimaryImageId: string;
  desertVariantImageId: string;
  /** The draft's image (hidden from shoppers). */
  draftImageId: string;
}

export async function seedListingCatalog(db: AppDb, now: Date): Promise<ListingFixture> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [designer] = await db
    .insert(users)
    .values({ role: 'designer', name: 'Layla Prints', slug: 'layla-prints', fName: 'Layla', lName: 'Sami' })
    .returning({ id: users.id });

  const [prints, home, gulf] = await db
    .insert(categories)
    .values([
      {
        slug: 'prints',
        name: 'Prints',
        arName: 'مطبوعات',
        displayOrder: 1,
        description: 'Posters and frames',
        arDescription: 'ملصقات وإطارات',
      },
      { slug: 'home', name: 'Home', arName: 'المنزل', displayOrder: 2 },
      { slug: 'gulf', name: 'Gulf', arName: 'الخليج', displayOrder: 3 },
    ])
    .returning({ id: categories.id });
  const [posters, frames, emptySub] = await db
    .insert(subcategories)
    .values([
      { categoryId: prints!.id, slug: 'posters', name: 'Posters', arName: 'ملصقات', displayOrder: 1 },
      { categoryId: prints!.id, slug: 'frames', name: 'Frames', arName: 'إطارات', displayOrder: 2 },
      { categoryId: prints!.id, slug: 'empty-sub', name: 'Empty', arName: 'فارغ', displayOrder: 3 },
    ])
    .returning({ id: subcategories.id });
  const [sale] = await db
    .insert(collections)
    .values({
      slug: 'summer-sale',
      title: 'Summer sale',
      arTitle: 'تخفيضات الصيف',
      discountPercent: 25,
      startDate: ago(1),
      endDate: ago(-1),
    })
    .returning({ id: collections.id });

  const [material, size] = await db
    .insert(attributes)
    .values([
      { spec: 'Material', arSpec: 'الخامة' },
      { spec: 'Size', arSpec: 'المقاس' },
    ])
    .returning({ id: attributes.id });
  const [paper, canvasValue, a4, a3] = await db
    .insert(attributeValues)
    .values([
      { attributeId: material!.id, value: 'Paper', arValue: 'ورق' },
      { attributeId: material!.id, value: 'Canvas', arValue: 'قماش' },
      { attributeId: size!.id, value: 'A4', arValue: 'A4' },
      { attributeId: size!.id, value: 'A3', arValue: 'A3' },
    ])
    .returning({ id: attributeValues.id });

  const base = { designerId: designer!.id, status: 'active' as const, categoryId: prints!.id };
  const rows = await db
    .insert(products)
    .values([
      {
        ...base,
        sku: 'NILE',
        slug: 'nile-poster',
        name: 'Nile poster',
        arName: 'ملصق النيل',
        subcategoryId: posters!.id,
        createdAt: ago(6),
      },
      {
        ...base,
        sku: 'DESERT',
        slug: 'desert-poster',
        name: 'Desert poster',
        arName: 'ملصق الصحراء',
        subcategoryId: posters!.id,
        maxPerOrder: 3,
        availableEdition: 4,
        initAvailableEdition: 10,
        isAvailableForCod: false,
        badgeTitle: 'Limited',
        badgeTitleAr: 'محدود',
        badgeColor: '#b45309',
        description: 'Dunes at dusk',
        arDescription: 'كثبان عند الغروب',
        createdAt: ago(5),
      },
      {
        ...base,
        sku: 'FRAME',
        slug: 'gold-frame',
        name: 'Gold frame',
        arName: 'إطار ذهبي',
        subcategoryId: frames!.id,
        collectionId: sale!.id,
        createdAt: ago(4),
      },
      {
        ...base,
        sku: 'CANVAS',
        slug: 'cairo-canvas',
        name: 'Cairo canvas',
        arName: 'لوحة القاهرة',
        subcategoryId: posters!.id,
        createdAt: ago(3),
      },
      {
        ...base,
        sku: 'ODD',
        slug: 'odd-price',
        name: 'Odd price print',
        arName: 'مطبوعة بسعر غريب',
        subcategoryId: posters!.id,
        createdAt: ago(2),
      },
      {
        ...base,
        status: 'draft',
        sku: 'DRAFT',
        slug: 'draft',
        name: 'Draft',
        arName: 'مسودة',
        createdAt: ago(1),
      },
      {
        ...base,
        productStatus: false,
        sku: 'OFF',
        slug: 'switched-off',
        name: 'Switched off',
        arName: 'موقوف',
        createdAt: ago(1),
      },
      { ...base, categoryId: gulf!.id, sku: 'AE', slug: 'ae-only', name: 'UAE only', arName: 'الإمارات فقط' },
      {
        ...base,
        categoryId: home!.id,
        sku: 'MUG',
        slug: 'mug',
        name: 'Mug',
        arName: 'كوب',
        createdAt: ago(1),
      },
    ])
    .returning({ id: products.id });
  const [nile, desert, frame, canvas, odd, draft, off, aeOnly, mug] = rows.map((row) => row.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  const eg = (
    productId: string,
    amountMinor: number,
    salesNumber = 0,
    requiredTimeDays: number | null = null,
  ) => ({
    productId,
    country: 'eg' as const,
    currency: 'EGP' as const,
    amountMinor,
    salesNumber,
    requiredTimeDays,
  });
  await db
    .insert(productPrices)
    .values([
      eg(nile, 10_000, 5),
      eg(desert, 30_000, 20, 7),
      eg(frame, 24_000, 1),
      eg(canvas, 50_000, 10),
      eg(odd, 9_999),
      eg(draft, 5_000),
      eg(off, 6_000),
      eg(mug, 8_000),
      { productId: nile, country: 'sa', currency: 'SAR', amountMinor: 2_000, salesNumber: 2 },
      { productId: canvas, country: 'sa', currency: 'SAR', amountMinor: 9_000, salesNumber: 4 },
      { productId: aeOnly, country: 'ae', currency: 'AED', amountMinor: 10_000 },
    ]);
  await db.insert(productOffers).values([
    {
      productId: desert,
      title: 'Half',
      arTitle: 'نصف',
      discountPercent: 50,
      startDate: ago(1),
      endDate: ago(-1),
    },
    {
      productId: odd,
      title: 'Third',
      arTitle: 'ثلث',
      discountPercent: 33,
      startDate: ago(1),
      endDate: ago(-1),
    },
    // Ended: ignored.
    {
      productId: nile,
      title: 'Old',
      arTitle: 'قديم',
      discountPercent: 90,
      startDate: ago(10),
      endDate: ago(9),
    },
  ]);
  await db.insert(productAttributeValues).values([
    { productId: nile, attributeValueId: paper!.id },
    { productId: nile, attributeValueId: a4!.id },
    { productId: desert, attributeValueId: canvasValue!.id },
    { productId: desert, attributeValueId: a3!.id },
    { productId: frame, attributeValueId: paper!.id },
    { productId: frame, attributeValueId: a3!.id },
    { productId: canvas, attributeValueId: canvasValue!.id },
    { productId: canvas, attributeValueId: a4!.id },
  ]);

  const images = await db
    .insert(productImages)
    .values([
      { productId: desert, path: 'products/desert.webp', primaryImage: true, displayOrder: 0 },
      { productId: desert, path: 'products/desert-large.webp', stage: 'large', displayOrder: 1 },
      { productId: nile, path: 'products/nile.webp', primaryImage: true },
      { productId: draft, path: 'products/draft.webp', primaryImage: true },
    ])
    .returning({ id: productImages.id });
  const [desertPrimary, desertVariant, , draftImage] = images as Array<{ id: string }>;
  await db.insert(imageExtraPrices).values([
    { imageId: desertVariant!.id, country: 'eg', currency: 'EGP', extraMinor: 2_500 },
    { imageId: desertVariant!.id, country: 'sa', currency: 'SAR', extraMinor: 500 },
  ]);
  await db
    .insert(productImagePhotos)
    .values([{ imageId: desertVariant!.id, path: 'products/desert-large-2.webp', displayOrder: 1 }]);
  const [feature] = await db
    .insert(imageFeatures)
    .values({
      imageId: desertVariant!.id,
      property: 'Frame',
      arProperty: 'الإطار',
      value: 'Oak',
      arValue: 'بلوط',
    })
    .returning({ id: imageFeatures.id });
  await db
    .insert(featureExtraPrices)
    .values([{ featureId: feature!.id, country: 'eg', currency: 'EGP', extraMinor: 1_000 }]);

  return {
    designerId: designer!.id,
    printsId: prints!.id,
    homeId: home!.id,
    gulfId: gulf!.id,
    postersId: posters!.id,
    framesId: frames!.id,
    emptySubId: emptySub!.id,
    nileId: nile,
    desertId: desert,
    frameId: frame,
    canvasId: canvas,
    oddId: odd,
    draftId: draft,
    offId: off,
    aeOnlyId: aeOnly,
    mugId: mug,
    paperId: paper!.id,
    canvasValueId: canvasValue!.id,
    a4Id: a4!.id,
    a3Id: a3!.id,
    desertPrimaryImageId: desertPrimary!.id,
    desertVariantImageId: desertVariant!.id,
    draftImageId: draftImage!.id,
  };
}
