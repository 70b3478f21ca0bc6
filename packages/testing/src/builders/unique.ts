import crypto from 'node:crypto';

/** A short random suffix that keeps builders' slugs, emails and codes unique within a database. */
export const uniqueSuffix = (): string => crypto.randomBytes(4).toString('hex');
