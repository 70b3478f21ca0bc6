/**
 * The iDesign demo (issue 22): the mock-up pictures of three kinds of designable product (a t-shirt
 * front and back, a mug's two sides, a framed print and its mat), drawn as SVG and rendered with the
 * other demo pictures (no downloads), their stages, and three products named for the demo
 * (`idesign-t-shirt`, `idesign-mug`, `idesign-framed-print`). Every other seeded isIDesign product
 * takes the stages of its kind.
 */
import type { DesignStage } from '../../idesign/design-document.ts';
import { productImages, productPrices, products } from '../schema/index.ts';
import type { MockupKind } from './artwork.ts';
import { breakdown, CURRENCY_OF, gulfPrice, MARKETS } from './pricing.ts';
import type { SeedContext } from './seed-context.ts';
import type { SeededPeople } from './people.seed.ts';
import type { SeededTaxonomy } from './taxonomy.seed.ts';

export type DesignKind = 'shirt' | 'mug' | 'frame';

/** The base image paths of each kind's stages (uploads-relative). */
export type DesignBaseImages = Record<DesignKind, Record<string, string>>;

const SIZE = 600;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#f3f0ea"/>${body}</svg>`;
const dashed = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#00000026" stroke-width="2" stroke-dasharray="8 6"/>`;
const SHIRT = (neck: string) =>
  `<ellipse cx="300" cy="565" rx="200" ry="14" fill="#00000022"/><path d="M215 70 L165 85 L60 170 L115 255 L165 220 L165 545 L435 545 L435 220 L485 255 L540 170 L435 85 L385 70 ${neck} Z" fill="#ffffff" stroke="#00000030" stroke-width="2"/>`;

/** Each stage: its drawing, where it prints on the picture and how big the print is. */
const STAGES: Record<DesignKind, Array<Omit<DesignStage, 'baseImage'> & { drawing: string }>> = {
  shirt: [
    {
      id: 'front',
      name: 'Front',
      arName: 'الأمام',
      drawing: svg(SHIRT('Q300 125 215 70') + dashed(200, 150, 200, 260)),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 200, yPx: 150, widthPx: 200, heightPx: 260 },
      printWidthMm: 250,
      printHeightMm: 325,
      allowedElements: ['text', 'image'],
      palette: ['#111111', '#ffffff', '#c0392b', '#1f4e79', '#f1c40f'],
      required: false,
      extraPrice: { EG: 5000, SA: 1500, AE: 1500 },
    },
    {
      id: 'back',
      name: 'Back',
      arName: 'الخلف',
      drawing: svg(SHIRT('Q300 92 215 70') + dashed(200, 130, 200, 280)),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 200, yPx: 130, widthPx: 200, heightPx: 280 },
      printWidthMm: 250,
      printHeightMm: 350,
      allowedElements: ['text', 'image'],
      palette: ['#111111', '#ffffff', '#c0392b', '#1f4e79', '#f1c40f'],
      required: false,
      extraPrice: { EG: 4000, SA: 1200, AE: 1200 },
    },
  ],
  mug: [
    {
      id: 'left',
      name: 'Left side',
      arName: 'الجانب الأيسر',
      drawing: svg(
        `<ellipse cx="300" cy="500" rx="160" ry="16" fill="#00000022"/><circle cx="470" cy="330" r="70" fill="none" stroke="#e4e0d8" stroke-width="28"/><rect x="140" y="170" width="290" height="330" rx="24" fill="#ffffff" stroke="#00000022"/>${dashed(160, 220, 250, 222)}`,
      ),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 160, yPx: 220, widthPx: 250, heightPx: 222 },
      printWidthMm: 90,
      printHeightMm: 80,
      allowedElements: ['text', 'image'],
      palette: ['#111111', '#c0392b', '#1f4e79', '#2e7d32'],
      required: false,
      extraPrice: { EG: 3000, SA: 900, AE: 900 },
    },
    {
      id: 'right',
      name: 'Right side',
      arName: 'الجانب الأيمن',
      drawing: svg(
        `<ellipse cx="300" cy="500" rx="160" ry="16" fill="#00000022"/><circle cx="130" cy="330" r="70" fill="none" stroke="#e4e0d8" stroke-width="28"/><rect x="170" y="170" width="290" height="330" rx="24" fill="#ffffff" stroke="#00000022"/>${dashed(190, 220, 250, 222)}`,
      ),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 190, yPx: 220, widthPx: 250, heightPx: 222 },
      printWidthMm: 90,
      printHeightMm: 80,
      allowedElements: ['text', 'image'],
      palette: ['#111111', '#c0392b', '#1f4e79', '#2e7d32'],
      required: false,
      extraPrice: { EG: 3000, SA: 900, AE: 900 },
    },
  ],
  frame: [
    {
      id: 'print',
      name: 'Print',
      arName: 'الطباعة',
      drawing: svg(
        `<ellipse cx="300" cy="560" rx="190" ry="14" fill="#00000022"/><rect x="110" y="40" width="380" height="510" fill="#5d4037"/><rect x="130" y="60" width="340" height="470" fill="#fbfaf7"/>${dashed(170, 90, 260, 390)}`,
      ),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 170, yPx: 90, widthPx: 260, heightPx: 390 },
      printWidthMm: 200,
      printHeightMm: 300,
      allowedElements: ['text', 'image'],
      palette: ['#111111', '#5d4037', '#b8860b', '#1f4e79'],
      required: true,
      extraPrice: { EG: 8000, SA: 2500, AE: 2500 },
    },
    {
      id: 'mat',
      name: 'Mat inscription',
      arName: 'نقش الإطار',
      drawing: svg(
        `<ellipse cx="300" cy="560" rx="190" ry="14" fill="#00000022"/><rect x="110" y="40" width="380" height="510" fill="#5d4037"/><rect x="130" y="60" width="340" height="470" fill="#efe9dd"/><rect x="170" y="90" width="260" height="390" fill="#d9d2c3"/>${dashed(165, 490, 270, 30)}`,
      ),
      baseWidthPx: SIZE,
      baseHeightPx: SIZE,
      printArea: { xPx: 165, yPx: 490, widthPx: 270, heightPx: 30 },
      printWidthMm: 180,
      printHeightMm: 20,
      allowedElements: ['text'],
      palette: ['#111111', '#5d4037', '#b8860b'],
      required: false,
      extraPrice: { EG: 2000, SA: 600, AE: 600 },
    },
  ],
};

/** Queues the stages' pictures with the demo pictures (`add` names and renders them). */
export function designBaseImages(add: (name: string, svg: string) => string): DesignBaseImages {
  const paths = {} as DesignBaseImages;
  for (const kind of Object.keys(STAGES) as DesignKind[])
    paths[kind] = Object.fromEntries(
      STAGES[kind].map((stage) => [stage.id, add(`idesign/${kind}-${stage.id}`, stage.drawing)]),
    );
  return paths;
}

/**
 * A kind's stages with their pictures; `number`, `title` and `arTitle` too, the shape the
 * dashboard's product form reads and edits (admin/product-input.ts).
 */
export function designStagesOf(kind: DesignKind, images: DesignBaseImages): DesignStage[] {
  return STAGES[kind].map(({ drawing: _drawing, ...stage }, index) => ({
    ...stage,
    baseImage: images[kind][stage.id]!,
    number: index + 1,
    title: stage.name,
    arTitle: stage.arName,
  }));
}

/** The kind of stages a seeded product of this mock-up gets. */
export const designKindOf = (mockup: MockupKind): DesignKind =>
  mockup === 'shirt' || mockup === 'mug' ? mockup : 'frame';

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
    await ctx.db.insert(products).values({
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
    });
    await ctx.db.insert(productPrices).values(
      MARKETS.map((market) => ({
        productId: id,
        country: market,
        currency: CURRENCY_OF[market],
        ...breakdown(market, market === 'eg' ? demo.egp : gulfPrice(demo.egp, market)),
        requiredTimeDays: market === 'eg' ? 5 : 10,
      })),
    );
    await ctx.db.insert(productImages).values({
      id: ctx.ids.uuid(),
      productId: id,
      path: stages[0]!.baseImage,
      originalName: `${demo.slug}.png`,
      primaryImage: true,
      displayOrder: 0,
      createdAt: ctx.base,
    });
  }
  return DEMO.length;
}
