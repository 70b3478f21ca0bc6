/**
 * The default SearchIndex: PostgreSQL full-text search (`arabic`, `english` and `simple`
 * configurations) over `product_search_documents`, plus `pg_trgm` for typos and partial words.
 * The same SQL runs on PGlite and on PostgreSQL.
 *
 * Queries are never spliced into SQL or tsquery syntax: each word of the normalized query (letters
 * and digits only, see normalize.ts) is a bound parameter of plainto_tsquery, and a prefix term
 * `word:*` is built from such a word, which cannot carry an operator.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbContext } from '../context.ts';
import type { AppDb } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { productPrices } from '../db/schema/catalog.schema.ts';
import { productSearchDocuments, searchWords } from '../db/schema/search-documents.schema.ts';
import { searchKeywords } from '../db/schema/search.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import { isNormalizedSearchText, searchTerms } from './normalize.ts';
import { refreshProductSearchDocuments } from './search-documents.ts';
import type {
  KeywordSuggestion,
  KeywordSuggestionQuery,
  ProductSearchQuery,
  SearchIndex,
  SearchPage,
  UserSearchQuery,
} from './search-index.ts';

/** Words past this many still count for exact, prefix and similarity matches, not for full text. */
const MAX_TERMS = 8;
/** Trigram matches (typos, infixes) need this many characters; shorter queries match by prefix. */
const TRIGRAM_MIN_LENGTH = 3;
/** Each unknown word is corrected to at most this many known words, those nearly as close as the closest. */
const CORRECTIONS_PER_WORD = 3;
const CORRECTION_SPREAD = 0.1;
/** A recorded keyword is suggested once this many searches recorded it (one-off typing stays out). */
export const KEYWORD_MIN_COUNT = 2;

/**
 * Normalized Arabic words too common to require in full-text matches (the `arabic` configuration
 * has no stop words). English stop words come from the `english` configuration.
 */
const ARABIC_STOP_WORDS = new Set([
  'من',
  'في',
  'علي',
  'الي',
  'عن',
  'مع',
  'و',
  'او',
  'ثم',
  'هذا',
  'هذه',
  'ذلك',
  'تلك',
  'التي',
  'الذي',
  'كل',
  'بين',
  'عند',
  'لل',
]);

// ---------------------------------------------------------------------------------------------
// Full-text queries

/**
 * A word of the text in its distinct forms and, when `asStart`, every word starting with it
 * (search_term_query, migration 0008; a normalized word cannot carry tsquery syntax).
 */
const termQuery = (term: string, asStart: boolean) =>
  sql`search_term_query(array[${term}]::text[], ${asStart ? term : null}::text)`;

export interface TsQueryOptions {
  /** The last word may be the start of a word (typing in progress). */
  prefix: boolean;
  /**
   * Each word the catalogue does not know (three letters or more, not a number) may also be one of
   * the catalogue words closest to it, or the start of a longer word (search_spelling_query).
   */
  corrected?: boolean;
}

/** A word that may be a misspelling of a catalogue word (shorter words and numbers are taken as they are). */
const mayBeMisspelt = (term: string) => term.length >= TRIGRAM_MIN_LENGTH && !/^\d+$/.test(term);

/**
 * The full-text query of a normalized text: every word must match in some form, except stop words
 * (Arabic ones from a list, English ones when the `english` configuration drops them).
 */
export function productTsQuery(text: string, options: TsQueryOptions): SQL {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  const parts = terms.map((term, index) => {
    const last = index === terms.length - 1;
    const asStart = options.prefix && last && term.length >= 2;
    const query =
      options.corrected && mayBeMisspelt(term)
        ? sql`search_spelling_query(${term}, ${CORRECTIONS_PER_WORD}::integer, ${CORRECTION_SPREAD}::real)`
        : termQuery(term, asStart);
    if (last) return query;
    if (ARABIC_STOP_WORDS.has(term)) return null;
    const english = sql`plainto_tsquery('english', ${term})`;
    return sql`(case when numnode(${english}) = 0 then ${english} else ${query} end)`;
  });
  const required = parts.filter((part): part is SQL => part !== null);
  return sql`(${sql.join(required, sql` && `)})`;
}

const assertNormalized = (text: string) => {
  if (text === '' || !isNormalizedSearchText(text)) {
    throw new TypeError('SearchIndex queries take a normalized, non-empty text (normalizeSearchText).');
  }
};

const pageOf = (ids: string[], offset: number, limit: number): SearchPage => ({
  ids: ids.slice(offset, offset + limit),
  hasMore: ids.length > offset + limit,
});

// ---------------------------------------------------------------------------------------------
// Bands of an order

const d = productSearchDocuments;

const rankOf = (country: CountryCode): AnyPgColumn =>
  country === 'eg' ? d.rankEg : country === 'sa' ? d.rankSa : d.rankAe;

/**
 * Sold in the country: its rank is set. Written so that no index serves it (a filter on the rows
 * the match finds): the rank index's bitmap for it alone would cover the whole catalogue.
 */
const availableIn = (rank: AnyPgColumn): SQL => sql`(${rank} + 0) is not null`;

/**
 * Where the bands of an order start, as fractions of the products from the best: the first band
 * is the best 1 % (1,000 of 100,000), then the next 2 %, the next 7 %, then the rest. A page is
 * usually filled from the first band, where a word found in one product of twenty has fifty
 * matches; a word found in one product of fifty needs the second, not the next nine percent.
 */
const BAND_FRACTIONS = [0.01, 0.03, 0.1];
/**
 * How many times the first band the bands before the rest cover: a first band whose matches,
 * times this, would not fill the page (or that has at most one) is thin, and search_read reads the
 * rest of the tier at once (migration 0011).
 */
const THIN_SHARE = Math.round(BAND_FRACTIONS.at(-1)! / BAND_FRACTIONS[0]!);
/** Band limits are read from the planner's statistics (pg_stats) and kept this long per process. */
const BANDS_TTL_MS = 10 * 60_000;
const NO_BANDS_TTL_MS = 30_000;

type BandColumn = 'rank_eg' | 'rank_sa' | 'rank_ae' | 'created_at';
const bandCache = new WeakMap<AppDb, { at: number; ttl: number; bounds: Map<string, string[]> }>();

/** Parses a PostgreSQL array literal of scalars: {1,2} or {"2025-01-01 00:00:00+00",...}. */
function parseArrayLiteral(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const out: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let match = pattern.exec(inner); match; match = pattern.exec(inner)) {
    out.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!);
  }
  return out;
}

/** The histogram bounds (ascending) of the band columns, from the planner's statistics. */
async function histogramBounds(db: AppDb, now = Date.now()): Promise<Map<string, string[]>> {
  const kept = bandCache.get(db);
  if (kept && now - kept.at < kept.ttl) return kept.bounds;
  const rows = await selectRows<{ column: string; bounds: string | null }>(
    db,
    sql`select attname::text as column, histogram_bounds::text as bounds from pg_stats
      where schemaname = current_schema() and tablename = 'product_search_documents'
        and attname in ('rank_eg', 'rank_sa', 'rank_ae', 'created_at')`,
  );
  const bounds = new Map<string, string[]>();
  for (const row of rows) if (row.bounds) bounds.set(row.column, parseArrayLiteral(row.bounds));
  bandCache.set(db, { at: now, ttl: bounds.size > 0 ? BANDS_TTL_MS : NO_BANDS_TTL_MS, bounds });
  return bounds;
}

/** Forgets the band limits read for `db` (after a full refresh in this process, or in tests). */
export function clearSearchBands(ctx: DbContext): void {
  bandCache.delete(ctx.db);
}

/** An order read band by band: a column, its direction and the limits between bands. */
interface BandedOrder {
  column: AnyPgColumn;
  direction: 'desc' | 'asc';
  cast: 'bigint' | 'timestamptz';
  /** Band limits from the best band to the worst. */
  limits: string[];
}

function bandedOrder(
  bounds: Map<string, string[]>,
  name: BandColumn,
  column: AnyPgColumn,
  direction: 'desc' | 'asc',
): BandedOrder {
  const cast = name === 'created_at' ? 'timestamptz' : 'bigint';
  const values = bounds.get(name) ?? [];
  if (values.length < 10) return { column, direction, cast, limits: [] };
  const last = values.length - 1;
  const limits = BAND_FRACTIONS.map((fraction) => {
    const offset = Math.max(1, Math.round(last * fraction));
    return values[direction === 'desc' ? last - offset : offset]!;
  });
  return { column, direction, cast, limits: [...new Set(limits)] };
}

/**
 * The bands of `order` as conditions, best first (one band, `true`, when there are no limits), and
 * with three bands or more, everything after the first band (read at once for a thin match).
 */
function bandConditions(order: BandedOrder): { bands: SQL[]; afterFirst: SQL | null } {
  const { column, direction, cast, limits } = order;
  const value = (limit: string) => sql`${limit}::${sql.raw(cast)}`;
  const better = (limit: string) =>
    direction === 'desc' ? sql`${column} >= ${value(limit)}` : sql`${column} <= ${value(limit)}`;
  const worse = (limit: string) =>
    direction === 'desc' ? sql`${column} < ${value(limit)}` : sql`${column} > ${value(limit)}`;
  if (limits.length === 0) return { bands: [sql`true`], afterFirst: null };
  // The last band is most of the catalogue and is only read for texts with few matches: it is a
  // filter on those matches (an expression no index serves), not an intersection with a range.
  const unindexed = sql`(${column}${sql.raw(cast === 'bigint' ? ' + 0' : " + interval '0 s'")})`;
  const after = (limit: string) =>
    direction === 'desc' ? sql`${unindexed} < ${value(limit)}` : sql`${unindexed} > ${value(limit)}`;
  return {
    bands: [
      better(limits[0]!),
      ...limits.slice(1).map((limit, index) => sql`${better(limit)} and ${worse(limits[index]!)}`),
      after(limits.at(-1)!),
    ],
    afterFirst: limits.length >= 2 ? after(limits[0]!) : null,
  };
}

/** One tier of a search: what matches and, to avoid repeats, what earlier tiers matched. */
interface Tier {
  match: SQL;
  /** Rows of earlier tiers of the same statement, left out here. */
  before?: SQL;
  /** Read in one piece rather than band by band (a small tier). */
  whole?: boolean;
  /** Best first by this key before the order (implies `whole`). */
  key?: SQL;
}

const dialect = new PgDialect();

/**
 * A piece of a search_read statement as SQL text, its values written in (see readIds). Each piece
 * is written once per search and reused by every band of every tier.
 */
const inline = (piece: SQL): string => dialect.sqlToQuery(sql`${piece}`.inlineParams()).sql;

/** The ids found by the statements before this one (a uuid[] parameter of search_read). */
const FOUND = '$1';
/** How many ids are still wanted (an integer parameter of search_read). */
const REMAINING = '$2';

/**
 * The statements reading `tiers` in order, each band by band, one statement per band: search_read
 * runs them one after the other and stops as soon as the page is full, so the bands and tiers
 * after that are neither planned nor read. Products found by earlier statements are left out.
 */
function tieredRead(options: {
  tiers: Tier[];
  available: SQL;
  order: BandedOrder;
  /** The order within a band (the banded column first, then tie-breakers). */
  orderBy: SQL;
  join?: SQL;
  /** Read only when the earlier statements found nothing (a last resort). */
  onlyWhenNothingFound?: boolean;
}): Read[] {
  const { tiers, order, onlyWhenNothingFound = false } = options;
  const id = inline(sql`${d.productId}`);
  const head = `select array(select ${id} from ${inline(sql`${d}`)} ${options.join ? inline(options.join) : ''}
    where ${inline(options.available)}`;
  const tail = ` and ${id} <> all(${FOUND})${onlyWhenNothingFound ? ` and cardinality(${FOUND}) = 0` : ''}`;
  const orderBy = inline(options.orderBy);
  let banded: { bands: string[]; afterFirst: string | null } | undefined;
  const statements: Read[] = [];
  for (const tier of tiers) {
    const match = `${inline(tier.match)}${tier.before ? ` and not (${inline(tier.before)})` : ''}`;
    const ordered = `order by ${tier.key ? `${inline(tier.key)}, ` : ''}${orderBy} limit ${REMAINING})`;
    const statement = (band: string) => `${head} and ${band} and ${match}${tail}\n    ${ordered}`;
    if (tier.whole || tier.key) {
      statements.push(statement('true'));
      continue;
    }
    banded ??= (() => {
      const { bands, afterFirst } = bandConditions(order);
      return { bands: bands.map(inline), afterFirst: afterFirst ? inline(afterFirst) : null };
    })();
    const { bands, afterFirst } = banded;
    if (afterFirst === null) {
      statements.push(...bands.map(statement));
      continue;
    }
    // The first band jumps to the last statement (the rest at once) when its match is thin; the
    // last band skips it.
    statements.push({ band: statement(bands[0]!), skip: bands.length - 1 });
    statements.push(...bands.slice(1, -1).map(statement));
    statements.push({ band: statement(bands.at(-1)!), skip: -1 });
    statements.push(statement(afterFirst));
  }
  return statements;
}

/**
 * A statement of search_read: one that finds products; a probe, whose ids are not kept and which,
 * when it finds nothing, skips the `skip` statements after it; or a band of a tier (see tieredRead
 * and migration 0011): the first (`skip` > 0, the bands to jump when its match is thin) or the last
 * (`skip` -1: the statement after it is for thin matches only).
 */
type Read = string | { probe: string; skip: number } | { band: string; skip: number };

/**
 * Runs `reads` (tieredRead) in order inside the database until `wanted` ids are found, in one
 * round trip: search_read (migrations 0003 and 0011) executes each one only while the page is
 * not full, under the plan settings of a search. The statements are sent as text with their values
 * written in: normalized words (letters, digits, spaces), tsquery texts PostgreSQL made from them,
 * numbers and timestamps, each quoted as a string literal.
 */
async function readIds(db: AppDb, reads: Read[], wanted: number): Promise<string[]> {
  if (reads.length === 0) return [];
  const texts = reads.map((read) =>
    typeof read === 'string' ? read : 'probe' in read ? read.probe : read.band,
  );
  const probes = reads.map((read) => (typeof read !== 'string' && 'probe' in read ? read.skip : 0));
  const bands = reads.map((read) => (typeof read !== 'string' && 'band' in read ? read.skip : 0));
  const integers = (values: number[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::integer[]`;
  // The ids come back as one text: a set-returning call in FROM (unnest) would have the planner
  // run the whole search once more to estimate its rows.
  const [row] = await selectRows<{ ids: string | null }>(
    db,
    sql`select array_to_string(search_read(array[${sql.join(
      texts.map((text) => sql`${text}`),
      sql`, `,
    )}]::text[], ${wanted}::integer, ${integers(probes)}, ${integers(bands)}, ${THIN_SHARE}::integer), ',') as ids`,
  );
  return row?.ids ? row.ids.split(',') : [];
}

/** A text's full-text queries (PostgreSQL's tsquery texts): as typed, and typo-tolerant. */
interface Prepared {
  prefixed: string;
  whole: string;
  /** Null when the catalogue knows every word of the text. */
  corrected: string | null;
  /**
   * The only word the catalogue does not know is the last one, and it starts a catalogue word: a
   * word being typed, which matches as typed (`prefixed`), rather than a typo.
   */
  typing: boolean;
}

// ---------------------------------------------------------------------------------------------
// The index

export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: AppDb) {}

  /**
   * Relevance is a sequence of tiers, ordered within by sales in the country, then newest:
   *   1. the exact name (Arabic or English),  2. a name starting with the text,
   *   3. every word in the names,  4. every word in the names, taxonomy or designer (the last word
   *   may be half typed),  5. every word anywhere, descriptions included,
   *   6. every word after typo correction against the catalogue's words, or as a word start,
   *   7. when nothing else matched: a substring of the names, or a name close to a one-word text.
   * Full-text rank is thus the field that matched (names before the rest). Each tier is read band
   * by band of the country's ranking (best sellers first), so a search touches about as many rows
   * as it returns, whether its words are found in ten products or in ten thousand.
   */
  async searchProducts(query: ProductSearchQuery): Promise<SearchPage> {
    assertNormalized(query.text);
    const wanted = query.offset + query.limit + 1;
    const bounds = await histogramBounds(this.db);
    const prepared = await this.prepare(query.text);
    const statements =
      query.sort === 'relevance'
        ? this.rankedReads(query, bounds, prepared)
        : this.sortedReads(query, bounds, prepared);
    return pageOf(await readIds(this.db, statements, wanted), query.offset, query.limit);
  }

  /**
   * Turns the text into its full-text queries, typo corrections included, in one statement:
   * `prefixed` lets the last word be the start of a longer word unless it is a whole word of the
   * catalogue already (matching every word that starts with "mug" costs several times what
   * matching "mug" does, for the same products); `whole` takes every word as it is; `corrected`
   * (null when every word is known) also accepts, for each word the catalogue does not know, the
   * catalogue words closest to it or a longer word starting with it.
   */
  private async prepare(text: string): Promise<Prepared> {
    const terms = searchTerms(text).slice(0, MAX_TERMS);
    const whole = productTsQuery(text, { prefix: false });
    const candidates = [...new Set(terms)].filter(mayBeMisspelt);
    const last = terms.at(-1) ?? '';
    const known = (word: SQL) =>
      sql`exists (select 1 from ${searchWords} where ${searchWords.word} = ${word})`;
    // The words the catalogue does not know and, when there are some, the text's query with their
    // spellings.
    const unknownWords =
      candidates.length === 0
        ? sql`''`
        : sql`array_to_string(array(select term from unnest(array[${sql.join(
            candidates.map((term) => sql`${term}`),
            sql`, `,
          )}]::text[]) as unknown(term) where not ${known(sql`unknown.term`)}), ' ')`;
    // Only a last word the catalogue may not know can be one being typed.
    const startsWord = candidates.includes(last)
      ? sql`exists (select 1 from ${searchWords} where ${searchWords.word} like ${`${last}%`})`
      : sql`false`;
    const [row] = await selectRows<{
      prefixed: string;
      whole: string;
      unknown: string;
      corrected: string | null;
      starts_word: boolean;
    }>(
      this.db,
      sql`select
        (case when ${known(sql`${last}`)} then ${whole} else ${productTsQuery(text, { prefix: true })} end)::text as prefixed,
        ${whole}::text as whole,
        typos.unknown,
        case when typos.unknown <> '' then ${productTsQuery(text, { prefix: false, corrected: true })}::text end as corrected,
        ${startsWord} as starts_word
      from (select ${unknownWords} as unknown) as typos`,
    );
    const unknown = row?.unknown ? row.unknown.split(' ') : [];
    return {
      prefixed: row?.prefixed ?? '',
      whole: row?.whole ?? '',
      corrected: row?.corrected || null,
      typing: unknown.length === 1 && unknown[0] === last && row?.starts_word === true,
    };
  }

  /** The statements of a search by relevance, in the order search_read runs them. */
  private rankedReads(query: ProductSearchQuery, bounds: Map<string, string[]>, prepared: Prepared): Read[] {
    const q = query.text;
    const { prefixed, whole, corrected, typing } = prepared;
    const rank = rankOf(query.country);
    const order = bandedOrder(bounds, `rank_${query.country}`, rank, 'desc');
    const orderBy = sql`${rank} desc nulls last, ${d.productId} desc nulls last`;
    const available = availableIn(rank);
    const read = (tiers: Tier[], onlyWhenNothingFound = false) =>
      tieredRead({ tiers, available, order, orderBy, onlyWhenNothingFound });

    // Each tier's bands are planned and read only when the ones before did not fill the page.
    const exact = sql`(${d.nameEn} = ${q} or ${d.nameAr} = ${q})`;
    const prefix = sql`(${d.nameEn} like ${`${q}%`} or ${d.nameAr} like ${`${q}%`})`;
    const names: Tier[] = [
      { match: exact, whole: true },
      { match: prefix, before: exact },
    ];
    const rest: Tier[] = [];
    if (prefixed !== '') {
      const inNames = sql`${d.namesDocument} @@ ${prefixed}::tsquery`;
      const inKeywords = sql`${d.keywordsDocument} @@ ${prefixed}::tsquery`;
      names.push({ match: inNames, before: prefix });
      rest.push({ match: inKeywords, before: sql`${prefix} or ${inNames}` });
      if (whole !== '') {
        rest.push({
          match: sql`${d.document} @@ ${whole}::tsquery`,
          before: sql`${prefix} or ${inKeywords}`,
        });
      }
    }
    // Two cheap looks spare planning every band of tiers that cannot match: the exact and prefix
    // tiers are read only when some name starts with the text (not so for a word found inside
    // names), and when the text has a word the catalogue does not know (a typo), the full-text
    // tiers only when it matches as typed (not so for a typo). A last word that starts catalogue
    // words is being typed and matches as typed: no look, which for a short start of a common word
    // would read every product it starts.
    const startsName = read(names.slice(0, 2));
    const fullText = [...read(names.slice(2)), ...read(rest)];
    const firstOf = (matches: SQL[]) =>
      inline(
        sql`select array(select id from (${sql.join(
          matches.map(
            (match) => sql`(select ${d.productId} as id from ${d} where ${available} and ${match} limit 1)`,
          ),
          sql` union all `,
        )}) as first limit 1)`,
      );
    const statements: Read[] = [{ probe: firstOf([prefix]), skip: startsName.length }, ...startsName];
    if (corrected && !typing && fullText.length > 0) {
      const asTyped = [sql`${d.keywordsDocument} @@ ${prefixed}::tsquery`];
      if (whole !== '') asTyped.push(sql`${d.document} @@ ${whole}::tsquery`);
      statements.push({ probe: firstOf(asTyped), skip: fullText.length });
    }
    statements.push(...fullText);
    if (corrected) statements.push(...read([{ match: sql`${d.keywordsDocument} @@ ${corrected}::tsquery` }]));
    if (q.length >= TRIGRAM_MIN_LENGTH) {
      // Only when nothing else matched: a part of a name ("unset"), or one word close to a stretch
      // of a name ("nilesunset").
      const oneWord = searchTerms(q).length === 1 && q.length > TRIGRAM_MIN_LENGTH;
      statements.push(
        ...read(
          [
            {
              match: sql`(${d.names} like ${`%${q}%`}${oneWord ? sql` or ${q} <% ${d.names}` : sql``})`,
              key: sql`word_similarity(${q}, ${d.names}) desc`,
            },
          ],
          true,
        ),
      );
    }
    return statements;
  }

  /**
   * Every match ordered by one key (newest, oldest, price in the country, best selling), ties by
   * rank; read band by band of that key (price has no bands: its large result sets are sorted).
   * Nothing as typed: the same order over the typo-tolerant matches.
   */
  private sortedReads(query: ProductSearchQuery, bounds: Map<string, string[]>, prepared: Prepared): Read[] {
    const q = query.text;
    const { prefixed, whole, corrected } = prepared;
    const rank = rankOf(query.country);
    const rankOrder = sql`${rank} desc nulls last, ${d.productId} desc nulls last`;
    const price = productPrices.amountMinor;
    const plans: Record<
      Exclude<ProductSearchQuery['sort'], 'relevance'>,
      { order: BandedOrder; orderBy: SQL }
    > = {
      newest: {
        order: bandedOrder(bounds, 'created_at', d.createdAt, 'desc'),
        orderBy: sql`${d.createdAt} desc, ${d.productId} desc`,
      },
      oldest: {
        order: bandedOrder(bounds, 'created_at', d.createdAt, 'asc'),
        orderBy: sql`${d.createdAt} asc, ${d.productId} asc`,
      },
      priceAsc: {
        order: bandedOrder(new Map(), 'rank_eg', price, 'asc'),
        orderBy: sql`${price} asc, ${rankOrder}`,
      },
      priceDesc: {
        order: bandedOrder(new Map(), 'rank_eg', price, 'desc'),
        orderBy: sql`${price} desc, ${rankOrder}`,
      },
      bestSelling: { order: bandedOrder(bounds, `rank_${query.country}`, rank, 'desc'), orderBy: rankOrder },
    };
    const sort = query.sort as keyof typeof plans;
    const { order, orderBy } = plans[sort];
    const join =
      sort === 'priceAsc' || sort === 'priceDesc'
        ? sql`join ${productPrices} on ${productPrices.productId} = ${d.productId} and ${productPrices.country} = ${query.country} and ${productPrices.active}`
        : sql``;
    const available = availableIn(rank);
    const read = (match: SQL, onlyWhenNothingFound = false) =>
      tieredRead({ tiers: [{ match }], available, order, orderBy, join, onlyWhenNothingFound });

    const prefix = sql`${d.nameEn} like ${`${q}%`} or ${d.nameAr} like ${`${q}%`}`;
    const fullText =
      prefixed !== ''
        ? sql` or ${d.keywordsDocument} @@ ${prefixed}::tsquery${whole !== '' ? sql` or ${d.document} @@ ${whole}::tsquery` : sql``}`
        : sql``;
    const statements: Read[] = read(sql`(${prefix}${fullText})`);
    // The typo-tolerant matches are a first page's last resort: later pages of such a text stay empty.
    if (query.offset > 0) return statements;
    const similar = q.length >= TRIGRAM_MIN_LENGTH ? sql`${q} <% ${d.names}` : sql`false`;
    statements.push(
      ...read(
        corrected ? sql`(${d.keywordsDocument} @@ ${corrected}::tsquery or ${similar})` : similar,
        true,
      ),
    );
    return statements;
  }

  async searchUsers(query: UserSearchQuery): Promise<SearchPage> {
    assertNormalized(query.text);
    const q = query.text;
    // search_normalize(name), stored (migration 0009).
    const name = sql`${users}.name_search`;
    const conditions: SQL[] = [
      q.length >= TRIGRAM_MIN_LENGTH
        ? sql`(${name} like ${`%${q}%`} or ${q} <% ${name})`
        : sql`(${name} like ${`${q}%`} or ${name} like ${`% ${q}%`})`,
    ];
    if (query.role) conditions.push(sql`${users.role} = ${query.role}`);
    if (!query.includeInactive) conditions.push(sql`${users.status}`);
    const rows = await selectRows<{ id: string }>(
      this.db,
      sql`select ${users.id} as id from ${users}
        where ${sql.join(conditions, sql` and `)}
        order by case when ${name} = ${q} then 0 when ${name} like ${`${q}%`} then 1 else 2 end,
          word_similarity(${q}, ${name}) desc, ${users.salesNumber} desc, ${users.createdAt} desc, ${users.id} desc
        limit ${query.limit + 1} offset ${query.offset}`,
    );
    return pageOf(
      rows.map((row) => row.id),
      0,
      query.limit,
    );
  }

  async suggestKeywords(query: KeywordSuggestionQuery): Promise<KeywordSuggestion[]> {
    assertNormalized(query.text);
    const q = query.text;
    const k = searchKeywords;
    const pattern = q.length >= TRIGRAM_MIN_LENGTH ? `%${q}%` : `${q}%`;
    const rows = await selectRows<{ text: string }>(
      this.db,
      sql`select ${k.keyword} as text from ${k}
        where ${k.normalized} like ${pattern} and ${k.count} >= ${KEYWORD_MIN_COUNT}
        order by ${k.normalized} like ${`${q}%`} desc, ${k.count} desc, ${k.lastSearchedAt} desc
        limit ${query.limit}`,
    );
    return rows.map((row) => ({ text: row.text, source: 'keyword' }));
  }

  async refreshProducts(productIds?: readonly string[]): Promise<void> {
    await refreshProductSearchDocuments({ db: this.db }, productIds);
    if (productIds === undefined) clearSearchBands({ db: this.db });
  }
}
