import net from 'node:net';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { FILE_FORM_BODY_LIMIT, FORM_BODY_LIMIT } from './http/body-limit.ts';
import { pageBodyLimit } from './http/pages-listener.ts';

// Issue 14: page form actions read the whole body (four 200 MB posts took the server from 0.9 to
// 2.2 GB). Every body is bounded by its route (http/body-limit.ts): a declared Content-Length over
// the limit is refused at once, a chunked body is cut when it passes it.
const app = useInProcessAppServer({ name: 'body-limits', pages: true });
let port: number;
let build: ServerBuild;

beforeAll(() => {
  ({ port } = app());
  build = app().build!;
});

/**
 * Posts `total` bytes of `fill` on a raw connection (chunked, or with its Content-Length),
 * writing as fast as the server reads, and stops when the server answers or closes. Resolves
 * with the status and how many body bytes the server took.
 */
function post(
  target: string,
  contentType: string,
  total: number,
  options: { chunked?: boolean; head?: string; fill?: string } = {},
) {
  return new Promise<{ status: number | null; sent: number; text: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, sent, text: received });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // The whole answer (headers and body) is in: stop sending.
      if (/\r\n\r\n/.test(received)) setTimeout(finish, 50);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    setTimeout(finish, 15_000);
    const length = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${length}\r\n${options.head ?? ''}\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, options.fill ?? 'a');
    const pump = () => {
      while (!done && sent < total) {
        const size = Math.min(piece.length, total - sent);
        const data = piece.subarray(0, size);
        sent += size;
        const more = options.chunked
          ? socket.write(Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from('\r\n')]))
          : socket.write(data);
        if (!more) return void socket.once('drain', pump);
      }
      if (!done && options.chunked) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

const FORM = 'application/x-www-form-urlencoded';
const MB = 1024 * 1024;

describe('the body limit of each route', () => {
  it('gives page forms 64 KB and the pages that take a file (multipart) the upload limit', () => {
    expect(pageBodyLimit(build, '/en-eg/cart', FORM)).toBe(FORM_BODY_LIMIT);
    expect(pageBodyLimit(build, '/en-eg/cart', 'multipart/form-data; boundary=x')).toBe(FORM_BODY_LIMIT);
    expect(pageBodyLimit(build, '/en-eg/careers/apply', 'multipart/form-data; boundary=x')).toBe(
      FILE_FORM_BODY_LIMIT,
    );
    expect(pageBodyLimit(build, '/careers/apply.data', 'multipart/form-data; boundary=x')).toBe(
      FILE_FORM_BODY_LIMIT,
    );
    expect(pageBodyLimit(build, '/en-eg/careers/apply', FORM)).toBe(FORM_BODY_LIMIT);
    expect(pageBodyLimit(build, '/en-eg/products/abc', 'multipart/form-data; boundary=x')).toBe(
      FILE_FORM_BODY_LIMIT,
    );
    expect(pageBodyLimit(build, '/en-eg/register', 'multipart/form-data; boundary=x')).toBe(
      FILE_FORM_BODY_LIMIT,
    );
    expect(pageBodyLimit(build, '/en-eg/profile/edit', 'multipart/form-data; boundary=x')).toBe(
      FILE_FORM_BODY_LIMIT,
    );
  });
});

describe('413 before the body is buffered', () => {
  it.each([
    ['a url-encoded page form', '/en-eg/cart', FORM, MB],
    ['the same form with its .data URL', '/en-eg/cart.data', FORM, MB],
    ['a multipart post to a page without a file', '/en-eg/cart', 'multipart/form-data; boundary=x', MB],
    [
      'a multipart post over the CV form limit',
      '/en-eg/careers/apply',
      'multipart/form-data; boundary=x',
      FILE_FORM_BODY_LIMIT + 1,
    ],
    ['a REST call (cart/created)', '/cart/created', 'application/json', MB],
    ['a REST call (login)', '/login', 'application/json', MB],
    ['a GraphQL post', '/graphql', 'application/json', 2 * MB],
  ])('refuses %s declaring too many bytes at once', async (_name, target, type, size) => {
    const answer = await post(target, type, size);
    expect(answer.status).toBe(413);
    // Refused on the headers: the server read at most a few times the limit before closing.
    expect(answer.sent).toBeLessThan(Math.max(4 * MB, size));
  });

  it.each([
    ['a url-encoded page form', '/en-eg/cart', FORM, FORM_BODY_LIMIT],
    [
      'a multipart post to a page without a file',
      '/en-eg/login',
      'multipart/form-data; boundary=x',
      FORM_BODY_LIMIT,
    ],
    ['a REST call (cart/created)', '/cart/created', 'application/json', FORM_BODY_LIMIT],
    ['a REST call (login)', '/login', 'application/json', FORM_BODY_LIMIT],
    ['a GraphQL post', '/graphql', 'application/json', MB],
  ])('cuts %s sent chunked when it passes the limit', async (_name, target, type, limit) => {
    const answer = await post(target, type, 20 * MB, { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(limit * 4 + 8 * MB);
  });

  it('cuts a chunked 200 MB page form post: the server buffers no more than the limit (RSS stays flat)', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/en-eg/cart', FORM, 200 * MB, { chunked: true })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      // The server stops reading 3 times the limit in and cuts the connection (the rest of what the client sent sat in socket buffers).
      expect(answer.sent).toBeLessThan(16 * MB);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MB);
  });

  it('still takes a form under the limit', async () => {
    const answer = await post('/en-eg/cart', FORM, 1_000, { fill: 'x' });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });
});
