import type { ReactNode } from 'react';
import type { LanguageCode, LocaleCode } from '@souq/core/locale/locales.ts';
import { I18nProvider, useLocale, useT } from '../../../i18n/i18n.ts';
import { ContentPage } from '../../content/content-page-header.tsx';
import { AdminSection } from '../admin-page.tsx';

/**
 * A draft as the storefront would show it, in Arabic then English (issue 21): each pane is
 * the storefront's own page body under that language's texts and direction. The draft comes from
 * the action's answer (sanitized by the server as a save would), so nothing is stored or cached.
 */
export function ContentPreview({ render }: { render: (language: LanguageCode) => ReactNode }) {
  const t = useT();
  const { locale } = useLocale();
  const country = locale.split('-')[1];
  return (
    <AdminSection title={t('admin.content.preview.title')}>
      <p className="text-sm text-ink-muted">{t('admin.content.preview.description')}</p>
      <div className="flex flex-col gap-4" data-testid="content-preview">
        {(['ar', 'en'] as const).map((language) => (
          <figure key={language} className="flex min-w-0 flex-col gap-2">
            <figcaption className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {t(language === 'ar' ? 'admin.content.preview.arabic' : 'admin.content.preview.english')}
            </figcaption>
            <I18nProvider locale={`${language}-${country}` as LocaleCode}>
              <div
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                lang={language}
                className="max-h-[36rem] overflow-auto rounded-card border border-line bg-canvas"
                data-testid={`content-preview-${language}`}
              >
                <ContentPage>{render(language)}</ContentPage>
              </div>
            </I18nProvider>
          </figure>
        ))}
      </div>
    </AdminSection>
  );
}
