import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import { createContractRuntime, createTestDatabase, signTestToken } from '@souq/testing';
import { createAppServer } from './app-server.ts';

// Issue 14: a REST call that meets a lost database answers 503 with the envelope, not 500 (the
// GraphQL and page answers are tested with the outage cases). The database is closed under the
// running server, which is what a dropped connection looks like to the handlers.
let database: Database;
let server: http.Server;
let url: string;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-rest-unavailable-'));
  const runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir } });
  fs.mkdirSync(path.join(dataDir, 'no-client'));
  server = createAppServer({
    runtime,
    clientDir: path.join(dataDir, 'no-client'),
    build: () => Promise.reject(new Error('pages are not served in this test')),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = signTestToken({ jwtSecret: runtime.jwtSecret }, { id: crypto.randomUUID() });
  await database.close();
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
});

const UNAVAILABLE = { status_code: 503, message: 'Service Unavailable' };

describe('REST answers while the database cannot be reached', () => {
  it('answers /readyz with 503 and the envelope', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('answers /api/me with a session with 503 and the envelope', async () => {
    const response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('answers the session routes (POST /login) with 503 and the envelope', async () => {
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ user: token }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('still answers /healthz (the process is alive)', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
