import type { ServiceContext } from '../context.ts';
import type { TicketFiles } from './ticket-files.ts';

export interface UploadedTicketFile {
  token: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/** Files per ticket or per discussion message. */
export const TICKET_ATTACHMENTS_MAX = 10;

export async function storeTicketAttachment(
  ctx: ServiceContext,
  file: { bytes: Uint8Array; originalName: string | null; declaredType: string | null },
  files: TicketFiles,
): Promise<UploadedTicketFile> {
  void ctx;
  void file;
  void files;
  throw new Error('not implemented yet');
}
