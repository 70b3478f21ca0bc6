import { describe, expect, it } from 'vitest';
import {
  readTicketFileToken,
  signTicketFileClaim,
  sniffTicketFileType,
  type TicketFileClaim,
} from './ticket-attachments.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)),
  );

describe('sniffTicketFileType', () => {
  it('tells the accepted kinds by their first bytes, whatever the name says', () => {
    const cases: Array<[Uint8Array, string | null, string | undefined]> = [
      [bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'x.pdf', 'png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), null, 'jpg'],
      [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), null, 'webp'],
      [bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null, 'svg'],
      [
        bytes('\ufeff  <?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg></svg>'),
        null,
        'svg',
      ],
      [bytes('%PDF-1.7\n'), 'brief.pdf', 'pdf'],
      [bytes('%PDF-1.5\n'), 'Logo.AI', 'ai'],
      [bytes('%!PS-Adobe-3.0'), null, 'ai'],
      [bytes('8BPS', [0, 1]), 'poster.png', 'psd'],
      [bytes('PK', [3, 4]), null, 'zip'],
      [bytes('PK', [5, 6]), null, 'zip'],
    ];
    for (const [input, name, extension] of cases) {
      expect(sniffTicketFileType(input, name)?.extension).toBe(extension);
    }
  });

  it('refuses anything else: html, an xml that is not svg, an executable, plain text', () => {
    for (const input of [
      bytes('<html><script>alert(1)</script></html>'),
      bytes('<?xml version="1.0"?><note/>'),
      bytes('MZ', [0x90, 0]),
      bytes('just words'),
      bytes('GIF89a'),
    ]) {
      expect(sniffTicketFileType(input, 'image.png')).toBeNull();
    }
  });
});

describe('ticket file tokens', () => {
  const secret = new Uint8Array(32).fill(7);
  const now = new Date('2026-05-01T10:00:00Z');
  const claim: TicketFileClaim = {
    reference: 'ticket-attachments/0123456789abcdef0123456789abcdef.pdf',
    uploaderId: '4a0c6b0e-8f8a-4c47-9c3e-0d0c1b1a2f3e',
    originalName: 'brief.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1200,
    expires: Math.floor(now.getTime() / 1000) + 60,
  };

  it('reads back what it signed, until it expires', () => {
    const token = signTicketFileClaim(secret, claim);
    expect(readTicketFileToken(secret, token, now)).toEqual(claim);
    expect(readTicketFileToken(secret, token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('refuses a forged or altered token, another secret, another kind of file', () => {
    const token = signTicketFileClaim(secret, claim);
    const [body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify([
        'ticket-attachments/ffffffffffffffffffffffffffffffff.pdf',
        claim.uploaderId,
        'x',
        'y',
        1,
        claim.expires,
      ]),
    ).toString('base64url');
    expect(readTicketFileToken(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(readTicketFileToken(secret, `${body}.${signature}x`, now)).toBeNull();
    expect(readTicketFileToken(new Uint8Array(32).fill(8), token, now)).toBeNull();
    expect(readTicketFileToken(secret, 'not-a-token', now)).toBeNull();
    const cv = signTicketFileClaim(secret, {
      ...claim,
      reference: 'cvs/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(readTicketFileToken(secret, cv, now)).toBeNull();
  });
});
