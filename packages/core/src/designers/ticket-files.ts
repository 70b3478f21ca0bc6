/**
 * Where the private files of tickets and their discussions live and the secret their links are
 * signed with: one value built from the runtime (the web's `rc.app`, the API's `runtime`) so services
 * do not reach for the configuration themselves.
 */
import { privateFilesRoot } from '../media/private-files.ts';

export interface TicketFiles {
  privateRoot: string;
  secret: Uint8Array;
}

export function ticketFilesOf(runtime: { config: { dataDir: string }; jwtSecret: Uint8Array }): TicketFiles {
  return { privateRoot: privateFilesRoot(runtime.config), secret: runtime.jwtSecret };
}
