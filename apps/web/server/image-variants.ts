import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { createImageWorkGate } from '@souq/core/media/image-work.ts';
import { IMAGE_VARIANT_WIDTHS } from '../app/components/ui/image-sources.ts';

/** Raster types a narrower copy can be made of; SVG scales by itself and PDFs are not pictures. */
const RESIZABLE = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif']);

export const isVariantWidth = (width: number): boolean =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

export const canResize = (file: string): boolean => RESIZABLE.has(path.extname(file).toLowerCase());

/**
 * Narrower WebP copies of uploaded pictures, made on first request and kept beside the uploads
 * (`.variants/w<width>/<path>.webp`), so `srcset` works for demo pictures and for every upload
 * without a resize step at upload time. Only the fixed widths are accepted, so a caller cannot
 * fill the disk with arbitrary sizes; concurrent requests for one variant share one resize.
 * Resizes run one at a time with a bounded queue (issue 14: a cold cache or a crawler asking for
 * every width must not take every core): past the queue the caller serves the original.
 */
export function createImageVariants(uploadsDir: string) {
  const variantsRoot = path.join(path.resolve(uploadsDir), '.variants');
  const inFlight = new Map<string, Promise<string>>();
  const gate = createImageWorkGate({ jobs: 1, waiting: 32 });

  async function make(
    source: string | (() => Promise<Readable>),
    relative: string,
    width: number,
    sourceMtimeMs: number,
  ): Promise<string> {
    const target = path.join(variantsRoot, `w${width}`, `${relative}.webp`);
    const existing = await fs.stat(target).catch(() => null);
    // A replaced source (same name, newer file) makes its old variants stale.
    if (existing && existing.mtimeMs >= sourceMtimeMs) return target;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    try {
      const options = { limitInputPixels: 40_000_000, failOn: 'error', sequentialRead: true } as const;
      await gate.run(async () => {
        // A file on this disk, or the object's stream from a remote store (never held whole).
        const input = typeof source === 'string' ? null : await source();
        const image = input ? sharp(options) : sharp(source as string, options);
        const output = image.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 });
        if (input) input.on('error', (error) => image.destroy(error)).pipe(image);
        await output.toFile(partial);
      });
      // Written beside and renamed: a crash never leaves a half-written variant to be served.
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return target;
  }

  /**
   * The variant's file path; `relative` is the already validated key in the public area, `source`
   * the file on disk or a function opening the object's stream.
   */
  return function variantOf(
    source: string | (() => Promise<Readable>),
    relative: string,
    width: number,
    sourceMtimeMs: number,
  ) {
    const key = `${width}:${relative}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = make(source, relative, width, sourceMtimeMs).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
