/**
 * An isIDesign product with two stages (issue 22) whose base images are drawn here with sharp and
 * written to the given file store: `front` (text and pictures, two colours) and `back` (text only),
 * each with its extra price in the three countries.
 */
import sharp from 'sharp';
import type { AppDb } from '@souq/core/db/client.ts';
import type { DesignStage } from '@souq/core/idesign/design-document.ts';
import type { FileStore } from '@souq/core/media/file-store.ts';
import { buildProduct, type BuiltProduct, type ProductOverrides } from './product.builder.ts';
import { uniqueSuffix } from './unique.ts';

export interface BuiltDesignProduct extends BuiltProduct {
  stages: DesignStage[];
}

/** The stages of a test design product, base images at `front` and `back` paths. */
export const testDesignStages = (front: string, back: string): DesignStage[] => [
  {
    id: 'front',
    name: 'Front',
    arName: 'الأمام',
    baseImage: front,
    baseWidthPx: 300,
    baseHeightPx: 300,
    printArea: { xPx: 50, yPx: 30, widthPx: 200, heightPx: 240 },
    printWidthMm: 100,
    printHeightMm: 120,
    allowedElements: ['text', 'image'],
    palette: ['#111111', '#c0392b'],
    required: false,
    extraPrice: { EG: 5_000, SA: 1_500, AE: 2_000 },
  },
  {
    id: 'back',
    name: 'Back',
    arName: 'الخلف',
    baseImage: back,
    baseWidthPx: 300,
    baseHeightPx: 300,
    printArea: { xPx: 70, yPx: 100, widthPx: 160, heightPx: 80 },
    printWidthMm: 80,
    printHeightMm: 40,
    allowedElements: ['text'],
    palette: ['#111111'],
    required: false,
    extraPrice: { EG: 3_000, SA: 900, AE: 1_000 },
  },
];

const baseImage = (fill: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="${fill}"/></svg>`,
    ),
  )
    .webp()
    .toBuffer();

export async function buildDesignProduct(
  db: AppDb,
  files: FileStore,
  overrides: ProductOverrides = {},
): Promise<BuiltDesignProduct> {
  const suffix = uniqueSuffix();
  const front = `idesign-test/${suffix}-front.webp`;
  const back = `idesign-test/${suffix}-back.webp`;
  await files.put('public', front, await baseImage('#e8e1d5'), { contentType: 'image/webp' });
  await files.put('public', back, await baseImage('#d5dde8'), { contentType: 'image/webp' });
  const stages = testDesignStages(front, back);
  const built = await buildProduct(db, {
    prices: { eg: 20_000, sa: 6_000, ae: 7_000 },
    availableEdition: null,
    isAvailableForCod: true,
    isIdesign: true,
    idesignStages: stages,
    ...overrides,
  });
  return { ...built, stages };
}
