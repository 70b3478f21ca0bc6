import pino, { type Logger } from 'pino';

export type { Logger };

/** Sees every entry logged at error level or above (error reporting, docs/decisions/037). */
export type ErrorLogTap = (fields: Record<string, unknown>, message: string) => void;

export const createLogger = (
  level: string,
  bindings: Record<string, unknown> = {},
  onError?: ErrorLogTap,
): Logger =>
  pino({
    level,
    base: { service: 'souq', ...bindings },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(onError
      ? {
          hooks: {
            logMethod(args, method, levelNumber) {
              if (levelNumber >= 50) {
                const [first, second] = args as unknown[];
                const fields = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
                const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
                try {
                  onError(fields, message);
                } catch {
                  // Reporting must never break logging.
                }
              }
              return method.apply(this, args);
            },
          },
        }
      : {}),
  });
