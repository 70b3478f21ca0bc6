import type { SeedDb } from './bulk.ts';
import type { ImagePool } from './images.seed.ts';
import type { Random } from './random.ts';

/** What every seed module receives. */
export interface SeedContext {
  db: SeedDb;
  /** Content draws (names, prices, flags); each module forks its own stream. */
  random: Random;
  /** Row ids, from a separate stream so content changes do not renumber ids. */
  ids: Random;
  /** Fixed date the demo history is laid out against (orders, reviews, created_at). */
  base: Date;
  /** The real clock, only for things that must be running today (offers, a collection sale). */
  now: Date;
  images: ImagePool;
  /** One scrypt hash of the demo password shared by every demo account (hashing is slow on purpose). */
  passwordHash: string;
}

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** A fixed moment `days` (fractional allowed) before `base`. */
export const daysBefore = (base: Date, days: number): Date => addDays(base, -days);
