import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@souq/testing/test-server.ts';
import type { BenchResults, EngineResults } from './results.ts';
import type { Verdict } from './verdicts.ts';

export const resultsDir = path.join(repositoryRoot, 'bench', 'results');

const number = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en');
/** A latency, or a dash when no request finished within the run. */
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : String(value));
const engineName = (engine: EngineResults['engine']) => (engine === 'pg' ? 'PostgreSQL' : 'PGlite');

/** Every load figure, each req/s also as a ratio to the limit measured on the same engine's run. */
export function loadTable(results: BenchResults): string {
  const lines = [
    '| engine | target | req/s | × limit | p50 / p95 / p99 ms | timeouts | errors | bytes |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const engine of results.engines) {
    for (const load of [engine.limit, ...engine.loads]) {
      const share = engine.limit.reqPerSec ? load.reqPerSec / engine.limit.reqPerSec : Number.NaN;
      lines.push(
        `| ${engineName(engine.engine)} | ${load.name}${load.rate ? ` (at ${load.rate} req/s)` : ''} | ${number(load.reqPerSec)} | ${Number.isNaN(share) ? '–' : share.toFixed(3)} | ${ms(load.latency.p50)} / ${ms(load.latency.p95)} / ${ms(load.latency.p99)} | ${load.timeouts} | ${load.errors} | ${number(load.bytes)}${load.encoding ? ` ${load.encoding}` : ''} |`,
      );
    }
  }
  return lines.join('\n');
}

/** Search latency, checkouts, memory and dataset per engine, and Lighthouse per page. */
export function otherTables(results: BenchResults): string {
  const lines = [
    '| engine | products / orders | seeding s | globalSearch p50 / p95 / p99 ms | checkouts p50 / p95 ms | accepted / refused | correct | RSS MB (uncached server) | RSS MB (cached server) |',
    '| --- | --- | ---: | --- | --- | --- | --- | --- | --- |',
  ];
  for (const engine of results.engines) {
    const { search, checkouts, memory, dataset } = engine;
    lines.push(
      `| ${engineName(engine.engine)} | ${number(dataset.products)} / ${number(dataset.orders)} | ${dataset.seedSeconds ?? 'reused'} | ${search ? `${search.latency.p50} / ${search.latency.p95} / ${search.latency.p99}` : '–'} | ${checkouts ? `${checkouts.latency.p50} / ${checkouts.latency.p95}` : '–'} | ${checkouts ? `${checkouts.accepted} / ${checkouts.refused}` : '–'} | ${checkouts ? (checkouts.correct ? 'yes' : 'NO') : '–'} | ${number(memory.uncachedServer.beforeMb)} → ${number(memory.uncachedServer.afterMb)} | ${number(memory.cachedServer.beforeMb)} → ${number(memory.cachedServer.afterMb)} |`,
    );
  }
  if (results.lighthouse?.length) {
    lines.push(
      '',
      '| Lighthouse (mobile) | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | JavaScript bytes | HTML bytes |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const run of results.lighthouse)
      lines.push(
        `| ${run.page} ${run.locale} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${number(run.lcpMs)} | ${run.cls} | ${number(run.tbtMs)} | ${number(run.scriptBytes)} | ${number(run.documentBytes)} |`,
      );
  }
  return lines.join('\n');
}

export function verdictTable(verdicts: Verdict[]): string {
  const lines = ['| issue 20 target | verdict | figure |', '| --- | --- | --- |'];
  for (const verdict of verdicts)
    lines.push(
      `| ${verdict.target} | ${verdict.met === null ? 'not measured' : verdict.met ? 'met' : 'short'} | ${verdict.figure} |`,
    );
  return lines.join('\n');
}

/** Writes bench/results/<date>-<commit>.json (a second run of the day and commit gets a suffix). */
export function writeResults(results: BenchResults & { verdicts: Verdict[] }): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stem = `${results.date.slice(0, 10)}-${results.commit}`;
  let file = path.join(resultsDir, `${stem}.json`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(resultsDir, `${stem}-${n}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** The newest earlier results file with a smaller catalogue (the other side of the growth target). */
export function findSmallerRun(products: number): BenchResults | undefined {
  if (!fs.existsSync(resultsDir)) return undefined;
  const runs = fs
    .readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(fs.readFileSync(path.join(resultsDir, name), 'utf8')) as BenchResults);
  return runs.find(
    (run) => run.engines?.length && run.engines.every((engine) => engine.dataset.products < products),
  );
}
