/**
 * The login page's answer carries both its cookies, the session's and the known-device mark
 * (docs/decisions/026), on the redirect, the single-fetch (.data) answer and the overlay's answer.
 * Issue 14: Node merged the raw header list into the headers set earlier (X-Request-Id, security
 * headers) one name at a time, so only the last Set-Cookie reached the browser.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '@souq/core/accounts/known-device.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { createContractRuntime, createTestDatabase } from '@souq/testing';
import { createAppServer, webRoot } from './app-server.ts';

let database: Database;
let server: http.Server;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-login-cookies-'));
  const runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir } });
  const bundle = path.join(webRoot, 'build', 'server', 'index.js');
  if (!fs.existsSync(bundle))
    throw new Error('Run `node scripts/ensure-build.mjs` first: this test serves the built pages.');
  const build = (await import(/* @vite-ignore */ pathToFileURL(bundle).href)) as ServerBuild;
  server = createAppServer({ runtime, clientDir: path.join(webRoot, 'build', 'client'), build });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await database.db.insert(users).values({
    role: 'customer',
    name: 'Cookie Owner',
    slug: 'cookie-owner',
    fName: 'Cookie',
    lName: 'Owner',
    email: 'cookie.owner@example.com',
    passwordHash: await hashPassword('secret-1'),
  });
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await database?.close();
});

describe('the login answer', () => {
  it.each([
    ['the page redirect', '', ''],
    ['the single-fetch redirect', '.data', ''],
    ['the overlay answer', '', '1'],
  ])('carries the session and the known-device cookies: %s', async (_name, suffix, overlay) => {
    const response = await fetch(`${url}/en-eg/login${suffix}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: url,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ email: 'cookie.owner@example.com', password: 'secret-1', overlay }),
    });
    expect(response.status).toBeLessThan(400);
    const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toContain('souq_session');
    expect(names).toContain(KNOWN_DEVICE_COOKIE);
  });
});
