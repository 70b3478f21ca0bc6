import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startTestServer } from './test-server.ts';

/** The folders and markers of one run's journey servers (under `root`, removed at the end). */
export interface E2eServers {
  /** The shared server: its URL and data folder (outbox, uploads). */
  url: string;
  dataDir: string;
  /** A data folder with the migrated demo marketplace, copied by each server of a file's own. */
  template: string;
  /** Exists once `template` is complete. */
  templateReady: string;
  /** Holds the message when the template or the shared server failed to start. */
  failure: string;
  root: string;
}

/**
 * Vitest global setup of the e2e project. A server's first start spends most of its time on
 * migrations and the demo marketplace (30 s on a busy 2-core machine; 10 s on a folder that has
 * them), so that is done once: a server fills a template data folder and stops; the shared server
 * (which journeys use it: e2e-harness.ts) and every server of a file's own start on a copy of it.
 * None of it is awaited here: it overlaps the other projects' tests, and the journeys wait for
 * what they need (e2e-harness.ts).
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-run-'));
  const port = await freePort();
  const servers: E2eServers = {
    url: `http://127.0.0.1:${port}`,
    dataDir: path.join(root, 'shared'),
    template: path.join(root, 'template'),
    templateReady: path.join(root, 'template-ready'),
    failure: path.join(root, 'start-failure.txt'),
    root,
  };
  fs.mkdirSync(servers.template);
  const starting = (async () => {
    const filling = await startTestServer({ dataDir: servers.template, readyTimeoutMs: 300_000 });
    await filling.stop();
    fs.writeFileSync(servers.templateReady, '');
    fs.cpSync(servers.template, servers.dataDir, { recursive: true });
    // SOUQ_DEV_UI: the design system gallery (ui-gallery's journey); nothing else reads it.
    return startTestServer({
      dataDir: servers.dataDir,
      port,
      readyTimeoutMs: 300_000,
      env: { SOUQ_DEV_UI: 'true' },
    });
  })();
  starting.catch((error: unknown) =>
    fs.writeFileSync(servers.failure, error instanceof Error ? error.message : String(error)),
  );
  project.provide('e2eServers', servers);
  return async () => {
    const shared = await starting.catch(() => undefined);
    await shared?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServers: E2eServers;
  }
}
