export * from './errors.ts';
export * from './context.ts';
export * from './config/config.ts';
export * from './db/client.ts';
export * from './runtime.ts';
export * from './logger.ts';
