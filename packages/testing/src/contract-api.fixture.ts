/**
 * The one set-up of a GraphQL contract test file: a fresh database, a runtime over it (with a
 * temporary data folder when the operations write files or the outbox), a client of the real
 * handler, and optionally seeded data. Registers beforeAll/afterAll; the returned object is filled
 * before the first test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppDb, Database } from '@souq/core/db/client.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { actorOf } from './builders/user.builder.ts';
import {
  createContractClient,
  createContractRuntime,
  signTestToken,
  type ContractClient,
  type ContractRuntimeOptions,
} from './graphql-contract.ts';
import { createTestDatabase } from './test-database.ts';

export interface ContractApi<TFixture = undefined> {
  database: Database;
  runtime: AppRuntime;
  client: ContractClient;
  /** The clock the seed used. */
  now: Date;
  fixture: TFixture;
}

export interface ContractApiOptions<TFixture> {
  seed?: (db: AppDb, now: Date) => Promise<TFixture>;
  /** A fresh temporary DATA_DIR (uploads, the outbox), removed after the file. */
  dataDir?: boolean;
  env?: ContractRuntimeOptions['env'];
}

export function useContractApi<TFixture = undefined>(
  options: ContractApiOptions<TFixture> = {},
): ContractApi<TFixture> {
  const state = {} as ContractApi<TFixture>;
  let dataDir = '';
  beforeAll(async () => {
    if (options.dataDir) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-contract-'));
    state.database = await createTestDatabase();
    const env = { ...(dataDir ? { DATA_DIR: dataDir } : {}), ...options.env };
    state.runtime = createContractRuntime(state.database, { env });
    state.client = createContractClient(state.runtime);
    state.now = new Date();
    if (options.seed) state.fixture = await options.seed(state.database.db, state.now);
  });
  afterAll(async () => {
    await state.database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return state;
}

/** A bearer token for the user, signed like a login's. */
export const tokenFor = (runtime: AppRuntime, user: Pick<User, 'id' | 'role' | 'privilageType' | 'status'>) =>
  signTestToken(runtime, actorOf(user));
