import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.schema.ts';

/** PostgreSQL's full-text document type; read and written as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * What the PostgreSQL search index (packages/core/src/search/postgres-search-index.ts) searches: one
 * row per product, rebuilt by `refreshProductSearchDocuments` from the product's names,
 * descriptions, category, subcategory, collection, tag and designer. Every text in it is
 * normalized by the SQL function `search_normalize` (the twin of search/normalize.ts), so hamza,
 * teh marbuta, alef maqsura, tashkeel, Arabic-Indic digits, case and accents do not matter.
 *
 * `rank_eg`, `rank_sa`, `rank_ae` order the products available in each country (published, with an
 * active price row there; null elsewhere) by sales there, then newest: sales * 2^32 + seconds since
 * 2020. A search reads the matches of the best-ranked band of products first (a range of this key
 * intersected with the match's own index), so it touches about as many rows as it returns. The
 * copy is a ranking signal only: the service loads the found products through the catalog, which
 * checks availability live.
 *
 * Designers are searched without a document table: `users.name_search` is
 * `search_normalize(users.name)`, a column PostgreSQL generates (migration 0009) with a trigram index,
 * so it is always current.
 */
export const productSearchDocuments = pgTable(
  'product_search_documents',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** search_normalize(products.name). */
    nameEn: text('name_en').notNull(),
    /** search_normalize(products.ar_name). */
    nameAr: text('name_ar').notNull(),
    /** Both names, for trigram similarity and substring matches. */
    names: text('names').notNull(),
    /** The names' lexemes (`simple`, `english`, `arabic`): a match here outranks one elsewhere. */
    namesDocument: tsvector('names_document').notNull(),
    /**
     * The lexemes of the names (A), category, subcategory, collection and tag (B) and designer (C):
     * what a half-typed last word is matched against (prefixes of description words would match
     * nearly every product).
     */
    keywordsDocument: tsvector('keywords_document').notNull(),
    /**
     * Every text's lexemes: the keywords and the brief, lists and descriptions (D). Arabic texts go
     * through `arabic`, English ones through `english`, names, taxonomy and designer also through
     * `simple` (whole words).
     */
    document: tsvector('document').notNull(),
    /** products.created_at: the order of `newest`, and the tie-breaker of the rank. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rankEg: bigint('rank_eg', { mode: 'number' }),
    rankSa: bigint('rank_sa', { mode: 'number' }),
    rankAe: bigint('rank_ae', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The GIN indexes have no pending list (fastupdate off, set in migration 0001_search): PGlite
    // has no autovacuum to merge it, and an unmerged list makes every search read it through.
    index('product_search_documents_document_idx').using('gin', t.document),
    index('product_search_documents_keywords_document_idx').using('gin', t.keywordsDocument),
    index('product_search_documents_names_document_idx').using('gin', t.namesDocument),
    index('product_search_documents_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
    index('product_search_documents_name_en_idx').on(t.nameEn.op('text_pattern_ops')),
    index('product_search_documents_name_ar_idx').on(t.nameAr.op('text_pattern_ops')),
    index('product_search_documents_created_at_idx').on(t.createdAt.desc(), t.productId.desc()),
    // Each market's rank, over the products available there.
    index('product_search_documents_eg_rank_idx')
      .on(t.rankEg.desc().nullsLast(), t.productId.desc())
      .where(sql`${t.rankEg} is not null`),
    index('product_search_documents_sa_rank_idx')
      .on(t.rankSa.desc().nullsLast(), t.productId.desc())
      .where(sql`${t.rankSa} is not null`),
    index('product_search_documents_ae_rank_idx')
      .on(t.rankAe.desc().nullsLast(), t.productId.desc())
      .where(sql`${t.rankAe} is not null`),
  ],
);

/**
 * Every normalized word of the product names, taxonomy and designer names (three letters or more),
 * for correcting typos word by word with pg_trgm (PostgreSQL documentation F.35, "Text Search
 * Integration"). Words are added by refreshProductSearchDocuments and never removed: a word no
 * product has any more corrects to nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export type ProductSearchDocument = typeof productSearchDocuments.$inferSelect;
