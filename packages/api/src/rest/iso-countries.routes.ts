import { listIsoCountries, listSaudiCities } from '@souq/core/locale/iso-countries.ts';
import { successFields } from '../errors.ts';
import type { RestRoute } from './rest-route.ts';

/** The reference data changes with a release, never between requests: caches may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const LISTS: ReadonlyMap<string, () => unknown> = new Map([
  ['/iso-countries', listIsoCountries],
  ['/iso-countries/saudi/cities', listSaudiCities],
]);

const listOf = (pathname: string) => LISTS.get(pathname.replace(/\/+$/, ''));

/**
 * GET /iso-countries and GET /iso-countries/saudi/cities (SPEC.md section 7, REST): the ISO
 * countries with English and Arabic names, and the cities of Saudi Arabia, each as JSON in the
 * envelope `{ status_code, message, errors, data }`.
 */
export const isoCountriesRoutes: RestRoute = {
  serves: (method, pathname) => (method === 'GET' || method === 'HEAD') && listOf(pathname) !== undefined,
  answer: async ({ request }) => ({
    status: 200,
    body: { ...successFields(), data: listOf(new URL(request.url).pathname)!() },
    headers: { 'Cache-Control': CACHE_CONTROL },
  }),
};
