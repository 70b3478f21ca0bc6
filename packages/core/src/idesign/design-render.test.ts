/**
 * The print renderer against a committed reference (issue 22): a fixed stage with a mixed Arabic
 * and Latin line (shaping, joining and bidi order by HarfBuzz and FriBidi through Pango), a forced
 * right-to-left line with Arabic-Indic digits, a rotated Latin line and a rotated picture, at 300
 * dpi. Compared on raw RGBA pixels with a small tolerance (anti-aliasing may move by a shade
 * between library builds); the SVG output and direction rules are checked as well.
 *
 * Regenerate the reference after an intended change, then look at it:
 *   UPDATE_REFERENCE=1 npx vitest run --project unit packages/core/src/idesign/design-render.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignElement, DesignStage } from './design-document.ts';
import { renderStagePng, renderStageSvg, resolvedDirection } from './design-render.ts';

const REFERENCE = path.join(import.meta.dirname, 'fixtures', 'print-reference.png');
/** A channel off by more than this counts as a different pixel... */
const CHANNEL_TOLERANCE = 40;
/** ...and at most this share of the pixels may differ. */
const PIXEL_TOLERANCE = 0.005;

const stage: DesignStage = {
  id: 'front',
  name: 'Front',
  arName: 'الأمام',
  baseImage: 'unused.webp',
  baseWidthPx: 100,
  baseHeightPx: 100,
  printArea: { xPx: 0, yPx: 0, widthPx: 100, heightPx: 50 },
  printWidthMm: 100,
  printHeightMm: 50,
  allowedElements: ['text', 'image'],
  palette: ['#111111', '#c0392b', '#1f4e79'],
  required: false,
  extraPrice: { EG: 0, SA: 0, AE: 0 },
};

const elements: DesignElement[] = [
  {
    id: 'mixed',
    type: 'text',
    text: 'مرحبا Souq 2026',
    font: 'cairo',
    sizePt: 20,
    color: '#c0392b',
    align: 'center',
    direction: 'auto',
    xMm: 5,
    yMm: 2,
    widthMm: 90,
    heightMm: 12,
    rotation: 0,
  },
  {
    id: 'digits',
    type: 'text',
    text: 'عيد ميلاد سعيد ٢٠٢٦',
    font: 'amiri',
    sizePt: 14,
    color: '#111111',
    align: 'start',
    direction: 'rtl',
    xMm: 5,
    yMm: 16,
    widthMm: 60,
    heightMm: 10,
    rotation: 0,
  },
  {
    id: 'latin',
    type: 'text',
    text: 'Made in Cairo',
    font: 'ibm-plex-sans-arabic',
    sizePt: 10,
    color: '#1f4e79',
    align: 'start',
    direction: 'auto',
    xMm: 5,
    yMm: 32,
    widthMm: 45,
    heightMm: 8,
    rotation: -8,
  },
  {
    id: 'picture',
    type: 'image',
    assetId: 'stripes',
    xMm: 70,
    yMm: 24,
    widthMm: 20,
    heightMm: 20,
    rotation: 15,
  },
];

/** A picture made here: four coloured bands, so a wrong rotation or scale shows. */
const stripes = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="50" fill="#c0392b"/><rect y="50" width="200" height="50" fill="#f1c40f"/><rect y="100" width="200" height="50" fill="#2e7d32"/><rect y="150" width="200" height="50" fill="#1f4e79"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('the print renderer', () => {
  it('renders the fixed design like the committed reference', async () => {
    const { png, widthPx, heightPx } = await renderStagePng(stage, elements, async () => stripes());
    expect([widthPx, heightPx]).toEqual([1181, 591]);
    if (process.env.UPDATE_REFERENCE === '1') fs.writeFileSync(REFERENCE, png);
    const actual = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const expected = await sharp(REFERENCE).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([actual.info.width, actual.info.height]).toEqual([expected.info.width, expected.info.height]);
    let different = 0;
    for (let i = 0; i < actual.data.length; i += 4) {
      for (let c = 0; c < 4; c += 1)
        if (Math.abs(actual.data[i + c]! - expected.data[i + c]!) > CHANNEL_TOLERANCE) {
          different += 1;
          break;
        }
    }
    expect(different / (actual.info.width * actual.info.height)).toBeLessThanOrEqual(PIXEL_TOLERANCE);
    // Transparent where nothing is printed; the text's red where the mixed line is.
    expect(actual.data[3]).toBe(0);
  });

  it('steps lines as the editor does, so a three-line Cairo text fills its box and is not cut', async () => {
    // Cairo's own line height is 1.9 em: at the font's step the third line fell outside the box.
    const sizePt = 20;
    const boxMm = 3 * (sizePt / 72) * 25.4 * 1.25;
    const text: DesignElement = {
      ...(elements[0] as Extract<DesignElement, { type: 'text' }>),
      text: 'سطر أول\nSecond line\nسطر ثالث',
      align: 'start',
      xMm: 0,
      yMm: 0,
      widthMm: 100,
      heightMm: boxMm,
    };
    const tall = { ...stage, printHeightMm: boxMm + 10 };
    const { png, heightPx } = await renderStagePng(tall, [text], async () => stripes());
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const inked = (y: number) => {
      for (let x = 0; x < info.width; x += 1) if (data[(y * info.width + x) * 4 + 3]! > 128) return true;
      return false;
    };
    const rows = [...Array(heightPx).keys()].filter(inked);
    const boxPx = (boxMm / 25.4) * 300;
    // Measured against Konva in Chromium: ink from 3 to 308 of a 313 px box (the server: 4 to 309).
    expect(rows[0]).toBeGreaterThan(0);
    expect(rows.at(-1)!).toBeLessThan(boxPx);
    expect(rows.at(-1)! - rows[0]!).toBeGreaterThan(boxPx * 0.9);
  });

  it('makes an SVG with the font embedded only for a text-only stage', async () => {
    const svg = await renderStageSvg(stage, elements.slice(0, 2), (file) => fs.promises.readFile(file));
    expect(svg).toContain('@font-face{font-family:"Cairo";src:url(data:font/ttf;base64,');
    expect(svg).toContain('مرحبا Souq 2026');
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('width="100mm" height="50mm"');
    expect(await renderStageSvg(stage, elements, (file) => fs.promises.readFile(file))).toBeNull();
  });

  it('resolves "auto" by the first strong character, as the browser does', () => {
    expect(resolvedDirection('مرحبا Souq', 'auto')).toBe('rtl');
    expect(resolvedDirection('2026 Souq مرحبا', 'auto')).toBe('ltr');
    expect(resolvedDirection('٢٠٢٦', 'auto')).toBe('ltr');
    expect(resolvedDirection('Souq', 'rtl')).toBe('rtl');
  });
});
