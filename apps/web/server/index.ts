import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createLogger, createRuntime, loadConfig, siteOriginOf, type AppRuntime } from '@souq/core';
import { jobHandlers } from '@souq/core/jobs/job-handlers.ts';
import { startJobWorker, type JobWorker } from '@souq/core/jobs/job-worker.ts';
import { scheduleMonthlyStatement } from '@souq/core/designers/monthly-statement.job.ts';
import { configurePaymentGateways } from '@souq/core/payments/payment-gateways.ts';
import { paymentGatewaySetupOf } from '@souq/core/payments/payment-gateway-setup.ts';
import { schedulePaymentReconciliation } from '@souq/core/payments/payments.service.ts';
import { removeUnclaimedTicketFiles } from '@souq/core/designers/ticket-attachments.ts';
import { ticketFilesOf } from '@souq/core/designers/ticket-files.ts';
import { createOutbox } from '@souq/core/notifications/transports.ts';
import { createAppServer, webRoot } from './app-server.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { startErrorReporting, type ErrorReporter } from './error-reporting.ts';
import { prepareDatabase } from './prepare-database.ts';

const fail = (message: string): never => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

async function main() {
  const dev = process.argv.includes('--dev');
  if (dev) process.env.NODE_ENV ??= 'development';
  // A local .env is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env, process.cwd(), { serving: true });
  } catch (error) {
    return fail((error as Error).message);
  }
  // Error reporting (SENTRY_DSN): every entry logged at error level is reported; without a DSN the
  // SDK is never imported.
  let reporter: ErrorReporter | null = null;
  const log = createLogger(
    config.logLevel,
    {},
    config.sentry
      ? (fields, message) =>
          reporter?.report(fields.err ?? message, {
            requestId: typeof fields.requestId === 'string' ? fields.requestId : undefined,
            message,
          })
      : undefined,
  );
  try {
    reporter = await startErrorReporting(config);
  } catch (error) {
    log.warn({ err: error }, 'error reporting could not start');
  }

  let runtime: AppRuntime;
  try {
    runtime = await createRuntime(config, log);
  } catch (error) {
    return fail((error as Error).message);
  }
  // The payment gateways (issue 18): the sandbox, or the live adapters that have credentials.
  configurePaymentGateways(paymentGatewaySetupOf(runtime));
  try {
    await prepareDatabase(runtime);
  } catch (error) {
    await runtime.database.close().catch(() => undefined);
    return fail(`Preparing the database failed: ${(error as Error).message}`);
  }

  // Emails over SMTP_URL and SMS through SMS_PROVIDER, else the on-disk outbox (docs/decisions/035).
  const outbox = createOutbox(config, log);
  runtime.outbox = outbox;

  const clientDir = path.join(webRoot, 'build', 'client');
  let server;
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    server = createAppServer({
      runtime,
      clientDir,
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      before: (request, response, next) => vite.middlewares(request, response, next),
    });
  } else {
    const serverBuild = path.join(webRoot, 'build', 'server', 'index.js');
    if (!fs.existsSync(serverBuild)) {
      await runtime.database.close();
      return fail(
        'The web app is not built. Run `npm run build` (or `npm start`, which builds when needed).',
      );
    }
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    server = createAppServer({ runtime, clientDir, build });
  }

  server.on('error', (error: NodeJS.ErrnoException) => {
    void runtime.database.close().finally(() => {
      if (error.code === 'EADDRINUSE') {
        fail(
          `Port ${config.port} is already in use. Stop the other program or start with PORT=<another port>.`,
        );
      }
      fail(`The server could not start: ${error.message}`);
    });
  });
  let worker: JobWorker | null = null;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (config.jobsPollMs > 0)
      worker = startJobWorker({
        db: runtime.db,
        outbox,
        log,
        baseUrl: siteOriginOf(config, port),
        files: config,
        handlers: jobHandlers,
        pollMs: config.jobsPollMs,
      });
    // The sellers' monthly statement queues itself after each run; this queues the first (once).
    if (config.jobsPollMs > 0)
      scheduleMonthlyStatement(runtime, new Date()).catch((error: unknown) =>
        log.error({ err: error }, 'could not schedule the monthly statement'),
      );
    // Payments left pending are retrieved and settled, unpaid orders released: a pass a minute that
    // queues its next pass itself; this queues the first (once, whatever the number of processes).
    if (config.jobsPollMs > 0)
      schedulePaymentReconciliation({ db: runtime.db, now: new Date() }).catch((error: unknown) =>
        log.error({ err: error }, 'could not schedule the payment reconciliation'),
      );
    // Files uploaded for a ticket that was never sent: gone once their tokens expired (daily, and
    // safe when several processes run it at once).
    if (config.jobsPollMs > 0) {
      const sweep = () =>
        removeUnclaimedTicketFiles({ db: runtime.db, now: new Date() }, ticketFilesOf(runtime))
          .then((removed) => removed > 0 && log.info({ removed }, 'removed unclaimed ticket files'))
          .catch((error: unknown) => log.error({ err: error }, 'could not remove unclaimed ticket files'));
      void sweep();
      setInterval(() => void sweep(), 24 * 60 * 60 * 1000).unref();
    }
    log.info({ port, database: runtime.database.kind, mode: dev ? 'development' : config.env }, 'listening');
    console.log(`Souq is ready on http://localhost:${port} (${runtime.database.kind} database)`);
  });
  installGracefulShutdown(server, runtime, async () => {
    await worker?.stop();
    outbox.close();
  });
}

void main();
