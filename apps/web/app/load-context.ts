/**
 * What the Node server (apps/web/server) hands every loader and action: the process runtime with
 * the database, logger and configuration. Loaders call services in-process with it.
 */
import type { AppRuntime } from '@souq/core/runtime.ts';

declare module 'react-router' {
  interface AppLoadContext {
    app: AppRuntime;
    /** The client's network address (the socket's peer), for per-address throttles; null when unknown. */
    clientAddress: string | null;
    /** The request's Content-Security-Policy nonce for inline scripts (server/http/security-headers.ts). */
    cspNonce?: string;
  }
}

export {};
