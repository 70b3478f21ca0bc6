/**
 * Published products with their prices, a primary image and optional choices (features), written
 * straight into the tables (the designer's product editor is not a service yet).
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '@souq/core/db/client.ts';
import { productPrices, products, type NewProduct } from '@souq/core/db/schema/catalog.schema.ts';
import { featureExtraPrices, imageFeatures, productImages } from '@souq/core/db/schema/media.schema.ts';
import { refreshProductSearchDocuments } from '@souq/core/search/search-documents.ts';
import { currencyOfCountry, type CountryCode } from '@souq/core/locale/locales.ts';
import { buildCategory } from './category.builder.ts';
import { uniqueSuffix } from './unique.ts';
import { buildUser } from './user.builder.ts';

/** Choices on the image (Size: S, M, L), each with an optional extra price in Egypt. */
export interface FeatureChoices {
  property: string;
  arProperty: string;
  values: Array<{ value: string; arValue: string; egExtraMinor?: number }>;
}

export type ProductOverrides = Partial<NewProduct> & {
  /** The price in minor units per country it is sold in; Egypt at 100.00 EGP by default. */
  prices?: Partial<Record<CountryCode, number>>;
  features?: FeatureChoices[];
};

export interface BuiltProduct {
  productId: string;
  imageId: string;
  /** The feature ids by value ("XL"), for the tests to pick. */
  featureIds: Record<string, string>;
}

/**
 * An active product with a unique sku and slug. Without `designerId` or `categoryId` it gets a new
 * designer or category of its own.
 */
export async function buildProduct(db: AppDb, overrides: ProductOverrides = {}): Promise<BuiltProduct> {
  const { prices = { eg: 10_000 }, features = [], ...columns } = overrides;
  const suffix = uniqueSuffix();
  const designerId = columns.designerId ?? (await buildUser(db, { role: 'designer', password: null })).id;
  const categoryId = columns.categoryId ?? (await buildCategory(db)).id;
  const [product] = await db
    .insert(products)
    .values({
      sku: `STOCK-${suffix}`,
      slug: `stock-${suffix}`,
      name: `Limited print ${suffix}`,
      arName: `مطبوعة محدودة ${suffix}`,
      status: 'active',
      initAvailableEdition: columns.availableEdition,
      ...columns,
      designerId,
      categoryId,
    })
    .returning({ id: products.id });
  const priced = Object.entries(prices) as Array<[CountryCode, number]>;
  if (priced.length > 0)
    await db.insert(productPrices).values(
      priced.map(([country, amountMinor]) => ({
        productId: product!.id,
        country,
        currency: currencyOfCountry(country),
        amountMinor,
      })),
    );
  const [image] = await db
    .insert(productImages)
    .values({ productId: product!.id, path: `products/stock-${suffix}.webp`, primaryImage: true })
    .returning({ id: productImages.id });
  const featureIds = await addFeatures(db, image!.id, features);
  return { productId: product!.id, imageId: image!.id, featureIds };
}

async function addFeatures(db: AppDb, imageId: string, features: FeatureChoices[]) {
  const featureIds: Record<string, string> = {};
  let order = 0;
  for (const feature of features) {
    for (const choice of feature.values) {
      const [row] = await db
        .insert(imageFeatures)
        .values({
          imageId,
          property: feature.property,
          arProperty: feature.arProperty,
          value: choice.value,
          arValue: choice.arValue,
          displayOrder: order++,
        })
        .returning({ id: imageFeatures.id });
      featureIds[choice.value] = row!.id;
      if (choice.egExtraMinor)
        await db
          .insert(featureExtraPrices)
          .values({ featureId: row!.id, country: 'eg', currency: 'EGP', extraMinor: choice.egExtraMinor });
    }
  }
  return featureIds;
}

/**
 * Puts a product on sale straight in the table (status 'active'): what an admin's publishing in
 * the products editor does, for tests that need an accepted ticket's draft product live before
 * that editor's service exists (the search documents are refreshed as a publish does).
 */
export async function publishProductDirectly(db: AppDb, productId: string): Promise<void> {
  await db.update(products).set({ status: 'active', productStatus: true }).where(eq(products.id, productId));
  // The search ranks only published products: their documents follow the status.
  await refreshProductSearchDocuments({ db }, [productId]);
}
