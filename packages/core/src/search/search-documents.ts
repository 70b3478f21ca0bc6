/**
 * Keeps `product_search_documents` (and the typo vocabulary `search_words`) current.
 *
 * Every write that changes how a product is found calls `refreshProductSearchDocuments` with the
 * products it touched, in the same transaction: a new product; its names, descriptions, category,
 * subcategory, collection or tag; the name of one of those or of its designer; its status or
 * designer switch; the active flag or sales of one of its prices. Availability is also checked live
 * when results are loaded, so a missed refresh can hide a product or misplace it, never show one
 * that should not be shown.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { isPublished } from '../catalog/catalog.service.ts';
import type { AppDb } from '../db/client.ts';
import { notifyChange } from '../db/change-notices.ts';
import { users } from '../db/schema/accounts.schema.ts';
import {
  categories,
  collections,
  productPrices,
  products,
  subcategories,
  tags,
} from '../db/schema/catalog.schema.ts';
import { productSearchDocuments, searchWords } from '../db/schema/search-documents.schema.ts';
import { COUNTRIES } from '../locale/locales.ts';

/** The database or a transaction of it. */
export type SearchDb = Pick<AppDb, 'execute'>;

/** Product ids are sent in chunks of this many, far from the 65,535-parameter limit. */
const ID_CHUNK = 5000;
/** The rank key: sales * 2^32 + seconds since 2020-01-01 (see search-documents.schema.ts). */
const RANK_SALES_FACTOR = 4294967296;
const RANK_EPOCH = 1577836800;
/** Shorter words are not worth correcting (and match too much when they are). */
export const TYPO_WORD_MIN_LENGTH = 3;

const norm = (value: unknown) => sql`search_normalize(${value})`;
/** Texts joined by spaces, nulls skipped. */
const joined = (...values: unknown[]) =>
  sql`concat_ws(' ', ${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** One text through a configuration, at a weight; Arabic loses its article first (see the migration). */
function lexemes(config: 'simple' | 'english' | 'arabic', text: SQL, weight: 'A' | 'B' | 'C' | 'D'): SQL {
  const input = config === 'arabic' ? sql`search_strip_article(${text})` : text;
  return sql`setweight(to_tsvector(${sql.raw(`'${config}'`)}::regconfig, ${input}), ${sql.raw(`'${weight}'`)})`;
}

/**
 * Builds or rebuilds the search documents of `productIds` (every product when omitted), one
 * set-based statement per chunk of ids, and adds their new words to the typo vocabulary. A full
 * rebuild also refreshes the planner's statistics of the database. Returns the documents written.
 */
export async function refreshProductSearchDocuments(
  ctx: { db: SearchDb },
  productIds?: readonly string[],
): Promise<number> {
  // Whatever changed a product may change the catalogue every process keeps copies of (which
  // categories have products, catalogue-terms.ts): they are told when this transaction commits.
  await notifyChange(ctx, 'catalog');
  if (productIds === undefined) {
    const written = await upsertDocuments(ctx.db, undefined);
    // A full rebuild follows a bulk load (the demo seed, an import): fresh planner statistics for
    // every table, which searches (band limits) and catalogue reads rely on. PGlite has no
    // autovacuum to gather them, and without them its plans for product listings cost 2-5 times more.
    await ctx.db.execute(sql`analyze`);
    return written;
  }
  const unique = [...new Set(productIds)];
  let written = 0;
  for (let start = 0; start < unique.length; start += ID_CHUNK) {
    written += await upsertDocuments(ctx.db, unique.slice(start, start + ID_CHUNK));
  }
  return written;
}

async function upsertDocuments(db: SearchDb, ids: string[] | undefined): Promise<number> {
  const rankIn = COUNTRIES.map(
    (country) =>
      sql`case when ${isPublished()} then (select ${productPrices.salesNumber} from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.country} = ${country} and ${productPrices.active})::bigint * ${RANK_SALES_FACTOR}::bigint + (extract(epoch from ${products.createdAt})::bigint - ${RANK_EPOCH}) end as ${sql.identifier(`rank_${country}`)}`,
  );
  const namesDocument = sql.join(
    [
      lexemes('simple', sql`n.name_en || ' ' || n.name_ar`, 'A'),
      lexemes('english', sql`n.name_en`, 'A'),
      lexemes('arabic', sql`n.name_ar`, 'A'),
    ],
    sql` || `,
  );
  const keywordsDocument = sql.join(
    [
      namesDocument,
      lexemes('simple', sql`n.taxonomy_en || ' ' || n.taxonomy_ar`, 'B'),
      lexemes('english', sql`n.taxonomy_en`, 'B'),
      lexemes('arabic', sql`n.taxonomy_ar`, 'B'),
      lexemes('simple', sql`n.designer`, 'C'),
    ],
    sql` || `,
  );
  const document = sql.join(
    [keywordsDocument, lexemes('english', sql`n.details_en`, 'D'), lexemes('arabic', sql`n.details_ar`, 'D')],
    sql` || `,
  );

  const result = await db.execute(sql`
    with source as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at,
        ${norm(products.name)} as name_en,
        ${norm(products.arName)} as name_ar,
        ${norm(joined(categories.name, subcategories.name, collections.title, tags.name))} as taxonomy_en,
        ${norm(joined(categories.arName, subcategories.arName, collections.arTitle, tags.arName))} as taxonomy_ar,
        ${norm(joined(users.name, users.fName, users.lName))} as designer,
        ${norm(joined(products.brief, sql`${products.lists}::text`, products.description))} as details_en,
        ${norm(joined(products.arBrief, sql`${products.arLists}::text`, products.arDescription))} as details_ar,
        ${sql.join(rankIn, sql`, `)}
      from ${products}
      join ${categories} on ${categories.id} = ${products.categoryId}
      join ${users} on ${users.id} = ${products.designerId}
      left join ${subcategories} on ${subcategories.id} = ${products.subcategoryId}
      left join ${collections} on ${collections.id} = ${products.collectionId}
      left join ${tags} on ${tags.id} = ${products.tagId}
      ${ids ? sql`where ${inArray(products.id, ids)}` : sql``}
    ),
    documents as (
      insert into ${productSearchDocuments} (product_id, name_en, name_ar, names, names_document,
        keywords_document, document, created_at, rank_eg, rank_sa, rank_ae, updated_at)
      select n.id, n.name_en, n.name_ar, btrim(n.name_en || ' ' || n.name_ar), ${namesDocument},
        ${keywordsDocument}, ${document}, n.created_at, n.rank_eg, n.rank_sa, n.rank_ae, now()
      from source n
      on conflict (product_id) do update set
        name_en = excluded.name_en,
        name_ar = excluded.name_ar,
        names = excluded.names,
        names_document = excluded.names_document,
        keywords_document = excluded.keywords_document,
        document = excluded.document,
        created_at = excluded.created_at,
        rank_eg = excluded.rank_eg,
        rank_sa = excluded.rank_sa,
        rank_ae = excluded.rank_ae,
        updated_at = excluded.updated_at
      returning 1
    ),
    words as (
      insert into ${searchWords} (word)
      select distinct word
      from source n,
        regexp_split_to_table(concat_ws(' ', n.name_en, n.name_ar, n.taxonomy_en, n.taxonomy_ar, n.designer), ' ') as word
      where length(word) >= ${TYPO_WORD_MIN_LENGTH}
      on conflict (word) do nothing
    )
    select count(*)::int as written from documents
  `);
  const rows = (result as unknown as { rows: { written: number }[] }).rows;
  return Number(rows[0]?.written ?? 0);
}

/**
 * Builds every document when there are products but no documents at all, as in a database filled
 * before search existed (migration 0001_search adds empty tables). Cheap when nothing is missing
 * (two index probes, no scan of the catalogue): call it at start-up after the migrations. Products
 * written since have their documents from the writers' refresh; a gap left by a failed bulk import
 * is closed by `npm run search:reindex`. Returns the documents written (0 when none were missing).
 */
export async function ensureProductSearchDocuments(ctx: { db: SearchDb }): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select exists (select 1 from ${products}) and not exists (select 1 from ${productSearchDocuments}) as missing`,
  )) as unknown as { rows: { missing: boolean }[] };
  if (!result.rows[0]?.missing) return 0;
  return refreshProductSearchDocuments(ctx);
}
