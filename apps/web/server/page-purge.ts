/**
 * The CDN's side of the page cache (docs/decisions/039): pages carry `Surrogate-Key` with the
 * topics they show (page-cache.ts), and when one changes every process POSTs the topics to
 * PAGE_PURGE_URL, the purge-by-key endpoint of a CDN or a small adapter in front of one. A purge
 * is idempotent, so several processes sending the same one is harmless.
 */
import type { ChangeTopic } from '@souq/core/db/change-notices.ts';

export function purgeHookOf(config: {
  purgeUrl: string | null;
  purgeToken: string | null;
}): ((topics: ChangeTopic[]) => Promise<void>) | undefined {
  const { purgeUrl, purgeToken } = config;
  if (!purgeUrl) return undefined;
  return async (topics) => {
    const response = await fetch(purgeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(purgeToken ? { authorization: `Bearer ${purgeToken}` } : {}),
      },
      body: JSON.stringify({ keys: topics }),
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the purge hook answered ${response.status}`);
  };
}
