import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productAttributeValues,
  productImagePhotos,
  productImages,
  productOffers,
  productPrices,
  products,
  type NewImageFeature,
  type NewProduct,
  type NewProductImage,
  type NewProductPrice,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import { BADGES, itemKindOf, THEMES } from './catalog.words.ts';
import { designKindOf, designStagesOf } from './idesign-stages.seed.ts';
import { DESIGN_DEMO_PRODUCTS, seedDesignProducts } from './idesign.seed.ts';
import type { SeededPeople } from './people.seed.ts';
import {
  breakdown,
  CURRENCY_OF,
  extraIn,
  gulfPrice,
  MARKETS,
  type Market,
  type PriceBreakdown,
} from './pricing.ts';
import { slugify } from './random.ts';
import { addDays, daysBefore, type SeedContext } from './seed-context.ts';
import type { SeededTaxonomy } from './taxonomy.seed.ts';

/** What later seed steps (orders, reviews, wishlists) need to know about a product. */
export interface SampleProduct {
  id: string;
  name: string;
  arName: string;
  designerId: string;
  manufacturerId: string | null;
  imageIds: string[];
  imagePaths: string[];
  prices: Partial<Record<Market, PriceBreakdown>>;
}

export interface SeededCatalog {
  counts: { products: number; prices: number; offers: number; images: number; features: number };
  /** The first few hundred active products, kept in memory for orders, reviews and wishlists. */
  sample: SampleProduct[];
}

const OFFER_TITLES = [
  { en: 'Weekend offer', ar: 'عرض نهاية الأسبوع' },
  { en: 'Flash sale', ar: 'تخفيض سريع' },
  { en: 'Designer’s pick', ar: 'اختيار المصمم' },
];

/** Products are built and written in batches so 100,000 of them never sit in memory at once. */
const BATCH = 5000;
const SAMPLE_SIZE = 400;

export async function seedCatalog(
  ctx: SeedContext,
  people: SeededPeople,
  taxonomy: SeededTaxonomy,
  count: number,
): Promise<SeededCatalog> {
  const random = ctx.random.fork('catalog');
  // Photos take their ids from a stream of their own: every other row keeps the id it had.
  const photoIds = ctx.ids.fork('product-photos');
  const counts = { products: 0, prices: 0, offers: 0, images: 0, features: 0 };
  const sample: SampleProduct[] = [];
  const [printHouse, workshop] = people.manufacturers;
  // The iDesign demo products are part of the count (seedDesignProducts, after the loop).
  const generated = Math.max(0, count - DESIGN_DEMO_PRODUCTS);

  for (let start = 0; start < generated; start += BATCH) {
    const productRows: NewProduct[] = [];
    const priceRows: NewProductPrice[] = [];
    const offerRows: (typeof productOffers.$inferInsert)[] = [];
    const imageRows: NewProductImage[] = [];
    const photoRows: (typeof productImagePhotos.$inferInsert)[] = [];
    const imageExtraRows: (typeof imageExtraPrices.$inferInsert)[] = [];
    const featureRows: NewImageFeature[] = [];
    const featurePriceRows: (typeof featureExtraPrices.$inferInsert)[] = [];
    const attributeRows: (typeof productAttributeValues.$inferInsert)[] = [];

    for (let i = start; i < Math.min(generated, start + BATCH); i += 1) {
      const category = random.pick(taxonomy.categories);
      const words = category.words;
      const subcategory = random.pick(category.subcategories);
      const theme = random.pick(THEMES);
      const designer = people.designers[i % people.designers.length]!;
      const id = ctx.ids.uuid();
      const name = `${theme.en} ${subcategory.words.noun.en}`;
      const arName = `${subcategory.words.noun.ar} ${theme.ar}`;
      const slug = `${slugify(name)}-${i + 1}`;
      const roll = random.next();
      const status = roll < 0.03 ? 'draft' : roll < 0.05 ? 'archived' : 'active';
      const egyptOnly = random.chance(0.15);
      const markets: Market[] = egyptOnly ? ['eg'] : [...MARKETS];
      const limited = random.chance(0.1);
      const initEdition = limited ? random.pick([50, 100, 200]) : null;
      const isIdesign = random.chance(0.08);
      const badge = random.chance(0.12) ? random.pick(BADGES) : null;
      const createdAt = addDays(daysBefore(ctx.base, 365 * (1 - i / Math.max(1, count))), -random.next());
      // Print work goes to the print house; wood and decor to the workshop.
      const manufacturer = words.material === 'wood' ? workshop : printHouse;

      productRows.push({
        id,
        sku: `${words.slug.replace(/-/g, '').slice(0, 3).toUpperCase()}-${String(i + 1).padStart(6, '0')}`,
        slug,
        name,
        arName,
        status,
        productStatus: true,
        description: `A ${subcategory.words.noun.en.toLowerCase()} designed by ${designer.words.first.en} ${designer.words.last.en} in ${designer.words.city.en}, inspired by ${theme.en.toLowerCase()}. Printed locally on demand and checked by hand before it ships.`,
        arDescription: `${subcategory.words.noun.ar} من تصميم ${designer.words.first.ar} ${designer.words.last.ar} من ${designer.words.city.ar}، مستوحى من ${theme.ar}. يُطبع محليًا عند الطلب ويُفحص يدويًا قبل الشحن.`,
        brief: `${theme.en}, by ${designer.words.first.en}.`,
        arBrief: `${theme.ar}، بتوقيع ${designer.words.first.ar}.`,
        lists: words.lists.map((item) => item.en),
        arLists: words.lists.map((item) => item.ar),
        singleWeightGrams: words.weightGrams,
        maxPerOrder: random.pick([null, 5, 10]),
        initAvailableEdition: initEdition,
        availableEdition: initEdition === null ? null : random.chance(0.1) ? 0 : random.int(1, initEdition),
        isAvailableForCod: random.chance(0.9),
        isIdesign,
        // The design stages of its kind of mock-up (issue 22), so every iDesign product opens the editor.
        idesignStages: isIdesign ? designStagesOf(designKindOf(words.mockup), ctx.images.idesign) : null,
        designerStage: isIdesign ? 'open' : null,
        displayOrderInCategory: i + 1,
        badgeColor: badge?.color ?? null,
        badgeTitle: badge?.title.en ?? null,
        badgeTitleAr: badge?.title.ar ?? null,
        categoryId: category.id,
        subcategoryId: subcategory.id,
        collectionId: random.chance(0.3) ? random.pick(taxonomy.collectionIds) : null,
        designerId: designer.id,
        manufacturerId: manufacturer?.id ?? null,
        tagId: random.chance(0.5) ? random.pick(taxonomy.tagIds) : null,
        createdAt,
        updatedAt: createdAt,
      });

      const egp = Math.round(random.int(words.egp[0], words.egp[1]) / 5) * 5;
      const prices: SampleProduct['prices'] = {};
      for (const market of markets) {
        const major = market === 'eg' ? egp : gulfPrice(egp, market);
        const parts = breakdown(market, major);
        prices[market] = parts;
        priceRows.push({
          productId: id,
          country: market,
          currency: CURRENCY_OF[market],
          ...parts,
          // Cubing skews sales towards a few best sellers, as real shops see.
          salesNumber: Math.floor(random.next() ** 3 * (market === 'eg' ? 400 : 120)),
          requiredTimeDays: market === 'eg' ? random.int(3, 7) : random.int(7, 14),
        });
      }

      const offerRoll = random.next();
      if (offerRoll < 0.2) {
        const running = offerRoll < 0.15;
        const title = random.pick(OFFER_TITLES);
        offerRows.push({
          id: ctx.ids.uuid(),
          productId: id,
          title: title.en,
          arTitle: title.ar,
          discountPercent: random.pick([10, 15, 20, 25, 30]),
          // Running offers are placed around today so the storefront always shows some.
          startDate: running ? addDays(ctx.now, -random.int(1, 7)) : daysBefore(ctx.base, 200),
          endDate: running ? addDays(ctx.now, random.int(5, 30)) : daysBefore(ctx.base, 170),
          status: true,
          createdAt,
        });
      }

      // One artwork per product, drawn on the subcategory's own product (a zip hoodie on a zip
      // hoodie): the main variant with its lifestyle, flat and close-up photos, then one variant per
      // further colourway, 4 or 5 pictures in all. The draws stay those of the one-picture pool
      // before, so names, prices and stock of every product are unchanged.
      const pool = ctx.images.artworks.get(itemKindOf(words, subcategory.words))!;
      const artwork = pool[random.int(0, pool.length - 1)]!;
      const imageCount = random.int(1, 3);
      const imageIds: string[] = [];
      const imagePaths: string[] = [];
      for (let k = 0; k < imageCount; k += 1) {
        const imageId = ctx.ids.uuid();
        const path = artwork.mockups[k % artwork.mockups.length]!;
        imageIds.push(imageId);
        imagePaths.push(path);
        imageRows.push({
          id: imageId,
          productId: id,
          path,
          originalName: `${slugify(name)}-${k + 1}.png`,
          primaryImage: k === 0,
          featured: k === 0 && random.chance(0.1),
          displayOrder: k,
          createdAt,
        });
        if (k === 0) {
          random.chance(0.2); // was: whether the variant had a second photo
          const photos = [artwork.lifestyle, artwork.flat, artwork.detail].slice(0, imageCount === 3 ? 2 : 3);
          photos.forEach((photo, order) =>
            photoRows.push({ id: photoIds.uuid(), imageId, path: photo, displayOrder: order }),
          );
        }
        // Some alternative variants (another colourway) cost a little more.
        if (k > 0 && random.chance(0.4)) {
          const extraEgp = random.pick([20, 30, 50]);
          for (const market of markets) {
            imageExtraRows.push({
              imageId,
              country: market,
              currency: CURRENCY_OF[market],
              extraMinor: extraIn(market, extraEgp) * 100,
            });
          }
        }
        if (k === 0 && words.features && random.chance(0.7)) {
          words.features.values.forEach((choice, order) => {
            const featureId = ctx.ids.uuid();
            featureRows.push({
              id: featureId,
              imageId,
              property: words.features!.property.en,
              arProperty: words.features!.property.ar,
              value: choice.en,
              arValue: choice.ar,
              displayOrder: order,
            });
            if (choice.extraEgp > 0) {
              for (const market of markets) {
                featurePriceRows.push({
                  featureId,
                  country: market,
                  currency: CURRENCY_OF[market],
                  extraMinor: extraIn(market, choice.extraEgp) * 100,
                });
              }
            }
          });
        }
      }

      attributeRows.push({
        productId: id,
        attributeValueId: taxonomy.attributeValueIds.get(words.material)!,
      });
      attributeRows.push({
        productId: id,
        attributeValueId: taxonomy.attributeValueIds.get(random.pick(taxonomy.styleKeys))!,
      });

      if (status === 'active' && sample.length < SAMPLE_SIZE) {
        sample.push({
          id,
          name,
          arName,
          designerId: designer.id,
          manufacturerId: manufacturer?.id ?? null,
          imageIds,
          imagePaths,
          prices,
        });
      }
    }

    counts.products += await bulkInsert(ctx, products, productRows);
    counts.prices += await bulkInsert(ctx, productPrices, priceRows);
    counts.offers += await bulkInsert(ctx, productOffers, offerRows);
    counts.images += await bulkInsert(ctx, productImages, imageRows);
    await bulkInsert(ctx, productImagePhotos, photoRows);
    await bulkInsert(ctx, imageExtraPrices, imageExtraRows);
    counts.features += await bulkInsert(ctx, imageFeatures, featureRows);
    await bulkInsert(ctx, featureExtraPrices, featurePriceRows);
    await bulkInsert(ctx, productAttributeValues, attributeRows);
  }
  counts.products += await seedDesignProducts(ctx, people, taxonomy);
  return { counts, sample };
}
