/**
 * Issue 19, files: the same server on the local disk store and on an S3 store (a local s3rver
 * started by the test). Private files are readable only by their owner and the staff of their kind
 * (a signed /files link minted after that check); anyone else, signed in or not, gets 404, never
 * 403. A public picture is served under /uploads with the long cache lifetime, from either store.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@souq/core/accounts/session.service.ts';
import { cvLinksFor, storeCvUpload } from '@souq/core/content/careers.service.ts';
import type { Actor } from '@souq/core/context.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import { privateFileLinkFor, storePrivateFile } from '@souq/core/media/private-files.ts';
import { startInProcessAppServer, type InProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { TINY_PDF } from '@souq/testing/content-pages.fixture.ts';
import { startS3Server, type TestS3Server } from '@souq/testing/s3-server.ts';

describe.each(['disk', 's3'] as const)('files on the %s store', (kind) => {
  let s3: TestS3Server | undefined;
  let app: InProcessAppServer;
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    app = await startInProcessAppServer({ name: `files-${kind}`, env: s3?.env ?? {} });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  let count = 0;
  async function person(privilageType: Actor['privilageType'], role: Actor['role'] = 'customer') {
    count += 1;
    const stamp = `${kind}-${count}-${Date.now()}`;
    const [row] = await app.database.db
      .insert(users)
      .values({
        name: `P ${stamp}`,
        slug: `p-${stamp}`,
        fName: 'P',
        lName: 'Q',
        email: `p-${stamp}@example.com`,
        role,
        privilageType,
        status: true,
      })
      .returning();
    const actor: Actor = { id: row!.id, role, privilageType, status: true };
    const { token } = await startSession(app.database, app.runtime.jwtSecret, actor, {
      method: 'password',
      now: new Date(),
    });
    return { actor, headers: { authorization: `Bearer ${token}` } };
  }

  it('stores into the configured store', () => {
    expect(fileStoreOf(app.runtime.config).kind).toBe(kind);
  });

  it('serves a ticket attachment to its designer and ticket staff; 404 to anyone else', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const reference = await storePrivateFile(app.runtime.config, 'ticket-attachments', 'png', png);
    const owner = await person(null, 'designer');
    const options = { secret: app.runtime.jwtSecret, now: new Date(), ownerId: owner.actor.id };

    for (const reader of [
      owner,
      await person('designerSupport'),
      await person('admin'),
      await person('superAdmin'),
    ]) {
      const link = privateFileLinkFor(reader.actor, reference, options);
      expect(link).toMatch(/^\/files\/ticket-attachments\//);
      const response = await fetch(`${app.url}${link}`, { headers: reader.headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    }

    const ownerLink = privateFileLinkFor(owner.actor, reference, options)!;
    for (const other of [await person(null, 'designer'), await person(null, 'customer'), null]) {
      expect(privateFileLinkFor(other?.actor ?? null, reference, options)).toBeNull();
      const headers = other?.headers ?? {};
      // Never public, and a bare or forged link is no file at all.
      expect((await fetch(`${app.url}/uploads/${reference}`, { headers })).status).toBe(404);
      expect((await fetch(`${app.url}/files/${reference}`, { headers })).status).toBe(404);
      const forged = ownerLink.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
      expect((await fetch(`${app.url}${forged}`, { headers })).status).toBe(404);
    }
  });

  it('serves a CV to inbox readers (admin, superAdmin) only', async () => {
    const cv = await storeCvUpload(app.runtime.config, TINY_PDF);
    const options = { secret: app.runtime.jwtSecret, now: new Date() };
    const [link] = cvLinksFor((await person('admin')).actor, [cv], options);
    expect((await fetch(`${app.url}${link}`)).status).toBe(200);
    expect(cvLinksFor((await person('designerSupport')).actor, [cv], options)).toEqual([]);
    expect(cvLinksFor((await person(null, 'designer')).actor, [cv], options)).toEqual([]);
    expect((await fetch(`${app.url}/files/${cv}`)).status).toBe(404);
  });

  it('serves an uploaded picture under /uploads, immutable for a year', async () => {
    const { headers } = await person(null);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${app.url}/api/user/upload-one`, { method: 'POST', body: form, headers });
    expect(uploaded.status).toBe(200);
    const { file } = (await uploaded.json()) as { file: { filename: string } };
    expect(await fileStoreOf(app.runtime.config).exists('public', file.filename)).toBe(true);
    const response = await fetch(`${app.url}/uploads/${file.filename}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
