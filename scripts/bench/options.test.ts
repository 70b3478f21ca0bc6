import { describe, expect, it } from 'vitest';
import { databaseNameFor } from './dataset.ts';
import { DEFAULT_BENCH_DATABASE_URL, parseBenchOptions } from './options.ts';
import { latencyOf, median, percentile } from './stats.ts';

describe('parseBenchOptions', () => {
  it('defaults to the full profile of issue 20 on both engines', () => {
    const options = parseBenchOptions([], {});
    expect(options).toMatchObject({
      products: 100_000,
      orders: 1_000_000,
      engines: ['pg', 'pglite'],
      seconds: 10,
      warmup: 30,
      runs: 3,
      connections: 50,
      lighthouse: true,
      databaseUrl: DEFAULT_BENCH_DATABASE_URL,
    });
  });

  it('takes the quick profile and lets a flag given win over it', () => {
    const options = parseBenchOptions(
      ['--quick', '--orders', '1_000', '--engine', 'pglite', '--no-lighthouse'],
      {
        BENCH_DATABASE_URL: 'postgres://x/y',
      },
    );
    expect(options).toMatchObject({
      products: 300,
      orders: 1000,
      engines: ['pglite'],
      seconds: 3,
      lighthouse: false,
    });
    expect(options.databaseUrl).toBe('postgres://x/y');
  });

  it('refuses an unknown engine and a count that is not a whole number', () => {
    expect(() => parseBenchOptions(['--engine', 'mysql'], {})).toThrow(/--engine/);
    expect(() => parseBenchOptions(['--products', '1.5'], {})).toThrow(/--products/);
    expect(() => parseBenchOptions(['--runs', '0'], {})).toThrow(/--runs/);
  });
});

describe('databaseNameFor', () => {
  it('keeps the full dataset in the named database and other sizes beside it', () => {
    expect(databaseNameFor('souq_bench', 100_000, 1_000_000)).toBe('souq_bench');
    expect(databaseNameFor('souq_bench', 300, 5000)).toBe('souq_bench_p300_o5000');
  });
});

describe('stats', () => {
  it('takes nearest-rank percentiles and medians', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(latencyOf([5, 1, 3])).toEqual({ p50: 3, p95: 5, p99: 5 });
  });
});
