/**
 * The iDesign demo's stages (issue 22): the mock-up pictures of three kinds of designable product
 * (a t-shirt front and back, a mug's two sides, a framed print and its mat), drawn as SVG and
 * rendered with the other demo pictures (no downloads), and where each prints. Every seeded
 * isIDesign product takes the stages of its kind (idesign.seed.ts adds the three named ones).
 */
import type { DesignStage } from '../../idesign/design-document.ts';
import type { MockupKind } from './artwork.ts';

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

/** One side of the mug: the handle on the other side, the print area on the body's face. */
function mugSide(side: { id: string; name: string; arName: string; handleX: number; bodyX: number }) {
  const area = { xPx: side.bodyX + 20, yPx: 220, widthPx: 250, heightPx: 222 };
  return {
    id: side.id,
    name: side.name,
    arName: side.arName,
    drawing: svg(
      `<ellipse cx="300" cy="500" rx="160" ry="16" fill="#00000022"/><circle cx="${side.handleX}" cy="330" r="70" fill="none" stroke="#e4e0d8" stroke-width="28"/><rect x="${side.bodyX}" y="170" width="290" height="330" rx="24" fill="#ffffff" stroke="#00000022"/>${dashed(area.xPx, area.yPx, area.widthPx, area.heightPx)}`,
    ),
    baseWidthPx: SIZE,
    baseHeightPx: SIZE,
    printArea: area,
    printWidthMm: 90,
    printHeightMm: 80,
    allowedElements: ['text', 'image'] as DesignStage['allowedElements'],
    palette: ['#111111', '#c0392b', '#1f4e79', '#2e7d32'],
    required: false,
    extraPrice: { EG: 3000, SA: 900, AE: 900 },
  };
}

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
    mugSide({ id: 'left', name: 'Left side', arName: 'الجانب الأيسر', handleX: 470, bodyX: 140 }),
    mugSide({ id: 'right', name: 'Right side', arName: 'الجانب الأيمن', handleX: 130, bodyX: 170 }),
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
