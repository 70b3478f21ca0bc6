import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';

/**
 * The head of a page private to its visitor (the cart, checkout, an order): its title, and kept
 * out of search engines.
 */
export function privatePageMeta(data: { locale: LocaleCode } | undefined, titleKey: MessageKey) {
  if (!data) return [];
  return [{ title: t(data.locale, titleKey) }, { name: 'robots', content: 'noindex' }];
}
