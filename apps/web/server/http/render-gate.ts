/**
 * Page renders in order of arrival, a few at a time (issue 20). Each render waits on the database
 * (one connection on PGlite, a pool on PostgreSQL): starting more renders than there are
 * connections only interleaves them, so every one of them finishes late, and a request whose
 * client gave up long ago still costs a full render. Here a render starts when one of `concurrency`
 * places is free, first come first served; a request whose client has gone while it waited is
 * dropped without rendering; one that waited `maxWaitMs` gets a quick 503 with Retry-After instead
 * of a timeout.
 */
import type http from 'node:http';

export interface RenderGate {
  run(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    render: () => Promise<void>,
  ): Promise<void>;
  readonly waiting: number;
  readonly running: number;
}

export function createRenderGate({
  concurrency,
  maxWaitMs,
  busy,
}: {
  concurrency: number;
  maxWaitMs: number;
  /** Answers a request that waited too long. */
  busy: (request: http.IncomingMessage, response: http.ServerResponse) => void;
}): RenderGate {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) next();
  };

  return {
    async run(request, response, render) {
      if (running >= concurrency) {
        const admitted = await new Promise<boolean>((resolve) => {
          let settled = false;
          const settle = (value: boolean) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            response.off('close', gone);
            const index = queue.indexOf(start);
            if (index >= 0) queue.splice(index, 1);
            resolve(value);
          };
          const start = () => {
            running += 1;
            settle(true);
          };
          const gone = () => settle(false);
          const timer = setTimeout(() => settle(false), maxWaitMs);
          timer.unref();
          response.once('close', gone);
          queue.push(start);
        });
        if (!admitted) {
          if (!response.destroyed && !response.headersSent) busy(request, response);
          return;
        }
      } else running += 1;
      try {
        await render();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
    get running() {
      return running;
    },
  };
}
