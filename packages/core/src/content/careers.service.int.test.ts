import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedContentPages, TINY_PDF, type ContentPagesFixture } from '@souq/testing/content-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { careerRequests } from '../db/schema/content.schema.ts';
import {
  addCareerRequest,
  getCareers,
  cvLinksFor,
  isPdf,
  MAX_CV_BYTES,
  removeCvUpload,
  storeCvUpload,
} from './careers.service.ts';
import { fieldErrorsOf } from './form-input.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let fixture: ContentPagesFixture;
let dataDir: string;
const storage = () => ({ dataDir });
const context = (): ServiceContext => testServiceContext(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await seedContentPages(database.db);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souq-cv-'));
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('getCareers', () => {
  it('lists the open positions with their tags', async () => {
    const careers = await getCareers(context());
    expect(careers).toEqual([
      expect.objectContaining({
        _id: fixture.openCareerId,
        title: 'Designer relations',
        arDescription: '<p>ساعد المصممين</p>',
        careerTags: [{ name: 'Cairo', arName: 'القاهرة' }],
      }),
    ]);
  });
});

describe('CV files', () => {
  it('accepts a PDF by its bytes and stores it privately under cvs/ with a random name', async () => {
    expect(isPdf(TINY_PDF)).toBe(true);
    const stored = await storeCvUpload(storage(), TINY_PDF);
    expect(stored).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
    expect(await fs.readFile(path.join(dataDir, 'private', stored))).toEqual(TINY_PDF);
    // Issue 14: outside the public uploads folder.
    await expect(fs.stat(path.join(dataDir, 'uploads', stored))).rejects.toThrow();
    await removeCvUpload(storage(), stored);
    await expect(fs.stat(path.join(dataDir, 'private', stored))).rejects.toThrow();
  });

  it('refuses an empty file, a disguised non-PDF and an oversized file, writing nothing', async () => {
    await expect(storeCvUpload(storage(), Buffer.alloc(0))).rejects.toMatchObject({
      messageKey: 'errors.career.cvRequired',
    });
    await expect(storeCvUpload(storage(), Buffer.from('MZ\x90\x00 pretend.pdf'))).rejects.toMatchObject({
      status: 400,
      messageKey: 'errors.career.cvNotPdf',
      message: 'The CV must be a PDF file',
    });
    const huge = Buffer.alloc(MAX_CV_BYTES + 1);
    TINY_PDF.copy(huge);
    await expect(storeCvUpload(storage(), huge)).rejects.toMatchObject({ status: 413 });
    const cvs = await fs.readdir(path.join(dataDir, 'private', 'cvs')).catch(() => []);
    expect(cvs).toEqual([]);
  });
});

describe('addCareerRequest', () => {
  it('saves an application with a stored CV, Arabic-Indic phone digits accepted', async () => {
    const cv = await storeCvUpload(storage(), TINY_PDF);
    const saved = await addCareerRequest(
      context(),
      { career: fixture.openCareerId, name: 'Ali', email: 'ALI@example.com', phone: '٠١٠٠٠٠٠٠٠٠', cv: [cv] },
      storage(),
    );
    expect(saved).toMatchObject({
      career: fixture.openCareerId,
      email: 'ali@example.com',
      phone: '0100000000',
      cv: [cv],
    });
    const [row] = await database.db.select().from(careerRequests);
    expect(row).toMatchObject({ id: saved._id, cvPaths: [cv] });
  });

  it('refuses wrong fields, a missing, forged or unknown CV, and a closed position; saves nothing', async () => {
    const before = await database.db.$count(careerRequests);
    const missing = await addCareerRequest(context(), { career: '' }, storage()).catch(
      (error: unknown) => error,
    );
    expect(fieldErrorsOf(missing)).toMatchObject({
      career: { key: 'validation.required' },
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
    });
    const valid = { career: fixture.openCareerId, name: 'Ali', email: 'ali@example.com' };
    await expect(addCareerRequest(context(), valid, storage())).rejects.toMatchObject({
      message: 'Please upload your CV first',
    });
    await expect(
      addCareerRequest(context(), { ...valid, cv: ['../../etc/passwd'] }, storage()),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      addCareerRequest(context(), { ...valid, cv: ['cvs/0123456789abcdef0123456789abcdef.pdf'] }, storage()),
    ).rejects.toMatchObject({ messageKey: 'errors.career.cvRequired' });
    const cv = await storeCvUpload(storage(), TINY_PDF);
    await expect(
      addCareerRequest(context(), { ...valid, career: fixture.closedCareerId, cv: [cv] }, storage()),
    ).rejects.toMatchObject({ status: 404, code: 'CAREER_NOT_FOUND' });
    expect(await database.db.$count(careerRequests)).toBe(before);
  });
});

describe('cvLinksFor (issue 14: private files)', () => {
  const secret = new TextEncoder().encode('x'.repeat(32));
  const now = new Date('2026-11-24T12:00:00Z');
  const cv = 'cvs/0123456789abcdef0123456789abcdef.pdf';
  const actor = (privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null, role = 'customer') => ({
    id: '00000000-0000-4000-8000-000000000001',
    role: role as 'customer' | 'designer',
    privilageType,
    status: true,
  });

  it('answers signed links for superAdmin and admin, nothing for support, customers, designers or guests', () => {
    for (const privilege of ['superAdmin', 'admin'] as const) {
      const [link] = cvLinksFor(actor(privilege), [cv], { secret, now });
      expect(link).toMatch(/^\/files\/cvs\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=[\w-]+$/);
    }
    expect(cvLinksFor(actor('designerSupport'), [cv], { secret, now })).toEqual([]);
    expect(cvLinksFor(actor(null), [cv], { secret, now })).toEqual([]);
    expect(cvLinksFor(actor(null, 'designer'), [cv], { secret, now })).toEqual([]);
    expect(cvLinksFor(null, [cv], { secret, now })).toEqual([]);
    expect(cvLinksFor({ ...actor('admin'), status: false }, [cv], { secret, now })).toEqual([]);
  });
});
