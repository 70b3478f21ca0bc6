import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { localePath } from '../../../lib/locale-routing.ts';

/**
 * A dashboard link for a component (`adminPath` of lib/admin.server.ts is server-only and may only
 * serve loaders and actions).
 */
export const adminHref = (locale: LocaleCode, path: string): string => localePath(locale, `/admin${path}`);
