/**
 * Issue 14, case 13 (the GraphQL half; the page routes are fuzzed in tests/e2e/page-routes-fuzz):
 * fast-check generates the arguments of every mutation of schema.graphql (Arabic and Latin text,
 * direction and zero-width marks, control characters, huge and negative numbers, wrong types,
 * unknown ids) and sends them in-process, as a guest and as a signed-in customer. Every answer is a
 * 2xx-4xx HTTP response without a masked "Unexpected error.", nothing is logged at error level, and
 * an operation that refuses (envelope status other than 200) changes no row.
 *
 * Bounded: a fixed seed, FUZZ_RUNS runs per mutation, one database.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import {
  createCapturingLogger,
  createContractClient,
  createTestDatabase,
  type ContractClient,
} from '@souq/testing';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { typeDefs } from '../yoga.ts';
import { createAccountsRuntime } from '@souq/testing/accounts-contract.fixture.ts';
import { buildUser, TEST_PASSWORD } from '@souq/testing/builders/index.ts';

const FUZZ_SEED = 14_013;
const FUZZ_RUNS = 20;

const schema = buildSchema(typeDefs);

const unwrap = <T extends GraphQLInputType | GraphQLOutputType>(type: T): GraphQLNamedType => {
  let current: GraphQLInputType | GraphQLOutputType = type;
  while ('ofType' in current) current = current.ofType;
  return current;
};
const isListType = (type: GraphQLInputType): boolean =>
  'ofType' in type && (type.constructor.name === 'GraphQLList' || isListType(type.ofType));

// ---- the generators --------------------------------------------------------------------------------

const arabic = fc.string({
  unit: fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإةى٠١٢٣٤٥٦٧٨٩ '),
  maxLength: 24,
});
const latin = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 -_@.'),
  maxLength: 24,
});
const marks = fc.constantFrom('\u200e', '\u200f', '\u202b', '\u202e', '\u2067', '\u200b', '\u200d', '\ufeff');
const controls = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\r\n', '\t');
const mixed = fc
  .array(fc.oneof(arabic, latin, marks, controls, fc.string({ maxLength: 4 })), { maxLength: 6 })
  .map((parts) => parts.join(''));
const unknownId = fc.uuid();
const hugeText = fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'س'.repeat(n));

/** A string slot: mostly plausible text or ids, sometimes hostile. */
const text = (known: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: mixed },
    { weight: 2, arbitrary: known.length > 0 ? fc.constantFrom(...known) : latin },
    { weight: 2, arbitrary: unknownId },
    { weight: 1, arbitrary: hugeText },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '-1', '١٠', '1e309', '../../etc/passwd', '{}') },
  );
const int = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648),
  fc.integer(),
);
const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0.01, 1e308, -1e308, 0.1 + 0.2, 99_999_999.99),
);
/** A wrong type for the slot: the API must refuse it at the door. */
const wrong = fc.oneof(
  fc.constant({ $ne: null }),
  fc.constant([1, 'two']),
  fc.constant(true),
  fc.constant(Number.MAX_VALUE * 10),
  fc.string({ maxLength: 8 }),
  fc.integer(),
);

function valueOf(type: GraphQLInputType, known: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const base = unwrap(type);
  let scalar: fc.Arbitrary<unknown>;
  if (base.name === 'String' || base.name === 'ID') scalar = text(known);
  else if (base.name === 'Int') scalar = int;
  else if (base.name === 'Float') scalar = float;
  else if (base.name === 'Boolean') scalar = fc.boolean();
  else if ('getFields' in base && depth < 2) {
    const fields = Object.values(base.getFields());
    scalar = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, known, depth + 1)])),
      { requiredKeys: [] },
    );
  } else scalar = fc.constant(null);
  const one = fc.oneof({ weight: 9, arbitrary: scalar }, { weight: 1, arbitrary: wrong });
  return isListType(type) ? fc.array(one, { maxLength: 4 }) : one;
}

function argumentsOf(args: readonly GraphQLArgument[], known: readonly string[]) {
  return fc.record(
    Object.fromEntries(
      args.map((arg) => {
        const required = arg.type.constructor.name === 'GraphQLNonNull';
        const value = valueOf(arg.type, known);
        return [arg.name, required ? value : fc.option(value, { nil: undefined, freq: 4 })];
      }),
    ),
    { requiredKeys: [] },
  );
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${passed ? `(${passed})` : ''} { status_code message } }`;
}

// ---- the run -----------------------------------------------------------------------------------------

let database: Database;
let client: ContractClient;
let token: string;
let fixture: CheckoutFixture;
let known: string[];
let tables: string[];
const logged = createCapturingLogger('warn');

/** Every table but the bookkeeping of sessions and throttles, digested in one query. */
async function digest(): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const result = (await database.db.execute(
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as digest`,
  )) as unknown as { rows: { digest: string }[] };
  return result.rows[0]!.digest;
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = createContractClient(createAccountsRuntime(database, { log: logged.log }));
  fixture = await seedCheckoutCatalog(database.db, new Date());
  const customer = await buildUser(database.db);
  const login = await client.operation<{ jwt: string }>(
    `mutation L($email: String, $password: String) { login(email: $email, password: $password) { status_code data { jwt } } }`,
    { variables: { email: customer.email, password: TEST_PASSWORD } },
  );
  token = login.data!.jwt;
  // Real ids now and then, so generated calls also reach the rules behind the look-ups.
  known = [
    customer.id,
    fixture.mugImageId,
    fixture.canvasImageId,
    fixture.desertId,
    fixture.nileId,
    'eg',
    'sa',
    'ae',
  ];
  const listed = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'
      and tablename not in ('auth_attempts', 'user_sessions', 'jobs', '__drizzle_migrations') order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  tables = listed.rows.map((row) => row.tablename);
});
afterAll(async () => {
  await database?.close();
});

const mutations = Object.values(schema.getMutationType()!.getFields());

describe('fuzzing every mutation (issue 14, case 13)', () => {
  it('covers every mutation of the schema', () => {
    expect(mutations.length).toBeGreaterThan(25);
  });

  it.each(mutations.map((field) => [field.name, field] as const))(
    '%s: no 5xx, no masked error, nothing changed on refusal',
    async (_name, field) => {
      const document = documentOf(field);
      const problems: string[] = [];
      // The digest after a refusal is the digest before the next run: one query per run, not two.
      let unchanged: string | null = null;
      await fc.assert(
        fc.asyncProperty(argumentsOf(field.args, known), fc.boolean(), async (variables, signedIn) => {
          const before = unchanged ?? (await digest());
          const response = await client.execute<
            Record<string, { status_code: number; message: string } | null>
          >(document, { variables, ...(signedIn ? { token } : {}) });
          const masked = (response.body.errors ?? []).filter(
            (error) => error.extensions?.['code'] === 'INTERNAL_SERVER_ERROR',
          );
          const answer = response.body.data?.[field.name];
          const refused = !answer || answer.status_code !== 200;
          const after = refused ? await digest() : null;
          unchanged = after;
          const changed = after !== null && after !== before;
          if (response.status >= 500 || masked.length > 0 || changed) {
            problems.push(
              `${field.name} ${JSON.stringify(variables).slice(0, 300)} -> HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 300)}${changed ? ' (refused but changed rows)' : ''}`,
            );
            return false;
          }
          return true;
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
      );
      expect(problems).toEqual([]);
      expect(logged.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    },
  );
});
