/**
 * The login page's answer carries both its cookies, the session's and the known-device mark
 * (docs/decisions/026), on the redirect, the single-fetch (.data) answer and the overlay's answer.
 * Issue 14: Node merged the raw header list into the headers set earlier (X-Request-Id, security
 * headers) one name at a time, so only the last Set-Cookie reached the browser.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '@souq/core/accounts/known-device.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';

const app = useInProcessAppServer({ name: 'login-cookies', pages: true });
let url: string;

beforeAll(async () => {
  url = app().url;
  await app()
    .database.db.insert(users)
    .values({
      role: 'customer',
      name: 'Cookie Owner',
      slug: 'cookie-owner',
      fName: 'Cookie',
      lName: 'Owner',
      email: 'cookie.owner@example.com',
      passwordHash: await hashPassword('secret-1'),
    });
});

describe('the login answer', () => {
  it.each([
    ['the page redirect', '', ''],
    ['the single-fetch redirect', '.data', ''],
    ['the overlay answer', '', '1'],
  ])('carries the session and the known-device cookies: %s', async (_name, suffix, overlay) => {
    const response = await fetch(`${url}/en-eg/login${suffix}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: url,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ email: 'cookie.owner@example.com', password: 'secret-1', overlay }),
    });
    expect(response.status).toBeLessThan(400);
    const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toContain('souq_session');
    expect(names).toContain(KNOWN_DEVICE_COOKIE);
  });
});
