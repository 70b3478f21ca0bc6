import autocannon from 'autocannon';
import { startTestServer } from '@souq/testing';

// `npm run bench`: starts the production server on a fresh embedded database with the demo data
// and measures the home page and a GraphQL query with autocannon. Options:
//   --seconds N (default 10)   --connections N (default 50)   --url http://… (bench a running server)
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const seconds = Number(argument('seconds', '10'));
const connections = Number(argument('connections', '50'));
const external = argument('url', '');

const server = external ? null : await startTestServer();
const base = external || server!.url;

const targets = [
  { name: 'home page /ar-eg/', request: { path: '/ar-eg/' } },
  { name: 'home page /en-sa/', request: { path: '/en-sa/' } },
  {
    name: 'GraphQL getCategories',
    request: {
      path: '/graphql',
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ getCategories(currentCountry: "eg") { status_code data { _id name arName } } }',
      }),
    },
  },
  { name: 'health /healthz', request: { path: '/healthz' } },
];

try {
  console.log(`Benchmarking ${base} for ${seconds} s per target with ${connections} connections`);
  for (const target of targets) {
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [target.request],
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `${target.name.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
    );
  }
} finally {
  await server?.stop();
}
