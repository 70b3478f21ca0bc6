import crypto from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export interface TestServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Node's arguments that run the production server: the built pages and the compiled server. */
export const serverArguments = [
  '--import',
  './apps/web/server/use-production-modules.mjs',
  'apps/web/build/app-server/index.js',
];

let serverCompiled = false;
/**
 * Compiles the server again when its sources changed since the last build (a second, once per
 * test process), so that a test never runs a stale server. The pages are built by `npm test` or
 * `node scripts/ensure-build.mjs`.
 */
export function ensureCompiledServer() {
  if (serverCompiled) return;
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '--server'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Compiling the server failed:\n${result.stdout}${result.stderr}`);
  serverCompiled = true;
}

/**
 * Runs the real production server (built app, migrations, demo seed) as a child process on a
 * free port with its own data folder, and resolves once it says it is ready.
 */
export async function startTestServer(
  options: { dataDir?: string; env?: Record<string, string>; readyTimeoutMs?: number; port?: number } = {},
): Promise<TestServer> {
  ensureCompiledServer();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, serverArguments, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Required with DATABASE_URL (processes on one database share it); harmless on PGlite.
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Production refuses to start without it: links in emails come from configuration.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The built-in test gateway (production's default is live, with no gateway configured here).
      PAYMENTS_MODE: 'sandbox',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test (it would hold the data folder and the run open).
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time:\n${output}`));
    }, options.readyTimeoutMs ?? 180_000);
    const check = () => {
      if (output.includes('is ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
