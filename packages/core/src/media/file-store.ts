/**
 * Where uploaded files live (ARCHITECTURE.md, files; decision 036). One interface, two stores:
 *
 * - the local disk (the default): public objects in `<DATA_DIR>/uploads/<key>`, private ones in
 *   `<DATA_DIR>/private/<key>`, the layout of earlier versions, so existing data and seeds work;
 * - S3-compatible object storage when S3_BUCKET is set: the same keys under the `uploads/` and
 *   `private/` prefixes of one bucket. Only `uploads/` may ever be made readable by a bucket policy
 *   or a CDN (S3_PUBLIC_URL); `private/` is read through the app's checked route or a presigned URL.
 *
 * Bodies are streams end to end (a 50 MB ticket attachment never sits whole in memory here): put
 * takes a stream (with its length when known) or bytes, get answers a stream with its type and length.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as S3Sdk from './s3-sdk.ts';
import type { S3StoreConfig } from '../config/config.ts';

/** Public objects (product pictures, avatars, reviews) or private ones (CVs, attachments, print files). */
export type FileArea = 'public' | 'private';

export interface StoredFileInfo {
  contentType: string;
  contentLength: number;
  lastModified: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** Read it to the end or destroy it: an open S3 body holds a connection. */
  body: Readable;
}

export interface PutOptions {
  contentType?: string;
  /** The exact length of a stream body; without it an S3 store uploads in 5 MB parts. */
  contentLength?: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes (or replaces) `key`; a failed or cut body leaves nothing readable behind. */
  put(area: FileArea, key: string, body: Readable | Uint8Array, options?: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(area: FileArea, key: string): Promise<StoredFile | null>;
  head(area: FileArea, key: string): Promise<StoredFileInfo | null>;
  exists(area: FileArea, key: string): Promise<boolean>;
  /** Removes `key`; a missing object is fine. */
  delete(area: FileArea, key: string): Promise<void>;
  /** The keys under `prefix` (a folder, e.g. `ticket-attachments/`) with their modification times. */
  list(area: FileArea, prefix: string): AsyncIterable<{ key: string; lastModified: Date }>;
  /** Where browsers read a public object directly (a bucket or CDN URL), or null: through the app. */
  publicUrl(key: string): string | null;
  /**
   * A presigned, expiring URL of a private object (S3), or null where the store has none (disk:
   * the app's signed `/files/` link serves it). Callers check who may read first.
   */
  signedUrl(key: string, options: { ttlSeconds: number; downloadName?: string }): Promise<string | null>;
  /** The file on this machine's disk (disk store), for answers that can use the file itself. */
  localPath(area: FileArea, key: string): string | null;
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\:]/;

/**
 * Relative, `/`-separated names: no empty segment, none starting with a dot (no `..`, no hidden
 * folders such as the variants cache), no control characters, backslashes or colons.
 */
export function isValidFileKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !UNSAFE.test(key) &&
    key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

function requireKey(key: string): string {
  if (!isValidFileKey(key)) throw new Error(`not a valid file key: ${JSON.stringify(key)}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.psd': 'image/vnd.adobe.photoshop',
  '.ai': 'application/postscript',
};

/** The type of a stored name by its extension (the bytes were checked when it was stored). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const toStream = (body: Readable | Uint8Array): Readable =>
  body instanceof Uint8Array
    ? Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)])
    : body;

// ------------------------------------------------------------------------------------------------
// Local disk
// ------------------------------------------------------------------------------------------------

/** The disk store over a data folder: `uploads/` public, `private/` private (mode 0600 files). */
export function createDiskFileStore(dataDir: string): FileStore {
  const roots: Record<FileArea, string> = {
    public: path.join(path.resolve(dataDir), 'uploads'),
    private: path.join(path.resolve(dataDir), 'private'),
  };
  const fileOf = (area: FileArea, key: string) => path.join(roots[area], requireKey(key));
  const statOf = async (file: string) => {
    const stats = await fsp.stat(file).catch(() => null);
    return stats?.isFile() ? stats : null;
  };

  async function* walk(area: FileArea, folder: string): AsyncGenerator<{ key: string; lastModified: Date }> {
    const entries = await fsp.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) yield* walk(area, full);
        continue;
      }
      const key = path.relative(roots[area], full).split(path.sep).join('/');
      if (!entry.isFile() || !isValidFileKey(key)) continue;
      const stats = await statOf(full);
      if (stats) yield { key, lastModified: stats.mtime };
    }
  }

  return {
    kind: 'disk',
    async put(area, key, body, options = {}) {
      const target = fileOf(area, key);
      const mode = area === 'private' ? 0o600 : 0o644;
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: area === 'private' ? 0o700 : 0o755 });
      // Written beside and renamed: a reader never sees half a file, a cut upload leaves none.
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(toStream(body), fs.createWriteStream(partial, { flags: 'wx', mode }));
        if (options.contentLength !== undefined) {
          const { size } = await fsp.stat(partial);
          if (size !== options.contentLength) {
            throw new Error(`stored ${size} bytes, expected ${options.contentLength}`);
          }
        }
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async get(area, key) {
      const file = fileOf(area, key);
      const stats = await statOf(file);
      if (!stats) return null;
      return {
        body: fs.createReadStream(file),
        contentType: contentTypeOf(key),
        contentLength: stats.size,
        lastModified: stats.mtime,
      };
    },
    async head(area, key) {
      const stats = await statOf(fileOf(area, key));
      return stats
        ? { contentType: contentTypeOf(key), contentLength: stats.size, lastModified: stats.mtime }
        : null;
    },
    async exists(area, key) {
      return (await statOf(fileOf(area, key))) !== null;
    },
    async delete(area, key) {
      await fsp.rm(fileOf(area, key), { force: true });
    },
    list(area, prefix) {
      const folder = prefix.replace(/\/+$/, '');
      if (folder !== '' && !isValidFileKey(folder)) throw new Error(`not a valid prefix: ${prefix}`);
      return walk(area, path.join(roots[area], folder));
    },
    publicUrl: () => null,
    signedUrl: () => Promise.resolve(null),
    localPath: (area, key) => (isValidFileKey(key) ? fileOf(area, key) : null),
  };
}

// ------------------------------------------------------------------------------------------------
// S3-compatible
// ------------------------------------------------------------------------------------------------

const PREFIXES: Record<FileArea, string> = { public: 'uploads/', private: 'private/' };

const isMissing = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
};

/**
 * The AWS SDK, loaded on first use: a process on the local disk never loads it (tens of MB of
 * code, which the upload-memory ceiling of docs/reliability.md would pay for nothing).
 */
let sdkLoading: Promise<typeof S3Sdk> | undefined;
const loadSdk = () => (sdkLoading ??= import('./s3-sdk.ts'));

/** The S3 store (AWS, MinIO, R2, Spaces, …): one bucket, `uploads/` and `private/` prefixes. */
export function createS3FileStore(
  config: S3StoreConfig,
  clientOptions: Partial<S3ClientConfig> = {},
): FileStore {
  let ready: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined;
  const connect = () => (ready ??= loadSdk().then((sdk) => ({ sdk, client: makeClient(sdk) })));
  const makeClient = (sdk: Awaited<ReturnType<typeof loadSdk>>) =>
    new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers differ in what they accept
      // (trailing CRC32 of streamed bodies in particular), and TLS already guards the transfer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...clientOptions,
    });
  const Bucket = config.bucket;
  const objectKey = (area: FileArea, key: string) => PREFIXES[area] + requireKey(key);

  return {
    kind: 's3',
    async put(area, key, body, options = {}) {
      const Key = objectKey(area, key);
      const { sdk, client } = await connect();
      const ContentType = options.contentType ?? contentTypeOf(key);
      if (body instanceof Uint8Array || options.contentLength !== undefined) {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key,
            Body: body,
            ContentType,
            ContentLength: body instanceof Uint8Array ? body.byteLength : options.contentLength,
          }),
        );
        return;
      }
      // An unknown length: multipart in 5 MB parts, at most two in flight (bounded memory).
      await new sdk.Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
      }).done();
    },
    async get(area, key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentTypeOf(key),
          contentLength: answer.ContentLength ?? 0,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(area, key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return {
          contentType: answer.ContentType ?? contentTypeOf(key),
          contentLength: answer.ContentLength ?? 0,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(area, key) {
      return (await this.head(area, key)) !== null;
    },
    async delete(area, key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async *list(area, prefix) {
      const Prefix = PREFIXES[area] + prefix.replace(/^\/+/, '');
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(PREFIXES[area].length);
          if (key && isValidFileKey(key)) yield { key, lastModified: item.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl(key) {
      return config.publicUrl ? `${config.publicUrl}/${objectKey('public', key)}` : null;
    },
    async signedUrl(key, { ttlSeconds, downloadName }) {
      const { sdk, client } = await connect();
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: objectKey('private', key),
        ResponseContentDisposition: `attachment; filename="${(downloadName ?? path.basename(key)).replace(/[^\w.-]/g, '_')}"`,
        ResponseCacheControl: 'private, no-store',
      });
      return sdk.getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
    localPath: () => null,
  };
}

// ------------------------------------------------------------------------------------------------
// The store of a configuration
// ------------------------------------------------------------------------------------------------

/** What decides the store: the data folder and, when set, the S3 configuration (AppConfig fits). */
export interface FileStoreSource {
  dataDir: string;
  s3?: S3StoreConfig | null;
}

const stores = new WeakMap<object, FileStore>();

/** The store of a configuration, made once per configuration object (one S3 client per process). */
export function fileStoreOf(source: FileStoreSource | FileStore): FileStore {
  if ('kind' in source) return source;
  let store = stores.get(source);
  if (!store) {
    store = source.s3 ? createS3FileStore(source.s3) : createDiskFileStore(source.dataDir);
    stores.set(source, store);
  }
  return store;
}

/** Copies the public objects `from` has and `to` lacks (the demo pictures into a bucket); answers how many. */
export async function copyPublicFiles(from: FileStore, to: FileStore): Promise<number> {
  let copied = 0;
  for await (const { key } of from.list('public', '')) {
    if (await to.exists('public', key)) continue;
    const object = await from.get('public', key);
    if (!object) continue;
    await to.put('public', key, object.body, {
      contentType: object.contentType,
      contentLength: object.contentLength,
    });
    copied += 1;
  }
  return copied;
}
