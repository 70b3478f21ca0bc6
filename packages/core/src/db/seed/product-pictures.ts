import { patternSvg, pickPalette, type Box, type Palette } from './artwork.ts';
import type { Random } from './random.ts';

/**
 * The demo products' pictures, as a print-on-demand shop photographs them: one artwork drawn on
 * the product's own mock-up (in a few colourways), the flat design, a close-up of the print and
 * the product in a room. No text is drawn (glyphs depend on a machine's fonts) and nothing is
 * downloaded: every picture is an SVG string that sharp renders, the same on every machine.
 */

/** The kind of product a picture shows; each has its own drawing. */
export type ItemKind =
  | 'frame'
  | 'mug'
  | 'shirt'
  | 'hoodie'
  | 'zip-hoodie'
  | 'sweatshirt'
  | 'phone'
  | 'notebook'
  | 'bag'
  | 'cushion'
  | 'sticker'
  | 'round';

/** One artwork: a pattern in a 1000 x 1000 box, placed into each print area by a nested SVG. */
export interface Artwork {
  palette: Palette;
  inner: string;
}

const ART = 1000;
const ITEM = 600;

export function drawArtwork(random: Random): Artwork {
  const palette = pickPalette(random);
  const parts = [patternSvg(random, palette, { x: 0, y: 0, w: ART, h: ART })];
  // A central emblem over half of the patterns reads as a designed print rather than fabric.
  if (random.chance(0.6)) {
    const ink = random.pick(palette.slice(1));
    const ring = palette[0]!;
    const emblem = random.pick(['star', 'arch', 'crescent', 'sun']);
    if (emblem === 'star') {
      parts.push(
        `<g transform="translate(500 500)"><rect x="-190" y="-190" width="380" height="380" fill="${ink}"/><rect x="-190" y="-190" width="380" height="380" fill="${ink}" transform="rotate(45)"/><circle r="120" fill="${ring}"/><circle r="60" fill="${ink}"/></g>`,
      );
    } else if (emblem === 'arch') {
      parts.push(
        `<path d="M300 820 L300 420 Q300 200 500 200 Q700 200 700 420 L700 820 Z" fill="${ring}"/><path d="M360 820 L360 440 Q360 270 500 270 Q640 270 640 440 L640 820 Z" fill="${ink}"/>`,
      );
    } else if (emblem === 'crescent') {
      parts.push(
        `<circle cx="500" cy="500" r="260" fill="${ink}"/><circle cx="590" cy="440" r="230" fill="${ring}"/>`,
      );
    } else {
      parts.push(
        `<circle cx="500" cy="500" r="300" fill="${ring}" opacity="0.9"/><circle cx="500" cy="500" r="210" fill="${ink}"/>`,
      );
    }
  }
  return { palette, inner: parts.join('') };
}

/** The artwork filling `box` (cropped to cover it), clipped to `clip` when given. */
function placeArt(art: Artwork, box: Box, clip?: { id: string; shape: string }): string {
  const nested = `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" viewBox="0 0 ${ART} ${ART}" preserveAspectRatio="xMidYMid slice">${art.inner}</svg>`;
  if (!clip) return nested;
  return `<clipPath id="${clip.id}">${clip.shape}</clipPath><g clip-path="url(#${clip.id})">${nested}</g>`;
}

// Soft shadows are radial gradients: a Gaussian blur filter costs librsvg most of a picture's time.
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.15}" ry="${ry * 1.6}" fill="url(#soft)"/>`;

const DEFS =
  '<radialGradient id="soft"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.6" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** The colourways each kind comes in; the first is the main picture's. */
export const COLOURWAYS: Record<ItemKind, readonly string[]> = {
  frame: ['#2b2b2b', '#8b5e3c', '#e3d5bd'],
  mug: ['#ffffff', '#24303d', '#f1d9cc'],
  shirt: ['#ffffff', '#24303d', '#e6dccb'],
  hoodie: ['#2f3a4a', '#e6dccb', '#7a3434'],
  'zip-hoodie': ['#3b3f45', '#d8cfc0', '#35524a'],
  sweatshirt: ['#d9cbb5', '#3b4a6b', '#f4f1ea'],
  phone: ['#1d1d1f', '#c9c3b8', '#6b7f99'],
  notebook: ['#2b2b2b', '#9e2a2b', '#335c67'],
  bag: ['#efe6d6', '#24303d', '#c8b89a'],
  cushion: ['#e8e1d5', '#3a3a3a', '#c8a97e'],
  sticker: ['#ffffff', '#fbf6e9', '#eef4f7'],
  round: ['#c8a97e', '#ffffff', '#3a3a3a'],
};

/** Darker or lighter by `amount` (-1..1), for seams and shading in the fabric's own colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

interface Item {
  /** The drawing in a 600 x 600 box, without backdrop. */
  body: string;
  /** The print area: the close-up picture looks there. */
  focus: Box;
}

/** The product of `kind` in `colour`, printed with `art`. */
function drawItem(kind: ItemKind, art: Artwork, colour: string): Item {
  const seam = shade(colour, -0.18);
  const line = `stroke="${seam}" stroke-width="3" fill="none"`;
  switch (kind) {
    case 'frame': {
      const box = { x: 190, y: 118, w: 220, h: 314 };
      return {
        body: `${shadow(300, 560, 170, 16)}<rect x="140" y="50" width="320" height="450" fill="${colour}"/><rect x="152" y="62" width="296" height="426" fill="${shade(colour, 0.12)}"/><rect x="160" y="70" width="280" height="410" fill="#fbfaf6"/>${placeArt(art, box)}<rect x="190" y="118" width="220" height="314" fill="none" stroke="#00000014" stroke-width="2"/>`,
        focus: box,
      };
    }
    case 'mug': {
      const box = { x: 170, y: 200, w: 220, h: 240 };
      return {
        body: `${shadow(290, 500, 160, 18)}<path d="M390 240 Q500 240 500 330 Q500 420 390 420" fill="none" stroke="${shade(colour, -0.08)}" stroke-width="30"/><path d="M150 175 L410 175 L400 470 Q400 490 380 490 L180 490 Q160 490 160 470 Z" fill="${colour}"/>${placeArt(art, box, { id: 'mug-print', shape: '<path d="M170 200 L395 200 L388 440 L177 440 Z"/>' })}<ellipse cx="280" cy="175" rx="130" ry="16" fill="${shade(colour, -0.12)}"/><ellipse cx="280" cy="178" rx="118" ry="11" fill="${shade(colour, -0.3)}"/><path d="M165 190 L175 470" stroke="#ffffff" stroke-width="10" opacity="0.35"/>`,
        focus: box,
      };
    }
    case 'shirt': {
      const box = { x: 225, y: 175, w: 150, h: 185 };
      return {
        body: `${shadow(300, 565, 190, 14)}<path d="M220 70 L160 88 L60 170 L112 250 L165 222 L165 545 L435 545 L435 222 L488 250 L540 170 L440 88 L380 70 Q300 122 220 70 Z" fill="${colour}"/><path d="M220 70 Q300 122 380 70" ${line}/><path d="M165 222 L165 300 M435 222 L435 300" ${line} opacity="0.5"/>${placeArt(art, box)}`,
        focus: box,
      };
    }
    case 'hoodie':
    case 'zip-hoodie':
    case 'sweatshirt': {
      const hood =
        kind === 'sweatshirt'
          ? `<path d="M225 78 Q300 118 375 78" ${line}/>`
          : `<path d="M215 90 Q205 20 300 18 Q395 20 385 90 Q300 140 215 90 Z" fill="${shade(colour, -0.1)}"/><path d="M240 92 Q300 130 360 92" fill="${shade(colour, -0.35)}"/><path d="M282 112 L278 200 M318 112 L322 200" stroke="${shade(colour, 0.5)}" stroke-width="5"/>`;
      const box =
        kind === 'zip-hoodie' ? { x: 320, y: 185, w: 80, h: 80 } : { x: 220, y: 190, w: 160, h: 150 };
      const pocket =
        kind === 'sweatshirt'
          ? ''
          : `<path d="M215 420 L385 420 L410 500 L190 500 Z" fill="${shade(colour, -0.06)}" stroke="${seam}" stroke-width="3"/>`;
      const zip =
        kind === 'zip-hoodie' ? `<path d="M300 105 L300 545" stroke="#b8b8b8" stroke-width="6"/>` : '';
      return {
        body: `${shadow(300, 570, 200, 14)}<path d="M215 80 L150 100 Q80 140 60 260 L40 470 L100 480 L135 300 L160 250 L160 545 L440 545 L440 250 L465 300 L500 480 L560 470 L540 260 Q520 140 450 100 L385 80 Q300 125 215 80 Z" fill="${colour}"/><path d="M40 470 L100 480 L98 505 L38 495 Z M560 470 L500 480 L502 505 L562 495 Z" fill="${seam}"/><rect x="160" y="525" width="280" height="22" fill="${seam}"/>${hood}${pocket}${placeArt(art, box)}${zip}`,
        focus: kind === 'zip-hoodie' ? { x: 280, y: 150, w: 160, h: 160 } : box,
      };
    }
    case 'phone': {
      const box = { x: 200, y: 60, w: 200, h: 470 };
      return {
        body: `${shadow(300, 565, 120, 12)}<rect x="192" y="52" width="216" height="486" rx="44" fill="${colour}"/>${placeArt(art, box, { id: 'case-print', shape: '<rect x="200" y="60" width="200" height="470" rx="38"/>' })}<rect x="214" y="76" width="92" height="92" rx="24" fill="${colour}" opacity="0.92"/><circle cx="240" cy="102" r="17" fill="#2a2a2a"/><circle cx="280" cy="142" r="17" fill="#2a2a2a"/><circle cx="282" cy="100" r="6" fill="#e8e0c8"/>`,
        focus: { x: 200, y: 200, w: 200, h: 200 },
      };
    }
    case 'notebook': {
      const box = { x: 180, y: 70, w: 260, h: 450 };
      return {
        body: `${shadow(310, 550, 150, 14)}<rect x="186" y="76" width="260" height="450" rx="10" fill="#f3efe6"/>${placeArt(art, box, { id: 'cover', shape: '<rect x="180" y="70" width="260" height="450" rx="10"/>' })}<rect x="180" y="70" width="24" height="450" fill="#000" opacity="0.22"/><rect x="400" y="70" width="14" height="450" fill="${colour}"/>`,
        focus: { x: 220, y: 180, w: 200, h: 200 },
      };
    }
    case 'bag': {
      const box = { x: 185, y: 260, w: 230, h: 230 };
      return {
        body: `${shadow(300, 565, 175, 14)}<path d="M220 215 Q220 80 300 80 Q380 80 380 215" fill="none" stroke="${seam}" stroke-width="18"/><rect x="140" y="200" width="320" height="345" fill="${colour}"/><rect x="140" y="200" width="320" height="14" fill="${seam}" opacity="0.5"/>${placeArt(art, box)}`,
        focus: box,
      };
    }
    case 'cushion': {
      const shape = 'M110 110 Q300 84 490 110 Q516 300 490 490 Q300 516 110 490 Q84 300 110 110 Z';
      return {
        body: `${shadow(300, 530, 200, 20)}<path d="${shape}" fill="${colour}" stroke="${colour}" stroke-width="14"/>${placeArt(art, { x: 84, y: 84, w: 432, h: 432 }, { id: 'cushion-print', shape: `<path d="${shape}"/>` })}<path d="${shape}" fill="none" stroke="${seam}" stroke-width="6"/>`,
        focus: { x: 180, y: 180, w: 240, h: 240 },
      };
    }
    case 'sticker': {
      return {
        body: `${shadow(300, 500, 170, 18)}<path d="M300 70 Q520 70 520 290 Q520 510 300 510 Q80 510 80 290 Q80 70 300 70 Z" fill="${colour}"/>${placeArt(art, { x: 100, y: 90, w: 400, h: 400 }, { id: 'sticker-print', shape: '<circle cx="300" cy="290" r="196"/>' })}<path d="M430 120 Q500 160 505 240" stroke="#ffffff" stroke-width="10" opacity="0.5" fill="none"/>`,
        focus: { x: 170, y: 160, w: 260, h: 260 },
      };
    }
    case 'round': {
      return {
        body: `${shadow(300, 520, 190, 20)}<circle cx="300" cy="295" r="225" fill="${colour}"/><circle cx="300" cy="295" r="212" fill="${shade(colour, -0.1)}"/>${placeArt(art, { x: 100, y: 95, w: 400, h: 400 }, { id: 'round-print', shape: '<circle cx="300" cy="295" r="200"/>' })}`,
        focus: { x: 170, y: 165, w: 260, h: 260 },
      };
    }
  }
}

const BACKDROPS = ['#f5f1ea', '#eef2f3', '#f7efe9', '#eceff4', '#f3f0f7'] as const;

const svg = (size: number, viewBox: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}"><defs>${DEFS}</defs>${content}</svg>`;

/** A studio backdrop: a wall and a floor line, lit from the top. */
function studio(backdrop: string): string {
  return `<rect width="600" height="600" fill="${backdrop}"/><rect y="470" width="600" height="130" fill="${shade(backdrop, -0.05)}"/>`;
}

/** The product on a studio backdrop: the main picture and its colourways. */
export function mockupPicture(
  kind: ItemKind,
  art: Artwork,
  colour: string,
  backdrop: string,
  size: number,
): string {
  return svg(size, `0 0 ${ITEM} ${ITEM}`, `${studio(backdrop)}${drawItem(kind, art, colour).body}`);
}

/** A close-up of the print, on the product itself. */
export function detailPicture(
  kind: ItemKind,
  art: Artwork,
  colour: string,
  backdrop: string,
  size: number,
): string {
  const { body, focus } = drawItem(kind, art, colour);
  const side = Math.max(focus.w, focus.h) * 1.15;
  const x = focus.x + focus.w / 2 - side / 2;
  const y = focus.y + focus.h / 2 - side / 2;
  // Light falling across the close-up: the print reads as ink on a material, not a flat colour.
  // (A fine pattern fill looked better but cost librsvg half a second a picture.)
  const light = `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;
  const frame = `x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${side.toFixed(1)}" height="${side.toFixed(1)}"`;
  return svg(
    size,
    `${x.toFixed(1)} ${y.toFixed(1)} ${side.toFixed(1)} ${side.toFixed(1)}`,
    `${light}${studio(backdrop)}${body}<rect ${frame} fill="url(#light)"/>`,
  );
}

/** The flat design on the designer's artboard, with its palette as swatches. */
export function flatPicture(kind: ItemKind, art: Artwork, size: number): string {
  const portrait = kind === 'frame' || kind === 'phone' || kind === 'notebook';
  const round = kind === 'sticker' || kind === 'round';
  const box = portrait ? { x: 175, y: 60, w: 250, h: 380 } : { x: 120, y: 50, w: 360, h: 360 };
  const clip = round ? { id: 'flat', shape: '<circle cx="300" cy="230" r="180"/>' } : undefined;
  const sheet = round
    ? '<circle cx="303" cy="238" r="186" fill="#000" opacity="0.08"/>'
    : `<rect x="${box.x + 3}" y="${box.y + 5}" width="${box.w}" height="${box.h}" fill="#000" opacity="0.08"/>`;
  const swatches = art.palette
    .map(
      (colour, i) =>
        `<circle cx="${180 + i * 60}" cy="515" r="22" fill="${colour}" stroke="#00000018" stroke-width="2"/>`,
    )
    .join('');
  return svg(
    size,
    `0 0 ${ITEM} ${ITEM}`,
    `<rect width="600" height="600" fill="#fbfaf7"/>${sheet}${placeArt(art, box, clip)}${swatches}`,
  );
}

/** Where a kind of product is seen at home. */
function setting(kind: ItemKind): 'wall' | 'table' | 'rail' | 'sofa' | 'desk' {
  if (kind === 'frame') return 'wall';
  if (kind === 'cushion') return 'sofa';
  if (
    kind === 'shirt' ||
    kind === 'hoodie' ||
    kind === 'zip-hoodie' ||
    kind === 'sweatshirt' ||
    kind === 'bag'
  )
    return 'rail';
  if (kind === 'sticker' || kind === 'notebook' || kind === 'phone') return 'desk';
  return 'table';
}

const plant = (x: number, base: number, scale: number) =>
  `<g transform="translate(${x} ${base}) scale(${scale})"><path d="M0 -60 Q-60 -150 -20 -230 Q0 -150 0 -60 Z M0 -60 Q50 -170 100 -200 Q60 -120 0 -60 Z M0 -60 Q-90 -110 -120 -160 Q-40 -140 0 -60 Z" fill="#5f7d4e"/><path d="M-45 -70 L45 -70 L35 0 L-35 0 Z" fill="#c9795a"/></g>`;

/** The product in a room: on a wall, a table, a rail, a sofa or a desk. */
export function lifestylePicture(
  kind: ItemKind,
  art: Artwork,
  colour: string,
  random: Random,
  size: number,
): string {
  const wall = random.pick(['#e9e2d6', '#dfe6e4', '#efe3dc', '#e4e1ec', '#f0ebe1']);
  const wood = random.pick(['#b98b5e', '#a47551', '#cfae86']);
  const item = (x: number, y: number, w: number) =>
    `<svg x="${x}" y="${y}" width="${w}" height="${w}" viewBox="0 0 ${ITEM} ${ITEM}">${drawItem(kind, art, colour).body}</svg>`;
  let room: string;
  switch (setting(kind)) {
    case 'wall':
      room = `<rect width="600" height="600" fill="${wall}"/><rect y="500" width="600" height="100" fill="${shade(wall, -0.12)}"/><rect x="90" y="420" width="420" height="90" rx="6" fill="${wood}"/><rect x="90" y="420" width="420" height="12" fill="${shade(wood, -0.2)}"/>${plant(460, 420, 0.55)}<circle cx="150" cy="398" r="22" fill="${shade(wall, -0.3)}"/><rect x="138" y="370" width="24" height="30" fill="${shade(wall, -0.3)}"/>${item(150, 40, 320)}`;
      break;
    case 'sofa':
      room = `<rect width="600" height="600" fill="${wall}"/><rect y="520" width="600" height="80" fill="${shade(wall, -0.15)}"/><rect x="40" y="250" width="520" height="170" rx="40" fill="#8a9a8c"/><rect x="20" y="360" width="560" height="150" rx="36" fill="#7b8b7d"/><rect x="20" y="330" width="80" height="180" rx="30" fill="#6f7f71"/><rect x="500" y="330" width="80" height="180" rx="30" fill="#6f7f71"/>${item(200, 215, 230)}${plant(80, 250, 0.6)}`;
      break;
    case 'rail':
      room = `<rect width="600" height="600" fill="${wall}"/><rect y="540" width="600" height="60" fill="${shade(wall, -0.15)}"/><rect x="40" y="38" width="520" height="10" rx="5" fill="#3a3a3a"/><path d="M300 48 L300 70" stroke="#3a3a3a" stroke-width="5"/><path d="M230 92 L300 66 L370 92" stroke="#3a3a3a" stroke-width="6" fill="none"/>${item(80, 46, 440)}${plant(520, 545, 0.7)}`;
      break;
    case 'desk':
      room = `<rect width="600" height="600" fill="${wall}"/><rect y="330" width="600" height="270" fill="${wood}"/><rect y="330" width="600" height="10" fill="${shade(wood, -0.2)}"/>${kind === 'sticker' ? `<rect x="90" y="120" width="420" height="290" rx="18" fill="#b7bcc4"/><rect x="96" y="126" width="408" height="278" rx="14" fill="#c9ced6"/>${item(190, 150, 220)}` : `${item(150, 200, 300)}<rect x="450" y="400" width="14" height="150" rx="6" fill="#2b2b2b" transform="rotate(25 457 475)"/><circle cx="110" cy="420" r="46" fill="#f4f1ea"/><circle cx="110" cy="420" r="34" fill="#6b4a35"/>`}${plant(530, 330, 0.5)}`;
      break;
    case 'table':
      room = `<rect width="600" height="600" fill="${wall}"/><rect y="380" width="600" height="220" fill="${wood}"/><rect y="380" width="600" height="12" fill="${shade(wood, -0.2)}"/>${plant(90, 400, 0.7)}<rect x="420" y="330" width="130" height="26" rx="3" fill="#335c67"/><rect x="430" y="304" width="110" height="26" rx="3" fill="#e09f3e"/>${item(150, 90, 380)}`;
      break;
  }
  return svg(size, `0 0 ${ITEM} ${ITEM}`, room);
}

/** Every picture of one artwork on one kind of product. */
export interface ArtworkPictures {
  /** The main picture, then the other colourways. */
  mockups: string[];
  flat: string;
  detail: string;
  lifestyle: string;
}

export function artworkPictureSvgs(kind: ItemKind, random: Random, size: number): ArtworkPictures {
  const art = drawArtwork(random);
  const backdrop = random.pick(BACKDROPS);
  const colours = COLOURWAYS[kind];
  return {
    mockups: colours.map((colour) => mockupPicture(kind, art, colour, backdrop, size)),
    flat: flatPicture(kind, art, size),
    detail: detailPicture(kind, art, colours[0]!, backdrop, size),
    lifestyle: lifestylePicture(kind, art, colours[0]!, random, size),
  };
}

/**
 * A wide picture of several products side by side on a shelf (slides, banners, the iDesign
 * banner), with an empty side for the page's own headline: `textSide` 'left' or 'right'.
 */
export function productSceneSvg(
  kinds: readonly ItemKind[],
  random: Random,
  width: number,
  height: number,
  textSide: 'left' | 'right' | 'none' = 'none',
): string {
  const wall = random.pick(['#efe6da', '#e3ebe8', '#f2e6df', '#e7e4ef']);
  const wood = random.pick(['#b98b5e', '#a47551', '#cfae86']);
  const shelf = Math.round(height * 0.86);
  const free = textSide === 'none' ? 0 : width * 0.42;
  const start = textSide === 'left' ? free : 0;
  const span = width - free;
  const slot = span / kinds.length;
  const itemSize = Math.min(slot * 1.08, height * 0.92);
  const items = kinds
    .map((kind, i) => {
      const art = drawArtwork(random);
      const colour = random.pick(COLOURWAYS[kind]);
      const x = start + slot * i + (slot - itemSize) / 2;
      const y = shelf - itemSize * 0.93;
      return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${itemSize.toFixed(1)}" height="${itemSize.toFixed(1)}" viewBox="0 0 ${ITEM} ${ITEM}">${drawItem(kind, art, colour).body.replaceAll('id="', `id="s${i}-`).replaceAll('url(#', `url(#s${i}-`).replaceAll(`url(#s${i}-soft)`, 'url(#soft)')}</svg>`;
    })
    .join('');
  const glow =
    textSide === 'none'
      ? ''
      : `<rect x="${textSide === 'left' ? 0 : width - free}" width="${free}" height="${height}" fill="#ffffff" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${DEFS}</defs><rect width="${width}" height="${height}" fill="${wall}"/>${glow}<rect y="${shelf}" width="${width}" height="${height - shelf}" fill="${shade(wall, -0.1)}"/><rect x="${start}" y="${shelf - 6}" width="${span}" height="16" fill="${wood}"/>${items}</svg>`;
}

/**
 * The iDesign banner: a T-shirt being designed, its print selected with the editor's handles,
 * beside the palette and a mug with the same print.
 */
export function idesignBannerSvg(random: Random, width: number, height: number): string {
  const art = drawArtwork(random);
  const size = height * 0.95;
  // Centred (mug, palette, shirt): the banner's text sits on the start side, left or right.
  const x = width * 0.5;
  const y = height * 0.04;
  // The shirt's print area (225,175 150x185 in its 600 box) in the banner's coordinates.
  const k = size / ITEM;
  const px = x + 215 * k;
  const py = y + 165 * k;
  const pw = 170 * k;
  const ph = 205 * k;
  const handles = [
    [px, py],
    [px + pw, py],
    [px, py + ph],
    [px + pw, py + ph],
  ]
    .map(
      ([hx, hy]) =>
        `<rect x="${(hx! - 7).toFixed(1)}" y="${(hy! - 7).toFixed(1)}" width="14" height="14" fill="#ffffff" stroke="#3d7bfd" stroke-width="3"/>`,
    )
    .join('');
  const swatches = art.palette
    .map(
      (colour, i) =>
        `<circle cx="${(x - 70).toFixed(1)}" cy="${(height * 0.2 + i * 56).toFixed(1)}" r="20" fill="${colour}" stroke="#ffffff" stroke-width="4"/>`,
    )
    .join('');
  const mugSize = height * 0.62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${DEFS}</defs><rect width="${width}" height="${height}" fill="#f1ece4"/><rect x="${(x - 110).toFixed(1)}" y="${(height * 0.1).toFixed(1)}" width="80" height="${(height * 0.8).toFixed(1)}" rx="40" fill="#ffffff" opacity="0.8"/>${swatches}<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 ${ITEM} ${ITEM}">${drawItem('shirt', art, '#ffffff').body}</svg><rect x="${px.toFixed(1)}" y="${py.toFixed(1)}" width="${pw.toFixed(1)}" height="${ph.toFixed(1)}" fill="none" stroke="#3d7bfd" stroke-width="3" stroke-dasharray="10 6"/>${handles}<svg x="${(width * 0.27).toFixed(1)}" y="${(height - mugSize - height * 0.06).toFixed(1)}" width="${mugSize.toFixed(1)}" height="${mugSize.toFixed(1)}" viewBox="0 0 ${ITEM} ${ITEM}">${drawItem('mug', art, '#ffffff').body.replaceAll('mug-print', 'mug-print-2')}</svg></svg>`;
}
