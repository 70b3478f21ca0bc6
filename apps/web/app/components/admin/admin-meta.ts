import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey } from '../../i18n/i18n.ts';

/** The head of a dashboard page: "<page> · Dashboard", never indexed. */
export function adminMeta(data: { locale: LocaleCode } | undefined, titleKey: MessageKey) {
  if (!data) return [];
  return [
    { title: t(data.locale, 'admin.meta.title', { page: t(data.locale, titleKey) }) },
    { name: 'robots', content: 'noindex' },
  ];
}
