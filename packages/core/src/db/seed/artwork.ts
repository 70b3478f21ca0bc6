import type { Random } from './random.ts';

/**
 * Geometric SVG artwork for demo pictures. No text is drawn: rendered glyphs depend on the fonts a
 * machine has, and the same seed must give the same pixels everywhere.
 */

const PALETTES: readonly (readonly string[])[] = [
  ['#f4e9d8', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#fdf0d5', '#c1121f', '#780000', '#003049', '#669bbc'],
  ['#edf6f9', '#006d77', '#83c5be', '#ffddd2', '#e29578'],
  ['#fefae0', '#283618', '#606c38', '#dda15e', '#bc6c25'],
  ['#f1faee', '#e63946', '#a8dadc', '#457b9d', '#1d3557'],
  ['#fff8f0', '#9e2a2b', '#540b0e', '#e09f3e', '#335c67'],
  ['#f8f9fa', '#2b2d42', '#8d99ae', '#ef233c', '#d90429'],
  ['#faedcd', '#d4a373', '#ccd5ae', '#e9edc9', '#6b705c'],
  ['#f0efeb', '#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
  ['#fff1e6', '#5e548e', '#9f86c0', '#be95c4', '#e0b1cb'],
  ['#eae2b7', '#003049', '#d62828', '#f77f00', '#fcbf49'],
  ['#f6f4d2', '#386641', '#6a994e', '#a7c957', '#bc4749'],
];

export type Palette = readonly string[];
export const pickPalette = (random: Random): Palette => random.pick(PALETTES);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A pattern that fills `box`: one of sunset, circles, stripes, triangles, tiles, waves. */
export function patternSvg(random: Random, palette: Palette, box: Box): string {
  const { x, y, w, h } = box;
  const ink = palette.slice(1);
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette[0]}"/>`];
  const style = random.pick(['sunset', 'circles', 'stripes', 'triangles', 'tiles', 'waves']);
  if (style === 'sunset') {
    const cx = x + w * (0.3 + random.next() * 0.4);
    const cy = y + h * (0.35 + random.next() * 0.2);
    parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(Math.min(w, h) * 0.28)}" fill="${ink[0]}"/>`);
    for (let i = 0; i < 4; i += 1) {
      const top = y + h * (0.55 + i * 0.11);
      parts.push(
        `<rect x="${x}" y="${r1(top)}" width="${w}" height="${r1(h * 0.12)}" fill="${ink[(i + 1) % 4]}"/>`,
      );
    }
  } else if (style === 'circles') {
    for (let i = 0; i < 9; i += 1) {
      const r = Math.min(w, h) * (0.06 + random.next() * 0.2);
      parts.push(
        `<circle cx="${r1(x + random.next() * w)}" cy="${r1(y + random.next() * h)}" r="${r1(r)}" fill="${random.pick(ink)}" opacity="${(0.6 + random.next() * 0.4).toFixed(2)}"/>`,
      );
    }
  } else if (style === 'stripes') {
    const count = random.int(5, 9);
    const angle = random.pick([0, 45, -45, 90]);
    const cx = x + w / 2;
    const cy = y + h / 2;
    const span = Math.max(w, h) * 1.5;
    const band = span / count;
    parts.push(`<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})">`);
    for (let i = 0; i < count; i += 2) {
      parts.push(
        `<rect x="${r1(cx - span / 2 + i * band)}" y="${r1(cy - span / 2)}" width="${r1(band)}" height="${r1(span)}" fill="${ink[i % ink.length]}"/>`,
      );
    }
    parts.push('</g>');
  } else if (style === 'triangles') {
    const cell = Math.min(w, h) / random.int(3, 5);
    const cols = Math.ceil(w / cell);
    const rows = Math.ceil(h / cell);
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const px = x + col * cell;
        const py = y + row * cell;
        const points = random.chance(0.5)
          ? `${r1(px)},${r1(py)} ${r1(px + cell)},${r1(py)} ${r1(px)},${r1(py + cell)}`
          : `${r1(px + cell)},${r1(py)} ${r1(px + cell)},${r1(py + cell)} ${r1(px)},${r1(py + cell)}`;
        parts.push(`<polygon points="${points}" fill="${random.pick(ink)}"/>`);
      }
    }
  } else if (style === 'tiles') {
    const cell = Math.min(w, h) / random.int(3, 4);
    const cols = Math.ceil(w / cell);
    const rows = Math.ceil(h / cell);
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const corner = random.int(0, 3);
        const px = x + col * cell + (corner % 2) * cell;
        const py = y + row * cell + Math.floor(corner / 2) * cell;
        parts.push(
          `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(cell)}" fill="${random.pick(ink)}" clip-path="url(#cell-${row}-${col})"/>`,
        );
        parts.unshift(
          `<clipPath id="cell-${row}-${col}"><rect x="${r1(x + col * cell)}" y="${r1(y + row * cell)}" width="${r1(cell)}" height="${r1(cell)}"/></clipPath>`,
        );
      }
    }
  } else {
    const count = random.int(4, 7);
    // Top band first: each wave fills down to the bottom, so later (lower) ones overlap it.
    for (let i = 0; i <= count; i += 1) {
      const base = y + (h * (i + 0.5)) / (count + 1);
      const amp = h * 0.05;
      let d = `M ${x} ${r1(base)}`;
      for (let k = 0; k < 4; k += 1) {
        const sx = x + (w * k) / 4;
        d += ` Q ${r1(sx + w / 8)} ${r1(base + (k % 2 ? amp : -amp) * 2)} ${r1(sx + w / 4)} ${r1(base)}`;
      }
      d += ` L ${x + w} ${y + h} L ${x} ${y + h} Z`;
      parts.push(`<path d="${d}" fill="${ink[i % ink.length]}"/>`);
    }
  }
  return parts.join('');
}

/** What a product picture looks like: the artwork printed on a silhouette of the item. */
export type MockupKind =
  'frame' | 'mug' | 'shirt' | 'phone' | 'bag' | 'cushion' | 'notebook' | 'sticker' | 'round';

const SHADOW =
  '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>';

/** A square product picture (600x600 viewBox) of `kind` printed with a random artwork. */
export function mockupSvg(random: Random, kind: MockupKind, size = 600): string {
  const palette = pickPalette(random);
  const backdrop = random.pick(['#f5f1ea', '#eef2f3', '#f7efe9', '#eceff4', '#f3f0f7']);
  const body: string[] = [];
  const clip = (id: string, shape: string) => `<clipPath id="${id}">${shape}</clipPath>`;
  const art = (box: Box, clipId: string) =>
    `<g clip-path="url(#${clipId})">${patternSvg(random, palette, box)}</g>`;
  const shadow = (cx: number, cy: number, rx: number, ry: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.18" filter="url(#shadow)"/>`;

  switch (kind) {
    case 'frame': {
      body.push(shadow(300, 555, 190, 18));
      body.push(
        `<rect x="120" y="50" width="360" height="490" fill="${random.pick(['#2b2b2b', '#8b5e3c', '#d9c6a5'])}"/>`,
      );
      body.push(`<rect x="140" y="70" width="320" height="450" fill="#fbfaf7"/>`);
      body.push(clip('art', '<rect x="170" y="100" width="260" height="390"/>'));
      body.push(art({ x: 170, y: 100, w: 260, h: 390 }, 'art'));
      break;
    }
    case 'mug': {
      body.push(shadow(285, 485, 150, 18));
      body.push(`<circle cx="420" cy="320" r="70" fill="none" stroke="#e9e6e1" stroke-width="28"/>`);
      body.push(`<rect x="150" y="170" width="270" height="310" rx="22" fill="#ffffff"/>`);
      body.push(clip('art', '<rect x="170" y="210" width="230" height="230" rx="8"/>'));
      body.push(art({ x: 170, y: 210, w: 230, h: 230 }, 'art'));
      body.push(`<ellipse cx="285" cy="172" rx="135" ry="14" fill="#e9e6e1"/>`);
      break;
    }
    case 'shirt': {
      const fabric = random.pick(['#ffffff', '#1f2933', '#e8e1d5', '#3b4a6b']);
      body.push(shadow(300, 560, 200, 16));
      body.push(
        `<path d="M215 70 L165 85 L60 170 L115 255 L165 220 L165 545 L435 545 L435 220 L485 255 L540 170 L435 85 L385 70 Q300 125 215 70 Z" fill="${fabric}" stroke="#00000022" stroke-width="2"/>`,
      );
      body.push(clip('art', '<rect x="215" y="170" width="170" height="200" rx="6"/>'));
      body.push(art({ x: 215, y: 170, w: 170, h: 200 }, 'art'));
      break;
    }
    case 'phone': {
      body.push(shadow(300, 560, 130, 14));
      body.push(clip('art', '<rect x="185" y="60" width="230" height="480" rx="42"/>'));
      body.push(art({ x: 185, y: 60, w: 230, h: 480 }, 'art'));
      body.push(`<rect x="205" y="80" width="90" height="90" rx="22" fill="#111" opacity="0.85"/>`);
      body.push(
        `<circle cx="230" cy="105" r="16" fill="#333"/><circle cx="270" cy="145" r="16" fill="#333"/>`,
      );
      break;
    }
    case 'bag': {
      body.push(shadow(300, 560, 180, 16));
      body.push(
        `<path d="M220 220 Q220 90 300 90 Q380 90 380 220" fill="none" stroke="#cbbfa9" stroke-width="16"/>`,
      );
      body.push(`<rect x="140" y="200" width="320" height="345" fill="#efe6d6"/>`);
      body.push(clip('art', '<rect x="190" y="265" width="220" height="220"/>'));
      body.push(art({ x: 190, y: 265, w: 220, h: 220 }, 'art'));
      break;
    }
    case 'cushion': {
      body.push(shadow(300, 535, 200, 20));
      body.push(
        clip(
          'art',
          '<path d="M110 110 Q300 80 490 110 Q520 300 490 490 Q300 520 110 490 Q80 300 110 110 Z"/>',
        ),
      );
      body.push(art({ x: 80, y: 80, w: 440, h: 440 }, 'art'));
      break;
    }
    case 'notebook': {
      body.push(shadow(305, 540, 150, 14));
      body.push(clip('art', '<rect x="170" y="70" width="270" height="450" rx="10"/>'));
      body.push(art({ x: 170, y: 70, w: 270, h: 450 }, 'art'));
      body.push(`<rect x="170" y="70" width="26" height="450" fill="#000" opacity="0.25"/>`);
      body.push(`<rect x="395" y="70" width="14" height="450" fill="#222" opacity="0.8"/>`);
      break;
    }
    case 'sticker': {
      body.push(shadow(300, 500, 170, 20));
      body.push(`<circle cx="300" cy="290" r="215" fill="#ffffff"/>`);
      body.push(clip('art', '<circle cx="300" cy="290" r="195"/>'));
      body.push(art({ x: 105, y: 95, w: 390, h: 390 }, 'art'));
      break;
    }
    case 'round': {
      body.push(shadow(300, 515, 190, 20));
      body.push(
        `<circle cx="300" cy="295" r="225" fill="${random.pick(['#c8a97e', '#ffffff', '#3a3a3a'])}"/>`,
      );
      body.push(clip('art', '<circle cx="300" cy="295" r="200"/>'));
      body.push(art({ x: 100, y: 95, w: 400, h: 400 }, 'art'));
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600"><defs>${SHADOW}</defs><rect width="600" height="600" fill="${backdrop}"/>${body.join('')}</svg>`;
}

/** A wide or square artwork filling the whole picture (banners, sliders, posts). */
export function sceneSvg(random: Random, width: number, height: number): string {
  const palette = pickPalette(random);
  const parts = [patternSvg(random, palette, { x: 0, y: 0, w: width, h: height })];
  // A soft panel on the start side leaves room for the page's own (translated) headline.
  parts.push(
    `<rect x="0" y="0" width="${Math.round(width * 0.45)}" height="${height}" fill="${palette[0]}" opacity="0.55"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** An abstract portrait: head and shoulders in a circle, no face, no text. */
export function avatarSvg(random: Random, size = 250): string {
  const palette = pickPalette(random);
  const [bg, skin, cloth, accent] = random.sample(palette, 4) as [string, string, string, string];
  // Hair is drawn behind the head: short (a cap of circle) or long (down to the shoulders).
  const hair = random.chance(0.5)
    ? `<circle cx="125" cy="105" r="52" fill="${accent}"/>`
    : `<rect x="68" y="58" width="114" height="130" rx="57" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 250 250"><clipPath id="c"><circle cx="125" cy="125" r="125"/></clipPath><g clip-path="url(#c)"><rect width="250" height="250" fill="${bg}"/>${hair}<ellipse cx="125" cy="250" rx="95" ry="75" fill="${cloth}"/><circle cx="125" cy="118" r="42" fill="${skin}"/></g></svg>`;
}
