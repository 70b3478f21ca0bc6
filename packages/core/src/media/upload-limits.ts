/**
 * The limits and names of uploads, without the image library: browser code (forms showing the
 * limit) may import this file; image-upload.ts (sharp) is for the server only.
 */

/** SPEC.md sections 5 and 9: attachments up to 50 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Decoding bombs: a small file that decodes to a huge bitmap is refused. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** SPEC.md section 5: the profile picture is 250x250. */
export const AVATAR_SIZE = 250;

/** Folders an upload may land in; each name is `<folder>/<32 hex>.webp`. */
export type UploadFolder =
  | 'avatars'
  | 'reviews'
  // Issue 21: the content pictures (posts, sliders, banners, adverts) and the site settings'
  // pictures (the iDesign banner).
  | 'content'
  | 'settings';

/** True for a path storeUpload makes in `folder` (nothing else can be referenced as an attachment). */
export function isStoredUploadPath(value: string, folder: UploadFolder): boolean {
  return new RegExp(`^${folder}/[0-9a-f]{32}\\.webp$`).test(value);
}
