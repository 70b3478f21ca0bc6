/**
 * Issue 14, case 8 (brute force and throttles) through the entry points: GraphQL over a real socket
 * (the in-process app server, so the client address is the socket's peer), aliased and sequential,
 * and the website's forms (login, forgot password, register) called in-process with a Request and a
 * load context. Also the poisoned reset link: a forgot-password form posted with `Host:
 * evil.example` mails a link to the configured origin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '@souq/core/accounts/known-device.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import { countAttempt, THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { siteOriginOf } from '@souq/core/config/config.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { jobHandlers } from '@souq/core/jobs/job-handlers.ts';
import { runDueJobs } from '@souq/core/jobs/jobs.service.ts';
import { createFileOutbox, readOutbox } from '@souq/core/notifications/outbox.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { solvedRobotCheck } from '@souq/testing';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { action as forgotAction } from '../app/routes/forget-password.tsx';
import { action as loginAction } from '../app/routes/login.tsx';
import { action as registerAction } from '../app/routes/register.tsx';

// PUBLIC_URL unset (the default): the link must still not come from the request.
const app = useInProcessAppServer({ name: 'brute-force', env: { PORT: '4123' } });
let database: Database;
let runtime: AppRuntime;
let url: string;
beforeAll(() => {
  ({ database, runtime, url } = app());
});

async function createUser(email: string, password = 'owner-pass-1') {
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'customer',
      name: 'Owner',
      slug: `owner-${email.replace(/\W/g, '-')}`,
      fName: 'Owner',
      lName: 'Test',
      email,
      passwordHash: await hashPassword(password),
      mailLang: 'en',
    })
    .returning();
  return row!;
}

type Envelope = { status_code: number };
/** One GraphQL document over the socket (client address 127.0.0.1). */
async function graphql(query: string): Promise<Record<string, Envelope>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: Record<string, Envelope> | null; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
const aliased = (count: number, field: (i: number) => string) =>
  `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)} { status_code }`).join(' ')} }`;
const codes = (data: Record<string, Envelope>) => Object.values(data).map((entry) => entry.status_code);

/** Calls a page action as React Router would: a form POST and the load context. */
async function post(
  action: (args: never) => Promise<unknown>,
  pathname: string,
  fields: Record<string, string>,
  options: { clientAddress?: string | null; cookie?: string; origin?: string } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const origin = options.origin ?? 'http://localhost:4123';
  const request = new Request(`${origin}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const context = { app: runtime, clientAddress: options.clientAddress ?? null };
  const locale = pathname.split('/')[1]!;
  let answer: unknown;
  try {
    answer = await action({ request, params: { locale }, context } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, body: null };
  const data = answer as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } };
  return {
    status: data.init?.status ?? 200,
    headers: new Headers(data.init?.headers),
    body: data.data ?? answer,
  };
}

const runJobs = async () => {
  const deps = {
    db: database.db,
    outbox: createFileOutbox(runtime.config.dataDir),
    log: runtime.log,
    now: () => new Date(),
    // As apps/web/server/index.ts starts the worker.
    baseUrl: siteOriginOf(runtime.config),
    handlers: jobHandlers,
  };
  while ((await runDueJobs(deps, { limit: 50 })) > 0);
};

describe('GraphQL over the socket: per address and per account, aliased and sequential', () => {
  it('counts each aliased register as one sign-up attempt of the address', async () => {
    const limit = THROTTLE_RULES.registerAddress.limit;
    const data = await graphql(
      aliased(
        limit + 1,
        (i) =>
          `register(fName: "A", lName: "B", email: "alias.${i}@example.com", password: "abcdef", altcha: "x")`,
      ),
    );
    const answer = codes(data);
    // Bots without a solved robot check are refused (500, the contract's message) until the
    // address is over its limit (429); a solved check does not lift the limit.
    expect(answer.slice(0, limit)).toEqual(Array(limit).fill(500));
    expect(answer.at(-1)).toBe(429);
    const solved = await solvedRobotCheck(runtime);
    const again = await graphql(
      `mutation { register(fName: "A", lName: "B", email: "late@example.com", password: "abcdef", altcha: "${solved}") { status_code } }`,
    );
    expect(codes(again)).toEqual([429]);
  });

  it('limits forgotPassword per address across emails, in aliased documents', async () => {
    const limit = THROTTLE_RULES.forgotAddress.limit;
    const all: number[] = [];
    for (let sent = 0; sent <= limit; sent += 11) {
      const count = Math.min(11, limit + 1 - sent);
      all.push(
        ...codes(
          await graphql(aliased(count, (i) => `forgotPassword(email: "spray.${sent + i}@example.com")`)),
        ),
      );
    }
    expect(all.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(all.at(-1)).toBe(429);
  });

  it('limits createOtp and verifyOtp per phone in sequential documents', async () => {
    const create: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.otpCreatePhone.limit; i += 1) {
      create.push(
        ...codes(
          await graphql(`
            mutation {
              createOtp(phone: "0107777777") {
                status_code
              }
            }
          `),
        ),
      );
    }
    expect(create.at(-1)).toBe(429);
    const verify: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.otpVerifyPhone.limit; i += 1) {
      verify.push(
        ...codes(
          await graphql(`
            mutation {
              verifyOtp(phone: "0106666666", otp: "1234") {
                status_code
              }
            }
          `),
        ),
      );
    }
    expect(verify.at(-1)).toBe(429);
  });

  it('limits login per account in aliased and in sequential documents', async () => {
    await createUser('graphql.owner@example.com');
    const limit = THROTTLE_RULES.loginAccount.limit;
    const first = codes(
      await graphql(aliased(limit - 2, () => `login(email: "graphql.owner@example.com", password: "wrong")`)),
    );
    expect(first).toEqual(Array(limit - 2).fill(500));
    const rest: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      rest.push(
        ...codes(
          await graphql(`
            mutation {
              login(email: "graphql.owner@example.com", password: "wrong") {
                status_code
              }
            }
          `),
        ),
      );
    }
    expect(rest).toEqual([500, 500, 429]);
  });
});

describe("the website's forms", () => {
  it('the forgot-password form mails a link to the configured origin, whatever the Host header says', async () => {
    await createUser('poisoned@example.com');
    const answer = await post(
      forgotAction,
      '/en-eg/forgetPassword',
      { email: 'poisoned@example.com' },
      {
        origin: 'http://evil.example',
      },
    );
    expect(answer.status).toBe(200);
    await runJobs();
    const mail = (await readOutbox(runtime.config.dataDir))
      .filter((m) => m.to === 'poisoned@example.com')
      .at(-1)!;
    expect(mail.text).toContain('http://localhost:4123/en-eg/resetPassword?token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it('limits the forgot-password form per client address across emails', async () => {
    const limit = THROTTLE_RULES.forgotAddress.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const answer = await post(
        forgotAction,
        '/en-eg/forgetPassword',
        { email: `form.spray.${i}@example.com` },
        {
          clientAddress: '198.51.100.31',
        },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses.at(-1)).toBe(400);
    // Another address is still served.
    const other = await post(
      forgotAction,
      '/en-eg/forgetPassword',
      { email: 'form.other@example.com' },
      {
        clientAddress: '198.51.100.32',
      },
    );
    expect(other.status).toBe(200);
  });

  it('limits the login form per client address across accounts (credential stuffing)', async () => {
    const limit = THROTTLE_RULES.loginAddress.limit;
    // The address's earlier attempts (counted as the form counts them; a scrypt each is slow).
    for (let i = 0; i < limit - 1; i += 1) {
      await countAttempt({ db: database.db, now: new Date() }, THROTTLE_RULES.loginAddress, '198.51.100.41');
    }
    const last = await post(
      loginAction,
      '/en-eg/login',
      { email: 'stuff.last@example.com', password: 'x' },
      {
        clientAddress: '198.51.100.41',
      },
    );
    expect((last.body as { error?: { code?: string } }).error?.code).toBe('INVALID_USER');
    const over = await post(
      loginAction,
      '/en-eg/login',
      { email: 'stuff.over@example.com', password: 'x' },
      {
        clientAddress: '198.51.100.41',
      },
    );
    expect(over.status).toBe(400);
    expect((over.body as { error?: { code?: string } }).error?.code).toBe('TOO_MANY_ATTEMPTS');
    const elsewhere = await post(
      loginAction,
      '/en-eg/login',
      { email: 'stuff.over@example.com', password: 'x' },
      {
        clientAddress: '198.51.100.42',
      },
    );
    expect((elsewhere.body as { error?: { code?: string } }).error?.code).toBe('INVALID_USER');
  });

  it('a correct login from the owner’s known device passes a full account limit; others stay locked out', async () => {
    const owner = await createUser('form.owner@example.com');
    // The owner logs in once: the device gets the signed known-device cookie.
    const first = await post(
      loginAction,
      '/en-eg/login',
      { email: owner.email!, password: 'owner-pass-1' },
      {
        clientAddress: '203.0.113.1',
      },
    );
    expect(first.status).toBe(302);
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith('souq_session='))).toBe(true);
    // Strangers fill the account's limit from several addresses.
    for (let i = 0; i < THROTTLE_RULES.loginAccount.limit; i += 1) {
      await post(
        loginAction,
        '/en-eg/login',
        { email: owner.email!, password: `guess-${i}` },
        {
          clientAddress: `203.0.113.${10 + i}`,
        },
      );
    }
    const stranger = await post(
      loginAction,
      '/en-eg/login',
      { email: owner.email!, password: 'owner-pass-1' },
      {
        clientAddress: '203.0.113.99',
      },
    );
    expect((stranger.body as { error?: { code?: string } }).error?.code).toBe('TOO_MANY_ATTEMPTS');
    const ownerAgain = await post(
      loginAction,
      '/en-eg/login',
      { email: owner.email!, password: 'owner-pass-1' },
      {
        clientAddress: '203.0.113.2',
        cookie: device,
      },
    );
    expect(ownerAgain.status).toBe(302);
  });

  it('limits the register form per client address and requires the robot check', async () => {
    const limit = THROTTLE_RULES.registerAddress.limit;
    const person = (i: number, altcha: string) => ({
      fName: 'Form',
      lName: 'Bot',
      email: `form.bot.${i}@example.com`,
      password: 'abcdef',
      terms: 'on',
      altcha,
    });
    const answers: (string | undefined)[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const answer = await post(registerAction, '/en-eg/register', person(i, 'not-solved'), {
        clientAddress: '198.51.100.51',
      });
      answers.push((answer.body as { error?: { code?: string } }).error?.code);
    }
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill('ROBOT_CHECK_FAILED'));
    expect(answers.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    // Another address with a solved check signs up.
    const human = await post(
      registerAction,
      '/en-eg/register',
      person(100, await solvedRobotCheck(runtime)),
      {
        clientAddress: '198.51.100.52',
      },
    );
    expect((human.body as { ok?: boolean }).ok).toBe(true);
  });
});
