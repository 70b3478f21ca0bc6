import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '@souq/testing/s3-server.ts';
import { createDiskFileStore, createS3FileStore, isValidFileKey, type FileStore } from './file-store.ts';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

let dataDir: string;
let s3: TestS3Server;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-file-store-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await s3?.close();
});

const stores: [string, () => FileStore][] = [
  ['the local disk', () => createDiskFileStore(dataDir)],
  ['S3 (a local s3rver)', () => createS3FileStore(s3.config)],
];

describe.each(stores)('FileStore contract: %s', (_name, make) => {
  it('puts bytes and streams, gets them back as streams with type and length, heads, lists and deletes', async () => {
    const store = make();
    await store.put('public', 'avatars/0123abcd.webp', new TextEncoder().encode('picture'), {
      contentType: 'image/webp',
    });
    const streamed = Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7 body')]);
    await store.put('private', 'cvs/feed.pdf', streamed, {
      contentType: 'application/pdf',
      contentLength: 13,
    });
    // An unknown length (the S3 store's multipart path).
    await store.put('private', 'ticket-attachments/beef.zip', Readable.from([Buffer.from('zip bytes')]));

    const picture = await store.get('public', 'avatars/0123abcd.webp');
    expect(picture).toMatchObject({ contentType: 'image/webp', contentLength: 7 });
    expect(await text(picture!.body)).toBe('picture');
    const cv = await store.get('private', 'cvs/feed.pdf');
    expect(cv).toMatchObject({ contentType: 'application/pdf', contentLength: 13 });
    expect(await text(cv!.body)).toBe('%PDF-1.7 body');
    expect(await text((await store.get('private', 'ticket-attachments/beef.zip'))!.body)).toBe('zip bytes');

    // Areas are apart: a private key is not public and the reverse.
    expect(await store.exists('public', 'cvs/feed.pdf')).toBe(false);
    expect(await store.get('private', 'avatars/0123abcd.webp')).toBeNull();
    expect((await store.head('private', 'cvs/feed.pdf'))?.contentLength).toBe(13);
    expect(await store.head('private', 'cvs/none.pdf')).toBeNull();

    const listed = [];
    for await (const item of store.list('private', 'cvs/')) listed.push(item.key);
    expect(listed).toEqual(['cvs/feed.pdf']);

    await store.delete('private', 'cvs/feed.pdf');
    await store.delete('private', 'cvs/feed.pdf'); // a missing object is fine
    expect(await store.exists('private', 'cvs/feed.pdf')).toBe(false);
    expect(await store.get('private', 'cvs/feed.pdf')).toBeNull();
  });

  it('refuses keys outside its areas', async () => {
    const store = make();
    for (const key of ['../jwt-secret', '/etc/passwd', 'a/../../b', '.variants/x.webp', '']) {
      expect(isValidFileKey(key), key).toBe(false);
      await expect(store.put('public', key, new Uint8Array(1))).rejects.toThrow('not a valid file key');
    }
  });
});

describe('the stores differ only where they must', () => {
  it('the disk keeps the layout of earlier versions under DATA_DIR', async () => {
    const store = createDiskFileStore(dataDir);
    await store.put('private', 'print-files/aa.pdf', new Uint8Array([1, 2]));
    expect(store.localPath('private', 'print-files/aa.pdf')).toBe(
      path.join(dataDir, 'private/print-files/aa.pdf'),
    );
    expect(fs.statSync(path.join(dataDir, 'private/print-files/aa.pdf')).mode & 0o777).toBe(0o600);
    expect(store.publicUrl('avatars/a.webp')).toBeNull();
    expect(await store.signedUrl('print-files/aa.pdf', { ttlSeconds: 60 })).toBeNull();
  });

  it('S3 gives a public URL under S3_PUBLIC_URL and a presigned URL that reads a private object once signed', async () => {
    const store = createS3FileStore({ ...s3.config, publicUrl: 'https://cdn.example' });
    expect(store.publicUrl('products/a.webp')).toBe('https://cdn.example/uploads/products/a.webp');
    await store.put('private', 'cvs/signed.pdf', new TextEncoder().encode('%PDF-signed'));
    const url = await store.signedUrl('cvs/signed.pdf', { ttlSeconds: 60 });
    expect(url).toContain('X-Amz-Expires=60');
    const answer = await fetch(url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="signed.pdf"');
    expect(await answer.text()).toBe('%PDF-signed');
  });
});
