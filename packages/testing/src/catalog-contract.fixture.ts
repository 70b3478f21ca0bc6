/**
 * A small catalog for the contract tests of getCategories and getProductById, written straight
 * into the tables (prices in minor units, as stored).
 */
import type { AppDb } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import {
  categories,
  collections,
  productOffers,
  productPrices,
  products,
  subcategories,
  tags,
} from '@souq/core/db/schema/catalog.schema.ts';
import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productImagePhotos,
  productImages,
} from '@souq/core/db/schema/media.schema.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface CatalogFixture {
  designerId: string;
  adminId: string;
  customerId: string;
  /** Sold in eg (450.50 EGP, 20% offer running) and sa (99.50 SAR); not in ae. */
  lampId: string;
  lampPrimaryImageId: string;
  /** Sold in ae only (120 AED), no offer. */
  vaseId: string;
  /** A draft of the designer, priced in eg. */
  draftId: string;
  /** Category of the lamp (display order 1), with one subcategory that has it and one empty. */
  lightingId: string;
  lampsSubId: string;
  /** Category of the vase (display order 2). */
  decorId: string;
  /** A category without products anywhere. */
  emptyId: string;
}

export async function seedCatalog(db: AppDb, now = new Date()): Promise<CatalogFixture> {
  const [designer, admin, customer] = await db
    .insert(users)
    .values([
      {
        role: 'designer',
        name: 'Mona Adel',
        slug: 'mona-adel',
        fName: 'Mona',
        lName: 'Adel',
        email: 'mona@souq.test',
        image: 'users/mona.webp',
      },
      {
        role: 'customer',
        privilageType: 'admin',
        name: 'Staff',
        slug: 'staff',
        fName: 'Staff',
        lName: 'Member',
        email: 'staff@souq.test',
      },
      { role: 'customer', name: 'Ali', slug: 'ali', fName: 'Ali', lName: 'Hassan', email: 'ali@souq.test' },
    ])
    .returning({ id: users.id });

  const [lighting, decor, empty] = await db
    .insert(categories)
    .values([
      {
        slug: 'lighting',
        name: 'Lighting',
        arName: 'إضاءة',
        displayOrder: 1,
        image: 'categories/lighting.webp',
        banner: 'banners/lighting.webp',
        description: 'Lamps made by hand',
        arDescription: 'مصابيح مصنوعة يدويا',
      },
      { slug: 'decor', name: 'Decor', arName: 'ديكور', displayOrder: 2 },
      { slug: 'empty', name: 'Empty', arName: 'فارغ', displayOrder: 0 },
    ])
    .returning({ id: categories.id });

  const [lampsSub] = await db
    .insert(subcategories)
    .values([
      {
        categoryId: lighting!.id,
        slug: 'table-lamps',
        name: 'Table lamps',
        arName: 'مصابيح طاولة',
        image: 'sub/lamps.webp',
      },
      { categoryId: lighting!.id, slug: 'chandeliers', name: 'Chandeliers', arName: 'ثريات' },
    ])
    .returning({ id: subcategories.id });

  const [collection] = await db
    .insert(collections)
    .values({
      slug: 'ramadan',
      title: 'Ramadan',
      arTitle: 'رمضان',
      discountPercent: 10,
      startDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + DAY),
    })
    .returning({ id: collections.id });
  const [tag] = await db
    .insert(tags)
    .values({ slug: 'brass', name: 'Brass', arName: 'نحاس' })
    .returning({ id: tags.id });

  const [lamp, vase, draft] = await db
    .insert(products)
    .values([
      {
        sku: 'LAMP-1',
        slug: 'brass-lamp',
        name: 'Brass lamp',
        arName: 'مصباح نحاسي',
        status: 'active',
        description: 'A lamp of hammered brass',
        arDescription: 'مصباح من النحاس المطروق',
        brief: 'Hammered brass',
        arBrief: 'نحاس مطروق',
        lists: ['Brass', 'E27 bulb'],
        arLists: ['نحاس', 'لمبة E27'],
        singleWeightGrams: 1200,
        maxPerOrder: 3,
        availableEdition: 7,
        initAvailableEdition: 10,
        isAvailableForCod: true,
        isIdesign: true,
        badgeColor: '#d4a017',
        badgeTitle: 'Best seller',
        badgeTitleAr: 'الأكثر مبيعا',
        categoryId: lighting!.id,
        subcategoryId: lampsSub!.id,
        collectionId: collection!.id,
        tagId: tag!.id,
        designerId: designer!.id,
      },
      {
        sku: 'VASE-1',
        slug: 'clay-vase',
        name: 'Clay vase',
        arName: 'مزهرية فخار',
        status: 'active',
        isAvailableForCod: false,
        categoryId: decor!.id,
        designerId: designer!.id,
      },
      {
        sku: 'DRAFT-1',
        slug: 'draft-bowl',
        name: 'Bowl',
        arName: 'وعاء',
        status: 'draft',
        categoryId: decor!.id,
        designerId: designer!.id,
      },
    ])
    .returning({ id: products.id });

  await db.insert(productPrices).values([
    {
      productId: lamp!.id,
      country: 'eg',
      currency: 'EGP',
      amountMinor: 45050,
      basePriceMinor: 30000,
      taxMinor: 5000,
      revenueMinor: 8000,
      siteRevenueMinor: 2050,
      manufacturingCostMinor: 12000,
      salesNumber: 12,
      requiredTimeDays: 5,
    },
    {
      productId: lamp!.id,
      country: 'sa',
      currency: 'SAR',
      amountMinor: 9950,
      salesNumber: 3,
      requiredTimeDays: 10,
    },
    { productId: lamp!.id, country: 'ae', currency: 'AED', amountMinor: 9000, active: false },
    { productId: vase!.id, country: 'ae', currency: 'AED', amountMinor: 12000 },
    { productId: draft!.id, country: 'eg', currency: 'EGP', amountMinor: 10000 },
  ]);
  await db.insert(productOffers).values([
    {
      productId: lamp!.id,
      title: 'Eid offer',
      arTitle: 'عرض العيد',
      discountPercent: 20,
      startDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + DAY),
    },
    {
      productId: lamp!.id,
      title: 'Old offer',
      arTitle: 'عرض قديم',
      discountPercent: 50,
      startDate: new Date(now.getTime() - 10 * DAY),
      endDate: new Date(now.getTime() - 5 * DAY),
    },
  ]);

  const [secondImage, primaryImage] = await db
    .insert(productImages)
    .values([
      { productId: lamp!.id, path: 'products/lamp-side.webp', displayOrder: 0 },
      {
        productId: lamp!.id,
        path: 'products/lamp.webp',
        originalName: 'lamp.jpg',
        primaryImage: true,
        featured: true,
        displayOrder: 1,
      },
    ])
    .returning({ id: productImages.id });
  await db.insert(imageExtraPrices).values([
    { imageId: secondImage!.id, country: 'eg', currency: 'EGP', extraMinor: 2500 },
    { imageId: secondImage!.id, country: 'sa', currency: 'SAR', extraMinor: 550 },
  ]);
  await db
    .insert(productImagePhotos)
    .values({ imageId: primaryImage!.id, path: 'products/lamp-detail.webp' });
  const [feature] = await db
    .insert(imageFeatures)
    .values({
      imageId: primaryImage!.id,
      property: 'Size',
      arProperty: 'المقاس',
      value: 'Large',
      arValue: 'كبير',
    })
    .returning({ id: imageFeatures.id });
  await db
    .insert(featureExtraPrices)
    .values({ featureId: feature!.id, country: 'eg', currency: 'EGP', extraMinor: 1000 });

  return {
    designerId: designer!.id,
    adminId: admin!.id,
    customerId: customer!.id,
    lampId: lamp!.id,
    lampPrimaryImageId: primaryImage!.id,
    vaseId: vase!.id,
    draftId: draft!.id,
    lightingId: lighting!.id,
    lampsSubId: lampsSub!.id,
    decorId: decor!.id,
    emptyId: empty!.id,
  };
}
