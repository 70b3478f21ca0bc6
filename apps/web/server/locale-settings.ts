/**
 * The locale strategy and default locale follow the site settings (issue 21, docs/decisions/046).
 * locale-routing.ts keeps them process-wide and synchronous (every loader, every `localePath`), so
 * this process reads the settings row before its first page and before the first page after each
 * change notice of the settings (db/change-notices.ts: every process hears it), then sets them
 * with `configureLocaleRouting`. Unset parts, or a database that cannot be read, keep the environment's
 * LOCALE_STRATEGY / DEFAULT_LOCALE.
 */
import type { AppRuntime } from '@souq/core';
import { makeServiceContext } from '@souq/core/context.ts';
import { onChange } from '@souq/core/db/change-notices.ts';
import { DEFAULT_LOCALE } from '@souq/core/locale/locales.ts';
import {
  getSettings,
  localeRoutingOf,
  type LocaleRoutingChoice,
} from '@souq/core/content/settings.service.ts';
import { configureLocaleRouting, localeRouting } from '../app/lib/locale-routing.ts';

export interface LocaleSettingsFollower {
  /** True when a settings change was heard (or nothing was read yet): `refresh` before a page. */
  readonly stale: boolean;
  /** Reads the settings (the pages' shared copy) and applies them; never rejects. */
  refresh(): Promise<void>;
  stop(): void;
}

export function followLocaleSettings(
  runtime: Pick<AppRuntime, 'db' | 'log' | 'config'>,
  /** Called when the strategy or default locale changed (pages rendered under the old are stale). */
  changed: () => void,
): LocaleSettingsFollower {
  const fallback: LocaleRoutingChoice = {
    strategy: runtime.config.localeStrategy,
    defaultLocale: runtime.config.defaultLocale,
  };
  configureLocaleRouting(fallback);
  let stale = true;
  let reading: Promise<void> | null = null;
  const read = async () => {
    // A notice heard while reading makes the next page read again.
    stale = false;
    try {
      // The copy the pages read too (shared by name, db/memory-copy.ts): the page that waits for
      // this reads the row once, not twice.
      const settings = await getSettings(makeServiceContext(runtime, null, DEFAULT_LOCALE));
      const next = localeRoutingOf(settings, fallback);
      const current = localeRouting();
      if (next.strategy === current.strategy && next.defaultLocale === current.defaultLocale) return;
      configureLocaleRouting(next);
      runtime.log.info(next, 'locale routing follows the settings');
      changed();
    } catch (error) {
      runtime.log.warn({ err: error }, 'could not read the locale settings: keeping the current ones');
    }
  };
  // Read when a page needs it, not when the notice arrives: a notice costs no statement by itself.
  const stop = onChange('settings', () => {
    stale = true;
  });
  return {
    get stale() {
      return stale;
    },
    refresh: () =>
      (reading ??= read().finally(() => {
        reading = null;
      })),
    stop,
  };
}
