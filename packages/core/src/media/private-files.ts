/**
 * Private files (ARCHITECTURE.md, files): CVs, ticket attachments and print files. They are kept
 * outside the public uploads folder, in `<DATA_DIR>/private/<kind>/<32 hex>.<ext>`, and read only
 * through `GET /files/<kind>/<name>?exp=…&sig=…`, a short-lived link signed with HMAC-SHA256 that
 * is minted only for someone allowed to read the file (mayReadPrivateFile). A reference is the
 * relative path (`cvs/<32 hex>.pdf`), the same name as before the move, so stored rows stay valid.
 * The future FileStore (local disk or S3 presigned URLs) takes over storePrivateFile and the link.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '../context.ts';

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

/** Writes `bytes` under a random name of `kind`; answers the reference (`<kind>/<32 hex>.<ext>`). */
export async function storePrivateFile(
  root: string,
  kind: PrivateFileKind,
  extension: string,
  bytes: Uint8Array,
): Promise<string> {
  const reference = `${kind}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
  const target = privateFilePath(root, reference);
  if (!target) throw new Error(`not a private file extension: ${extension}`);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await fs.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  return reference;
}

/** Removes a private file (an application that was not saved); a missing file is fine. */
export async function removePrivateFile(root: string, reference: string): Promise<void> {
  const target = privateFilePath(root, reference);
  if (target) await fs.rm(target, { force: true });
}

/** Whether a stored private file exists. */
export async function privateFileExists(root: string, reference: string): Promise<boolean> {
  const target = privateFilePath(root, reference);
  const stats = target ? await fs.stat(target).catch(() => null) : null;
  return Boolean(stats?.isFile());
}

// ------------------------------------------------------------------------------------------------
// Who may read
// ------------------------------------------------------------------------------------------------

/**
 * The rule per kind. CVs: superAdmin and admin (applicants have no account to own them by).
 * Ticket attachments and print files: the designer who owns the ticket or the product, and staff
 * (superAdmin, admin, designerSupport, who review tickets). Blocked accounts read nothing.
 */
export function mayReadPrivateFile(
  actor: Actor | null,
  kind: PrivateFileKind,
  ownerId: string | null = null,
): boolean {
  if (!actor || !actor.status) return false;
  const privilege = actor.privilageType;
  if (kind === 'cvs') return privilege === 'superAdmin' || privilege === 'admin';
  if (privilege === 'superAdmin' || privilege === 'admin' || privilege === 'designerSupport') return true;
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
