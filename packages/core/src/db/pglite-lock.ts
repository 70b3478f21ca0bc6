import fs from 'node:fs';
import os from 'node:os';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Two processes opening one PGlite folder at once were seen to hang, so the folder gets a lock
 * file holding the owner's pid. A lock left by a killed process (pid gone) is taken over.
 */
export function acquireFolderLock(lockPath: string, folderForMessage: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }),
      );
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: number };
          if (owner.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: { pid?: number; host?: string } = {};
      try {
        owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as typeof owner;
      } catch {
        // A half-written lock from a crash: treat as stale.
      }
      const sameHost = owner.host === undefined || owner.host === os.hostname();
      if (owner.pid !== undefined && owner.pid !== process.pid && sameHost && isAlive(owner.pid)) {
        throw new DatabaseLockedError(
          `The embedded database ${folderForMessage} is in use by another process (pid ${owner.pid}). ` +
            'Stop that process first, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database ${folderForMessage}; try again.`);
}
