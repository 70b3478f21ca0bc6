/**
 * The bit every provider fake shares: a node:http server on a free port that reads JSON, answers
 * JSON, records what it received and can be told to stall or fail (so tests reach the adapters'
 * timeout and error paths without waiting on a real provider).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query, as received. */
  url: URL;
  headers: IncomingMessage['headers'];
  rawBody: string;
  /** The parsed JSON body, or null when empty or not JSON. */
  json: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** What a fake does with the next requests: answer, stall without answering, or fail. */
export type FakeBehaviour =
  { kind: 'answer' } | { kind: 'hang' } | { kind: 'fail'; status: number; body: unknown };

export interface FakeServer {
  url: string;
  /** Every request received, oldest first (also those that were stalled or failed). */
  received: FakeRequest[];
  /** Stall every request from now on (the adapter's timeout fires). */
  hang(): void;
  /** Answer every request from now on with this HTTP status. */
  fail(status?: number, body?: unknown): void;
  /** Back to answering normally. */
  recover(): void;
  close(): Promise<void>;
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  let behaviour: FakeBehaviour = { kind: 'answer' };
  const received: FakeRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing);
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://fake.local'),
      headers: incoming.headers,
      rawBody,
      json: parse(rawBody),
    };
    received.push(request);
    const now = behaviour;
    if (now.kind === 'hang') return; // never answered; close() drops the socket
    let answer: FakeAnswer;
    try {
      answer = now.kind === 'fail' ? { status: now.status, body: now.body } : await handler(request);
    } catch (error) {
      answer = { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
    }
    outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
    outgoing.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    hang: () => {
      behaviour = { kind: 'hang' };
    },
    fail: (status = 500, body: unknown = { error: 'fake failure' }) => {
      behaviour = { kind: 'fail', status, body };
    },
    recover: () => {
      behaviour = { kind: 'answer' };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parse(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
