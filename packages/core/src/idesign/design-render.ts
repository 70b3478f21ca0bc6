/**
 * The server's renderer of a design (docs/decisions/048): each text element is laid out and shaped
 * by Pango and HarfBuzz (sharp's text input) from the same TTF the editor loads, so Arabic joins
 * and mixed Arabic/Latin lines order as in the browser; pictures are resized and rotated by sharp;
 * everything is composited onto a transparent canvas of the printable rectangle. The same code
 * makes the 300 dpi print PNG and, at the base image's scale, the cart thumbnail.
 */
import sharp, { type OverlayOptions } from 'sharp';
import {
  DESIGN_LIMITS,
  TEXT_LINE_HEIGHT,
  type DesignElement,
  type DesignStage,
  type DesignTextElement,
} from './design-document.ts';
import { designFont } from './design-fonts.ts';
import { resolvedDirection } from './text-direction.ts';

export { resolvedDirection };

/** Reads an asset's stored bytes (the service knows the store and checked the owner). */
export type AssetReader = (assetId: string) => Promise<Buffer>;

const MM_PER_INCH = 25.4;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** A preview's longest side (cart and order lines). */
export const THUMBNAIL_SIZE = 400;

export const mmToPx = (mm: number, dpi: number): number => Math.round((mm / MM_PER_INCH) * dpi);

/** Which side text sits on: `start` is the right edge of a right-to-left paragraph. */
function physicalAlign(element: DesignTextElement): 'left' | 'centre' | 'right' {
  if (element.align === 'center') return 'centre';
  const rtl = resolvedDirection(element.text, element.direction) === 'rtl';
  return (element.align === 'start') === rtl ? 'right' : 'left';
}

const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A transparent tile of the element's box with its content, before rotation. */
async function elementTile(
  element: DesignElement,
  width: number,
  height: number,
  dpi: number,
  readAsset: AssetReader,
): Promise<Buffer> {
  if (element.type === 'image') {
    return sharp(await readAsset(element.assetId))
      .resize(width, height, { fit: 'fill' })
      .ensureAlpha()
      .png()
      .toBuffer();
  }
  const font = designFont(element.font);
  if (!font) throw new Error(`unknown font ${element.font}`);
  const rtl = resolvedDirection(element.text, element.direction) === 'rtl';
  // A mark first sets the paragraph's direction when the shopper forced one (Pango follows the first strong character).
  const mark = element.direction === 'auto' ? '' : rtl ? '\u200f' : '\u200e';
  const align = physicalAlign(element);
  const lineHeight = Math.round(((element.sizePt * TEXT_LINE_HEIGHT * dpi) / 72) * 1024);
  const { data, info } = await sharp({
    text: {
      // line_height in Pango units (1024ths of a pixel at this dpi): the editor's line step, not the font's.
      text: `<span foreground="${element.color}" line_height="${lineHeight}">${mark}${escapeMarkup(element.text)}</span>`,
      font: `${font.family} ${element.sizePt}`,
      fontfile: font.file,
      rgba: true,
      dpi,
      width,
      align,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const cropWidth = Math.min(info.width, width);
  const cropHeight = Math.min(info.height, height);
  const text =
    cropWidth < info.width || cropHeight < info.height
      ? await sharp(data).extract({ left: 0, top: 0, width: cropWidth, height: cropHeight }).png().toBuffer()
      : data;
  const left =
    align === 'left' ? 0 : align === 'right' ? width - cropWidth : Math.floor((width - cropWidth) / 2);
  // libvips crops the text to its ink; the editor centres each line's glyphs in its line box, so the
  // ink goes back to the middle of the lines it fills (a line's ink is shorter than its box).
  const linePx = lineHeight / 1024;
  const lines = Math.max(1, Math.ceil(info.height / linePx));
  const top = Math.max(0, Math.min(Math.round((lines * linePx - info.height) / 2), height - cropHeight));
  return sharp({ create: { width, height, channels: 4, background: TRANSPARENT } })
    .composite([{ input: text, left, top }])
    .png()
    .toBuffer();
}

/** The element placed on a canvas of `canvas` pixels: rotated about its centre, clipped to the canvas. */
async function elementOverlay(
  element: DesignElement,
  dpi: number,
  canvas: { width: number; height: number },
  readAsset: AssetReader,
): Promise<OverlayOptions | null> {
  const width = Math.max(1, mmToPx(element.widthMm, dpi));
  const height = Math.max(1, mmToPx(element.heightMm, dpi));
  let tile = await elementTile(element, width, height, dpi, readAsset);
  let tileWidth = width;
  let tileHeight = height;
  if (element.rotation % 360 !== 0) {
    const rotated = await sharp(tile)
      .rotate(element.rotation, { background: TRANSPARENT })
      .png()
      .toBuffer({ resolveWithObject: true });
    tile = rotated.data;
    tileWidth = rotated.info.width;
    tileHeight = rotated.info.height;
  }
  const centreX = ((element.xMm + element.widthMm / 2) / MM_PER_INCH) * dpi;
  const centreY = ((element.yMm + element.heightMm / 2) / MM_PER_INCH) * dpi;
  let left = Math.round(centreX - tileWidth / 2);
  let top = Math.round(centreY - tileHeight / 2);
  // Validation keeps elements inside (half a millimetre of slack): trim what rounding pushes out.
  const cut = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + tileWidth - canvas.width),
    bottom: Math.max(0, top + tileHeight - canvas.height),
  };
  const keptWidth = tileWidth - cut.left - cut.right;
  const keptHeight = tileHeight - cut.top - cut.bottom;
  if (keptWidth <= 0 || keptHeight <= 0) return null;
  if (cut.left || cut.top || cut.right || cut.bottom) {
    tile = await sharp(tile)
      .extract({ left: cut.left, top: cut.top, width: keptWidth, height: keptHeight })
      .png()
      .toBuffer();
    left += cut.left;
    top += cut.top;
  }
  return { input: tile, left, top };
}

/** One stage's elements on a transparent canvas of the printable rectangle at `dpi` (raw RGBA sharp pipeline). */
async function stageCanvas(
  stage: DesignStage,
  elements: readonly DesignElement[],
  dpi: number,
  readAsset: AssetReader,
) {
  const canvas = { width: mmToPx(stage.printWidthMm, dpi), height: mmToPx(stage.printHeightMm, dpi) };
  const overlays: OverlayOptions[] = [];
  // One at a time: a stage of twenty 300 dpi elements in parallel would hold them all in memory.
  for (const element of elements) {
    const overlay = await elementOverlay(element, dpi, canvas, readAsset);
    if (overlay) overlays.push(overlay);
  }
  const image = sharp({ create: { ...canvas, channels: 4, background: TRANSPARENT } });
  return { canvas, image: overlays.length > 0 ? image.composite(overlays) : image };
}

/** The print file of a stage: a PNG of the printable rectangle at 300 dpi, transparent, with its dpi recorded. */
export async function renderStagePng(
  stage: DesignStage,
  elements: readonly DesignElement[],
  readAsset: AssetReader,
  dpi: number = DESIGN_LIMITS.printDpi,
): Promise<{ png: Buffer; widthPx: number; heightPx: number }> {
  const { canvas, image } = await stageCanvas(stage, elements, dpi, readAsset);
  const png = await image.withMetadata({ density: dpi }).png({ compressionLevel: 6 }).toBuffer();
  return { png, widthPx: canvas.width, heightPx: canvas.height };
}

/**
 * The stage-1 preview: the design at the base image's scale on the mock-up, at most THUMBNAIL_SIZE
 * pixels on its longer side, WebP.
 */
export async function renderThumbnail(
  stage: DesignStage,
  elements: readonly DesignElement[],
  baseImage: Buffer,
  readAsset: AssetReader,
): Promise<Buffer> {
  // About the base image's own resolution over the printable rectangle (Pango takes whole dpi).
  const dpi = Math.max(1, Math.ceil((stage.printArea.widthPx / stage.printWidthMm) * MM_PER_INCH));
  const { image } = await stageCanvas(stage, elements, dpi, readAsset);
  // Made whole first: sharp resizes before it composites within one pipeline.
  const design = await sharp(await image.png().toBuffer())
    .resize(stage.printArea.widthPx, stage.printArea.heightPx, { fit: 'fill' })
    .png()
    .toBuffer();
  const base = sharp(baseImage).resize(stage.baseWidthPx, stage.baseHeightPx, { fit: 'fill' });
  const composed = await base
    .composite([{ input: design, left: stage.printArea.xPx, top: stage.printArea.yPx }])
    .png()
    .toBuffer();
  return sharp(composed)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer();
}

const escapeXml = escapeMarkup;

/**
 * A vector print file of a stage whose elements are all text, else null: an SVG of the printable
 * rectangle in millimetres with the fonts embedded (@font-face, base64 TTF), so it opens the same
 * anywhere; the text stays text (shaped by the viewer from the embedded font). Line breaks are
 * the shopper's own: the PNG, wrapped by Pango, is the reference where a line was wrapped.
 */
export async function renderStageSvg(
  stage: DesignStage,
  elements: readonly DesignElement[],
  readFontFile: (file: string) => Promise<Buffer>,
): Promise<string | null> {
  if (elements.length === 0 || elements.some((element) => element.type !== 'text')) return null;
  const texts = elements as DesignTextElement[];
  const fonts = [...new Set(texts.map((element) => element.font))].map((id) => designFont(id)!);
  const faces = await Promise.all(
    fonts.map(
      async (font) =>
        `@font-face{font-family:"${font.family}";src:url(data:font/ttf;base64,${(await readFontFile(font.file)).toString('base64')}) format("truetype");}`,
    ),
  );
  const body = texts.map((element) => {
    const font = designFont(element.font)!;
    const direction = resolvedDirection(element.text, element.direction);
    const align = physicalAlign(element);
    const anchor = align === 'left' ? 'start' : align === 'right' ? 'end' : 'middle';
    // text-anchor follows the direction: `start` of an rtl run is its right edge.
    const svgAnchor =
      direction === 'rtl' && anchor !== 'middle' ? (anchor === 'start' ? 'end' : 'start') : anchor;
    const x =
      align === 'left'
        ? element.xMm
        : align === 'right'
          ? element.xMm + element.widthMm
          : element.xMm + element.widthMm / 2;
    const sizeMm = (element.sizePt / 72) * MM_PER_INCH;
    const lineHeight = sizeMm * TEXT_LINE_HEIGHT;
    const lines = element.text.split('\n');
    const cx = element.xMm + element.widthMm / 2;
    const cy = element.yMm + element.heightMm / 2;
    const spans = lines
      .map(
        (line, i) =>
          `<tspan x="${x.toFixed(3)}" y="${(element.yMm + sizeMm + i * lineHeight).toFixed(3)}">${escapeXml(line)}</tspan>`,
      )
      .join('');
    return `<text font-family="${escapeXml(font.family)}" font-size="${sizeMm.toFixed(3)}" fill="${element.color}" direction="${direction}" text-anchor="${svgAnchor}" transform="rotate(${element.rotation} ${cx.toFixed(3)} ${cy.toFixed(3)})">${spans}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${stage.printWidthMm}mm" height="${stage.printHeightMm}mm" viewBox="0 0 ${stage.printWidthMm} ${stage.printHeightMm}">`,
    `<style>${faces.join('')}</style>`,
    ...body,
    '</svg>',
  ].join('\n');
}
