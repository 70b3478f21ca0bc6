import { describe, expect, it } from 'vitest';
import { ticketAttachmentErrors } from '@souq/core/designers/ticket-attachments.ts';
import { domainError } from '@souq/core/errors.ts';
import { localizeError } from './session.server.ts';

describe('localizeError', () => {
  it("gives the message its error's plain details as arguments (a stage's name), in both languages", () => {
    // Before, only `field` and `n` were passed: this message's {stage} made the action answer 500.
    const error = domainError('IMAGE_USED_BY_STAGE', 'errors.product.imageUsedByStage', 'fallback', 409, {
      stage: 'Front',
    });
    expect(localizeError('en-eg', error).message).toContain('"Front"');
    expect(
      localizeError('ar-eg', domainError(error.code, error.messageKey, '', 409, { stage: 'الأمام' })).message,
    ).toContain('الأمام');
  });

  it("words the limit of a ticket's attachments (a designer posting one too many got a 500)", () => {
    expect(localizeError('en-eg', ticketAttachmentErrors.tooMany()).message).toMatch(
      /You can attach \d+ files at most/,
    );
    expect(localizeError('ar-eg', ticketAttachmentErrors.tooMany()).message).not.toContain('{');
  });
});
