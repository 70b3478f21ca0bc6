import { describe, expect, it } from 'vitest';
import type {
  DesignImageElement,
  DesignStage,
  DesignTextElement,
} from '@souq/core/idesign/design-document.ts';
import {
  extrasMinor,
  isLowResolution,
  keepInside,
  physicalAlign,
  printDpi,
  resolvedDirection,
  rotatedHalfExtent,
  stageLayout,
} from './design-geometry.ts';
import { designReducer, emptyDocument, newElementId, startHistory, withStages } from './design-history.ts';

const stage: DesignStage = {
  id: 'front',
  name: 'Front',
  arName: 'الأمام',
  baseImage: 'demo/tee.png',
  baseWidthPx: 600,
  baseHeightPx: 800,
  printArea: { xPx: 150, yPx: 200, widthPx: 300, heightPx: 400 },
  printWidthMm: 300,
  printHeightMm: 400,
  allowedElements: ['text', 'image'],
  palette: ['#000000'],
  required: false,
  extraPrice: { EG: 3000, SA: 1000, AE: 1000 },
};

const text = (overrides: Partial<DesignTextElement> = {}): DesignTextElement => ({
  id: 'e1',
  type: 'text',
  text: 'مرحبا Souq ٢٠٢٦',
  font: 'cairo',
  sizePt: 36,
  color: '#000000',
  align: 'start',
  direction: 'auto',
  xMm: 10,
  yMm: 10,
  widthMm: 100,
  heightMm: 16,
  rotation: 0,
  ...overrides,
});

const picture = (overrides: Partial<DesignImageElement> = {}): DesignImageElement => ({
  id: 'e2',
  type: 'image',
  assetId: '00000000-0000-4000-8000-000000000001',
  xMm: 0,
  yMm: 0,
  widthMm: 100,
  heightMm: 50,
  rotation: 0,
  ...overrides,
});

describe('the editor geometry', () => {
  it('places the printable rectangle on the fitted mock-up and converts millimetres', () => {
    const layout = stageLayout(stage, 300, 300);
    expect(layout.scale).toBeCloseTo(0.375);
    expect(layout.area).toEqual({ x: 56.25, y: 75, width: 112.5, height: 150 });
    expect(layout.pxPerMm).toBeCloseTo(0.375);
    expect(stageLayout(stage, 300, 300, 2).pxPerMm).toBeCloseTo(0.75);
  });

  it('keeps an element inside the printable area, rotated box included', () => {
    expect(keepInside(picture({ xMm: -20, yMm: 380 }), stage)).toMatchObject({ xMm: 0, yMm: 350 });
    const turned = keepInside(picture({ xMm: 0, yMm: 0, rotation: 90 }), stage);
    // Turned a quarter, the 100 × 50 box stands 50 wide and 100 tall about its centre.
    const { halfWidth, halfHeight } = rotatedHalfExtent(turned.widthMm, turned.heightMm, 90);
    expect(turned.xMm + turned.widthMm / 2 - halfWidth).toBeGreaterThanOrEqual(0);
    expect(turned.yMm + turned.heightMm / 2 - halfHeight).toBeGreaterThanOrEqual(-0.01);
  });

  it('shrinks an element larger than the area, and its font with it', () => {
    const big = keepInside(text({ widthMm: 600, heightMm: 32, sizePt: 72 }), stage);
    expect(big.widthMm).toBeLessThanOrEqual(300);
    expect(big.sizePt).toBeLessThan(72);
    expect(big.xMm).toBeGreaterThanOrEqual(0);
  });

  it('warns under 150 dpi at print size', () => {
    expect(printDpi(1200, 101.6)).toBe(300);
    expect(isLowResolution(400, 100)).toBe(true);
    expect(isLowResolution(1200, 100)).toBe(false);
  });

  it('reads the direction from the first strong character, and aligns logically', () => {
    expect(resolvedDirection(text())).toBe('rtl');
    expect(resolvedDirection(text({ text: '٢٠٢٦ Souq مرحبا' }))).toBe('ltr');
    expect(resolvedDirection(text({ text: 'Souq', direction: 'rtl' }))).toBe('rtl');
    expect(physicalAlign(text({ align: 'start' }))).toBe('right');
    expect(physicalAlign(text({ text: 'Hello', align: 'start' }))).toBe('left');
    expect(physicalAlign(text({ align: 'end' }))).toBe('left');
    expect(physicalAlign(text({ align: 'center' }))).toBe('center');
  });

  it('adds the extra of each stage that has an element', () => {
    const stages = [
      { stageId: 'front', elements: [text()] },
      { stageId: 'back', elements: [] },
    ];
    expect(extrasMinor(stages, { front: 3000, back: 2000 })).toBe(3000);
  });
});

describe('the design history', () => {
  const start = () => startHistory(emptyDocument('p1', ['front', 'back']));

  it('undoes and redoes every change, and a new change drops the redo steps', () => {
    let history = designReducer(start(), { type: 'add', stageId: 'front', element: text() });
    history = designReducer(history, { type: 'update', stageId: 'front', element: text({ xMm: 20 }) });
    expect(history.present.stages[0]!.elements[0]).toMatchObject({ xMm: 20 });
    history = designReducer(history, { type: 'undo' });
    expect(history.present.stages[0]!.elements[0]).toMatchObject({ xMm: 10 });
    history = designReducer(history, { type: 'redo' });
    expect(history.present.stages[0]!.elements[0]).toMatchObject({ xMm: 20 });
    history = designReducer(history, { type: 'undo' });
    history = designReducer(history, { type: 'remove', stageId: 'front', elementId: 'e1' });
    expect(history.future).toEqual([]);
    expect(history.present.stages[0]!.elements).toEqual([]);
  });

  it('ignores a change that changes nothing, and clears one stage on reset', () => {
    const added = designReducer(start(), { type: 'add', stageId: 'back', element: picture() });
    expect(designReducer(added, { type: 'update', stageId: 'back', element: picture() })).toBe(added);
    const reset = designReducer(added, { type: 'resetStage', stageId: 'back' });
    expect(reset.present.stages[1]!.elements).toEqual([]);
    expect(reset.past).toHaveLength(2);
  });

  it('refuses an element over the per-stage limit', () => {
    let history = start();
    for (let n = 0; n < 25; n += 1)
      history = designReducer(history, {
        type: 'add',
        stageId: 'front',
        element: picture({ id: newElementId(history.present) }),
      });
    expect(history.present.stages[0]!.elements).toHaveLength(20);
  });

  it('lays a saved document over the product stages of today', () => {
    const saved = {
      ...emptyDocument('p1', ['front', 'sleeve']),
      stages: [{ stageId: 'sleeve', elements: [text()] }],
    };
    expect(withStages(saved, ['front', 'back']).stages).toEqual([
      { stageId: 'front', elements: [] },
      { stageId: 'back', elements: [] },
    ]);
  });
});
