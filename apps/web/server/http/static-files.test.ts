import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets, sendFile } from './static-files.ts';

/*
 * A rebuild deletes the client assets under a running server: sirv had indexed them at start and
 * streamed a vanished file without an error listener, so one request for it ended the process
 * (ENOENT on a ReadStream). These requests must answer 404 (or be cut) and leave the server up.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-assets-'));
let server: http.Server;
let base: string;
let fellThrough = 0;

beforeAll(async () => {
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'assets', 'entry-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(folder, 'assets', 'gone-def456.js'), 'console.log(2)');
  fs.writeFileSync(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const assets = createStaticAssets(folder);
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/vanishing') {
      // The file was there when it was looked up and is gone when it is read.
      const file = path.join(folder, 'assets', 'entry-abc123.js');
      const stats = fs.statSync(file);
      const copy = path.join(folder, 'vanishing.js');
      fs.copyFileSync(file, copy);
      fs.rmSync(copy);
      return sendFile(request, response, copy, stats, { 'Content-Type': 'text/javascript' });
    }
    assets(request, response, () => {
      fellThrough += 1;
      response.writeHead(404).end('app');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the built client assets', () => {
  it('serves a fingerprinted asset for a year and the others for an hour, with an ETag that answers 304', async () => {
    const asset = await fetch(`${base}/assets/entry-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const again = await fetch(`${base}/assets/entry-abc123.js`, {
      headers: { 'if-none-match': asset.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('passes a request for a file deleted after start (a rebuild) to the app, and stays up', async () => {
    fs.rmSync(path.join(folder, 'assets', 'gone-def456.js'));
    const before = fellThrough;
    const gone = await fetch(`${base}/assets/gone-def456.js`);
    expect(gone.status).toBe(404);
    expect(fellThrough).toBe(before + 1);
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200);
  });

  it('cuts the answer of a file that vanishes between its lookup and its reading, and stays up', async () => {
    await expect(fetch(`${base}/vanishing`).then((response) => response.text())).rejects.toThrow();
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200);
  });

  it('never serves outside the folder, directories, or names with control characters', async () => {
    for (const target of ['/..%2f..%2fetc%2fpasswd', '/assets', '/assets/%00x.js', '/%E0%A4%A']) {
      const response = await fetch(`${base}${target}`);
      expect(response.status, target).toBe(404);
    }
  });
});

describe('the build compressed copies of the assets', () => {
  it('sends the Brotli or gzip copy to a client that takes it, the file itself otherwise', async () => {
    const zlib = await import('node:zlib');
    const source = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    fs.writeFileSync(path.join(folder, 'assets', 'big-123.js'), source);
    fs.writeFileSync(path.join(folder, 'assets', 'big-123.js.br'), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(folder, 'assets', 'big-123.js.gz'), zlib.gzipSync(source));
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${base}/assets/big-123.js`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(source);
    }
  });
});
