import { describe, expect, it } from 'vitest';
import {
  mayReadPrivateFile,
  parsePrivateReference,
  privateFilePath,
  signPrivateFileLink,
  verifyPrivateFileLink,
} from './private-files.ts';

const secret = new TextEncoder().encode('s'.repeat(32));
const now = new Date('2026-11-24T12:00:00Z');
const cv = 'cvs/0123456789abcdef0123456789abcdef.pdf';
const query = (link: string) => new URL(link, 'http://x').searchParams;

describe('private file references', () => {
  it.each([
    '../cvs/0123456789abcdef0123456789abcdef.pdf',
    'cvs/../../jwt-secret',
    'avatars/0123456789abcdef0123456789abcdef.webp',
    'cvs/0123456789ABCDEF0123456789abcdef.pdf',
    'cvs/0123456789abcdef0123456789abcdef.exe',
    'cvs/0123456789abcdef0123456789abcdef.pdf/',
  ])('refuses %s', (reference) => {
    expect(parsePrivateReference(reference)).toBeNull();
    expect(privateFilePath('/data/private', reference)).toBeNull();
  });

  it('places a valid reference under the private root', () => {
    expect(privateFilePath('/data/private', cv)).toBe(`/data/private/${cv}`);
  });
});

describe('signed links', () => {
  it('verify before expiry, expire after, and refuse any change', () => {
    const link = signPrivateFileLink(secret, cv, now, 600);
    const { exp, sig } = Object.fromEntries(query(link)) as { exp: string; sig: string };
    expect(verifyPrivateFileLink(secret, cv, exp, sig, new Date(now.getTime() + 599_000))).toBe('ok');
    expect(verifyPrivateFileLink(secret, cv, exp, sig, new Date(now.getTime() + 601_000))).toBe('expired');
    expect(verifyPrivateFileLink(secret, cv, String(Number(exp) + 1), sig, now)).toBe('invalid');
    expect(verifyPrivateFileLink(secret, cv.replace('0123', '3210'), exp, sig, now)).toBe('invalid');
    expect(verifyPrivateFileLink(new TextEncoder().encode('t'.repeat(32)), cv, exp, sig, now)).toBe(
      'invalid',
    );
    expect(verifyPrivateFileLink(secret, cv, exp, null, now)).toBe('invalid');
  });
});

describe('who may read', () => {
  const actor = (privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null, role = 'designer') => ({
    id: 'u1',
    role: role as 'designer',
    privilageType,
    status: true,
  });
  it('CVs: superAdmin and admin only', () => {
    expect(mayReadPrivateFile(actor('superAdmin'), 'cvs')).toBe(true);
    expect(mayReadPrivateFile(actor('admin'), 'cvs')).toBe(true);
    expect(mayReadPrivateFile(actor('designerSupport'), 'cvs')).toBe(false);
    expect(mayReadPrivateFile(actor(null), 'cvs', 'u1')).toBe(false);
    expect(mayReadPrivateFile(null, 'cvs')).toBe(false);
  });
  it.each(['ticket-attachments', 'print-files'] as const)('%s: their designer and staff', (kind) => {
    expect(mayReadPrivateFile(actor(null), kind, 'u1')).toBe(true);
    expect(mayReadPrivateFile(actor(null), kind, 'u2')).toBe(false);
    expect(mayReadPrivateFile(actor(null, 'customer'), kind, 'u1')).toBe(false);
    expect(mayReadPrivateFile(actor('designerSupport', 'customer'), kind, 'u2')).toBe(true);
    expect(mayReadPrivateFile({ ...actor(null), status: false }, kind, 'u1')).toBe(false);
  });
});
