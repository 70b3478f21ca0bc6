/**
 * The fixed choices of the content area's forms (issue 21), without any server code: the
 * dashboard's pages import them in the browser (the client-bundle guard refuses services there).
 */

export const POST_TYPES = ['blog', 'news'] as const;
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The static pages staff edit, About first. */
export const CONTENT_PAGE_KINDS = [
  'about',
  'terms',
  'policies',
  'exchange_policies',
  'privacy',
  'shipping',
  'b2b',
] as const;
export type EditablePageKind = (typeof CONTENT_PAGE_KINDS)[number];

/** About's four texts; the other pages have an intro (`description`) and titled items. */
export const ABOUT_SECTIONS = ['description', 'whatWeDo', 'mission', 'vision'] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

/** A terms-like page has at most this many items. */
export const PAGE_ITEMS_MAX = 60;

export const HOME_MEDIA_KINDS = ['sliders', 'banners', 'adverts'] as const;
export type HomeMediaKind = (typeof HOME_MEDIA_KINDS)[number];

/** Slides and banners are meant for a country and language (none: everywhere); adverts are not. */
export const hasAudience = (kind: HomeMediaKind) => kind !== 'adverts';

export const FAQ_AUDIENCES = ['general', 'customer', 'designer'] as const;

/** The pages whose intro line (header description) staff write: the content pages' keys. */
export const HEADER_PAGES = [
  'about',
  'b2b',
  'blog',
  'news',
  'careers',
  'careerApply',
  'contact',
  'faq',
  'how',
  'privacy',
  'shipping',
  'terms',
  'exchangePolicy',
] as const;
export type HeaderPage = (typeof HEADER_PAGES)[number];

export const HOW_IT_WORKS_AUDIENCES = ['customer', 'designer'] as const;

/** A career has at most this many tags. */
export const CAREER_TAGS_MAX = 12;
