import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedContentPages, TINY_PDF, type ContentPagesFixture } from '@souq/testing/content-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { careerRequests } from '../db/schema/content.schema.ts';
import {
  addCareerRequest,
  getCareers,
  isPdf,
  MAX_CV_BYTES,
  removeCvUpload,
  storeCvUpload,
} from './careers.service.ts';
import { fieldErrorsOf } from './form-input.ts';

let database: Database;
let fixture: ContentPagesFixture;
let uploadsDir: string;
const context = (): ServiceContext => ({
  db: database.db,
  user: null,
  country: 'eg',
  locale: 'en-eg',
  now: new Date(),
  log: pino({ level: 'silent' }),
});

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await seedContentPages(database.db);
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souq-cv-'));
});
afterAll(async () => {
  await database?.close();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
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
  it('accepts a PDF by its bytes and stores it under cvs/ with a random name', async () => {
    expect(isPdf(TINY_PDF)).toBe(true);
    const stored = await storeCvUpload(uploadsDir, TINY_PDF);
    expect(stored).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
    expect(await fs.readFile(path.join(uploadsDir, stored))).toEqual(TINY_PDF);
    await removeCvUpload(uploadsDir, stored);
    await expect(fs.stat(path.join(uploadsDir, stored))).rejects.toThrow();
  });

  it('refuses an empty file, a disguised non-PDF and an oversized file, writing nothing', async () => {
    await expect(storeCvUpload(uploadsDir, Buffer.alloc(0))).rejects.toMatchObject({
      messageKey: 'errors.career.cvRequired',
    });
    await expect(storeCvUpload(uploadsDir, Buffer.from('MZ\x90\x00 pretend.pdf'))).rejects.toMatchObject({
      status: 400,
      messageKey: 'errors.career.cvNotPdf',
      message: 'The CV must be a PDF file',
    });
    const huge = Buffer.alloc(MAX_CV_BYTES + 1);
    TINY_PDF.copy(huge);
    await expect(storeCvUpload(uploadsDir, huge)).rejects.toMatchObject({ status: 413 });
    const cvs = await fs.readdir(path.join(uploadsDir, 'cvs')).catch(() => []);
    expect(cvs).toEqual([]);
  });
});

describe('addCareerRequest', () => {
  it('saves an application with a stored CV, Arabic-Indic phone digits accepted', async () => {
    const cv = await storeCvUpload(uploadsDir, TINY_PDF);
    const saved = await addCareerRequest(
      context(),
      { career: fixture.openCareerId, name: 'Ali', email: 'ALI@example.com', phone: '٠١٠٠٠٠٠٠٠٠', cv: [cv] },
      { uploadsDir },
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
    const missing = await addCareerRequest(context(), { career: '' }, { uploadsDir }).catch(
      (error: unknown) => error,
    );
    expect(fieldErrorsOf(missing)).toMatchObject({
      career: { key: 'validation.required' },
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
    });
    const valid = { career: fixture.openCareerId, name: 'Ali', email: 'ali@example.com' };
    await expect(addCareerRequest(context(), valid, { uploadsDir })).rejects.toMatchObject({
      message: 'Please upload your CV first',
    });
    await expect(
      addCareerRequest(context(), { ...valid, cv: ['../../etc/passwd'] }, { uploadsDir }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      addCareerRequest(
        context(),
        { ...valid, cv: ['cvs/0123456789abcdef0123456789abcdef.pdf'] },
        { uploadsDir },
      ),
    ).rejects.toMatchObject({ messageKey: 'errors.career.cvRequired' });
    const cv = await storeCvUpload(uploadsDir, TINY_PDF);
    await expect(
      addCareerRequest(context(), { ...valid, career: fixture.closedCareerId, cv: [cv] }, { uploadsDir }),
    ).rejects.toMatchObject({ status: 404, code: 'CAREER_NOT_FOUND' });
    expect(await database.db.$count(careerRequests)).toBe(before);
  });
});
