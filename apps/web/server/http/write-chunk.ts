import type http from 'node:http';

/**
 * Writes a chunk of a streamed answer (a page, a sitemap) and, when the socket's buffer is full,
 * waits until it drains or the client is gone, so a slow reader never makes the server buffer
 * the whole answer.
 */
export async function writeChunk(response: http.ServerResponse, chunk: string | Uint8Array): Promise<void> {
  if (response.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.once('drain', done);
    response.once('close', done);
  });
}
