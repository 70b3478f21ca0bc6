/**
 * The files a designer sends with a ticket or a discussion message (SPEC.md sections 5 and 9: up to
 * 50 MB each). The browser uploads them one by one (`POST /api/designer/ticket-attachments`, with a
 * progress bar) before the form is sent; each answer carries a signed token, and the form posts the
 * tokens back. A token names the stored private file, who uploaded it and what it is, so the form
 * cannot claim a file it did not upload (another designer's, or a forged name).
 *
 * What a file is comes from its first bytes, never from the name or the declared type: a browser
 * declares whatever the extension suggests.
 */
import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ClockedDbContext, ServiceContext } from '../context.ts';
import { ticketAttachments, ticketMessageAttachments } from '../db/schema/tickets.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { domainError } from '../errors.ts';
import {
  parsePrivateReference,
  privateFileExists,
  removePrivateFile,
  storePrivateFile,
} from '../media/private-files.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-limits.ts';
import { withoutControlCharacters, withoutInvisibleMarks } from '../locale/text-input.ts';
import { mayReviewTickets } from './ticket-access.ts';
import type { TicketFiles } from './ticket-files.ts';

export interface UploadedTicketFile {
  token: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/** Files per ticket or per discussion message. */
export const TICKET_ATTACHMENTS_MAX = 10;

/** How long an upload may wait for its form: a long description written after the upload still fits. */
export const TICKET_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export const ticketAttachmentErrors = {
  tooBig: () =>
    domainError(
      'TICKET_ATTACHMENT_TOO_BIG',
      'errors.ticket.attachmentTooBig',
      'The file is too big (50MB at most)',
      413,
    ),
  type: () =>
    domainError(
      'TICKET_ATTACHMENT_TYPE',
      'errors.ticket.attachmentType',
      'This file type is not allowed (PNG, JPEG, WebP, SVG, PDF, ZIP, PSD or AI)',
      415,
    ),
  invalid: () =>
    domainError(
      'TICKET_ATTACHMENT_INVALID',
      'errors.ticket.attachmentInvalid',
      'This attachment is not valid, please upload it again',
      400,
    ),
  tooMany: () =>
    domainError(
      'TICKET_ATTACHMENTS_TOO_MANY',
      'errors.ticket.attachmentsTooMany',
      `You can attach ${TICKET_ATTACHMENTS_MAX} files at most`,
      400,
      { max: TICKET_ATTACHMENTS_MAX },
    ),
  designersOnly: () =>
    domainError(
      'DESIGNERS_ONLY',
      'errors.ticket.designersOnly',
      'Only designers can upload product files',
      403,
    ),
};

/** The kinds accepted, with the stored extension and the type answered. */
export interface SniffedType {
  extension: 'png' | 'jpg' | 'webp' | 'svg' | 'pdf' | 'zip' | 'psd' | 'ai';
  mimeType: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
const POSTSCRIPT = ascii('%!PS');
const PSD = ascii('8BPS');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

/** An SVG: text whose first tag is `<svg`, or an XML declaration (comments, doctype) then `<svg`. */
function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimStart();
  if (/^<svg[\s>]/i.test(head)) return true;
  if (!/^<\?xml\s/i.test(head)) return false;
  const afterProlog = head
    .replace(/^<\?xml[^>]*\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(afterProlog);
}

/**
 * What the bytes are, or null when they are none of the accepted kinds. An Illustrator file is a PDF
 * (since version 9) or PostScript (older ones): PostScript is always `ai`, a PDF is `ai` when its
 * name says so.
 */
export function sniffTicketFileType(
  bytes: Uint8Array,
  originalName: string | null = null,
): SniffedType | null {
  if (startsWith(bytes, PNG)) return { extension: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8))
    return { extension: 'webp', mimeType: 'image/webp' };
  if (startsWith(bytes, PSD)) return { extension: 'psd', mimeType: 'image/vnd.adobe.photoshop' };
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP))
    return { extension: 'zip', mimeType: 'application/zip' };
  if (startsWith(bytes, POSTSCRIPT)) return { extension: 'ai', mimeType: 'application/postscript' };
  if (startsWith(bytes, PDF)) {
    return /\.ai$/i.test(originalName ?? '')
      ? { extension: 'ai', mimeType: 'application/illustrator' }
      : { extension: 'pdf', mimeType: 'application/pdf' };
  }
  if (isSvg(bytes)) return { extension: 'svg', mimeType: 'image/svg+xml' };
  return null;
}

/** A file name as shown to people: no folders, no control characters, at most 200 characters. */
function cleanName(name: string | null, extension: string): string {
  const base = withoutInvisibleMarks(withoutControlCharacters((name ?? '').split(/[\\/]/).pop()!)).trim();
  return (base || `file.${extension}`).slice(0, 200);
}

// ------------------------------------------------------------------------------------------------
// Tokens
// ------------------------------------------------------------------------------------------------

/** What a token says: the stored file, its uploader and its metadata. */
export interface TicketFileClaim {
  reference: string;
  uploaderId: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  /** Seconds since the epoch after which the token is refused. */
  expires: number;
}

const tokenKey = (secret: Uint8Array) =>
  crypto.createHmac('sha256', secret).update('ticket-attachment-tokens').digest();

const sign = (secret: Uint8Array, body: string) =>
  crypto.createHmac('sha256', tokenKey(secret)).update(body).digest('base64url');

export function signTicketFileClaim(secret: Uint8Array, claim: TicketFileClaim): string {
  const body = Buffer.from(
    JSON.stringify([
      claim.reference,
      claim.uploaderId,
      claim.originalName,
      claim.mimeType,
      claim.sizeBytes,
      claim.expires,
    ]),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The claim of a token signed by this server and not expired, else null. */
export function readTicketFileToken(secret: Uint8Array, token: unknown, now: Date): TicketFileClaim | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const [reference, uploaderId, originalName, mimeType, sizeBytes, expires] = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as [string, string, string, string, number, number];
    if (!parsePrivateReference(reference) || !reference.startsWith('ticket-attachments/')) return null;
    if (expires * 1000 < now.getTime()) return null;
    return { reference, uploaderId, originalName, mimeType, sizeBytes, expires };
  } catch {
    return null;
  }
}

/**
 * The files of a ticket or a message from the tokens a form sent: each signed by this server, not
 * expired, uploaded by one of `uploaders` (the caller; for a ticket staff file for a designer, the
 * designer too) and still on disk; at most TICKET_ATTACHMENTS_MAX, a token named twice counts once.
 * Anything else is 400 errors.ticket.attachmentInvalid.
 */
export async function claimTicketFiles(
  ctx: Pick<ServiceContext, 'now'>,
  tokens: readonly string[] | null | undefined,
  uploaders: readonly string[],
  files: TicketFiles,
): Promise<TicketFileClaim[]> {
  const unique = [
    ...new Set((tokens ?? []).filter((token) => typeof token === 'string' && token.trim() !== '')),
  ];
  if (unique.length > TICKET_ATTACHMENTS_MAX) throw ticketAttachmentErrors.tooMany();
  const claims: TicketFileClaim[] = [];
  for (const token of unique) {
    const claim = readTicketFileToken(files.secret, token.trim(), ctx.now);
    if (!claim || !uploaders.includes(claim.uploaderId)) throw ticketAttachmentErrors.invalid();
    if (!(await privateFileExists(files.store, claim.reference))) throw ticketAttachmentErrors.invalid();
    claims.push(claim);
  }
  return claims;
}

// ------------------------------------------------------------------------------------------------
// Upload
// ------------------------------------------------------------------------------------------------

/**
 * Checks one uploaded file (size, then kind by its bytes) and stores it privately; answers its token.
 * Designers (for their tickets and messages) and ticket staff (for their replies) may upload; other
 * accounts get 403, guests 401. `maxBytes` is MAX_UPLOAD_BYTES but for tests.
 */
export async function storeTicketAttachment(
  ctx: ServiceContext,
  file: { bytes: Uint8Array; originalName: string | null; declaredType: string | null },
  files: TicketFiles,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<UploadedTicketFile> {
  const actor = requireActor(ctx);
  if (actor.role !== 'designer' && !mayReviewTickets(actor)) throw ticketAttachmentErrors.designersOnly();
  if (file.bytes.length > maxBytes) throw ticketAttachmentErrors.tooBig();
  const type = file.bytes.length > 0 ? sniffTicketFileType(file.bytes, file.originalName) : null;
  if (!type) throw ticketAttachmentErrors.type();
  const reference = await storePrivateFile(files.store, 'ticket-attachments', type.extension, file.bytes);
  const originalName = cleanName(file.originalName, type.extension);
  const claim: TicketFileClaim = {
    reference,
    uploaderId: actor.id,
    originalName,
    mimeType: type.mimeType,
    sizeBytes: file.bytes.length,
    expires: Math.floor(ctx.now.getTime() / 1000) + TICKET_TOKEN_TTL_SECONDS,
  };
  ctx.log.info({ userId: actor.id, reference, declaredType: file.declaredType }, 'ticket attachment stored');
  return {
    token: signTicketFileClaim(files.secret, claim),
    originalName,
    mimeType: type.mimeType,
    sizeBytes: claim.sizeBytes,
  };
}

// ------------------------------------------------------------------------------------------------
// Cleanup
// ------------------------------------------------------------------------------------------------

/**
 * Removes uploaded files no ticket or message claimed and whose token has expired (older than
 * TICKET_TOKEN_TTL_SECONDS and an hour): nobody can claim them any more. Answers how many went.
 * Meant to run daily from the server's scheduler; safe to run at any time and twice at once.
 */
export async function removeUnclaimedTicketFiles(ctx: ClockedDbContext, files: TicketFiles): Promise<number> {
  const cutoff = ctx.now.getTime() - (TICKET_TOKEN_TTL_SECONDS + 60 * 60) * 1000;
  const old: string[] = [];
  for await (const { key, lastModified } of files.store.list('private', 'ticket-attachments/')) {
    if (parsePrivateReference(key) && lastModified.getTime() < cutoff) old.push(key);
  }
  let removed = 0;
  for (let start = 0; start < old.length; start += 500) {
    const chunk = old.slice(start, start + 500);
    const claimed = new Set(
      [
        ...(await ctx.db
          .select({ path: ticketAttachments.path })
          .from(ticketAttachments)
          .where(inArray(ticketAttachments.path, chunk))),
        ...(await ctx.db
          .select({ path: ticketMessageAttachments.path })
          .from(ticketMessageAttachments)
          .where(inArray(ticketMessageAttachments.path, chunk))),
      ].map((row) => row.path),
    );
    for (const reference of chunk.filter((candidate) => !claimed.has(candidate))) {
      await removePrivateFile(files.store, reference);
      removed += 1;
    }
  }
  return removed;
}
