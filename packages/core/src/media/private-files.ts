/**
 * Private files (ARCHITECTURE.md, files): CVs, ticket attachments and print files. They are kept
 * outside the public uploads folder, in `<DATA_DIR>/private/<kind>/<32 hex>.<ext>`, and read only
 * through `GET /files/<kind>/<name>?exp=…&sig=…`, a short-lived link signed with HMAC-SHA256 that
 * is minted only for someone allowed to read the file (mayReadPrivateFile). A reference is the
 * relative path (`cvs/<32 hex>.pdf`), the same name as before the move, so stored rows stay valid.
 * The bytes live in the FileStore's private area (file-store.ts): the local disk by default, or the
 * `private/` prefix of the S3 bucket; the `/files/` route streams them from whichever is configured.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { can } from '../admin/permissions.ts';
import type { Actor } from '../context.ts';
import { fileStoreOf, type FileStore, type FileStoreSource } from './file-store.ts';

export const PRIVATE_FILE_KINDS = ['cvs', 'ticket-attachments', 'print-files'] as const;
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number];

/** Where links are served (apps/web/server/private-files-handler.ts). */
export const PRIVATE_FILES_PATH = '/files/';
/** Long enough to open or download the file, short enough that a forwarded link soon dies. */
export const PRIVATE_LINK_TTL_SECONDS = 10 * 60;

const EXTENSIONS = new Set(['pdf', 'png', 'jpg', 'webp', 'svg', 'zip', 'psd', 'ai']);
const REFERENCE = /^(cvs|ticket-attachments|print-files)\/([0-9a-f]{32})\.([a-z0-9]{2,4})$/;

/** The private folder of a data folder (beside `uploads/`, never under it). */
export const privateFilesRoot = (config: { dataDir: string }): string =>
  path.join(path.resolve(config.dataDir), 'private');

/** The parts of a reference made by storePrivateFile, or null for anything else (no `..`, no other folders). */
export function parsePrivateReference(reference: string): { kind: PrivateFileKind; name: string } | null {
  const match = REFERENCE.exec(reference);
  if (!match || !EXTENSIONS.has(match[3]!)) return null;
  return { kind: match[1] as PrivateFileKind, name: `${match[2]}.${match[3]}` };
}

/** True when `reference` names a private file of `kind`. */
export const isPrivateReference = (reference: string, kind: PrivateFileKind): boolean =>
  parsePrivateReference(reference)?.kind === kind;

/** The absolute path of a valid reference, or null. */
export function privateFilePath(root: string, reference: string): string | null {
  const parsed = parsePrivateReference(reference);
  return parsed ? path.join(root, parsed.kind, parsed.name) : null;
}

/**
 * Stores `body` (bytes, or a stream of `contentLength` bytes when known) under a random name of
 * `kind` in the store's private area; answers the reference (`<kind>/<32 hex>.<ext>`). `store` is
 * a FileStore or a configuration it is made from (the runtime's config fits).
 */
export async function storePrivateFile(
  store: FileStore | FileStoreSource,
  kind: PrivateFileKind,
  extension: string,
  body: Uint8Array | Readable,
  contentLength?: number,
): Promise<string> {
  const reference = `${kind}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
  if (!parsePrivateReference(reference)) throw new Error(`not a private file extension: ${extension}`);
  await fileStoreOf(store).put(
    'private',
    reference,
    body,
    contentLength === undefined ? {} : { contentLength },
  );
  return reference;
}

/** Removes a private file (an application that was not saved); a missing file is fine. */
export async function removePrivateFile(
  store: FileStore | FileStoreSource,
  reference: string,
): Promise<void> {
  if (parsePrivateReference(reference)) await fileStoreOf(store).delete('private', reference);
}

/** Whether a stored private file exists. */
export async function privateFileExists(
  store: FileStore | FileStoreSource,
  reference: string,
): Promise<boolean> {
  return parsePrivateReference(reference) !== null && (await fileStoreOf(store).exists('private', reference));
}

// ------------------------------------------------------------------------------------------------
// Who may read
// ------------------------------------------------------------------------------------------------

/**
 * The rule per kind, from the dashboard's permission table (admin/permissions.ts). CVs: whoever
 * holds `inbox.read` (superAdmin, admin; applicants have no account to own them by). Ticket
 * attachments and print files: the designer who owns the ticket or the product, and whoever holds
 * `tickets.read` (superAdmin, admin, designerSupport). Blocked accounts read nothing.
 */
export function mayReadPrivateFile(
  actor: Actor | null,
  kind: PrivateFileKind,
  ownerId: string | null = null,
): boolean {
  if (!actor || !actor.status) return false;
  if (kind === 'cvs') return can(actor, 'inbox.read');
  if (can(actor, 'tickets.read')) return true;
  return ownerId !== null && actor.id === ownerId && actor.role === 'designer';
}

// ------------------------------------------------------------------------------------------------
// Signed links
// ------------------------------------------------------------------------------------------------

/** The link key, derived from the session secret (one secret to configure), apart from tokens. */
const linkKey = (secret: Uint8Array) =>
  crypto.createHmac('sha256', secret).update('private-file-links').digest();

const signatureOf = (secret: Uint8Array, reference: string, expires: number) =>
  crypto.createHmac('sha256', linkKey(secret)).update(`${reference}\n${expires}`).digest('base64url');

/** A signed link to a reference, valid for `ttlSeconds` from `now`. Callers check the rule first. */
export function signPrivateFileLink(
  secret: Uint8Array,
  reference: string,
  now: Date,
  ttlSeconds = PRIVATE_LINK_TTL_SECONDS,
): string {
  if (!parsePrivateReference(reference)) throw new Error('not a private file reference');
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${PRIVATE_FILES_PATH}${reference}?exp=${expires}&sig=${signatureOf(secret, reference, expires)}`;
}

/**
 * A signed link when `actor` may read the file (the rule of its kind), else null. The one door for
 * services that show private files (staff views of applications, a designer's tickets).
 */
export function privateFileLinkFor(
  actor: Actor | null,
  reference: string,
  options: { secret: Uint8Array; now: Date; ownerId?: string | null },
): string | null {
  const parsed = parsePrivateReference(reference);
  if (!parsed || !mayReadPrivateFile(actor, parsed.kind, options.ownerId ?? null)) return null;
  return signPrivateFileLink(options.secret, reference, options.now);
}

/** Whether `exp` and `sig` of a link to `reference` are this server's and not expired. */
export function verifyPrivateFileLink(
  secret: Uint8Array,
  reference: string,
  exp: string | null,
  sig: string | null,
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  if (!parsePrivateReference(reference) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signatureOf(secret, reference, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
}

// ------------------------------------------------------------------------------------------------
// The move out of the public folder
// ------------------------------------------------------------------------------------------------

/**
 * Moves CVs stored by earlier versions under `<uploads>/cvs` into the private folder (same names,
 * so references stay valid). Runs at start; answers how many files moved. Idempotent.
 */
export async function movePublicPrivateFiles(uploadsDir: string, root: string): Promise<number> {
  let moved = 0;
  for (const kind of PRIVATE_FILE_KINDS) {
    const source = path.join(uploadsDir, kind);
    const names = await fs.readdir(source).catch(() => [] as string[]);
    if (names.length === 0) continue;
    const target = path.join(root, kind);
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    for (const name of names) {
      const from = path.join(source, name);
      const to = path.join(target, name);
      await fs.rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
        // DATA_DIR's uploads folder may be another mount: copy, then remove.
        if (error.code !== 'EXDEV') throw error;
        await fs.copyFile(from, to);
        await fs.rm(from);
      });
      moved += 1;
    }
    await fs.rmdir(source).catch(() => undefined);
  }
  return moved;
}
