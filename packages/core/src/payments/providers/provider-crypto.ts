/**
 * The digests and comparisons the adapters and their fakes share. Signatures are compared in
 * constant time so a caller cannot learn a valid signature byte by byte from response timings.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const hmacSha256 = (key: string, text: string): Buffer =>
  createHmac('sha256', key).update(text, 'utf8').digest();

/** Equal texts, compared in constant time (texts of different lengths are simply unequal). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
