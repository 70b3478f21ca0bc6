import { REQUEST_TIMEOUT_SECONDS, type LoadResult } from './load.ts';
import type { BenchResults, EngineResults } from './results.ts';

/** One target of issue 20: met, short, or not measured (null) in this run, with the figure behind it. */
export interface Verdict {
  target: string;
  met: boolean | null;
  figure: string;
}

const round = (value: number) => Math.round(value).toLocaleString('en');
const ratio = (value: number) => `${Math.round(value * 100)} %`;
const byGroup = (engine: EngineResults, group: LoadResult['group'], page?: string) =>
  engine.loads.filter(
    (load) =>
      load.group === group && (!page || load.name.includes(` ${page} `) || load.name.endsWith(` ${page}`)),
  );
const engineLabel = (engine: EngineResults) => (engine.engine === 'pg' ? 'PostgreSQL' : 'PGlite');

/** Cached anonymous pages: the slowest at least half the limit's req/s of the same run. */
export function cachedPagesVerdict(engine: EngineResults): Verdict {
  const cached = byGroup(engine, 'cached');
  const target = `Cached anonymous pages ≥ 50 % of the limit (${engineLabel(engine)})`;
  if (cached.length === 0 || !engine.limit.reqPerSec) return { target, met: null, figure: 'not measured' };
  const slowest = cached.reduce((low, load) => (load.reqPerSec < low.reqPerSec ? load : low));
  const share = slowest.reqPerSec / engine.limit.reqPerSec;
  return {
    target,
    met: share >= 0.5,
    figure: `slowest ${slowest.name}: ${round(slowest.reqPerSec)} req/s = ${ratio(share)} of ${round(engine.limit.reqPerSec)}`,
  };
}

/** Uncached product page: 800 req/s on PostgreSQL, 300 on PGlite (the slower locale counts). */
export function uncachedProductVerdict(engine: EngineResults): Verdict {
  const floor = engine.engine === 'pg' ? 800 : 300;
  const target = `Uncached product page ≥ ${floor} req/s (${engineLabel(engine)})`;
  const pages = byGroup(engine, 'uncached', 'product');
  if (pages.length === 0) return { target, met: null, figure: 'not measured' };
  const slowest = Math.min(...pages.map((load) => load.reqPerSec));
  return { target, met: slowest >= floor, figure: `${round(slowest)} req/s` };
}

/** Uncached product page at a fixed 200 req/s: p99 under 50 ms. */
export function fixedRateVerdict(engine: EngineResults): Verdict {
  const target = `Uncached product page p99 < 50 ms at 200 req/s (${engineLabel(engine)})`;
  const runs = byGroup(engine, 'fixed-rate');
  if (runs.length === 0) return { target, met: null, figure: 'not measured' };
  const worst = Math.max(...runs.map((load) => load.latency.p99));
  if (Number.isNaN(worst)) return { target, met: false, figure: 'no request finished within a run' };
  return { target, met: worst < 50, figure: `p99 ${worst} ms` };
}

/** No timeouts on any page at 50 connections (uncached, cached and signed-in). */
export function timeoutsVerdict(engine: EngineResults): Verdict {
  const pages = engine.loads.filter((load) => ['uncached', 'cached', 'signed-in'].includes(load.group));
  const target = `Zero timeouts at 50 connections (${engineLabel(engine)})`;
  if (pages.length === 0) return { target, met: null, figure: 'not measured' };
  const timeouts = pages.reduce((sum, load) => sum + load.timeouts, 0);
  const connections = Math.min(...pages.map((load) => load.connections));
  if (connections < 50)
    return { target, met: null, figure: `${timeouts} timeouts at ${connections} connections` };
  // A run shorter than the timeout ends before a slow request can count as one.
  const seconds = Math.min(...pages.map((load) => load.seconds));
  if (seconds < REQUEST_TIMEOUT_SECONDS)
    return {
      target,
      met: null,
      figure: `${timeouts} timeouts in runs of ${seconds} s (shorter than the ${REQUEST_TIMEOUT_SECONDS} s timeout)`,
    };
  return { target, met: timeouts === 0, figure: `${timeouts} timeouts` };
}

/** GraphQL getProductById: 3,000 req/s on PostgreSQL, 1,000 on PGlite. */
export function getProductByIdVerdict(engine: EngineResults): Verdict {
  const floor = engine.engine === 'pg' ? 3000 : 1000;
  const target = `GraphQL getProductById ≥ ${round(floor)} req/s (${engineLabel(engine)})`;
  const load = engine.loads.find((item) => item.name === 'graphql getProductById');
  if (!load) return { target, met: null, figure: 'not measured' };
  return { target, met: load.reqPerSec >= floor, figure: `${round(load.reqPerSec)} req/s` };
}

/** globalSearch p95 at most 15 ms; only a run at 100,000 products or more can meet it. */
export function searchVerdict(engine: EngineResults): Verdict {
  const target = `globalSearch p95 ≤ 15 ms at 100,000 products (${engineLabel(engine)})`;
  if (!engine.search) return { target, met: null, figure: 'not measured' };
  const figure = `p95 ${engine.search.latency.p95} ms at ${round(engine.dataset.products)} products`;
  if (engine.dataset.products < 100_000)
    return { target, met: null, figure: `${figure} (too few products to judge)` };
  return { target, met: engine.search.latency.p95 <= 15, figure };
}

/** 100 concurrent checkouts: p95 under 300 ms and a fair race (no oversell, expected refusals). */
export function checkoutsVerdict(engine: EngineResults): Verdict {
  const target = `100 concurrent checkouts: p95 < 300 ms, zero oversell (${engineLabel(engine)})`;
  const result = engine.checkouts;
  if (!result) return { target, met: null, figure: 'not measured' };
  const figure = `p95 ${result.latency.p95} ms, ${result.accepted} accepted / ${result.refused} refused, oversold ${result.oversold}${result.correct ? '' : `, ${result.stockMismatches} stock mismatches, ${result.unexpected.length} unexpected answers`}`;
  return { target, met: result.latency.p95 < 300 && result.correct, figure };
}

/** Server memory under load below 400 MB (the larger of the two servers after their load). */
export function memoryVerdict(engine: EngineResults): Verdict {
  const target = `Server RSS under load < 400 MB (${engineLabel(engine)})`;
  const after = [engine.memory.uncachedServer.afterMb, engine.memory.cachedServer.afterMb].filter(
    (value): value is number => value !== null,
  );
  if (after.length === 0) return { target, met: null, figure: 'not measured' };
  const most = Math.max(...after);
  return { target, met: most < 400, figure: `${most} MB` };
}

export const PRODUCT_SCRIPT_BUDGET_BYTES = 100_000;

/** Lighthouse mobile on the six page-locale pairs: performance ≥ 98, the other three 100. */
export function lighthouseVerdicts(results: BenchResults['lighthouse']): Verdict[] {
  const scores = 'Lighthouse mobile: performance ≥ 98, accessibility, best practices, SEO 100';
  const script = 'Product page JavaScript ≤ 100 KB gzip';
  if (!results || results.length === 0)
    return [
      { target: scores, met: null, figure: 'not measured' },
      { target: script, met: null, figure: 'not measured' },
    ];
  const short = results.filter(
    (run) => run.performance < 98 || run.accessibility < 100 || run.bestPractices < 100 || run.seo < 100,
  );
  const products = results.filter((run) => run.page === 'product');
  const heaviest = Math.max(...products.map((run) => run.scriptBytes));
  return [
    {
      target: scores,
      met: short.length === 0,
      figure:
        short.length === 0
          ? `all ${results.length} pages`
          : short
              .map(
                (run) =>
                  `${run.page} ${run.locale} ${run.performance}/${run.accessibility}/${run.bestPractices}/${run.seo}`,
              )
              .join('; '),
    },
    products.length === 0
      ? { target: script, met: null, figure: 'not measured' }
      : { target: script, met: heaviest <= PRODUCT_SCRIPT_BUDGET_BYTES, figure: `${round(heaviest)} bytes` },
  ];
}

/**
 * Growing the catalogue (300 to 100,000 products, orders to 1,000,000) changes no page's p95 by
 * more than 2x: the uncached pages of this run against those of a smaller run on the same engine.
 */
export function growthVerdict(engine: EngineResults, smaller: EngineResults | undefined): Verdict {
  const target = `Catalogue growth changes no page's p95 more than 2x (${engineLabel(engine)})`;
  if (!smaller || smaller.dataset.products >= engine.dataset.products)
    return { target, met: null, figure: 'no smaller run to compare with' };
  const before = new Map(byGroup(smaller, 'uncached').map((load) => [load.name, load.latency.p95]));
  const factors = byGroup(engine, 'uncached').flatMap((load) => {
    const p95 = before.get(load.name);
    return p95 ? [{ name: load.name, factor: load.latency.p95 / p95 }] : [];
  });
  if (factors.length === 0) return { target, met: null, figure: 'no page in common' };
  const worst = factors.reduce((high, item) => (item.factor > high.factor ? item : high));
  return {
    target,
    met: worst.factor <= 2,
    figure: `worst ${worst.name}: ${worst.factor.toFixed(2)}x (${round(smaller.dataset.products)} → ${round(engine.dataset.products)} products)`,
  };
}

/** Every target of issue 20 for this run (PostgreSQL first, PGlite where the issue names it). */
export function verdicts(results: BenchResults, smaller?: BenchResults): Verdict[] {
  const out: Verdict[] = [];
  for (const engine of results.engines) {
    const before = smaller?.engines.find((item) => item.engine === engine.engine);
    out.push(
      cachedPagesVerdict(engine),
      uncachedProductVerdict(engine),
      fixedRateVerdict(engine),
      timeoutsVerdict(engine),
      getProductByIdVerdict(engine),
      searchVerdict(engine),
      checkoutsVerdict(engine),
      growthVerdict(engine, before),
      memoryVerdict(engine),
    );
  }
  out.push(...lighthouseVerdicts(results.lighthouse));
  return out;
}
