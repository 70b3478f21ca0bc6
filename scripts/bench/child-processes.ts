import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

/**
 * Remembers a server the bench started, so that an interrupted run (Ctrl-C) stops it too: left
 * behind, it would keep its port, its memory and, on PGlite, the data folder's lock.
 */
export function ownChild(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

export function stopChildrenOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const child of running) child.kill('SIGTERM');
      process.exit(130);
    });
}
