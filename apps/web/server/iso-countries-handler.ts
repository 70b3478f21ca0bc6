import type http from 'node:http';
import { successFields } from '@souq/api/errors.ts';
import { listIsoCountries, listSaudiCities } from '@souq/core/locale/iso-countries.ts';

/** The reference data changes with a release, never between requests: caches may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /iso-countries and GET /iso-countries/saudi/cities (SPEC.md section 7, REST): the ISO
 * countries with English and Arabic names, and the cities of Saudi Arabia, each as JSON in the
 * envelope `{ status_code, message, errors, data }`. Answers false for any other path.
 */
export function handleIsoCountries(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  pathname: string,
): boolean {
  const path = pathname.replace(/\/+$/, '');
  let data: unknown;
  if (path === '/iso-countries') data = listIsoCountries();
  else if (path === '/iso-countries/saudi/cities') data = listSaudiCities();
  else return false;
  const body = JSON.stringify({ ...successFields(), data });
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': CACHE_CONTROL,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
