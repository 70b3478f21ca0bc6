import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';

/** The REST call the browser posts each attachment to, one file per request (multipart field `file`). */
export const TICKET_ATTACHMENT_URL = '/api/designer/ticket-attachments';

/** What the server keeps of an uploaded file: the token the form posts back, and what to show. */
export interface UploadedAttachment {
  token: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * The kinds the server accepts (it sniffs the bytes; this is only the early answer in the browser):
 * images, PDF, ZIP, Photoshop and Illustrator files. Browsers often give no type for .psd and .ai,
 * so the extension decides when the type says nothing.
 */
const EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'svg', 'pdf', 'zip', 'psd', 'ai']);
const TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'image/vnd.adobe.photoshop',
  'application/postscript',
  'application/illustrator',
]);

/** The `accept` attribute of the file input: the same list, for the system's file picker. */
export const ATTACHMENT_ACCEPT = [...[...EXTENSIONS].map((extension) => `.${extension}`), ...TYPES].join(',');

export type AttachmentProblem = 'tooBig' | 'invalidType';

/** Why a chosen file cannot be sent, checked before any byte leaves the browser; null when it can. */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  maxBytes = MAX_UPLOAD_BYTES,
): AttachmentProblem | null {
  if (file.size > maxBytes) return 'tooBig';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (EXTENSIONS.has(extension) || TYPES.has(file.type.toLowerCase())) return null;
  return 'invalidType';
}

/** A refused upload: the server's message key and its message as given (either may be missing). */
export class AttachmentUploadError extends Error {
  constructor(
    readonly messageKey: string | null,
    readonly serverMessage: string | null,
    /** The upload was stopped on purpose (its file was removed): nothing to show. */
    readonly aborted = false,
  ) {
    super(serverMessage ?? messageKey ?? 'upload failed');
    this.name = 'AttachmentUploadError';
  }
}

type Answer = {
  status_code?: number;
  message?: unknown;
  message_key?: unknown;
  errors?: unknown;
  file?: Partial<UploadedAttachment> | null;
} | null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The stored file of a 200 answer, or the error of any other answer (the envelope's first error wins). */
export function readUploadAnswer(status: number, body: unknown): UploadedAttachment | AttachmentUploadError {
  const answer = (body && typeof body === 'object' ? body : null) as Answer;
  const file = answer?.file;
  if (status === 200 && file && typeof file.token === 'string' && file.token) {
    return {
      token: file.token,
      originalName: typeof file.originalName === 'string' ? file.originalName : '',
      mimeType: typeof file.mimeType === 'string' ? file.mimeType : '',
      sizeBytes: typeof file.sizeBytes === 'number' ? file.sizeBytes : 0,
    };
  }
  const first = Array.isArray(answer?.errors)
    ? (answer.errors[0] as Record<string, unknown> | undefined)
    : undefined;
  const messageKey =
    text(answer?.message_key) ??
    text(first?.message_key) ??
    (status === 413 ? 'errors.ticket.attachmentTooBig' : null);
  return new AttachmentUploadError(messageKey, text(first?.message) ?? text(answer?.message));
}

/**
 * Sends one file with upload progress (XMLHttpRequest reports it, fetch does not), with the page's
 * session cookie. Resolves with the stored file's token; rejects with an AttachmentUploadError.
 * `signal` aborts it (the file was removed while it was on its way).
 */
export function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', TICKET_ATTACHMENT_URL);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const answer = readUploadAnswer(request.status, request.response);
      if (answer instanceof AttachmentUploadError) reject(answer);
      else resolve(answer);
    };
    request.onerror = () => reject(new AttachmentUploadError(null, null));
    request.onabort = () => reject(new AttachmentUploadError(null, null, true));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
