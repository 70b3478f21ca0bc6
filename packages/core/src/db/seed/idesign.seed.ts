/**
 * The three iDesign demo products (issue 22): `idesign-t-shirt`, `idesign-mug` and
 * `idesign-framed-print`, with the stages of their kind (idesign-stages.seed.ts).
 */
import { productImages, productPrices, products } from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import { designStagesOf, type DesignKind } from './idesign-stages.seed.ts';
import { breakdown, CURRENCY_OF, gulfPrice, MARKETS } from './pricing.ts';
import type { SeedContext } from './seed-context.ts';
import type { SeededPeople } from './people.seed.ts';
import type { SeededTaxonomy } from './taxonomy.seed.ts';

const DEMO: Array<{
  kind: DesignKind;
  slug: string;
  sku: string;
  name: string;
  arName: string;
  egp: number;
}> = [
  {
    kind: 'shirt',
    slug: 'idesign-t-shirt',
    sku: 'IDS-000001',
    name: 'Your design T-shirt',
    arName: 'تيشيرت بتصميمك',
    egp: 350,
  },
  {
    kind: 'mug',
    slug: 'idesign-mug',
    sku: 'IDS-000002',
    name: 'Your design mug',
    arName: 'مج بتصميمك',
    egp: 180,
  },
  {
    kind: 'frame',
    slug: 'idesign-framed-print',
    sku: 'IDS-000003',
    name: 'Your design framed print',
    arName: 'لوحة مؤطرة بتصميمك',
    egp: 650,
  },
];

/** How many products seedDesignProducts adds (counted in the demo's number of products). */
export const DESIGN_DEMO_PRODUCTS = DEMO.length;

/** The three demo iDesign products, sold in every market (the cart keeps iDesign to Egypt). */
export async function seedDesignProducts(
  ctx: SeedContext,
  people: SeededPeople,
  taxonomy: SeededTaxonomy,
): Promise<number> {
  const designer = people.designers[0]!;
  const printHouse = people.manufacturers[0];
  for (const demo of DEMO) {
    const category =
      taxonomy.categories.find((candidate) => candidate.words.mockup === demo.kind) ??
      taxonomy.categories[0]!;
    const id = ctx.ids.uuid();
    const stages = designStagesOf(demo.kind, ctx.images.idesign);
    await bulkInsert(ctx, products, [
      {
        id,
        sku: demo.sku,
        slug: demo.slug,
        name: demo.name,
        arName: demo.arName,
        status: 'active',
        productStatus: true,
        description: `${demo.name}: add your own words in Arabic or English and your photos, see the price as you go, and we print it for you.`,
        arDescription: `${demo.arName}: أضف كلماتك بالعربية أو الإنجليزية وصورك، وشاهد السعر أثناء التصميم، ونطبعه لك.`,
        brief: 'Designed by you.',
        arBrief: 'من تصميمك.',
        isAvailableForCod: true,
        isIdesign: true,
        idesignStages: stages,
        designerStage: 'open',
        categoryId: category.id,
        subcategoryId: category.subcategories[0]?.id ?? null,
        designerId: designer.id,
        manufacturerId: printHouse?.id ?? null,
        createdAt: ctx.base,
        updatedAt: ctx.base,
      },
    ]);
    await bulkInsert(
      ctx,
      productPrices,
      MARKETS.map((market) => ({
        productId: id,
        country: market,
        currency: CURRENCY_OF[market],
        ...breakdown(market, market === 'eg' ? demo.egp : gulfPrice(demo.egp, market)),
        requiredTimeDays: market === 'eg' ? 5 : 10,
      })),
    );
    await bulkInsert(ctx, productImages, [
      {
        id: ctx.ids.uuid(),
        productId: id,
        path: stages[0]!.baseImage,
        originalName: `${demo.slug}.png`,
        primaryImage: true,
        displayOrder: 0,
        createdAt: ctx.base,
      },
    ]);
  }
  return DEMO.length;
}
