import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownChild } from './child-processes.ts';
import type { RawResponse } from './load.ts';
import { pinToCore, SERVER_CORE } from './pinning.ts';

// Set anew by the limit server for each answer (framing and the clock), not part of the page.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export interface LimitServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the limit: a child process on the servers' core that answers every request with the
 * status, headers (Content-Encoding included) and bytes of `page` as our server sent them.
 */
export async function startLimitServer(page: RawResponse): Promise<LimitServer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-limit-')), 'page.json');
  const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !HOP_HEADERS.has(name)));
  fs.writeFileSync(
    file,
    JSON.stringify({ status: page.status, headers, body: page.body.toString('base64') }),
  );
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'fixed-bytes.server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  ownChild(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The limit server exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  pinToCore(child.pid!, SERVER_CORE);
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
