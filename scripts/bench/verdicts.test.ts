import { describe, expect, it } from 'vitest';
import { checkCheckouts, OUT_OF_STOCK } from './checkouts.ts';
import type { LoadResult } from './load.ts';
import type { EngineResults, LighthouseResult } from './results.ts';
import {
  cachedPagesVerdict,
  checkoutsVerdict,
  fixedRateVerdict,
  getProductByIdVerdict,
  growthVerdict,
  lighthouseVerdicts,
  memoryVerdict,
  searchVerdict,
  timeoutsVerdict,
  uncachedProductVerdict,
} from './verdicts.ts';

const load = (name: string, reqPerSec: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  name,
  group: name.split(' ')[0] as LoadResult['group'],
  engine: 'pg',
  path: '/',
  rate: null,
  connections: 50,
  seconds: 10,
  bytes: 1000,
  encoding: null,
  runs: [],
  reqPerSec,
  latency: { p50: 10, p95: 20, p99: 30 },
  timeouts: 0,
  errors: 0,
  ...extra,
});

const engine = (loads: LoadResult[], extra: Partial<EngineResults> = {}): EngineResults => ({
  engine: 'pg',
  dataset: { key: 'k', products: 100_000, orders: 1_000_000, seedSeconds: null, reused: true },
  limit: load('limit product', 10_000),
  loads,
  search: null,
  checkouts: null,
  memory: { uncachedServer: { beforeMb: 100, afterMb: 300 }, cachedServer: { beforeMb: 100, afterMb: 350 } },
  ...extra,
});

describe('the verdicts of issue 20', () => {
  it('holds cached pages to half the limit of the same run, by the slowest page', () => {
    const met = engine([load('cached home ar-eg', 6000), load('cached product en-sa', 5000)]);
    expect(cachedPagesVerdict(met).met).toBe(true);
    const short = engine([load('cached home ar-eg', 6000), load('cached product en-sa', 4999)]);
    expect(cachedPagesVerdict(short)).toMatchObject({
      met: false,
      figure: expect.stringContaining('cached product en-sa'),
    });
    expect(cachedPagesVerdict(engine([])).met).toBeNull();
  });

  it('asks more of the uncached product page and getProductById on PostgreSQL than on PGlite', () => {
    const loads = [
      load('uncached product ar-eg', 500),
      load('uncached product en-sa', 900),
      load('graphql getProductById', 2000),
    ];
    expect(uncachedProductVerdict(engine(loads)).met).toBe(false);
    expect(uncachedProductVerdict(engine(loads, { engine: 'pglite' })).met).toBe(true);
    expect(getProductByIdVerdict(engine(loads)).met).toBe(false);
    expect(getProductByIdVerdict(engine(loads, { engine: 'pglite' })).met).toBe(true);
  });

  it('wants p99 under 50 ms at 200 req/s and no timeout on any page', () => {
    expect(
      fixedRateVerdict(
        engine([load('fixed-rate product ar-eg', 200, { latency: { p50: 5, p95: 20, p99: 49 } })]),
      ).met,
    ).toBe(true);
    expect(
      fixedRateVerdict(
        engine([load('fixed-rate product ar-eg', 200, { latency: { p50: 5, p95: 20, p99: 50 } })]),
      ).met,
    ).toBe(false);
    expect(timeoutsVerdict(engine([load('uncached home ar-eg', 10, { timeouts: 1 })])).met).toBe(false);
    expect(timeoutsVerdict(engine([load('cached home ar-eg', 10)])).met).toBe(true);
    expect(timeoutsVerdict(engine([load('cached home ar-eg', 10, { connections: 10 })])).met).toBeNull();
    expect(timeoutsVerdict(engine([load('cached home ar-eg', 10, { seconds: 3 })])).met).toBeNull();
    const none = { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
    expect(fixedRateVerdict(engine([load('fixed-rate product ar-eg', 0, { latency: none })])).met).toBe(
      false,
    );
  });

  it('judges search only at 100,000 products', () => {
    const search = { queries: 100, latency: { p50: 5, p95: 15, p99: 30 } };
    expect(searchVerdict(engine([], { search })).met).toBe(true);
    expect(
      searchVerdict(engine([], { search: { ...search, latency: { ...search.latency, p95: 15.1 } } })).met,
    ).toBe(false);
    const small = engine([], {
      search,
      dataset: { key: 'k', products: 300, orders: 0, seedSeconds: 1, reused: false },
    });
    expect(searchVerdict(small).met).toBeNull();
  });

  it('passes checkouts only when fast and fair', () => {
    const fair = checkCheckouts(
      [
        { product: 0, accepted: true, message: null },
        { product: 0, accepted: false, message: OUT_OF_STOCK },
      ],
      1,
      [0],
    );
    expect(fair.correct).toBe(true);
    const checkouts = {
      ...fair,
      shoppers: 2,
      products: 1,
      editionsEach: 1,
      latency: { p50: 100, p95: 250, p99: 290 },
    };
    expect(checkoutsVerdict(engine([], { checkouts })).met).toBe(true);
    expect(
      checkoutsVerdict(engine([], { checkouts: { ...checkouts, latency: { p50: 1, p95: 300, p99: 300 } } }))
        .met,
    ).toBe(false);
  });

  it('finds an oversell, a wrong stock and an unexpected refusal', () => {
    const oversold = checkCheckouts(
      [
        { product: 0, accepted: true, message: null },
        { product: 0, accepted: true, message: null },
      ],
      1,
      [-1],
    );
    expect(oversold).toMatchObject({ oversold: 1, stockMismatches: 1, correct: false });
    const odd = checkCheckouts([{ product: 0, accepted: false, message: 'Internal error' }], 1, [1]);
    expect(odd).toMatchObject({
      oversold: 0,
      stockMismatches: 0,
      unexpected: ['Internal error'],
      correct: false,
    });
  });

  it('keeps server memory under 400 MB', () => {
    expect(memoryVerdict(engine([])).met).toBe(true);
    const heavy = engine([], {
      memory: { uncachedServer: { beforeMb: 1, afterMb: 400 }, cachedServer: { beforeMb: 1, afterMb: null } },
    });
    expect(memoryVerdict(heavy)).toMatchObject({ met: false, figure: '400 MB' });
  });

  it('compares page p95 with a smaller catalogue of the same engine', () => {
    const small = engine([load('uncached home ar-eg', 100, { latency: { p50: 5, p95: 10, p99: 20 } })], {
      dataset: { key: 's', products: 300, orders: 5000, seedSeconds: 1, reused: false },
    });
    const within = engine([load('uncached home ar-eg', 100, { latency: { p50: 5, p95: 20, p99: 20 } })]);
    const beyond = engine([load('uncached home ar-eg', 100, { latency: { p50: 5, p95: 21, p99: 20 } })]);
    expect(growthVerdict(within, small).met).toBe(true);
    expect(growthVerdict(beyond, small).met).toBe(false);
    expect(growthVerdict(within, undefined).met).toBeNull();
  });

  it('holds Lighthouse to 98/100/100/100 on every page and the product page to 100 KB of script', () => {
    const page = (extra: Partial<LighthouseResult>): LighthouseResult => ({
      page: 'product',
      locale: 'ar-eg',
      url: '/',
      runs: [99],
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1000,
      cls: 0,
      tbtMs: 0,
      scriptBytes: 90_000,
      documentBytes: 20_000,
      ...extra,
    });
    expect(lighthouseVerdicts([page({}), page({ page: 'home' })]).map((verdict) => verdict.met)).toEqual([
      true,
      true,
    ]);
    const short = lighthouseVerdicts([page({ performance: 97 }), page({ scriptBytes: 100_001 })]);
    expect(short.map((verdict) => verdict.met)).toEqual([false, false]);
    expect(lighthouseVerdicts(null).map((verdict) => verdict.met)).toEqual([null, null]);
  });
});
