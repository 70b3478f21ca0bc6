import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, DatabaseLockedError } from './pglite-lock.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-lock-'));
const lockPath = path.join(folder, 'db.lock');

afterEach(() => fs.rmSync(lockPath, { force: true }));

describe('acquireFolderLock', () => {
  it('writes the owner pid and removes the lock on release', () => {
    const release = acquireFolderLock(lockPath, 'db');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses while another live process holds the folder', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: other.pid, host: os.hostname() }));
      expect(() => acquireFolderLock(lockPath, '.data/db')).toThrow(DatabaseLockedError);
      expect(() => acquireFolderLock(lockPath, '.data/db')).toThrow(
        `The embedded database .data/db is in use by another process (pid ${other.pid})`,
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that was killed', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(lockPath, JSON.stringify({ pid: gone.pid, host: os.hostname() }));
    const release = acquireFolderLock(lockPath, 'db');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a half-written lock', () => {
    fs.writeFileSync(lockPath, '{"pid":');
    acquireFolderLock(lockPath, 'db')();
  });
});
