/**
 * The search keywords report (issue 21, docs/decisions/047): for a chosen week and language, the
 * most searched texts and those that found nothing (search_keyword_weeks, counted by
 * search/search.service.ts `recordSearchKeyword`). Weeks start on Monday, UTC.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { searchKeywordWeeks } from '../db/schema/search.schema.ts';
import { isLanguage, type LanguageCode } from '../locale/locales.ts';
import { weekOf } from '../search/search.service.ts';
import { requirePermission } from './permissions.ts';

export const SEARCH_REPORT_LIMIT = 50;
/** The week picker offers this many weeks back from the current one. */
export const SEARCH_REPORT_WEEKS = 26;

export interface SearchReportRow {
  keyword: string;
  searches: number;
}

export interface SearchReport {
  week: string;
  lang: LanguageCode;
  /** The weeks to choose from, newest first (the current one and those before it). */
  weeks: string[];
  totalSearches: number;
  top: SearchReportRow[];
  noResults: SearchReportRow[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The week a `YYYY-MM-DD` day falls in, or the current week for anything else (or the future). */
function chosenWeek(value: string | null | undefined, now: Date): string {
  const current = weekOf(now);
  if (!value || !ISO_DAY.test(value)) return current;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return current;
  const week = weekOf(day);
  return week > current ? current : week;
}

function weeksBack(now: Date): string[] {
  const weeks: string[] = [];
  const day = new Date(`${weekOf(now)}T00:00:00Z`);
  for (let i = 0; i < SEARCH_REPORT_WEEKS; i += 1) {
    weeks.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 7);
  }
  return weeks;
}

/** The report of one week (the current one by default) in one language (the page's by default). */
export async function getSearchReport(
  ctx: ServiceContext,
  filter: { week?: string | null; lang?: string | null } = {},
): Promise<SearchReport> {
  requirePermission(ctx, 'inbox.read');
  const week = chosenWeek(filter.week, ctx.now);
  const lang: LanguageCode = isLanguage(filter.lang)
    ? filter.lang
    : ctx.locale.startsWith('en')
      ? 'en'
      : 'ar';
  const inWeek = and(eq(searchKeywordWeeks.week, week), eq(searchKeywordWeeks.lang, lang));
  const columns = { keyword: searchKeywordWeeks.keyword, searches: searchKeywordWeeks.searches };
  const order = [desc(searchKeywordWeeks.searches), searchKeywordWeeks.normalized] as const;
  const [top, noResults, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(searchKeywordWeeks)
      .where(inWeek)
      .orderBy(...order)
      .limit(SEARCH_REPORT_LIMIT),
    ctx.db
      .select(columns)
      .from(searchKeywordWeeks)
      .where(and(inWeek, eq(searchKeywordWeeks.found, false)))
      .orderBy(...order)
      .limit(SEARCH_REPORT_LIMIT),
    ctx.db
      .select({ n: sql<string>`coalesce(sum(${searchKeywordWeeks.searches}), 0)` })
      .from(searchKeywordWeeks)
      .where(inWeek),
  ]);
  return {
    week,
    lang,
    weeks: weeksBack(ctx.now),
    totalSearches: Number(total?.n ?? 0),
    top,
    noResults,
  };
}
