import { GLOBAL_SEARCH, graphqlBody } from './graphql-client.ts';
import { rawRequest } from './load.ts';
import { searchQueries } from './search-queries.ts';
import { latencyOf, type Latency } from './stats.ts';

export interface SearchLatency {
  queries: number;
  latency: Latency;
}

/**
 * globalSearch through the API one query at a time (what one shopper waits), over the fixed
 * bilingual query list, in Egypt and Saudi Arabia by turns; the first 20 warm up and are dropped.
 */
export async function measureSearchLatency(base: string, count: number): Promise<SearchLatency> {
  const queries = searchQueries();
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const body = graphqlBody(GLOBAL_SEARCH, {
      searchText: queries[i % queries.length],
      country: i % 2 ? 'sa' : 'eg',
    });
    const started = performance.now();
    const response = await rawRequest(new URL('/graphql', base).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 200) throw new Error(`globalSearch answered ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return { queries: count, latency: latencyOf(times) };
}
