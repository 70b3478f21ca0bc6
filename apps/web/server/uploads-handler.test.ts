import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, createS3FileStore } from '@souq/core/media/file-store.ts';
import { startS3Server, type TestS3Server } from '@souq/testing/s3-server.ts';
import { createUploadsHandler, uploadCacheControl } from './uploads-handler.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-uploads-'));
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(folder, 'uploads', 'products'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'uploads', 'products', 'art 1.webp'), 'RIFF-image');
  fs.writeFileSync(path.join(folder, 'secret.webp'), 'outside');
  fs.writeFileSync(path.join(folder, 'uploads', 'notes.txt'), 'not an image');
  // A CV left in the public folder by an earlier version (issue 14: private files are public).
  fs.mkdirSync(path.join(folder, 'uploads', 'cvs'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'uploads', 'cvs', '0123456789abcdef0123456789abcdef.pdf'), '%PDF-1.4');
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c05621' } })
    .png()
    .toFile(path.join(folder, 'uploads', 'products', 'poster.png'));
  const uploads = createUploadsHandler(createDiskFileStore(folder), path.join(folder, 'uploads'));
  server = http.createServer((request, response) =>
    uploads(request, response, new URL(request.url ?? '/', 'http://x').pathname.slice(1)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the cache lifetime of a public picture', () => {
  const YEAR = 'public, max-age=31536000, immutable';
  const DAY = 'public, max-age=86400';

  it('is a year for names whose bytes never change: random uploads and digest-named demo pictures', () => {
    expect(uploadCacheControl('products/0123456789abcdef0123456789abcdef.webp')).toBe(YEAR);
    expect(uploadCacheControl('products/mugs-01.3f2a9c0d1e4b5a67.webp')).toBe(YEAR);
    expect(uploadCacheControl('content/category-t-shirts-banner.0011223344556677.webp')).toBe(YEAR);
  });

  it('is a day for names that a later seed or edit may fill with other bytes', () => {
    expect(uploadCacheControl('products/mugs-01.webp')).toBe(DAY);
    expect(uploadCacheControl('content/slider-1.webp')).toBe(DAY);
    // A digest too short, or not hexadecimal, is no digest.
    expect(uploadCacheControl('products/mugs-01.3f2a9c0d.webp')).toBe(DAY);
    expect(uploadCacheControl('products/mugs-01.zzzzzzzzzzzzzzzz.webp')).toBe(DAY);
  });
});

describe('the uploads handler', () => {
  it('serves a stored upload (a random name, never reused) as immutable for a year', async () => {
    fs.mkdirSync(path.join(folder, 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'uploads', 'avatars', `${'ab'.repeat(16)}.webp`), 'RIFF-avatar');
    const response = await fetch(`${base}/avatars/${'ab'.repeat(16)}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves an uploaded image with its type, a day of caching and an ETag that answers 304', async () => {
    const response = await fetch(`${base}/products/art%201.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe('RIFF-image');
    const again = await fetch(`${base}/products/art%201.webp`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['a file outside the folder', '..%2Fsecret.webp'],
    ['an unknown type', 'notes.txt'],
    ['a missing file', 'products/none.webp'],
    ['a folder', 'products'],
    ['a malformed escape', '%E0%A4%A.webp'],
    ['a CV (private, issue 14)', 'cvs/0123456789abcdef0123456789abcdef.pdf'],
    ['a CV by another spelling', 'products/..%2FCVS/0123456789abcdef0123456789abcdef.pdf'],
    ['a NUL character', '%00.webp'],
  ])('answers 404 for %s', async (_what, requestPath) => {
    expect((await fetch(`${base}/${requestPath}`)).status).toBe(404);
  });

  it('answers a narrower WebP copy for a srcset width, made once and kept', async () => {
    const response = await fetch(`${base}/products/poster.png?w=240`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 240, 160]);
    const kept = path.join(folder, 'uploads', '.variants', 'w240', 'products', 'poster.png.webp');
    expect(fs.existsSync(kept)).toBe(true);
    const again = await fetch(`${base}/products/poster.png?w=240`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('never enlarges, and serves the original for any width outside the list', async () => {
    const wide = await sharp(
      Buffer.from(await (await fetch(`${base}/products/poster.png?w=960`)).arrayBuffer()),
    ).metadata();
    expect(wide.width).toBe(600);
    const odd = await fetch(`${base}/products/poster.png?w=333`);
    expect(odd.headers.get('content-type')).toBe('image/png');
  });

  it('serves an unreadable picture as it is instead of failing, and hides the variants folder', async () => {
    const response = await fetch(`${base}/products/art%201.webp?w=240`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('RIFF-image');
    await fetch(`${base}/products/poster.png?w=360`);
    expect((await fetch(`${base}/.variants/w360/products/poster.png.webp`)).status).toBe(404);
  });
});

describe('the uploads handler on the S3 store (a local s3rver)', () => {
  let s3: TestS3Server;
  let s3Server: http.Server;
  let s3Base: string;
  const cacheFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-uploads-s3-'));
  const avatar = `avatars/${'cd'.repeat(16)}.png`;

  beforeAll(async () => {
    s3 = await startS3Server();
    const store = createS3FileStore(s3.config);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer();
    await store.put('public', avatar, png, { contentType: 'image/png' });
    await store.put(
      'public',
      'cvs/0123456789abcdef0123456789abcdef.pdf',
      new TextEncoder().encode('%PDF-1.4'),
    );
    const uploads = createUploadsHandler(store, cacheFolder);
    s3Server = http.createServer((request, response) =>
      uploads(request, response, new URL(request.url ?? '/', 'http://x').pathname.slice(1)),
    );
    await new Promise<void>((resolve) => s3Server.listen(0, '127.0.0.1', resolve));
    s3Base = `http://127.0.0.1:${(s3Server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    s3Server?.close();
    await s3?.close();
    fs.rmSync(cacheFolder, { recursive: true, force: true });
  });

  it('streams a public picture from the bucket with the long cache header, its variants from a local cache', async () => {
    const response = await fetch(`${s3Base}/${avatar}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(600);
    const again = await fetch(`${s3Base}/${avatar}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    const narrow = await fetch(`${s3Base}/${avatar}?w=240`);
    expect(narrow.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(240);
    expect((await fetch(`${s3Base}/avatars/none.png`)).status).toBe(404);
    expect((await fetch(`${s3Base}/cvs/0123456789abcdef0123456789abcdef.pdf`)).status).toBe(404);
  });

  it('sends the browser to S3_PUBLIC_URL when it is set', async () => {
    const store = createS3FileStore({ ...s3.config, publicUrl: 'https://cdn.example' });
    const uploads = createUploadsHandler(store, cacheFolder);
    const server = http.createServer((request, response) =>
      uploads(request, response, new URL(request.url ?? '/', 'http://x').pathname.slice(1)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${avatar}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`https://cdn.example/uploads/${avatar}`);
    } finally {
      server.close();
    }
  });
});
