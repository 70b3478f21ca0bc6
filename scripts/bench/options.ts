import { parseArgs } from 'node:util';

export type Engine = 'pg' | 'pglite';

export interface BenchOptions {
  products: number;
  orders: number;
  engines: Engine[];
  seconds: number;
  warmup: number;
  runs: number;
  connections: number;
  /** Sequential globalSearch queries of the search latency. */
  queries: number;
  lighthouse: boolean;
  lighthouseRuns: number;
  /** Run only the targets whose name contains this text. */
  only: string;
  quick: boolean;
  /** Prepare the datasets (seeding when needed) and stop: no server, no load. */
  prepareOnly: boolean;
  databaseUrl: string;
}

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/souq_bench';

/** The dataset of issue 20. */
export const FULL_SIZE = { products: 100_000, orders: 1_000_000 } as const;

/** The full profile (issue 20) and the smoke profile of `--quick`; a flag given wins over both. */
const PROFILES = {
  full: {
    ...FULL_SIZE,
    seconds: 10,
    warmup: 30,
    runs: 3,
    connections: 50,
    queries: 500,
    lighthouseRuns: 3,
  },
  // Fewer connections: at 50, a page rendered at a few req/s on a busy machine finishes no request
  // within a 3 s run (all are served side by side), which leaves a smoke run without figures.
  quick: {
    products: 300,
    orders: 5_000,
    seconds: 3,
    // The probe before the runs already rendered every page once.
    warmup: 0,
    runs: 1,
    connections: 10,
    queries: 100,
    lighthouseRuns: 1,
  },
} as const;

const count = (name: string, value: string | undefined, fallback: number, min = 0): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(parsed) || parsed < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, got ${value}`);
  return parsed;
};

/** The options of `npm run bench` from its arguments and environment (BENCH_DATABASE_URL). */
export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      products: { type: 'string' },
      orders: { type: 'string' },
      engine: { type: 'string', default: 'both' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      runs: { type: 'string' },
      connections: { type: 'string' },
      queries: { type: 'string' },
      lighthouse: { type: 'boolean', default: true },
      'lighthouse-runs': { type: 'string' },
      only: { type: 'string', default: '' },
      'prepare-only': { type: 'boolean', default: false },
    },
    allowNegative: true,
    strict: true,
  });
  const profile = values.quick ? PROFILES.quick : PROFILES.full;
  const engine = values.engine;
  if (engine !== 'pg' && engine !== 'pglite' && engine !== 'both')
    throw new Error(`--engine must be pg, pglite or both, got ${engine}`);
  return {
    products: count('products', values.products, profile.products, 1),
    orders: count('orders', values.orders, profile.orders),
    engines: engine === 'both' ? ['pg', 'pglite'] : [engine],
    seconds: count('seconds', values.seconds, profile.seconds, 1),
    warmup: count('warmup', values.warmup, profile.warmup),
    runs: count('runs', values.runs, profile.runs, 1),
    connections: count('connections', values.connections, profile.connections, 1),
    queries: count('queries', values.queries, profile.queries, 1),
    lighthouse: values.lighthouse,
    lighthouseRuns: count('lighthouse-runs', values['lighthouse-runs'], profile.lighthouseRuns, 1),
    only: values.only,
    quick: values.quick,
    prepareOnly: values['prepare-only'],
    databaseUrl: env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
  };
}
