/**
 * Loader and action helpers of the content pages: the locale, the page's intro line (staff's
 * header description, else the page's own wording) and localized field errors of the forms.
 */
import { findHeaderDescription } from '@souq/core/content/pages.service.ts';
import type { FieldErrors } from '@souq/core/content/form-input.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { languageOf, type LanguageCode, type LocaleCode } from '@souq/core/locale/locales.ts';
import { lookupMessage, t, type MessageKey } from '../i18n/i18n.ts';
import { textIn } from './catalog-view.ts';
import { CONTENT_PAGES, introKey, titleKey, type ContentHead, type ContentPageKey } from './content-view.ts';
import { localePath } from './locale-routing.ts';
import type { RequestContext } from './request-context.server.ts';

export interface ContentPageBase {
  locale: LocaleCode;
  language: LanguageCode;
  ctx: ServiceContext;
  head: ContentHead;
  intro: string;
  homeHref: string;
}

/** The locale, service context, head and intro of a content page. */
export async function loadContentPage(
  rc: RequestContext,
  page: ContentPageKey,
  path: string = CONTENT_PAGES[page],
): Promise<ContentPageBase> {
  const { locale, language } = rc;
  const ctx = rc.service();
  const intro = await findHeaderDescription(ctx, page);
  const introText =
    (intro && textIn(language, intro.description, intro.arDescription)) || t(locale, introKey(page));
  return {
    locale,
    language,
    ctx,
    intro: introText,
    homeHref: localePath(locale),
    head: {
      locale,
      origin: new URL(rc.request.url).origin,
      path,
      title: t(locale, titleKey(page)),
      description: introText,
    },
  };
}

/** A page staff have not written yet (404 from the service) is an empty state, not an error page. */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Each wrong field's message in the page's language, the field's name filled in where the message has one. */
export function localizeFieldErrors(locale: LocaleCode, fields: FieldErrors): Record<string, string> {
  const language = languageOf(locale);
  return Object.fromEntries(
    Object.entries(fields).map(([field, error]) => {
      const key =
        lookupMessage(language, error.key) !== undefined ? (error.key as MessageKey) : 'validation.invalid';
      const fieldKey = `content.fields.${field}`;
      const name =
        lookupMessage(language, fieldKey) !== undefined ? t(locale, fieldKey as MessageKey) : field;
      return [field, t(locale, key, { ...error.params, field: name })];
    }),
  );
}

/** A text field of a posted form; empty for a missing field or a file. */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
