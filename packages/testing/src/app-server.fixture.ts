/**
 * The app server (apps/web/server/app-server.ts) in the test's own process, on a free port of
 * 127.0.0.1, over a fresh test database: what index.ts serves, but with the test's runtime,
 * database and logger at hand. Not exported from index.ts, so that tests which do not start it do
 * not load the server: import it as '@souq/testing/app-server.fixture.ts'.
 *
 *   const app = useInProcessAppServer({ name: 'sessions' });
 *   it('answers', async () => expect((await fetch(`${app().url}/healthz`)).status).toBe(200));
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import { listenForChanges } from '@souq/core/db/change-notices.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createAppServer, webRoot, type ServerLimits } from '@souq/web/server/app-server.ts';
import { createContractRuntime } from './graphql-contract.ts';
import { createTestDatabase } from './test-database.ts';

export interface InProcessAppServerOptions {
  /** Names the data folder, souq-<name>-XXXXXX in the temporary folder, to tell whose it is. */
  name: string;
  /** Environment variables on top of DATA_DIR (see createContractRuntime for the defaults). */
  env?: Record<string, string>;
  log?: Logger;
  /** Serves the built pages (`node scripts/ensure-build.mjs`); without it a page request fails. */
  pages?: boolean;
  limits?: Partial<ServerLimits>;
  /** Served instead of a fresh createTestDatabase() (e.g. one of a given engine); the server closes it all the same, also when it fails to start. */
  database?: Database;
}

export interface InProcessAppServer {
  /** Closing it more than once is harmless, so a test may close it under the running server. */
  database: Database;
  runtime: AppRuntime;
  server: http.Server;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** The built pages, with `pages: true`. */
  build: ServerBuild | undefined;
  close(): Promise<void>;
}

const bundle = path.join(webRoot, 'build', 'server', 'index.js');

export async function startInProcessAppServer(
  options: InProcessAppServerOptions,
): Promise<InProcessAppServer> {
  // Checked before a database is made, so that a missing build leaves nothing open.
  if (options.pages && !fs.existsSync(bundle)) {
    await options.database?.close();
    throw new Error('Run `node scripts/ensure-build.mjs` first: this test serves the built pages.');
  }
  const opened = options.database ?? (await createTestDatabase());
  let closing: Promise<void> | undefined;
  const database: Database = { ...opened, close: () => (closing ??= opened.close()) };
  let server: http.Server | undefined;
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `souq-${options.name}-`));
    const runtime = createContractRuntime(database, {
      env: { DATA_DIR: dataDir, ...options.env },
      ...(options.log && { log: options.log }),
    });
    // As the real runtime does: the page cache and other in-memory copies forget changed data.
    await listenForChanges(database);
    let build: ServerBuild | undefined;
    if (options.pages) build = (await import(/* @vite-ignore */ pathToFileURL(bundle).href)) as ServerBuild;
    // Without pages, an empty client folder of this server's own.
    const clientDir = build ? path.join(webRoot, 'build', 'client') : path.join(dataDir, 'no-client');
    if (!build) fs.mkdirSync(clientDir);
    server = createAppServer({
      runtime,
      clientDir,
      build: build ?? (() => Promise.reject(new Error('pages are not served in this test'))),
      ...(options.limits && { limits: options.limits }),
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const port = (listening.address() as AddressInfo).port;
    return {
      database,
      runtime,
      server: listening,
      url: `http://127.0.0.1:${port}`,
      port,
      dataDir,
      build,
      close: () => closeAll(listening, database),
    };
  } catch (error) {
    await closeAll(server, database);
    throw error;
  }
}

async function closeAll(server: http.Server | undefined, database: Database) {
  if (server) {
    // Keep-alive connections of fetch and the raw sockets of some tests would hold close() open.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await database.close();
}

/**
 * Starts the server before the file's tests (beforeAll) and closes it after them (afterAll);
 * call it at the top of the file. The getter throws when called before the server started.
 */
export function useInProcessAppServer(options: InProcessAppServerOptions): () => InProcessAppServer {
  let app: InProcessAppServer | undefined;
  beforeAll(async () => {
    app = await startInProcessAppServer(options);
  });
  afterAll(() => app?.close());
  return () => {
    if (!app)
      throw new Error('The in-process app server has not started (useInProcessAppServer at the top level?)');
    return app;
  };
}
