import { isActiveAccount } from '@souq/core/accounts/account-status.ts';
import { hitThrottles, THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { storeTicketAttachment } from '@souq/core/designers/ticket-attachments.ts';
import { ticketFilesOf } from '@souq/core/designers/ticket-files.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { toLocale, type LanguageCode } from '@souq/core/locale/locales.ts';
import { translate, type MessageKey } from '@souq/core/locale/messages.ts';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { authorizationOf } from '../auth/session-cookie.ts';
import { authenticateSession } from '../auth/session.ts';
import { requestLanguage } from '../context.ts';
import { readMultipartFile } from './multipart-body.ts';
import { restServiceContext } from './rest-context.ts';
import type { RestAnswer, RestRoute } from './rest-route.ts';

export const TICKET_ATTACHMENT_PATH = '/api/designer/ticket-attachments';

/** The multipart framing and a few short fields around the one file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * A failure in the envelope of the REST calls, its message in the caller's language (`X-Lang`,
 * then `Accept-Language`): the upload form shows it under its progress bar as it is.
 */
const failure = (status: number, language: LanguageCode, key: MessageKey, code: string): RestAnswer => {
  const message = translate(language, key);
  return {
    status,
    body: { status_code: status, message, errors: [message], message_key: key, error_code: code },
  };
};

/**
 * `POST /api/designer/ticket-attachments` (docs/decisions/030): one file (multipart field `file`)
 * for a ticket or a discussion message, sent by the browser with a progress bar before the form.
 * A session (cookie of this site or bearer) of a designer or ticket staff; a declared length over
 * 50 MB is refused before the body is read; the image upload's hourly limits per account and
 * address. Answers `{status_code: 200, file: {token, originalName, mimeType, sizeBytes}}`; the form
 * posts the token back.
 */
export function createTicketAttachmentRoutes(runtime: AppRuntime): RestRoute {
  const files = ticketFilesOf(runtime);
  return {
    serves: (method, pathname) => method === 'POST' && pathname === TICKET_ATTACHMENT_PATH,
    body: 'file',
    async answer({ request, clientAddress }) {
      const language = requestLanguage(request.headers);
      const length = Number(request.headers.get('content-length') ?? '0');
      if (length > MAX_UPLOAD_BYTES + FRAMING_BYTES)
        return failure(413, language, 'errors.ticket.attachmentTooBig', 'TICKET_ATTACHMENT_TOO_BIG');
      const header = authorizationOf(request, runtime.config.publicUrl);
      const auth = header ? await authenticateSession(runtime.db, runtime.jwtSecret, header) : null;
      if (!auth?.actor || !isActiveAccount(auth.user))
        return failure(401, language, 'errors.auth.loginRequired', 'UNAUTHENTICATED');
      const ctx = restServiceContext(runtime, auth.actor, toLocale(language, 'eg'));
      try {
        await hitThrottles(ctx, [
          [THROTTLE_RULES.uploadAccount, auth.actor.id],
          [THROTTLE_RULES.uploadAddress, clientAddress],
        ]);
        let part;
        try {
          part = await readMultipartFile(request, 'file');
        } catch (error) {
          if ((error as Error).name === 'PayloadTooLarge') throw error;
          return failure(400, language, 'errors.ticket.uploadFailed', 'UPLOAD_FAILED');
        }
        if (!part || part.bytes.length === 0)
          return failure(400, language, 'errors.ticket.fileRequired', 'FILE_REQUIRED');
        const file = await storeTicketAttachment(
          ctx,
          { bytes: part.bytes, originalName: part.filename, declaredType: part.contentType },
          files,
        );
        return { status: 200, body: { status_code: 200, message: 'success', file } };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return failure(error.status, language, error.messageKey as MessageKey, error.code);
      }
    },
  };
}
