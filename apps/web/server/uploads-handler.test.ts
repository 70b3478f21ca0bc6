import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsHandler } from './uploads-handler.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-uploads-'));
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(folder, 'uploads', 'products'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'uploads', 'products', 'art 1.webp'), 'RIFF-image');
  fs.writeFileSync(path.join(folder, 'secret.webp'), 'outside');
  fs.writeFileSync(path.join(folder, 'uploads', 'notes.txt'), 'not an image');
  const uploads = createUploadsHandler(path.join(folder, 'uploads'));
  server = http.createServer((request, response) =>
    uploads(request, response, (request.url ?? '/').slice(1)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the uploads handler', () => {
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
  ])('answers 404 for %s', async (_what, requestPath) => {
    expect((await fetch(`${base}/${requestPath}`)).status).toBe(404);
  });
});
