/**
 * Catalogue names offered as keyword suggestions: the categories and subcategories with products in
 * the shopper's country, running collections and tags, in both languages.
 *
 * They are a few dozen rows that change when staff edit the taxonomy, and suggestions run on every
 * key press, so each process keeps them per database and country rather than reading and
 * normalizing them again each time. A write that changes them sends the 'catalog' change notice
 * (db/change-notices.ts), which makes every process forget its copy at once; the one-minute
 * lifetime is only a backstop for writes that do not announce themselves.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbContext, ServiceContext } from '../context.ts';
import { listCategories } from '../catalog/catalog.service.ts';
import type { AppDb } from '../db/client.ts';
import { onChange } from '../db/change-notices.ts';
import { collections, tags } from '../db/schema/catalog.schema.ts';
import type { CountryCode, LanguageCode } from '../locale/locales.ts';
import { normalizeSearchText } from './normalize.ts';
import type { KeywordSuggestion, KeywordSuggestionSource } from './search-index.ts';

export const CATALOGUE_TERMS_TTL_MS = 60_000;

interface CatalogueTerm {
  source: Exclude<KeywordSuggestionSource, 'keyword'>;
  en: string;
  ar: string;
  normalizedEn: string;
  normalizedAr: string;
}

const SOURCE_ORDER: Record<CatalogueTerm['source'], number> = {
  category: 0,
  subcategory: 1,
  collection: 2,
  tag: 3,
};

type Kept = Map<CountryCode, { at: number; terms: Promise<CatalogueTerm[]> }>;
let cache = new WeakMap<AppDb, Kept>();

/** Forgets the kept names (after a taxonomy edit in this process, or in tests). */
export function clearCatalogueTermsCache(ctx?: DbContext): void {
  if (ctx) cache.delete(ctx.db);
  else cache = new WeakMap();
}

onChange('catalog', () => clearCatalogueTermsCache());

const term = (source: CatalogueTerm['source'], en: string, ar: string): CatalogueTerm => ({
  source,
  en,
  ar,
  normalizedEn: normalizeSearchText(en, Infinity),
  normalizedAr: normalizeSearchText(ar, Infinity),
});

async function loadTerms(ctx: ServiceContext): Promise<CatalogueTerm[]> {
  const [categoryItems, collectionRows, tagRows] = await Promise.all([
    listCategories(ctx),
    ctx.db
      .select({ title: collections.title, arTitle: collections.arTitle })
      .from(collections)
      .where(eq(collections.status, true))
      .orderBy(asc(collections.displayOrder)),
    ctx.db.select({ name: tags.name, arName: tags.arName }).from(tags).orderBy(asc(tags.name)),
  ]);
  const terms: CatalogueTerm[] = [];
  for (const category of categoryItems) {
    if (category.hasProducts) terms.push(term('category', category.name, category.arName));
    for (const subcategory of category.subCategories) {
      if (subcategory.hasProducts) terms.push(term('subcategory', subcategory.name, subcategory.arName));
    }
  }
  for (const collection of collectionRows)
    terms.push(term('collection', collection.title, collection.arTitle));
  for (const tag of tagRows) terms.push(term('tag', tag.name, tag.arName));
  return terms;
}

function termsOf(ctx: ServiceContext, now = Date.now()): Promise<CatalogueTerm[]> {
  let byCountry = cache.get(ctx.db);
  if (!byCountry) cache.set(ctx.db, (byCountry = new Map()));
  const kept = byCountry.get(ctx.country);
  if (kept && now - kept.at < CATALOGUE_TERMS_TTL_MS) return kept.terms;
  const terms = loadTerms(ctx);
  byCountry.set(ctx.country, { at: now, terms });
  // A failed read is not kept: the next call tries again.
  terms.catch(() => byCountry.delete(ctx.country)).catch(() => undefined);
  return terms;
}

/**
 * Catalogue names containing the normalized `text`, those starting with it first, then by kind
 * (category, subcategory, collection, tag). The name is given in the language that matched, the
 * shopper's language when both do.
 */
export async function suggestCatalogueTerms(
  ctx: ServiceContext,
  text: string,
  language: LanguageCode,
  limit: number,
): Promise<KeywordSuggestion[]> {
  const terms = await termsOf(ctx);
  const found: { suggestion: KeywordSuggestion; starts: boolean; order: number }[] = [];
  for (const entry of terms) {
    const sides = language === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
    for (const side of sides) {
      const normalized = side === 'ar' ? entry.normalizedAr : entry.normalizedEn;
      const at = normalized.indexOf(text);
      if (at < 0) continue;
      found.push({
        suggestion: { text: entry[side], source: entry.source },
        starts: at === 0,
        order: SOURCE_ORDER[entry.source],
      });
      break;
    }
  }
  found.sort((a, b) => Number(b.starts) - Number(a.starts) || a.order - b.order);
  return found.slice(0, limit).map((entry) => entry.suggestion);
}
