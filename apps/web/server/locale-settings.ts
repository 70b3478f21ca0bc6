/**
 * The locale strategy and default locale follow the site settings (issue 21, docs/decisions/046).
 * locale-routing.ts keeps them process-wide and synchronous (every loader, every `localePath`), so
 * this process reads the settings row once before its first page and again after every change
 * notice of the settings (db/change-notices.ts: every process hears it), then sets them with
 * `configureLocaleRouting`. Unset parts, or a database that cannot be read, keep the environment's
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
  /** True once the settings were read (or could not be): pages may be rendered. */
  readonly loaded: boolean;
  /** Settles when the first reading is done (never rejects). */
  readonly ready: Promise<void>;
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
  let loaded = false;
  let reading = 0;
  const read = async () => {
    const mine = ++reading;
    try {
      const settings = await getSettings(makeServiceContext(runtime, null, DEFAULT_LOCALE));
      // Two notices close together: only the latest reading decides.
      if (mine !== reading) return;
      const next = localeRoutingOf(settings, fallback);
      const current = localeRouting();
      if (next.strategy === current.strategy && next.defaultLocale === current.defaultLocale) return;
      configureLocaleRouting(next);
      runtime.log.info(next, 'locale routing follows the settings');
      changed();
    } catch (error) {
      runtime.log.warn({ err: error }, 'could not read the locale settings: keeping the current ones');
    } finally {
      loaded = true;
    }
  };
  const ready = read();
  const stop = onChange('settings', () => void read());
  return {
    get loaded() {
      return loaded;
    },
    ready,
    stop,
  };
}
