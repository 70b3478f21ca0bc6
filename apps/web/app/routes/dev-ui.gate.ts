/**
 * Whether the design system gallery (/dev/ui) may be served: always outside production; in
 * production only when SOUQ_DEV_UI=true (the e2e test sets it; never set it on a public site).
 */
export function devUiEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.SOUQ_DEV_UI === 'true';
}

/** Whether /dev/outbox (the emails written to the on-disk outbox) may be served: never in production. */
export function devOutboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production';
}
