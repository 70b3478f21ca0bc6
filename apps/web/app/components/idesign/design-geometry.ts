/**
 * The editor's arithmetic, free of React and Konva so it is unit-tested: where a stage's printable
 * rectangle sits on screen, millimetres to screen pixels and back, keeping an element inside the
 * printable area (its rotated box), an image's print resolution and a text's direction.
 */
import {
  DESIGN_LIMITS,
  TEXT_LINE_HEIGHT,
  type DesignElement,
  type DesignStage,
  type DesignTextElement,
} from '@souq/core/idesign/design-document.ts';
import { resolvedDirection as resolveTextDirection } from '@souq/core/idesign/text-direction.ts';

export const MM_PER_INCH = 25.4;
export const MM_PER_POINT = MM_PER_INCH / 72;
export { TEXT_LINE_HEIGHT };

/** A stage drawn in a box of `boxWidth` × `boxHeight` screen pixels at `zoom` (1 = fit). */
export interface StageLayout {
  /** Screen pixels per base-image pixel. */
  scale: number;
  baseWidth: number;
  baseHeight: number;
  /** The printable rectangle on screen. */
  area: { x: number; y: number; width: number; height: number };
  /** Screen pixels per printed millimetre. */
  pxPerMm: number;
}

export function stageLayout(stage: DesignStage, boxWidth: number, boxHeight: number, zoom = 1): StageLayout {
  const fit = Math.min(boxWidth / stage.baseWidthPx, boxHeight / stage.baseHeightPx);
  const scale = Math.max(0.01, fit * zoom);
  const area = {
    x: stage.printArea.xPx * scale,
    y: stage.printArea.yPx * scale,
    width: stage.printArea.widthPx * scale,
    height: stage.printArea.heightPx * scale,
  };
  return {
    scale,
    baseWidth: stage.baseWidthPx * scale,
    baseHeight: stage.baseHeightPx * scale,
    area,
    pxPerMm: area.width / stage.printWidthMm,
  };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Half the width and height of the axis-aligned box around a rotated rectangle. */
export function rotatedHalfExtent(width: number, height: number, rotation: number) {
  const cos = Math.abs(Math.cos(radians(rotation)));
  const sin = Math.abs(Math.sin(radians(rotation)));
  return { halfWidth: (width * cos + height * sin) / 2, halfHeight: (width * sin + height * cos) / 2 };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The element moved (and, when it is too large, shrunk about its centre) so that its rotated box
 * lies inside the printable rectangle: the server refuses anything that pokes out.
 */
export function keepInside<T extends DesignElement>(element: T, stage: DesignStage): T {
  let { widthMm, heightMm } = element;
  let extent = rotatedHalfExtent(widthMm, heightMm, element.rotation);
  const shrink = Math.min(
    1,
    stage.printWidthMm / (extent.halfWidth * 2 || 1),
    stage.printHeightMm / (extent.halfHeight * 2 || 1),
  );
  if (shrink < 1) {
    // A hair under the limit, so rounding to hundredths cannot push it out again.
    const factor = shrink * 0.999;
    widthMm *= factor;
    heightMm *= factor;
    extent = rotatedHalfExtent(widthMm, heightMm, element.rotation);
  }
  const centreX = element.xMm + element.widthMm / 2;
  const centreY = element.yMm + element.heightMm / 2;
  const clamp = (value: number, half: number, size: number) => Math.min(Math.max(value, half), size - half);
  const x = clamp(centreX, extent.halfWidth, stage.printWidthMm);
  const y = clamp(centreY, extent.halfHeight, stage.printHeightMm);
  const sized = {
    widthMm: round(widthMm),
    heightMm: round(heightMm),
  };
  return {
    ...element,
    ...sized,
    xMm: round(x - sized.widthMm / 2),
    yMm: round(y - sized.heightMm / 2),
    ...(element.type === 'text' ? { sizePt: fitFontSize(element as DesignTextElement, shrink) } : {}),
  };
}

function fitFontSize(element: DesignTextElement, shrink: number): number {
  if (shrink >= 1) return element.sizePt;
  return Math.max(DESIGN_LIMITS.minFontSizePt, Math.floor(element.sizePt * shrink * 10) / 10);
}

/** The dots per inch an image of `widthPx` pixels gets when printed `widthMm` wide. */
export function printDpi(widthPx: number, widthMm: number): number {
  return widthMm > 0 ? Math.round((widthPx * MM_PER_INCH) / widthMm) : 0;
}

export const isLowResolution = (widthPx: number, widthMm: number) =>
  printDpi(widthPx, widthMm) < DESIGN_LIMITS.minPrintDpi;

/** The element's direction (the print renderer's rule: core's text-direction.ts). */
export const resolvedDirection = (element: Pick<DesignTextElement, 'text' | 'direction'>): 'rtl' | 'ltr' =>
  resolveTextDirection(element.text, element.direction);

/** Konva's physical alignment for the element's logical one. */
export function physicalAlign(
  element: Pick<DesignTextElement, 'text' | 'direction' | 'align'>,
): 'left' | 'center' | 'right' {
  if (element.align === 'center') return 'center';
  const rtl = resolvedDirection(element) === 'rtl';
  return (element.align === 'start') === rtl ? 'right' : 'left';
}

/** A text's box height: its lines at the line height (the print renderer lays it out the same). */
export function textHeightMm(text: string, sizePt: number): number {
  const lines = Math.max(1, text.split('\n').length);
  return round(lines * sizePt * MM_PER_POINT * TEXT_LINE_HEIGHT);
}

/** Font size in screen pixels for `sizePt` printed points. */
export const fontPx = (sizePt: number, pxPerMm: number) => sizePt * MM_PER_POINT * pxPerMm;

/**
 * What the stages add to the unit price: each stage's extra when it has at least one element (the
 * server adds the same; the editor shows it before saving).
 */
export function extrasMinor(
  stages: Array<{ stageId: string; elements: unknown[] }>,
  stageExtraMinor: Record<string, number>,
): number {
  return stages.reduce(
    (sum, stage) => sum + (stage.elements.length > 0 ? (stageExtraMinor[stage.stageId] ?? 0) : 0),
    0,
  );
}
