import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';

// Issue 14: a REST call that meets a lost database answers 503 with the envelope, not 500 (the
// GraphQL and page answers are tested with the outage cases). The database is closed under the
// running server, which is what a dropped connection looks like to the handlers.
const app = useInProcessAppServer({ name: 'rest-unavailable' });
let url: string;
let token: string;

beforeAll(async () => {
  const { database, runtime } = app();
  url = app().url;
  token = signTestToken({ jwtSecret: runtime.jwtSecret }, { id: crypto.randomUUID() });
  await database.close();
});

const UNAVAILABLE = { status_code: 503, message: 'Service Unavailable' };

describe('REST answers while the database cannot be reached', () => {
  it('answers /readyz with 503 and the envelope', async () => {
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('answers /api/me with a session with 503 and the envelope', async () => {
    const response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('answers the session routes (POST /login) with 503 and the envelope', async () => {
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ user: token }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject(UNAVAILABLE);
  });

  it('still answers /healthz (the process is alive)', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
