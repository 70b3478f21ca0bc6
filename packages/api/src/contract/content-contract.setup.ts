/**
 * Shared set-up of the contract tests of the content pages: a fresh database per test file with the
 * content fixture (packages/testing/src/content-pages.fixture.ts), a client, and a temporary
 * uploads folder for CVs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractClient,
  createContractRuntime,
  createTestDatabase,
  type ContractClient,
  type Shape,
} from '@souq/testing';
import { seedContentPages, type ContentPagesFixture } from '@souq/testing/content-pages.fixture.ts';

export const ENVELOPE_FIELDS = 'status_code message errors message_key error_code';

export const TERMS_FIELDS =
  '_id type description arDescription content { title arTitle description arDescription } updatedAt';
export const termsShape: Shape = {
  _id: 'id',
  type: 'string',
  description: 'string',
  arDescription: 'string',
  content: [{ title: 'string', arTitle: 'string', description: 'string', arDescription: 'string' }],
  updatedAt: 'string',
};
export const POST_FIELDS =
  '_id slug type title arTitle description arDescription excerpt arExcerpt image publishedAt createdAt';
export const postShape: Shape = {
  _id: 'id',
  slug: 'string',
  type: 'string',
  title: 'string',
  arTitle: 'string',
  description: 'string',
  arDescription: 'string',
  excerpt: 'string',
  arExcerpt: 'string',
  image: 'string?',
  publishedAt: 'string',
  createdAt: 'string',
};

/** The `fieldErrors` of a form mutation's envelope (beside the common envelope fields). */
export const fieldErrorsIn = (result: object): unknown => (result as { fieldErrors?: unknown }).fieldErrors;

export interface ContentContract {
  database: Database;
  runtime: AppRuntime;
  client: ContractClient;
  fixture: ContentPagesFixture;
}

/** Registers beforeAll/afterAll; the returned object is filled once beforeAll ran. */
export function useContentContract(options: { seed?: boolean } = {}): ContentContract {
  const state = {} as ContentContract;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-content-'));
    state.database = await createTestDatabase();
    state.runtime = createContractRuntime(state.database, { env: { DATA_DIR: dataDir } });
    state.client = createContractClient(state.runtime);
    if (options.seed !== false) state.fixture = await seedContentPages(state.database.db);
  });
  afterAll(async () => {
    await state.database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return state;
}
