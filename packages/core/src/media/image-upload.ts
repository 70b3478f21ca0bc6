/**
 * The one image upload pipeline (docs/decisions/008, Uploads): the bytes decide what the file is,
 * it is re-encoded to WebP without metadata and stored under a random name. Used by
 * `POST /api/user/upload-one` (avatars) and by the review form (review attachments).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { fileStoreOf, type FileStore, type FileStoreSource } from './file-store.ts';
import { imageWork, type ImageWorkTicket } from './image-work.ts';
import { AVATAR_SIZE, MAX_UPLOAD_PIXELS, type UploadFolder } from './upload-limits.ts';

export { ImageWorkBusyError, imageWork, type ImageWorkTicket } from './image-work.ts';

export {
  AVATAR_SIZE,
  isStoredUploadPath,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  type UploadFolder,
} from './upload-limits.ts';

/** Without minify: the longest side of a kept image. */
const MAX_IMAGE_SIDE = 2000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class NotAnImageError extends Error {
  constructor(cause?: unknown) {
    super('not an accepted image', { cause });
    this.name = 'NotAnImageError';
  }
}

/**
 * Re-encodes `bytes` to WebP (250x250 cover for `minify`, else at most `maxSide`, 2000 px by default,
 * on the longer side),
 * dropping EXIF, GPS, XMP and ICC text. Throws NotAnImageError when the bytes are not an accepted
 * raster image (SVG included: it may carry script), are truncated, or decode to more than
 * MAX_UPLOAD_PIXELS (checked from the header, before any pixel is decoded). The work runs under
 * the process's image gate (image-work.ts): with `ticket` (taken before the body was read) or a
 * fresh one, when ImageWorkBusyError says the server is busy.
 */
export async function reencodeImage(
  bytes: Buffer,
  options: { minify?: boolean; ticket?: ImageWorkTicket; maxSide?: number } = {},
): Promise<Buffer> {
  const job = async () => {
    try {
      // sequentialRead: decode top to bottom in strips, so a large picture never sits whole in memory.
      const image = sharp(bytes, {
        limitInputPixels: MAX_UPLOAD_PIXELS,
        failOn: 'error',
        sequentialRead: true,
      });
      const metadata = await image.metadata();
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
        throw new Error('not an accepted image');
      }
      if ((metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1) > MAX_UPLOAD_PIXELS) {
        throw new Error('too many pixels');
      }
      const oriented = image.rotate();
      const resized = options.minify
        ? oriented.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        : oriented.resize(options.maxSide ?? MAX_IMAGE_SIDE, options.maxSide ?? MAX_IMAGE_SIDE, {
            fit: 'inside',
            withoutEnlargement: true,
          });
      // Re-encoded without withMetadata(): EXIF (GPS, camera), XMP and ICC text are dropped.
      return await resized.webp({ quality: 82 }).toBuffer();
    } catch (error) {
      throw new NotAnImageError(error);
    }
  };
  return options.ticket ? options.ticket.run(job) : imageWork.run(job);
}

/**
 * Writes re-encoded bytes under a random name in `folder` of the store's public area (the runtime's
 * config picks the store: file-store.ts); answers the path relative to the uploads root. The name is
 * never reused, so `/uploads/<path>` is served as immutable.
 */
export async function storeUpload(
  store: FileStore | FileStoreSource,
  folder: UploadFolder,
  webp: Buffer,
): Promise<string> {
  const filename = `${folder}/${crypto.randomBytes(16).toString('hex')}.webp`;
  await fileStoreOf(store).put('public', filename, webp, { contentType: 'image/webp' });
  return filename;
}

/** Removes stored uploads (a form that failed after storing them); missing ones are fine. */
export async function removeUploads(
  store: FileStore | FileStoreSource,
  paths: readonly string[],
): Promise<void> {
  await Promise.all(paths.map((file) => fileStoreOf(store).delete('public', file)));
}
