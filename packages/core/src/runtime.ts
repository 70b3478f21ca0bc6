import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.ts';
import { listenForChanges } from './db/change-notices.ts';
import { openDatabase, type AppDb, type Database } from './db/client.ts';
import { keepCopiesOf } from './db/memory-copy.ts';
import type { Outbox } from './notifications/outbox.ts';

/** What one server process holds for its whole life: shared by GraphQL, REST and page loaders. */
export interface AppRuntime {
  config: AppConfig;
  database: Database;
  db: AppDb;
  log: Logger;
  jwtSecret: Uint8Array;
  /**
   * The email and SMS transports chosen where the process is composed (apps/web/server/index.ts,
   * notifications/transports.ts); unset (tests, scripts): the on-disk outbox of the data folder.
   */
  outbox?: Outbox;
}

/**
 * Without JWT_SECRET a random secret is made once and kept in the data folder, so tokens survive
 * restarts of one machine; several processes behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(config: AppConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export async function createRuntime(config: AppConfig, log: Logger): Promise<AppRuntime> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    log,
  });
  // Copies of data kept in memory are forgotten when any process changes it (decision 037). The
  // listening connection is closed with the database.
  try {
    await listenForChanges(database, log);
    // Heard from now on: what every page reads may be kept in memory (db/memory-copy.ts).
    keepCopiesOf(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return { config, database, db: database.db, log, jwtSecret: resolveJwtSecret(config) };
}
