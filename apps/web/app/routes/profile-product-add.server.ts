import type { ServiceContext } from '@souq/core/context.ts';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import { storeTicketAttachment, type UploadedTicketFile } from '@souq/core/designers/ticket-attachments.ts';
import { ticketFilesOf, type TicketFiles } from '@souq/core/designers/ticket-files.ts';
import type { RequestContext } from '../lib/request-context.server.ts';
import { failed, localizeError, type FormFailure } from '../lib/session.server.ts';

/** Where the web's ticket files live and how their tokens and links are signed. */
export const ticketFiles = (rc: RequestContext): TicketFiles => ticketFilesOf(rc.app);

/**
 * The attachments of a ticket or discussion form: the tokens the browser's uploads answered
 * (`attachments`), then the files posted with the form when JavaScript is off (`attachmentFiles`),
 * each stored through the same checks as the upload call. `stored` is what this post kept, and
 * `refused` the first file refused (too big, wrong type): the others stay stored, so a refused form
 * offers them again without asking for them twice.
 */
export async function postedAttachments(
  ctx: ServiceContext,
  files: TicketFiles,
  form: FormData,
): Promise<{ tokens: string[]; stored: UploadedTicketFile[]; refused: DomainError | null }> {
  const tokens = form
    .getAll('attachments')
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const stored: UploadedTicketFile[] = [];
  let refused: DomainError | null = null;
  for (const value of form.getAll('attachmentFiles')) {
    // An empty file input still posts a part: no name and no bytes.
    if (typeof value === 'string' || (value.size === 0 && !value.name)) continue;
    try {
      stored.push(
        await storeTicketAttachment(
          ctx,
          {
            bytes: new Uint8Array(await value.arrayBuffer()),
            originalName: value.name || null,
            declaredType: value.type || null,
          },
          files,
        ),
      );
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refused ??= error;
    }
  }
  return { tokens: [...tokens, ...stored.map((file) => file.token)], stored, refused };
}

/**
 * What a refused form offers again: the files posted before (their `attachmentInfo`, which only
 * names them; the token is what the service checks) and those this post stored.
 */
export function keptAttachments(form: FormData, stored: readonly UploadedTicketFile[]): UploadedTicketFile[] {
  const kept: UploadedTicketFile[] = [];
  for (const value of form.getAll('attachmentInfo')) {
    if (typeof value !== 'string') continue;
    try {
      const info = JSON.parse(value) as Partial<UploadedTicketFile>;
      if (typeof info.token !== 'string' || !info.token) continue;
      kept.push({
        token: info.token,
        originalName: typeof info.originalName === 'string' ? info.originalName : '',
        mimeType: typeof info.mimeType === 'string' ? info.mimeType : '',
        sizeBytes: typeof info.sizeBytes === 'number' ? info.sizeBytes : 0,
      });
    } catch {
      // A hand-made post: nothing to offer again.
    }
  }
  return [...kept, ...stored].slice(0, 50);
}

/**
 * The files of a posted ticket form (a new ticket, a discussion reply), stored first: the ticket
 * files, the tokens to send, `refuse` (a refusal that refills the form with `refill` and offers the
 * kept files again), and `filesRefused`, that refusal already made when a posted file was refused
 * (its message under the attachments unless it names another field).
 */
export async function ticketFormFiles(
  rc: RequestContext,
  ctx: ServiceContext,
  form: FormData,
  refill: Record<string, unknown>,
) {
  const files = ticketFiles(rc);
  const attachments = await postedAttachments(ctx, files, form);
  const refuse = (failure: FormFailure) =>
    failed(failure, { ...refill, uploaded: keptAttachments(form, attachments.stored) });
  let filesRefused: ReturnType<typeof refuse> | null = null;
  if (attachments.refused) {
    const failure = localizeError(rc.locale, attachments.refused);
    filesRefused = refuse({ ...failure, field: failure.field ?? 'attachments' });
  }
  return { files, tokens: attachments.tokens, refuse, filesRefused };
}
