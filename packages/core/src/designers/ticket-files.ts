/**
 * Where the private files of tickets and their discussions live and the secret their links are
 * signed with: one value built from the runtime (the web's `rc.app`, the API's `runtime`) so services
 * do not reach for the configuration themselves.
 */
import type { S3StoreConfig } from '../config/config.ts';
import { fileStoreOf, type FileStore } from '../media/file-store.ts';

export interface TicketFiles {
  /** The private area of this store holds the files (media/file-store.ts). */
  store: FileStore;
  secret: Uint8Array;
}

export function ticketFilesOf(runtime: {
  config: { dataDir: string; s3?: S3StoreConfig | null };
  jwtSecret: Uint8Array;
}): TicketFiles {
  return { store: fileStoreOf(runtime.config), secret: runtime.jwtSecret };
}
