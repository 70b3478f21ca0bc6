/**
 * What the content pages (about, blog, careers, contact, faq, how, policies...) share on both sides:
 * their keys and paths, and the head of each page (title, description, canonical and hreflang).
 */
import { intlTagOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { localeLinks } from './catalog-view.ts';

export const CONTENT_PAGES = {
  about: '/about',
  b2b: '/b2b',
  blog: '/blog',
  news: '/news',
  careers: '/careers',
  careerApply: '/careers/apply',
  contact: '/contact',
  thankYouContact: '/thankYouContact',
  faq: '/faq',
  how: '/how',
  privacy: '/privacy',
  shipping: '/shipping',
  terms: '/terms',
  exchangePolicy: '/exchangePolicy',
} as const;

export type ContentPageKey = keyof typeof CONTENT_PAGES;

export const titleKey = (page: ContentPageKey) => `content.titles.${page}` as MessageKey;
export const introKey = (page: ContentPageKey) => `content.intros.${page}` as MessageKey;

export interface ContentHead {
  locale: LocaleCode;
  origin: string;
  /** The page's path without the locale. */
  path: string;
  title: string;
  description: string;
  /** Pages that only answer a form (thank-you) stay out of search engines. */
  noindex?: boolean;
}

export function contentMeta(head: ContentHead | undefined) {
  if (!head) return [];
  const title = t(head.locale, 'content.metaTitle', { title: head.title });
  return [
    { title },
    { name: 'description', content: head.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:locale', content: intlTagOf(head.locale).replace('-', '_') },
    ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...localeLinks(head.origin, head.locale, head.path),
  ];
}

/** The URL of a stored content picture: an upload path becomes `/uploads/<path>`; a full URL stays. */
export const contentImageSrc = (image: string | null): string | null => {
  if (!image) return null;
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return image;
  return `/uploads/${image}`;
};
