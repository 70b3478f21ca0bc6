import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoCountriesRoutes } from '@souq/api/rest/iso-countries.routes.ts';
import { createLogger } from '@souq/core/logger.ts';
import { createRestListener } from './http/rest-listener.ts';

let server: http.Server;
let url: string;

beforeAll(async () => {
  const rest = createRestListener([isoCountriesRoutes], createLogger('silent'));
  server = http.createServer((request, response) => {
    void rest.handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Envelope<T> {
  status_code: number;
  message: string;
  errors: null;
  data: T;
}

describe('GET /iso-countries', () => {
  it('answers every ISO country with its English and Arabic name, in the envelope', async () => {
    const response = await fetch(`${url}/iso-countries`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as Envelope<Array<{ code: string; name: string; arName: string }>>;
    expect(body).toMatchObject({ status_code: 200, message: 'success', errors: null });
    expect(body.data.length).toBe(249);
    expect(new Set(body.data.map((country) => country.code)).size).toBe(249);
    expect(body.data.find((country) => country.code === 'EG')).toEqual({
      code: 'EG',
      name: 'Egypt',
      arName: 'مصر',
    });
    expect(body.data.find((country) => country.code === 'SA')?.arName).toBe('المملكة العربية السعودية');
    expect(
      body.data.every((country) => /^[A-Z]{2}$/.test(country.code) && country.arName !== country.code),
    ).toBe(true);
  });

  it('answers the cities of Saudi Arabia in both languages', async () => {
    const response = await fetch(`${url}/iso-countries/saudi/cities/`);
    const body = (await response.json()) as Envelope<Array<{ name: string; arName: string }>>;
    expect(body.status_code).toBe(200);
    expect(body.data).toContainEqual({ name: 'Riyadh', arName: 'الرياض' });
    expect(body.data).toContainEqual({ name: 'Jeddah', arName: 'جدة' });
    expect(new Set(body.data.map((city) => city.name)).size).toBe(body.data.length);
  });

  it('leaves other paths to the rest of the server', async () => {
    expect((await fetch(`${url}/iso-countries/egypt/cities`)).status).toBe(404);
    expect((await fetch(`${url}/iso-countriesx`)).status).toBe(404);
  });
});
