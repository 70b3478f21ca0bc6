import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@souq/api/auth/session-cookie.ts';
import { repositoryRoot } from '@souq/testing/test-server.ts';
import { startBenchServer } from './bench/bench-server.ts';
import { measureCheckouts } from './bench/checkouts.ts';
import { stopChildrenOnSignal } from './bench/child-processes.ts';
import { prepareDataset, resetForRun, type Dataset } from './bench/dataset.ts';
import { addOneToCart, signIn } from './bench/graphql-client.ts';
import { ensureLighthouse, lighthouse } from './bench/lighthouse.ts';
import { startLimitServer } from './bench/limit-server.ts';
import { measureTargets, mergeResults, rawRequest, type LoadResult, type LoadTarget } from './bench/load.ts';
import { parseBenchOptions, type BenchOptions } from './bench/options.ts';
import { graphqlTargets, LOCALES, pagePaths, pageTargets, targetName } from './bench/page-targets.ts';
import { canPin, LOAD_CORE, pinToCore, rssMb } from './bench/pinning.ts';
import { findSmallerRun, loadTable, otherTables, verdictTable, writeResults } from './bench/report.ts';
import { UNITS, type BenchResults, type EngineResults, type LighthouseResult } from './bench/results.ts';
import { measureSearchLatency } from './bench/search-latency.ts';
import { verdicts } from './bench/verdicts.ts';

// `npm run bench`: the benchmark of issue 20 (README "Benchmark" lists the flags). It prepares its
// own data on each engine, starts the production build on one core, drives the load from the
// other, and writes bench/results/<date>-<commit>.json with tables of the figures and the targets.

const options = parseBenchOptions(process.argv.slice(2), process.env);
stopChildrenOnSignal();
const pinned = canPin() && pinToCore(process.pid, LOAD_CORE);
if (!pinned)
  console.warn('⚠ taskset is missing: the server and the load share the cores (figures are lower).');

const settings = {
  seconds: options.seconds,
  warmup: options.warmup,
  runs: options.runs,
  connections: options.connections,
};
const wanted = (target: LoadTarget) => target.name.includes(options.only);
const wantedSection = (name: string) => !options.only || name.includes(options.only);
const phase = (title: string) => console.log(`\n▸ ${title}`);

async function benchEngine(engine: BenchOptions['engines'][number], withLighthouse: boolean) {
  const dataset: Dataset = await prepareDataset(
    engine,
    options.databaseUrl,
    options.products,
    options.orders,
  );
  const { fixtures } = dataset;
  await resetForRun(dataset);

  phase(`${engine}: uncached pages (PAGE_CACHE=off), GraphQL, search, checkouts`);
  const uncachedServer = await startBenchServer(dataset, { pageCache: false });
  const uncachedPid = uncachedServer.process.pid!;
  let limit: Awaited<ReturnType<typeof startLimitServer>> | undefined;
  const loads: LoadResult[] = [];
  const memory: EngineResults['memory'] = {
    uncachedServer: { beforeMb: rssMb(uncachedPid), afterMb: null },
    cachedServer: { beforeMb: null, afterMb: null },
  };
  let limitResult: LoadResult;
  let search: EngineResults['search'] = null;
  let checkouts: EngineResults['checkouts'] = null;
  const lighthouseResults: LighthouseResult[] = [];
  try {
    const productPath = pagePaths(fixtures, LOCALES[0]).find((page) => page.page === 'product')!.path;
    const page = await rawRequest(new URL(productPath, uncachedServer.url).toString(), {
      headers: { accept: 'text/html' },
    });
    if (page.status !== 200) throw new Error(`The product page answered ${page.status}`);
    limit = await startLimitServer(page);
    const limitTarget: LoadTarget = {
      name: targetName('limit', 'product', LOCALES[0]),
      group: 'limit',
      engine,
      url: limit.url,
      requests: [{ path: productPath }],
    };
    const cartId = await addOneToCart(uncachedServer.url, fixtures.checkoutProducts[0]!.imageId);
    const fixedRate = LOCALES.map((locale): LoadTarget => ({
      ...pageTargets('fixed-rate', engine, uncachedServer.url, fixtures).find(
        (target) => target.name === targetName('fixed-rate', 'product', locale),
      )!,
      rate: 200,
    }));
    const [limitA, ...uncached] = await measureTargets(
      [
        limitTarget,
        ...[
          ...pageTargets('uncached', engine, uncachedServer.url, fixtures),
          ...fixedRate,
          ...graphqlTargets(engine, uncachedServer.url, fixtures, cartId),
        ].filter(wanted),
      ],
      settings,
    );
    limitResult = limitA!;
    loads.push(...uncached);
    if (wantedSection('search latency')) {
      search = await measureSearchLatency(uncachedServer.url, options.queries);
      console.log(
        `    search one at a time: p50 ${search.latency.p50} ms  p95 ${search.latency.p95} ms  p99 ${search.latency.p99} ms`,
      );
    }
    if (wantedSection('checkouts')) {
      checkouts = await measureCheckouts(uncachedServer.url, fixtures);
      console.log(
        `    100 checkouts at once: p50 ${checkouts.latency.p50} ms  p95 ${checkouts.latency.p95} ms  ${checkouts.accepted} accepted, ${checkouts.refused} refused, ${checkouts.correct ? 'correct' : 'NOT CORRECT'}`,
      );
    }
    memory.uncachedServer.afterMb = rssMb(uncachedPid);
    await uncachedServer.stop();
    // The 100 sign-ins of the checkouts used up the address's login allowance.
    await resetForRun(dataset);

    phase(`${engine}: pages through the page cache, signed-in pages${withLighthouse ? ', Lighthouse' : ''}`);
    const cachedServer = await startBenchServer(dataset, { pageCache: true });
    const cachedPid = cachedServer.process.pid!;
    memory.cachedServer.beforeMb = rssMb(cachedPid);
    try {
      const token = await signIn(cachedServer.url, fixtures.shoppers[0]!.email, fixtures.password);
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
      const [limitB, ...cached] = await measureTargets(
        [
          limitTarget,
          ...[
            ...pageTargets('cached', engine, cachedServer.url, fixtures),
            ...pageTargets('signed-in', engine, cachedServer.url, fixtures, cookie),
          ].filter(wanted),
        ],
        settings,
      );
      limitResult = mergeResults(limitResult, limitB!);
      loads.push(...cached);
      memory.cachedServer.afterMb = rssMb(cachedPid);
      if (withLighthouse) {
        ensureLighthouse();
        for (const locale of LOCALES)
          for (const { page, path: pagePath } of pagePaths(fixtures, locale).filter((item) =>
            ['home', 'category', 'product'].includes(item.page),
          )) {
            const url = new URL(pagePath, cachedServer.url).toString();
            const scores = await lighthouse(url, options.lighthouseRuns);
            console.log(
              `    Lighthouse ${page} ${locale}: ${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}, JavaScript ${scores.scriptBytes} bytes`,
            );
            lighthouseResults.push({ page, locale, url: pagePath, ...scores });
          }
      }
    } finally {
      await cachedServer.stop();
    }
  } finally {
    await uncachedServer.stop();
    await limit?.stop();
  }
  const result: EngineResults = {
    engine,
    dataset: {
      key: dataset.key,
      products: options.products,
      orders: options.orders,
      seedSeconds: dataset.seedSeconds,
      reused: dataset.seedSeconds === null,
    },
    limit: limitResult,
    loads,
    search,
    checkouts,
    memory,
  };
  return { result, lighthouse: withLighthouse ? lighthouseResults : null };
}

/** The database's address without its password, for the results file. */
function redactedUrl(url: string) {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

if (options.prepareOnly) {
  for (const engine of options.engines)
    await prepareDataset(engine, options.databaseUrl, options.products, options.orders);
  process.exit(0);
}
execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts', 'ensure-build.mjs')], {
  stdio: 'inherit',
});

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repositoryRoot })
  .toString()
  .trim();
const engines: EngineResults[] = [];
let lighthouseResults: LighthouseResult[] | null = null;
for (const [index, engine] of options.engines.entries()) {
  const { result, lighthouse: scores } = await benchEngine(engine, options.lighthouse && index === 0);
  engines.push(result);
  lighthouseResults ??= scores;
}

const results: BenchResults = {
  units: UNITS,
  date: new Date().toISOString(),
  commit,
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    platform: os.platform(),
    release: os.release(),
  },
  node: process.version,
  pinned,
  flags: { ...options, databaseUrl: redactedUrl(options.databaseUrl) },
  engines,
  lighthouse: lighthouseResults,
};
const judged = verdicts(results, findSmallerRun(options.products));
const file = writeResults({ ...results, verdicts: judged });
console.log(`\n${loadTable(results)}\n\n${otherTables(results)}\n\n${verdictTable(judged)}\n`);
console.log(`Results written to ${path.relative(repositoryRoot, file)}`);
