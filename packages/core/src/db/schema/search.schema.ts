import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './common.schema.ts';

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
