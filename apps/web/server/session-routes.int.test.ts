import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '@souq/core/accounts/session-token.ts';
import { startSession } from '@souq/core/accounts/session.service.ts';
import type { Actor } from '@souq/core/context.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createContractRuntime, createTestDatabase } from '@souq/testing';
import { AVATAR_SIZE } from '@souq/api/rest/upload.routes.ts';
import { createRestHandler } from './rest-routes.ts';

let database: Database;
const servers: http.Server[] = [];

async function serve(env: Record<string, string> = {}): Promise<{ url: string; runtime: AppRuntime }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-session-'));
  const runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir, ...env } });
  const routes = createRestHandler(runtime);
  const server = http.createServer((request, response) => {
    void routes(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, runtime };
}

async function makeUser(status = true) {
  const [row] = await database.db
    .insert(users)
    .values({
      name: 'Cookie User',
      slug: `cookie-${Math.random().toString(36).slice(2)}`,
      fName: 'Cookie',
      lName: 'User',
      email: `cookie-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: await hashPassword('whatever-1'),
      status,
    })
    .returning();
  return row!;
}

/** A token of a live session, as a login makes it (a row in user_sessions, docs/decisions/025). */
const sessionToken = async (runtime: AppRuntime, actor: Actor) =>
  (await startSession(database, runtime.jwtSecret, actor, { method: 'password', now: new Date() })).token;

let site: { url: string; runtime: AppRuntime };

beforeAll(async () => {
  database = await createTestDatabase();
  site = await serve();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await database?.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('POST /login, /register, /logout', () => {
  it('turns a valid token into an HttpOnly, SameSite=Lax session cookie (not Secure outside production)', async () => {
    const user = await makeUser();
    const token = await sessionToken(site.runtime, {
      id: user.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    for (const route of ['/login', '/register']) {
      const response = await post(
        `${site.url}${route}`,
        { user: token, userId: user.id, status: true },
        { origin: site.url },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status_code: 200 });
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toContain(`souq_session=${token}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
    }
  });

  it('marks the cookie Secure in production', async () => {
    const production = await serve({ NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' });
    const user = await makeUser();
    const token = await sessionToken(production.runtime, {
      id: user.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    const response = await post(
      `${production.url}/login`,
      { user: token },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses cross-site requests (CSRF), forged tokens and blocked users', async () => {
    const user = await makeUser();
    const token = await sessionToken(site.runtime, {
      id: user.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    const crossSite = await post(`${site.url}/login`, { user: token }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const noOrigin = await post(`${site.url}/login`, { user: token });
    expect(noOrigin.status).toBe(403);
    const fetchMeta = await post(`${site.url}/logout`, {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.status).toBe(403);
    const forged = signSessionToken(new TextEncoder().encode('another-secret-another-secret-00'), {
      id: user.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    const bad = await post(`${site.url}/login`, { user: forged }, { origin: site.url });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('set-cookie')).toBeNull();
    const blocked = await makeUser(false);
    const blockedToken = await sessionToken(site.runtime, {
      id: blocked.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    const refused = await post(`${site.url}/login`, { user: blockedToken }, { origin: site.url });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error_code: 'USER_BLOCKED' });
  });

  it('clears the cookie on logout', async () => {
    const response = await post(`${site.url}/logout`, {}, { origin: site.url });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^souq_session=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('HttpOnly');
  });

  it('sends a plain form logout home (303 to a path of the site, never elsewhere)', async () => {
    const logout = (redirectTo: string) =>
      fetch(`${site.url}/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams({ redirectTo }),
      });
    const home = await logout('/en-sa/');
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe('/en-sa/');
    expect(home.headers.get('set-cookie')).toContain('Max-Age=0');
    for (const outside of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect((await logout(outside)).headers.get('location')).toBe('/');
    }
  });
});

describe('POST /api/user/upload-one', () => {
  // Issue 14: an upload needs a session (or a robot check, upload-hardening.int.test.ts).
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const user = await makeUser();
    const actor = { id: user.id, role: 'customer', privilageType: null, status: true } as const;
    headers = { authorization: `Bearer ${await sessionToken(site.runtime, actor)}` };
  });
  const upload = (bytes: Buffer, name: string, type: string, query = '?minify=true') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return fetch(`${site.url}/api/user/upload-one${query}`, { method: 'POST', body: form, headers });
  };

  it('re-encodes an image to a 250x250 WebP avatar without its EXIF', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-42', Artist: 'camera-owner' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'me.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status_code: number; file: { filename: string } };
    expect(body.status_code).toBe(200);
    expect(body.file.filename).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    const stored = fs.readFileSync(path.join(site.runtime.config.uploadsDir, body.file.filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('secret-location-42');
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const response = await upload(
      Buffer.from('<?php echo "hi"; ?> definitely not a picture'),
      'evil.png',
      'image/png',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status_code: 400,
      message_key: 'errors.upload.invalidType',
    });
  });

  it('refuses a request without the image field and a decompression bomb', async () => {
    const empty = await fetch(`${site.url}/api/user/upload-one`, {
      method: 'POST',
      body: new FormData(),
      headers,
    });
    expect(empty.status).toBe(400);
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(bomb, 'big.png', 'image/png');
    expect(refused.status).toBe(400);
  });

  it('refuses a body over 50 MB', async () => {
    const response = await upload(Buffer.alloc(51 * 1024 * 1024, 1), 'huge.png', 'image/png');
    expect(response.status).toBe(413);
  });
});
