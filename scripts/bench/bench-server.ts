import { startTestServer, type TestServer } from '@souq/testing/test-server.ts';
import { ownChild } from './child-processes.ts';
import type { Dataset } from './dataset.ts';
import { pinToCore, SERVER_CORE } from './pinning.ts';

/**
 * The production server on the dataset, pinned to the servers' core. `pageCache: false` starts it
 * with PAGE_CACHE=off (every page rendered), for the uncached figures.
 */
export async function startBenchServer(
  dataset: Dataset,
  options: { pageCache: boolean },
): Promise<TestServer> {
  const server = await startTestServer({
    dataDir: dataset.dataDir,
    readyTimeoutMs: 900_000,
    env: {
      DATABASE_URL: dataset.databaseUrl ?? '',
      ...(options.pageCache ? {} : { PAGE_CACHE: 'off' }),
    },
  });
  ownChild(server.process);
  pinToCore(server.process.pid!, SERVER_CORE);
  return server;
}
