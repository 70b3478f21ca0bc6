import pino, { type Logger } from 'pino';

export type { Logger };

export const createLogger = (level: string, bindings: Record<string, unknown> = {}): Logger =>
  pino({ level, base: { service: 'souq', ...bindings }, timestamp: pino.stdTimeFunctions.isoTime });
