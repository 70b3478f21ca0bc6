import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';
import { AttachmentUploadError, attachmentProblem, readUploadAnswer } from './ticket-upload.ts';
import { groupTickets, statusOf, type TicketData } from './ticket-data.ts';

describe('attachmentProblem (the browser check before a file is sent)', () => {
  it('accepts the design kinds by type or, when the browser gives none, by extension', () => {
    expect(attachmentProblem({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ name: 'cover.PSD', size: 10, type: '' })).toBeNull();
    expect(attachmentProblem({ name: 'logo.ai', size: 10, type: 'application/octet-stream' })).toBeNull();
    expect(attachmentProblem({ name: 'scan', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('refuses other kinds and files over 50 MB (exactly 50 MB is allowed)', () => {
    expect(attachmentProblem({ name: 'run.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'invalidType',
    );
    expect(attachmentProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe('invalidType');
    expect(
      attachmentProblem({ name: 'big.zip', size: MAX_UPLOAD_BYTES, type: 'application/zip' }),
    ).toBeNull();
    expect(attachmentProblem({ name: 'big.zip', size: MAX_UPLOAD_BYTES + 1, type: 'application/zip' })).toBe(
      'tooBig',
    );
  });
});

describe('readUploadAnswer', () => {
  it('reads the stored file of a 200 answer', () => {
    const file = { token: 'tok', originalName: 'a.png', mimeType: 'image/png', sizeBytes: 3 };
    expect(readUploadAnswer(200, { status_code: 200, file })).toEqual(file);
  });

  it('keeps the message key and the message as given of a refusal', () => {
    const refused = readUploadAnswer(415, {
      status_code: 415,
      message: 'Invalid file type',
      errors: [{ message: 'Invalid file type', message_key: 'errors.ticket.attachmentType' }],
    });
    expect(refused).toBeInstanceOf(AttachmentUploadError);
    expect(refused).toMatchObject({
      messageKey: 'errors.ticket.attachmentType',
      serverMessage: 'Invalid file type',
    });
  });

  it('names the too-big message for a bare 413 and nothing for a broken answer', () => {
    expect(readUploadAnswer(413, null)).toMatchObject({ messageKey: 'errors.ticket.attachmentTooBig' });
    expect(readUploadAnswer(500, 'oops')).toMatchObject({ messageKey: null, serverMessage: null });
    expect(readUploadAnswer(200, { file: { token: '' } })).toBeInstanceOf(AttachmentUploadError);
  });
});

describe('ticket lists', () => {
  const ticket = (id: string, status: TicketData['status']) => ({ id, status }) as TicketData;
  it('groups tickets by status in the order given and reads the status query', () => {
    const groups = groupTickets([ticket('1', 'rejected'), ticket('2', 'waiting'), ticket('3', 'waiting')]);
    expect(groups.waiting.map((each) => each.id)).toEqual(['2', '3']);
    expect(groups.accepted).toEqual([]);
    expect(groups.rejected.map((each) => each.id)).toEqual(['1']);
    expect(statusOf('accepted')).toBe('accepted');
    expect(statusOf('waiting approval')).toBe('waiting');
    expect(statusOf(null)).toBe('waiting');
  });
});
