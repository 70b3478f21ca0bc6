/**
 * A bound on image work per process (issue 14: one 7000x7000 upload costs seconds of CPU and a
 * few hundred MB while decoded). At most `jobs` images are decoded at once, at most `waiting` more
 * wait their turn, and a caller beyond that is told the server is busy (503) instead of piling up
 * bodies and bitmaps until the process runs out of memory.
 *
 * An upload takes a ticket before it reads its body (so a refused upload buffers nothing), then
 * runs its sharp job with the ticket; every ticket is released once, in a finally.
 */
import sharp from 'sharp';

// libvips: one thread per image (two jobs already fill this machine's two cores), no operation
// cache (uploads are never decoded twice; the cache only holds memory).
sharp.concurrency(1);
sharp.cache(false);

export class ImageWorkBusyError extends Error {
  constructor() {
    super('image work is busy');
    this.name = 'ImageWorkBusyError';
  }
}

export interface ImageWorkTicket {
  /** Runs `job` when one of the `jobs` slots is free. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Gives the ticket back (idempotent). */
  release(): void;
}

export interface ImageWorkGate {
  /** A ticket, or null when `jobs + waiting` tickets are out (the caller answers 503). */
  reserve(): ImageWorkTicket | null;
  /** Reserve, run and release in one call; throws ImageWorkBusyError when full. */
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly stats: { tickets: number; running: number };
}

/**
 * Two jobs fill two cores; two more may wait with their bodies read (a 15 MB JPEG costs about three
 * times its size while parsed: body, multipart file, bytes), which kept 20 parallel 49-megapixel
 * uploads under 600 MB of RSS (tests/e2e/upload-memory.e2e.test.ts).
 */
export function createImageWorkGate({ jobs = 2, waiting = 2 } = {}): ImageWorkGate {
  let tickets = 0;
  let running = 0;
  const queue: (() => void)[] = [];

  const acquireSlot = () =>
    new Promise<void>((resolve) => {
      if (running < jobs) {
        running += 1;
        resolve();
      } else {
        queue.push(() => {
          running += 1;
          resolve();
        });
      }
    });
  const releaseSlot = () => {
    running -= 1;
    queue.shift()?.();
  };

  const reserve = (): ImageWorkTicket | null => {
    if (tickets >= jobs + waiting) return null;
    tickets += 1;
    let released = false;
    return {
      async run(job) {
        await acquireSlot();
        try {
          return await job();
        } finally {
          releaseSlot();
        }
      },
      release() {
        if (released) return;
        released = true;
        tickets -= 1;
      },
    };
  };

  return {
    reserve,
    async run(job) {
      const ticket = reserve();
      if (!ticket) throw new ImageWorkBusyError();
      try {
        return await ticket.run(job);
      } finally {
        ticket.release();
      }
    },
    get stats() {
      return { tickets, running };
    },
  };
}

/** The process's gate: uploads (avatars, reviews, sign-up pictures) share the two slots. */
export const imageWork = createImageWorkGate();
