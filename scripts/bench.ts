import fs from 'node:fs';
import autocannon from 'autocannon';
import { startTestServer } from '@souq/testing';
import { seededDataDir } from './seeded-data-dir.ts';

// `npm run bench`: starts the production server on a fresh embedded database with the demo data
// and measures the home page, GraphQL queries and search with autocannon. Options:
//   --seconds N (default 10)   --connections N (default 50)   --url http://… (bench a running server)
//   --products N   seed a demo catalogue of N products into the server's fresh data folder first
//                  (default: the server's own demo seed, 300 products)
//   --only name    run only the targets whose name contains this text (e.g. --only search)
// Search latency per query, one at a time, is measured in-process by `npm run bench:search`.
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const seconds = Number(argument('seconds', '10'));
const connections = Number(argument('connections', '50'));
const external = argument('url', '');
const products = Number(argument('products', '0').replace(/[_,]/g, ''));
const only = argument('only', '');

const dataDir = !external && products > 0 ? await seededDataDir(products) : undefined;
const server = external ? null : await startTestServer(dataDir ? { dataDir, readyTimeoutMs: 600_000 } : {});
const base = external || server!.url;

const graphql = (query: string, variables: Record<string, unknown>) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});
const GLOBAL_SEARCH = `query($searchText: String, $filter: SearchFilter) {
  globalSearch(searchText: $searchText, filter: $filter, limit: 7) {
    status_code data { products { _id name arName allPriceAfterOffer } designers { _id name } hasMore }
  }
}`;
const SUGGESTIONS = `query($text: String) {
  searchSuggestions(text: $text, currentCountry: "eg") {
    status_code data { products { _id name arName } keywords { text source } }
  }
}`;
/** What shoppers type: names and words in both languages, spelling variants, typos, half words. */
const SEARCHES = [
  'nile sunset',
  'غروب النيل',
  'mug',
  'كوب',
  'hoodie',
  'ليالى القاهره',
  'calligrafy',
  'بوستر',
  'notebo',
  'sunst',
];

const targets = [
  { name: 'home page /ar-eg/', requests: [{ path: '/ar-eg/' }] },
  { name: 'home page /en-sa/', requests: [{ path: '/en-sa/' }] },
  {
    name: 'GraphQL getCategories',
    requests: [
      graphql('{ getCategories(currentCountry: "eg") { status_code data { _id name arName } } }', {}),
    ],
  },
  {
    name: 'GraphQL globalSearch',
    requests: SEARCHES.map((searchText) =>
      graphql(GLOBAL_SEARCH, { searchText, filter: { availableIn: 'eg' } }),
    ),
  },
  {
    name: 'GraphQL searchSuggestions',
    requests: SEARCHES.map((text) => graphql(SUGGESTIONS, { text })),
  },
  { name: 'health /healthz', requests: [{ path: '/healthz' }] },
].filter((target) => target.name.includes(only));

/** One request at a time: the latency one shopper sees, with its 95th percentile. */
async function sequentialLatency(
  requests: { path: string; method?: string; headers?: Record<string, string>; body?: string }[],
) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const request = requests[i % requests.length]!;
    const started = performance.now();
    const response = await fetch(new URL(request.path, base), {
      method: request.method ?? 'GET',
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body ? { body: request.body } : {}),
    });
    await response.arrayBuffer();
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!.toFixed(1);
  return `one at a time: p50 ${at(50)} ms  p95 ${at(95)} ms`;
}

try {
  console.log(`Benchmarking ${base} for ${seconds} s per target with ${connections} connections`);
  for (const target of targets) {
    const result = await autocannon({ url: base, connections, duration: seconds, requests: target.requests });
    const errors = result.errors + result.non2xx;
    const line = `${target.name.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms   errors ${errors}`;
    console.log(
      /search/i.test(target.name) ? `${line}   (${await sequentialLatency(target.requests)})` : line,
    );
  }
} finally {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
