import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, langCode, primaryId } from './common.schema.ts';

/**
 * What shoppers type, counted by normalized form (Arabic letter variants and case folded) so
 * suggestions merge "أكواب" and "اكواب".
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: primaryId(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_keywords_normalized_uq').on(t.normalized),
    index('search_keywords_count_idx').on(t.count),
    index('search_keywords_last_searched_idx').on(t.lastSearchedAt),
    // Suggestions match what is typed anywhere in a keyword (pg_trgm, migration 0001_search).
    index('search_keywords_normalized_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);

export type SearchKeyword = typeof searchKeywords.$inferSelect;

/**
 * The searches of a week per language (issue 21, the search keywords report): one row per
 * (week, language, normalized text), counted on each search. `found` is whether the text found any
 * product when it was first searched that week: one look-up per text and week, not per search.
 */
export const searchKeywordWeeks = pgTable(
  'search_keyword_weeks',
  {
    /** The Monday (UTC) the week starts on. */
    week: date('week', { mode: 'string' }).notNull(),
    lang: langCode('lang').notNull(),
    normalized: text('normalized').notNull(),
    /** The text as first typed that week. */
    keyword: text('keyword').notNull(),
    searches: integer('searches').notNull().default(1),
    found: boolean('found').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.lang, t.normalized] }),
    index('search_keyword_weeks_top_idx').on(t.week, t.lang, t.searches),
  ],
);

export type SearchKeywordWeek = typeof searchKeywordWeeks.$inferSelect;
