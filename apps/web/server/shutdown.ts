import type http from 'node:http';
import type { AppRuntime } from '@souq/core';

/** Stop taking connections, let running requests finish, then close the database. */
/** `beforeClose` stops in-process work (the job worker) before the database closes. */
export function installGracefulShutdown(
  server: http.Server,
  runtime: AppRuntime,
  beforeClose: () => Promise<void> | undefined = () => undefined,
) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, 'shutting down: finishing requests');
    const force = setTimeout(() => {
      runtime.log.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, runtime.config.shutdownTimeoutMs);
    force.unref();
    server.close(() => {
      void Promise.resolve()
        .then(beforeClose)
        .catch((error: unknown) => runtime.log.error({ err: error }, 'stopping background work failed'))
        .then(() => runtime.database.close())
        .catch((error: unknown) => runtime.log.error({ err: error }, 'closing the database failed'))
        .finally(() => {
          runtime.log.info('stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
