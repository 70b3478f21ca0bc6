import type { LanguageCode } from '@souq/core/locale/locales.ts';
import { registerMessages } from '@souq/core/locale/message-catalog.ts';
import arSite from '@souq/core/locale/messages/ar.json?url';
import enSite from '@souq/core/locale/messages/en.json?url';
import arPayments from '@souq/core/locale/messages/payments.ar.json?url';
import enPayments from '@souq/core/locale/messages/payments.en.json?url';

/**
 * The files of a language's texts a browser needs outside the dashboard. They are plain JSON
 * assets (hashed, cached for good), so the document can preload its language's files in the head
 * (root.tsx) while the scripts download.
 */
export const MESSAGE_FILES: Record<LanguageCode, { site: string; payments: string }> = {
  ar: { site: arSite, payments: arPayments },
  en: { site: enSite, payments: enPayments },
};

const loading = new Map<LanguageCode, Promise<void>>();

async function fetchJson(url: string): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as object;
}

/**
 * Registers a language's texts in the browser, once per tab (the same promise for every caller,
 * as React's `use` needs); a failed download is tried again by the next caller.
 */
export function loadMessages(language: LanguageCode): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    const files = MESSAGE_FILES[language];
    promise = Promise.all([fetchJson(files.site), fetchJson(files.payments)]).then(
      ([site, payments]) => registerMessages(language, { site, payments }),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
