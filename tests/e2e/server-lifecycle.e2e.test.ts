import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repositoryRoot, serverArguments, startTestServer, type TestServer } from '@souq/testing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-lifecycle-'));
const started: TestServer[] = [];
const start = async () => {
  const server = await startTestServer({ dataDir });
  started.push(server);
  return server;
};

/** Runs the server expecting it to refuse to start; returns its exit code and output. */
function startExpectingFailure(env: Record<string, string>, folder = dataDir) {
  const result = spawnSync(process.execPath, serverArguments, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      // Production refuses to start without it (issue 14): these starts must fail for their own reason.
      PUBLIC_URL: 'http://127.0.0.1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const countProducts = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  expect(response.status).toBe(200);
  const page = await (await fetch(`${url}/en-eg/`)).text();
  return (page.match(/data-testid="product-card"/g) ?? []).length;
};

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('keeps committed data after SIGKILL and refuses a second process on the same folder', async () => {
    const first = await start();
    const before = await countProducts(first.url);
    expect(before).toBeGreaterThan(0);

    // Issue 14, case 2: refused within 5 s with a clear message, and the first keeps serving.
    const startedAt = Date.now();
    const second = startExpectingFailure({ PORT: String(await freePort()), DATABASE_URL: '' });
    const refusedAfterMs = Date.now() - startedAt;
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/in use by another process \(pid \d+\)/);
    expect(refusedAfterMs).toBeLessThan(5_000);
    expect(await countProducts(first.url)).toBe(before);

    await first.stop('SIGKILL');
    const again = await start();
    expect(again.output()).not.toContain('adding the demo marketplace');
    expect(await countProducts(again.url)).toBe(before);
    expect(await again.stop('SIGTERM')).toBe(0);
  });

  it('says what to do, with exit code 1, for a bad DATABASE_URL, an unreachable database and a busy port', async () => {
    const malformed = startExpectingFailure({ DATABASE_URL: 'mysql://nope' });
    expect(malformed.code).toBe(1);
    expect(malformed.output).toContain('Invalid environment variable DATABASE_URL');

    const database = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const withoutSecret = startExpectingFailure({ DATABASE_URL: database, JWT_SECRET: '' });
    expect(withoutSecret.code).toBe(1);
    expect(withoutSecret.output).toContain('JWT_SECRET: required when DATABASE_URL is set');

    const unreachable = startExpectingFailure({ DATABASE_URL: database, JWT_SECRET: 'j'.repeat(32) });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toContain('Cannot reach PostgreSQL');

    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const emptyFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-busy-port-'));
      const busy = startExpectingFailure(
        { PORT: String(port), DATABASE_URL: '', SEED_ON_START: 'false' },
        emptyFolder,
      );
      fs.rmSync(emptyFolder, { recursive: true, force: true });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
