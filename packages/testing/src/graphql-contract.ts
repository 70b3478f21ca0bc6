/**
 * Contract tests of the GraphQL API (SPEC.md section 7): run operations in-process against the real
 * Yoga handler and check the envelope `{ status_code, message, errors, data }` of each result.
 *
 *   const client = createContractClient(runtime);
 *   const result = await client.operation('query { getSettings { status_code message errors data { sarToEgp } } }');
 *   expectEnvelope(result, { status_code: 200, dataShape: { sarToEgp: 'number' } });
 */
import crypto from 'node:crypto';
import type { GraphQLFormattedError } from 'graphql';
import pino, { type Logger } from 'pino';
import { expect } from 'vitest';
import { createGraphqlHandler, type GraphqlHandler } from '@souq/api/yoga.ts';
import type { Actor } from '@souq/core/context.ts';
import { loadConfig, type AppConfig } from '@souq/core/config/config.ts';
import type { Envelope } from '@souq/api/envelope.ts';
import type { AppDb, Database } from '@souq/core/db/client.ts';
import { StatementCounter } from '@souq/core/db/statement-counter.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { userSessions } from '@souq/core/db/schema/sessions.schema.ts';

// ------------------------------------------------------------------------------------------------
// Runtime and tokens
// ------------------------------------------------------------------------------------------------

/** A database handle for tests whose resolvers are all spies: nothing may reach it. */
export const unreachableDatabase: Database = {
  db: {} as AppDb,
  kind: 'pglite',
  location: ':memory:',
  ping: async () => {},
  migrate: async () => {},
  close: async () => {},
  listen: async () => async () => {},
  statements: new StatementCounter(),
};

/** The success envelope with no data, what a spied resolver answers. */
export const successEnvelope: Envelope<never> = {
  status_code: 200,
  message: 'success',
  errors: null,
  message_key: null,
  error_code: null,
  data: null,
};

export interface ContractRuntimeOptions {
  /** Environment variables on top of the test defaults (NODE_ENV=test, a random JWT_SECRET). */
  env?: Record<string, string>;
  /** Defaults to a silent pino logger; pass one writing to a stream to assert on logs. */
  log?: Logger;
}

/** An AppRuntime over a test database (see createTestDatabase) with test configuration. */
export function createContractRuntime(database: Database, options: ContractRuntimeOptions = {}): AppRuntime {
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    ...options.env,
  });
  return {
    config,
    database,
    db: database.db,
    log: options.log ?? pino({ level: 'silent' }),
    jwtSecret: new TextEncoder().encode(config.jwtSecret),
  };
}

/** A pino logger that keeps every line as parsed JSON, for asserting on what was logged. */
export function createCapturingLogger(level: pino.Level = 'debug'): {
  log: Logger;
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TestTokenOptions {
  /** Seconds from now; negative for an expired token. Default one hour. */
  expiresIn?: number;
  /** Sign with another secret (a forged token). */
  secret?: Uint8Array | string;
  /** Extra or replaced claims. */
  claims?: Record<string, unknown>;
}

/** Session rows of test tokens still being inserted (see signTestToken). */
const pendingTestSessions = new Set<Promise<void>>();

/**
 * Waits until the session rows of the tokens signed so far are written. The contract client waits
 * before every request; a test sending a test token another way (fetch) awaits this first.
 */
export async function settleTestSessions(): Promise<void> {
  await Promise.all([...pendingTestSessions]);
}

/**
 * An HS256 bearer token for the actor, signed like the app's tokens (claims sub, role,
 * privilageType, status, jti, iat, exp). Built with node:crypto so tests need no JWT library.
 * Like a login, it opens a session: when `runtime` has a database, the `user_sessions` row of its
 * jti is inserted (in the background: tests keep signing synchronously; `settleTestSessions`
 * waits for it), since every request checks that row (docs/decisions/025). A token for a user
 * that does not exist, or signed with another secret, gets no row.
 */
export function signTestToken(
  runtime: Pick<AppRuntime, 'jwtSecret'> & { db?: AppRuntime['db'] },
  actor: Partial<Actor> & Pick<Actor, 'id'>,
  options: TestTokenOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: actor.id,
    role: actor.role ?? 'customer',
    privilageType: actor.privilageType ?? null,
    status: actor.status ?? true,
    jti: crypto.randomUUID(),
    iat: now,
    exp: now + (options.expiresIn ?? 3600),
    ...options.claims,
  };
  const db = runtime.db;
  if (!options.secret && typeof db?.insert === 'function' && typeof payload.jti === 'string') {
    const insert = db
      .insert(userSessions)
      .values({
        id: payload.jti,
        userId: actor.id,
        method: 'test',
        expiresAt: new Date(Number(payload.exp) * 1000),
      })
      .onConflictDoNothing()
      .then(
        () => undefined,
        // No such user (a token for an unknown id): no session, as for any token without one.
        () => undefined,
      );
    pendingTestSessions.add(insert);
    void insert.finally(() => pendingTestSessions.delete(insert));
  }
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const secret = options.secret ?? runtime.jwtSecret;
  const signature = crypto
    .createHmac('sha256', typeof secret === 'string' ? Buffer.from(secret) : Buffer.from(secret))
    .update(signingInput)
    .digest('base64url');
  return `${signingInput}.${signature}`;
}

// ------------------------------------------------------------------------------------------------
// Client
// ------------------------------------------------------------------------------------------------

export interface ContractRequest {
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Extra request headers (`x-lang`, `accept-language`, `x-request-id`...). */
  headers?: Record<string, string>;
  /** POST (default) or GET (queries only). */
  method?: 'POST' | 'GET';
}

export interface GraphqlBody<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

export interface ContractResponse<TData> {
  /** The HTTP status (200 for every executed operation, expected failures included). */
  status: number;
  headers: Headers;
  body: GraphqlBody<TData>;
}

/** The envelope fields of SPEC.md section 7, as a selection set beside `data`. */
export const ENVELOPE_FIELDS = 'status_code message errors message_key error_code';

/** `$user: ID, $limit: Int` -> `user: $user, limit: $limit`: each declared variable passed as is. */
const argumentsOf = (declarations: string) =>
  declarations
    .split(',')
    .map((declaration) => declaration.split(':')[0]!.trim())
    .filter(Boolean)
    .map((variable) => `${variable.slice(1)}: ${variable}`)
    .join(', ');

/**
 * A one-operation document over one root field, each declared variable passed as the argument of the
 * same name, selecting the envelope and `data { selection }` (no `data` when `selection` is empty).
 */
export function envelopeDocument(
  kind: 'query' | 'mutation',
  field: string,
  declarations = '',
  selection = '',
): string {
  const name = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const args = argumentsOf(declarations);
  return `${kind} ${name}${declarations ? `(${declarations})` : ''} {
  ${field}${args ? `(${args})` : ''} { ${ENVELOPE_FIELDS}${selection ? ` data { ${selection} }` : ' data'} }
}`;
}

/** The envelope fields of SPEC.md section 7 as clients receive them. */
export interface EnvelopeResult<T = unknown> {
  status_code: number;
  message: string | null;
  errors: string[] | null;
  message_key?: string | null;
  error_code?: string | null;
  data: T | null;
}

export interface ContractClient {
  handler: GraphqlHandler;
  /** Runs a document and returns the whole GraphQL response. */
  execute<TData = Record<string, unknown>>(
    query: string,
    request?: ContractRequest,
  ): Promise<ContractResponse<TData>>;
  /**
   * Runs a one-operation document and returns the envelope of its single root field. Fails the
   * test when the response has GraphQL errors (use `execute` to test refused documents).
   */
  operation<T = unknown>(query: string, request?: ContractRequest): Promise<EnvelopeResult<T>>;
}

/** A client of the real Yoga handler of `runtime`, called in-process through `handler.fetch`. */
export function createContractClient(runtime: AppRuntime): ContractClient {
  const handler = createGraphqlHandler(runtime);

  const execute = async <TData>(
    query: string,
    request: ContractRequest = {},
  ): Promise<ContractResponse<TData>> => {
    await settleTestSessions();
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json, application/json',
      ...request.headers,
    };
    if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
    let response: Response;
    if (request.method === 'GET') {
      const url = new URL('http://test/graphql');
      url.searchParams.set('query', query);
      if (request.variables) url.searchParams.set('variables', JSON.stringify(request.variables));
      if (request.operationName) url.searchParams.set('operationName', request.operationName);
      response = await handler.fetch(url, { method: 'GET', headers });
    } else {
      headers['content-type'] = 'application/json';
      response = await handler.fetch('http://test/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: request.variables, operationName: request.operationName }),
      });
    }
    const text = await response.text();
    let body: GraphqlBody<TData>;
    try {
      body = JSON.parse(text) as GraphqlBody<TData>;
    } catch {
      throw new Error(
        `The GraphQL endpoint answered ${response.status} with a body that is not JSON: ${text}`,
      );
    }
    return { status: response.status, headers: response.headers, body };
  };

  const operation = async <T>(query: string, request?: ContractRequest): Promise<EnvelopeResult<T>> => {
    const response = await execute<Record<string, EnvelopeResult<T>>>(query, request);
    expect(response.body.errors, 'GraphQL errors').toBeUndefined();
    const fields = Object.values(response.body.data ?? {});
    expect(fields, 'one root field in data').toHaveLength(1);
    return fields[0]!;
  };

  return { handler, execute, operation };
}

// ------------------------------------------------------------------------------------------------
// Envelope and shape assertions
// ------------------------------------------------------------------------------------------------

/**
 * The expected type of a value: a primitive name (`'id'` is a non-empty string, `'integer'` a whole
 * number), the same with a `?` for nullable, an object of shapes, a one-element array `[shape]` for
 * a list of it, `'any'`, or `null` for exactly null.
 */
export type Shape =
  ShapePrimitive | `${ShapePrimitive}?` | null | readonly [Shape] | { readonly [field: string]: Shape };
type ShapePrimitive = 'string' | 'id' | 'number' | 'integer' | 'boolean' | 'any';

const PRIMITIVE_CHECKS: Record<ShapePrimitive, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  id: (value) => typeof value === 'string' && value.length > 0,
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  any: () => true,
};

const describeValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)}`;

/** Every place `value` differs from `shape`, as `path: expected X, got Y` lines (empty when it fits). */
export function shapeMismatches(value: unknown, shape: Shape, path = 'data'): string[] {
  if (shape === null) return value === null ? [] : [`${path}: expected null, got ${describeValue(value)}`];
  if (typeof shape === 'string') {
    const nullable = shape.endsWith('?');
    const name = (nullable ? shape.slice(0, -1) : shape) as ShapePrimitive;
    if (value === null || value === undefined) {
      return nullable || name === 'any' ? [] : [`${path}: expected ${name}, got ${describeValue(value)}`];
    }
    return PRIMITIVE_CHECKS[name](value) ? [] : [`${path}: expected ${shape}, got ${describeValue(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected an array, got ${describeValue(value)}`];
    return value.flatMap((item, index) => shapeMismatches(item, shape[0] as Shape, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path}: expected an object, got ${describeValue(value)}`];
  }
  return Object.entries(shape as Record<string, Shape>).flatMap(([field, fieldShape]) =>
    field in value
      ? shapeMismatches((value as Record<string, unknown>)[field], fieldShape, `${path}.${field}`)
      : [`${path}.${field}: missing`],
  );
}

export interface EnvelopeExpectation {
  status_code: number;
  /** The shape `data` must have; `null` for exactly null (the default when status_code is not 200). */
  dataShape?: Shape;
  /** The exact `message` (for failures: the contract text of SPEC.md section 8). */
  message?: string;
  /** The exact i18n key of a failure. */
  message_key?: string;
}

/**
 * Asserts the envelope of SPEC.md section 7: `status_code` (an integer, the expected one),
 * `message` (string or null), `errors` (null or strings; for a failure a non-empty list starting
 * with `message`), and `data` of the given shape (null for a failure unless told otherwise).
 */
export function expectEnvelope<T>(
  result: EnvelopeResult<T> | null | undefined,
  expectation: EnvelopeExpectation,
): asserts result is EnvelopeResult<T> {
  expect(result, 'the operation result (an envelope)').toBeTypeOf('object');
  expect(result).not.toBeNull();
  const envelope = result as EnvelopeResult<T>;
  for (const field of ['status_code', 'message', 'errors', 'data'] as const) {
    expect(envelope, `the envelope has ${field}`).toHaveProperty(field);
  }
  expect(Number.isInteger(envelope.status_code), 'status_code is an integer').toBe(true);
  const context = `envelope ${JSON.stringify({ ...envelope, data: envelope.data === null ? null : '…' })}`;
  expect(envelope.status_code, context).toBe(expectation.status_code);
  expect(
    envelope.message === null || typeof envelope.message === 'string',
    'message is a string or null',
  ).toBe(true);
  expect(
    envelope.errors === null ||
      (Array.isArray(envelope.errors) && envelope.errors.every((entry) => typeof entry === 'string')),
    'errors is null or a list of strings',
  ).toBe(true);
  if (expectation.message !== undefined) expect(envelope.message, context).toBe(expectation.message);
  if (expectation.message_key !== undefined)
    expect(envelope.message_key, context).toBe(expectation.message_key);

  const success = expectation.status_code === 200;
  if (success) {
    expect(envelope.errors, 'a success has no errors').toBeNull();
  } else {
    expect(envelope.errors?.length, 'a failure lists its errors').toBeGreaterThan(0);
    expect(envelope.errors?.[0], 'the first error is the message').toBe(envelope.message);
  }
  const shape = expectation.dataShape !== undefined ? expectation.dataShape : success ? undefined : null;
  if (shape !== undefined) {
    expect(shapeMismatches(envelope.data, shape), 'data has the expected shape').toEqual([]);
  }
}
