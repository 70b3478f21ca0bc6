import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  activeStatus,
  bilingualDescription,
  bilingualTitle,
  countryCode,
  createdAt,
  displayOrder,
  langCode,
  primaryId,
  timestamps,
  updatedAt,
} from './common.schema.ts';
import type { ContactMessageStatus } from '../../admin/inbox-options.ts';
import { users } from './accounts.schema.ts';

export const postType = pgEnum('post_type', ['blog', 'news']);

export const posts = pgTable(
  'posts',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    type: postType('type').notNull().default('blog'),
    ...bilingualTitle(),
    ...bilingualDescription(),
    image: text('image'),
    /** null = draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('posts_slug_uq').on(t.slug),
    index('posts_type_published_idx').on(t.type, t.publishedAt),
  ],
);

/** Home carousel slides; country or lang null = shown everywhere. */
export const sliders = pgTable(
  'sliders',
  {
    id: primaryId(),
    image: text('image').notNull(),
    country: countryCode('country'),
    lang: langCode('lang'),
    link: text('link'),
    displayOrder: displayOrder(),
    status: activeStatus(),
    createdAt: createdAt(),
  },
  (t) => [index('sliders_country_lang_order_idx').on(t.country, t.lang, t.displayOrder)],
);

export const banners = pgTable(
  'banners',
  {
    id: primaryId(),
    image: text('image').notNull(),
    link: text('link'),
    country: countryCode('country'),
    lang: langCode('lang'),
    displayOrder: displayOrder(),
    status: activeStatus(),
    createdAt: createdAt(),
  },
  (t) => [index('banners_country_lang_order_idx').on(t.country, t.lang, t.displayOrder)],
);

export const adverts = pgTable(
  'adverts',
  {
    id: primaryId(),
    image: text('image').notNull(),
    link: text('link'),
    status: activeStatus(),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('adverts_status_order_idx').on(t.status, t.displayOrder)],
);

export const faqAudience = pgEnum('faq_audience', ['general', 'customer', 'designer']);

export const faqs = pgTable(
  'faqs',
  {
    id: primaryId(),
    question: text('question').notNull(),
    arQuestion: text('ar_question').notNull(),
    answer: text('answer').notNull(),
    arAnswer: text('ar_answer').notNull(),
    forAudience: faqAudience('for_audience').notNull().default('general'),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_audience_order_idx').on(t.forAudience, t.displayOrder)],
);

export const contentPageKind = pgEnum('content_page_kind', [
  'about',
  'terms',
  'policies',
  'exchange_policies',
  'b2b',
  'privacy',
  'shipping',
]);

/** Bilingual body of a static page; the shape differs per kind (About has mission and vision). */
export interface ContentPageBody {
  description?: { en: string; ar: string };
  whatWeDo?: { en: string; ar: string };
  mission?: { en: string; ar: string };
  vision?: { en: string; ar: string };
  items?: { title: string; arTitle: string; body: string; arBody: string }[];
}

export const contentPages = pgTable(
  'content_pages',
  {
    id: primaryId(),
    kind: contentPageKind('kind').notNull(),
    body: jsonb('body').$type<ContentPageBody>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_kind_uq').on(t.kind)],
);

export const careers = pgTable(
  'careers',
  {
    id: primaryId(),
    ...bilingualTitle(),
    ...bilingualDescription(),
    tags: jsonb('tags').$type<{ name: string; arName: string }[]>().notNull().default([]),
    status: activeStatus(),
    createdAt: createdAt(),
  },
  (t) => [index('careers_status_created_idx').on(t.status, t.createdAt)],
);

export const careerRequests = pgTable(
  'career_requests',
  {
    id: primaryId(),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Uploaded CV paths relative to the uploads root. */
    cvPaths: jsonb('cv_paths').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('career_requests_career_id_idx').on(t.careerId),
    index('career_requests_created_at_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    feedbackType: text('feedback_type'),
    comment: text('comment'),
    message: text('message').notNull(),
    /**
     * The staff inbox (issue 21, docs/decisions/047): new until someone opens it, then read,
     * answered (a reply was emailed) or archived. `handled_at` of earlier versions became archived.
     */
    status: text('status').$type<ContactMessageStatus>().notNull().default('new'),
    /** The language of the page the message was sent from: the reply is written in it. */
    lang: langCode('lang'),
    readAt: timestamp('read_at', { withTimezone: true }),
    reply: text('reply'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_answered_by_idx').on(t.answeredBy),
    check('contact_messages_status_ck', sql`${t.status} in ('new', 'read', 'answered', 'archived')`),
  ],
);

/** The intro text shown at the top of a page (e.g. "designers", "collections"). */
export const headerDescriptions = pgTable(
  'header_descriptions',
  {
    id: primaryId(),
    page: text('page').notNull(),
    description: text('description').notNull(),
    arDescription: text('ar_description').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('header_descriptions_page_uq').on(t.page)],
);

export const howItWorksStages = pgTable(
  'how_it_works_stages',
  {
    id: primaryId(),
    /** Whose journey: e.g. customer or designer. */
    type: text('type').notNull(),
    number: integer('number').notNull(),
    ...bilingualTitle(),
    ...bilingualDescription(),
    image: text('image'),
  },
  (t) => [uniqueIndex('how_it_works_stages_type_number_uq').on(t.type, t.number)],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type Slider = typeof sliders.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Advert = typeof adverts.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type ContentPage = typeof contentPages.$inferSelect;
export type Career = typeof careers.$inferSelect;
export type CareerRequest = typeof careerRequests.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type HeaderDescription = typeof headerDescriptions.$inferSelect;
export type HowItWorksStage = typeof howItWorksStages.$inferSelect;
