import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate.ts';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A server whose renders wait until the test lets them finish, through a gate of `concurrency`. */
async function gatedServer(concurrency: number, maxWaitMs: number) {
  const pending: (() => void)[] = [];
  const started: string[] = [];
  const gate = createRenderGate({
    concurrency,
    maxWaitMs,
    busy: (_request, response) => {
      response.writeHead(503, { 'Retry-After': '5' });
      response.end('busy');
    },
  });
  const server = http.createServer((request, response) => {
    void gate.run(request, response, async () => {
      started.push(request.url!);
      await new Promise<void>((resolve) => pending.push(resolve));
      response.end(`done ${request.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settle = async () => new Promise((resolve) => setTimeout(resolve, 30));
  return { gate, url, pending, started, settle };
}

describe('the render gate', () => {
  it('starts renders in order of arrival, as many at once as it has places', async () => {
    const { gate, url, pending, started, settle } = await gatedServer(2, 5_000);
    const answers = ['/a', '/b', '/c', '/d'].map((path) => fetch(url + path).then((r) => r.text()));
    await settle();
    expect(started).toEqual(['/a', '/b']);
    expect(gate.waiting).toBe(2);
    pending.shift()!();
    await settle();
    expect(started).toEqual(['/a', '/b', '/c']);
    while (started.length < 4 || pending.length > 0) {
      pending.shift()?.();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual(['done /a', 'done /b', 'done /c', 'done /d']);
    expect(gate.running).toBe(0);
  });

  it('answers 503 with Retry-After to a request that waited too long, and never renders it', async () => {
    const { url, pending, started, settle } = await gatedServer(1, 100);
    const first = fetch(url + '/slow').then((r) => r.text());
    await settle();
    const waited = await fetch(url + '/late');
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('5');
    pending.shift()!();
    expect(await first).toBe('done /slow');
    await settle();
    expect(started).toEqual(['/slow']);
  });

  it('drops a waiting request whose client has gone', async () => {
    const { gate, url, pending, started, settle } = await gatedServer(1, 5_000);
    const first = fetch(url + '/first').then((r) => r.text());
    await settle();
    const controller = new AbortController();
    const gone = fetch(url + '/gone', { signal: controller.signal }).catch(() => 'aborted');
    await settle();
    expect(gate.waiting).toBe(1);
    controller.abort();
    expect(await gone).toBe('aborted');
    await settle();
    expect(gate.waiting).toBe(0);
    pending.shift()!();
    expect(await first).toBe('done /first');
    await settle();
    expect(started).toEqual(['/first']);
  });
});
