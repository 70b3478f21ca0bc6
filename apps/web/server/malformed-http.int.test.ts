import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import { createContractRuntime } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { createAppServer } from './app-server.ts';

// Issue 14, case 6: malformed HTTP gets a 4xx, never a crash (an unhandled rejection fails this
// file), and the server keeps answering. The pages are the built app (the `GET //` crash was in
// React Router's request listener), served in-process the way index.ts serves them; the
// connection limits are shortened so the slow clients below take a second or two.
const app = useInProcessAppServer({
  name: 'malformed-http',
  pages: true,
  limits: {
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 1_500,
    keepAliveTimeoutMs: 1_000,
    checkIntervalMs: 200,
  },
});
let database: Database;
let port: number;

beforeAll(() => {
  ({ database, port } = app());
});

/** Writes `text` (then `more` after `delayMs`) on a raw connection; resolves with all it read once it closes. */
function raw(text: string, options: { more?: string; delayMs?: number; timeoutMs?: number } = {}) {
  return new Promise<{ status: number | null; text: string; ms: number }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 5_000);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, text: received, ms: performance.now() - started });
    });
    socket.write(text);
    if (options.more !== undefined)
      setTimeout(() => socket.writable && socket.write(options.more!), options.delayMs ?? 0);
  });
}

const get = (target: string, headers = 'Host: localhost\r\n') =>
  raw(`GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

async function expectAlive() {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
}

describe('malformed request targets (issue 14: `GET //` ended the process)', () => {
  it('answers GET // with a 4xx instead of crashing in the pages listener', async () => {
    const answer = await get('//');
    expect(answer.status).toBe(404);
    await expectAlive();
  });

  it.each([
    ['//evil.example/x', 404],
    ['/%', 400],
    ['/%00', 400],
    ['/%E0%A4%A', 400],
    ['/%C2%80', 400],
    ['/%7F', 400],
    ['/designers/a%00b', 400],
    ['/en-eg/designers/a%00b', 400],
    ['/uploads/%00.webp', 400],
    ['/search?v=a%00b', 400],
    ['/graphql?query=%00', 400],
    ['http://evil.example/', 400],
    ['*', 400],
    [`/${'a'.repeat(8 * 1024 + 10)}`, 414],
  ])('answers GET %s with %i', async (target, status) => {
    const answer = await get(target);
    expect(answer.status).toBe(status);
    await expectAlive();
  });

  it('answers a path under 8 KB with the 404 page, and a 10,000-character query with its page', async () => {
    const answer = await get(`/${'a'.repeat(8 * 1024 - 100)}`);
    expect(answer.status).toBe(404);
    // Only the path is bounded: a long pasted search still gets its page (the head's 16 KB bound it).
    expect((await get(`/en-eg/search?v=${'x'.repeat(10_000)}`)).status).toBe(200);
    expect((await get(`/en-eg/search?v=${'x'.repeat(20_000)}`)).status).toBe(431);
  });

  it('answers the API with the envelope and pages with plain text', async () => {
    const api = await fetch(`http://127.0.0.1:${port}/api/me%00`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ status_code: 400, message: 'Bad Request' });
    const page = await fetch(`http://127.0.0.1:${port}/designers/a%00b`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('bad methods and headers', () => {
  it.each([
    ['FOO', 'FOO / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['TRACK', 'TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['CONNECT', 'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n'],
    [
      'two Host headers',
      'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    ],
    ['a Host that is no host', 'GET / HTTP/1.1\r\nHost: a b/c\r\nConnection: close\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    [
      'two Content-Length headers',
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 20\r\nConnection: close\r\n\r\n{}',
    ],
    [
      'Content-Length and chunked',
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    ],
    [
      'an unknown Transfer-Encoding',
      'POST /en-eg/cart HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: foo\r\nConnection: close\r\n\r\nabc',
    ],
    [
      'a control character in a header',
      'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0001b\r\nConnection: close\r\n\r\n',
    ],
    [
      'a 20 KB header',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-A: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    ],
    [
      '200 header lines',
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 200 }, (_, i) => `X-${i}: 1\r\n`).join('')}Connection: close\r\n\r\n`,
    ],
  ])('answers %s with a 4xx', async (_name, request) => {
    const answer = await raw(request);
    // 200 header lines: Node keeps the first maxHeadersCount and the request is served.
    if (_name === '200 header lines') expect(answer.status).toBe(200);
    else expect(answer.status).toBeGreaterThanOrEqual(400);
    if (_name !== '200 header lines') expect(answer.status).toBeLessThan(500);
    await expectAlive();
  });
});

describe('slow clients (slowloris) are dropped by the server timeouts', () => {
  it('closes a connection whose headers never end, with 408, within the headers timeout', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', {
      more: 'X-Slower: 2\r\n',
      delayMs: 500,
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(4_000);
    await expectAlive();
  });

  it('closes a connection whose body never arrives, with 408, within the request timeout', async () => {
    const answer = await raw(
      'POST /en-eg/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na=1',
      { more: '&b=2', delayMs: 500, timeoutMs: 5_000 },
    );
    expect(answer.status === 408 || answer.status === null).toBe(true);
    expect(answer.ms).toBeLessThan(4_000);
    await expectAlive();
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const answer = await raw('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', { timeoutMs: 5_000 });
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('sets the production limits on a server created without options', () => {
    const plain = createAppServer({
      runtime: createContractRuntime(database),
      // An empty client folder of its own (no built pages needed).
      clientDir: fs.mkdtempSync(path.join(os.tmpdir(), 'souq-no-client-')),
      build: () => Promise.reject(new Error('not served')),
    });
    expect(plain.headersTimeout).toBe(20_000);
    expect(plain.requestTimeout).toBe(120_000);
    expect(plain.keepAliveTimeout).toBe(65_000);
    expect(plain.maxHeadersCount).toBe(100);
  });
});
