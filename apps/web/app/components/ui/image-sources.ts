/**
 * Width variants of uploaded pictures (`/uploads/<path>?w=<width>`, made by the server on first
 * request). The list is fixed so the server can refuse any other width.
 */
export const IMAGE_VARIANT_WIDTHS = [240, 360, 480, 720, 960, 1280] as const;

const RESIZABLE = /\.(webp|png|jpe?g|avif|gif)$/i;

/**
 * A `srcset` for a picture served from `/uploads/`, up to its own width (`intrinsicWidth`, which
 * the original itself answers for). Anything else (an external URL, an SVG) gets none.
 */
export function uploadSrcSet(src: string, intrinsicWidth: number): string | undefined {
  if (!src.startsWith('/uploads/') || src.includes('?') || !RESIZABLE.test(src)) return undefined;
  const narrower = IMAGE_VARIANT_WIDTHS.filter((width) => width < intrinsicWidth);
  if (narrower.length === 0) return undefined;
  return [...narrower.map((width) => `${src}?w=${width} ${width}w`), `${src} ${intrinsicWidth}w`].join(', ');
}

/**
 * The smallest variant of an uploaded picture, for thumbnails of a few dozen pixels (a 1000px
 * original is 20 times the bytes); anything not resizable is itself.
 */
export function thumbnailOf(path: string): string {
  const src = path.startsWith('/') || path.includes('://') ? path : `/uploads/${path}`;
  if (!src.startsWith('/uploads/') || src.includes('?') || !RESIZABLE.test(src)) return src;
  return `${src}?w=${IMAGE_VARIANT_WIDTHS[0]}`;
}
