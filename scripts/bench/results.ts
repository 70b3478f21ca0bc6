import type { CheckoutResult } from './checkouts.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { Engine } from './options.ts';
import type { SearchLatency } from './search-latency.ts';

/** What the fields' names end with, in what unit (written into every results file). */
export const UNITS = {
  reqPerSec: 'requests per second (median of the runs)',
  latency: 'milliseconds (p50, p95, p99 of every response of a run; median of the runs)',
  bytes: 'bytes of one answer as sent (compressed when Content-Encoding says so)',
  Mb: 'megabytes (MiB)',
  Ms: 'milliseconds',
  Seconds: 'seconds',
  scriptBytes: 'bytes of JavaScript transferred by the page (compressed as sent)',
  scores: 'Lighthouse category scores, 0-100',
} as const;

export interface ServerMemory {
  beforeMb: number | null;
  afterMb: number | null;
}

export interface EngineResults {
  engine: Engine;
  dataset: { key: string; products: number; orders: number; seedSeconds: number | null; reused: boolean };
  /** The limit's figures (the fastest possible answer of the product page's bytes on this machine). */
  limit: LoadResult;
  loads: LoadResult[];
  search: SearchLatency | null;
  checkouts: CheckoutResult | null;
  memory: { uncachedServer: ServerMemory; cachedServer: ServerMemory };
}

export interface LighthouseResult extends LighthouseScores {
  page: string;
  locale: string;
  url: string;
  runs: number[];
}

export interface BenchResults {
  units: typeof UNITS;
  date: string;
  commit: string;
  machine: { cpus: number; model: string; memoryMb: number; platform: string; release: string };
  node: string;
  pinned: boolean;
  flags: Record<string, unknown>;
  engines: EngineResults[];
  lighthouse: LighthouseResult[] | null;
}
