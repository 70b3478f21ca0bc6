/**
 * Issue 14, finding "NUL and control characters break things": a string with `\u0000` in 17 of
 * the 227 argument slots of the API answered "Unexpected error." with `data: null` and a database
 * error in the log. Every string slot of every operation is tried here (in variables and as a
 * literal): each answers the 400 envelope of validation.controlCharacters, nothing is logged at
 * error level, and no row changes.
 */
import { buildSchema, type GraphQLInputType, type GraphQLNamedType, type GraphQLOutputType } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import { addAddress } from '@souq/core/accounts/addresses.service.ts';
import { editProfile } from '@souq/core/accounts/accounts.service.ts';
import { addReview } from '@souq/core/community/reviews.service.ts';
import type { Actor } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { CONTROL_CHARACTERS_KEY, CONTROL_CHARACTERS_MESSAGE } from '@souq/core/locale/text-input.ts';
import { changeOrderStatus } from '@souq/core/orders/order-lifecycle.service.ts';
import { recordSearchKeyword } from '@souq/core/search/search.service.ts';
import {
  createCapturingLogger,
  createContractClient,
  createContractRuntime,
  createTestDatabase,
  type ContractClient,
} from '@souq/testing';
import { typeDefs } from './yoga.ts';
import { buildUser } from '@souq/testing/builders/index.ts';

const schema = buildSchema(typeDefs);

const named = (type: GraphQLInputType): GraphQLNamedType => {
  let current: GraphQLInputType = type;
  while ('ofType' in current) current = current.ofType;
  return current;
};
const isList = (type: GraphQLInputType): boolean =>
  'ofType' in type && (type.constructor.name === 'GraphQLList' || isList(type.ofType));

/** A harmless value for a required argument of another type. */
function filler(type: GraphQLInputType): unknown {
  const base = named(type);
  const value =
    base.name === 'Int' || base.name === 'Float'
      ? 1
      : base.name === 'Boolean'
        ? false
        : base.name === 'ID' || base.name === 'String'
          ? 'x'
          : {};
  return isList(type) ? [value] : value;
}

/** The value that puts `text` into the argument: itself, in a list, or in the input's first string field. */
function carrying(type: GraphQLInputType, text: string): unknown | undefined {
  const base = named(type);
  let value: unknown;
  if (base.name === 'String' || base.name === 'ID') value = text;
  else if ('getFields' in base) {
    const field = Object.values(base.getFields()).find((candidate) =>
      ['String', 'ID'].includes(named(candidate.type).name),
    );
    if (!field) return undefined;
    value = { [field.name]: text };
  } else return undefined;
  return isList(type) ? [value] : value;
}

/** `data`, with `{ __typename }` when the envelope's data is an object. */
function dataSelection(type: GraphQLOutputType): string {
  let current: GraphQLOutputType = type;
  while ('ofType' in current) current = current.ofType;
  const data = 'getFields' in current ? current.getFields()['data'] : undefined;
  if (!data) return 'data';
  let inner: GraphQLOutputType = data.type;
  while ('ofType' in inner) inner = inner.ofType;
  return 'getFields' in inner || 'getTypes' in inner ? 'data { __typename }' : 'data';
}

interface Slot {
  kind: 'query' | 'mutation';
  field: string;
  argument: string;
  document: string;
  variables: Record<string, unknown>;
}

/** One request per string slot: the slot gets `text`, required arguments a filler. */
function slots(text: string): Slot[] {
  const found: Slot[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    for (const field of Object.values(root.getFields())) {
      for (const argument of field.args) {
        const value = carrying(argument.type, text);
        if (value === undefined) continue;
        const variables: Record<string, unknown> = {};
        for (const other of field.args)
          if (other.type.constructor.name === 'GraphQLNonNull') variables[other.name] = filler(other.type);
        variables[argument.name] = value;
        const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const document = `${kind} Slot${definitions ? `(${definitions})` : ''} { ${field.name}${
          passed ? `(${passed})` : ''
        } { status_code message errors message_key ${dataSelection(field.type)} } }`;
        found.push({ kind, field: field.name, argument: argument.name, document, variables });
      }
    }
  }
  return found;
}

let database: Database;
let client: ContractClient;
const logged = createCapturingLogger('warn');

beforeAll(async () => {
  database = await createTestDatabase();
  client = createContractClient(createContractRuntime(database, { log: logged.log }));
});
afterAll(async () => {
  await database?.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The row count of every table: a refusal must leave each one as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number(
      (await rowsOf<{ n: string }>(sql`select count(*)::text as n from ${sql.identifier(name)}`))[0]!.n,
    );
  return counts;
}

describe('input hygiene: control characters in every argument slot', () => {
  it('covers the API: more than 200 string slots', () => {
    expect(slots('x').length).toBeGreaterThan(200);
  });

  it.each(['a\u0000b', 'ok\u001b[31m', 'tab\u0007bell', '\u007f', 'c1\u0085'])(
    'refuses %j in every slot with the 400 envelope, no error logged',
    async (text) => {
      const failures: string[] = [];
      for (const slot of slots(text)) {
        const response = await client.execute<Record<string, Record<string, unknown> | null>>(slot.document, {
          variables: slot.variables,
        });
        const answer = response.body.data?.[slot.field];
        if (
          response.body.errors ||
          answer?.['status_code'] !== 400 ||
          answer['message_key'] !== CONTROL_CHARACTERS_KEY ||
          answer['message'] !== CONTROL_CHARACTERS_MESSAGE ||
          answer['data'] !== null
        )
          failures.push(`${slot.field}(${slot.argument}): ${JSON.stringify(response.body).slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
      expect(logged.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    },
  );

  it('refuses a literal argument too, and runs no field of a refused document', async () => {
    const before = await rowCounts();
    const response = await client.execute<Record<string, unknown>>(
      `mutation {
        ok: newSearchKeyword(keyword: "lamp") { status_code }
        bad: newSearchKeyword(keyword: "la\\u0000mp") { status_code message message_key errors data { __typename } __typename }
        __typename
      }`,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({
      ok: { status_code: 400 },
      bad: {
        status_code: 400,
        message: CONTROL_CHARACTERS_MESSAGE,
        message_key: CONTROL_CHARACTERS_KEY,
        errors: [CONTROL_CHARACTERS_MESSAGE],
        data: null,
        __typename: 'SearchKeywordResult',
      },
      __typename: 'Mutation',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets tabs and line breaks through (multi-line text), and plain text', async () => {
    const response = await client.execute<Record<string, { status_code: number }>>(
      `mutation K($k: String) { newSearchKeyword(keyword: $k) { status_code } }`,
      { variables: { k: 'desk\r\n\tlamp' } },
    );
    expect(response.body.data?.['newSearchKeyword']?.status_code).toBe(200);
  });

  it('changes no row while refusing', async () => {
    const before = await rowCounts();
    for (const slot of slots('\u0000').filter((candidate) => candidate.kind === 'mutation'))
      await client.execute(slot.document, { variables: slot.variables });
    expect(await rowCounts()).toEqual(before);
  });
});

/**
 * The website's forms call the services in-process, not through GraphQL: the services refuse (or,
 * for a search box, strip) control characters themselves, so a page never answers 500 for them.
 */
describe('input hygiene in the services (the website forms)', () => {
  const ctx = (user: Actor | null) => ({
    db: database.db,
    user,
    country: 'eg' as const,
    locale: 'en-eg' as const,
    now: new Date(),
    log: logged.log,
  });
  const refusedWith = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (isDomainError(error)) return { status: error.status, key: error.messageKey };
      throw error;
    }
    return null;
  };

  it('refuses NUL in profile, address and review text with the 400 of validation.controlCharacters', async () => {
    const user = await buildUser(database.db);
    const actor: Actor = { id: user.id, role: 'customer', privilageType: null, status: true };
    const expected = { status: 400, key: CONTROL_CHARACTERS_KEY };
    expect(
      await refusedWith(() =>
        editProfile(ctx(actor), { user: user.id, fName: 'a\u0000b' }, { passwordMinLength: 6 }),
      ),
    ).toEqual(expected);
    expect(
      await refusedWith(() =>
        addAddress(ctx(actor), {
          user: user.id,
          address: { address1: '1 Nile St\u0000', country: 'eg', city: 'Cairo' },
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusedWith(() =>
        addReview(ctx(actor), {
          type: 'comment',
          text: 'nice\u0000',
          product: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toEqual(expected);
    const staff: Actor = { ...actor, privilageType: 'admin' };
    expect(
      await refusedWith(() =>
        changeOrderStatus(ctx(staff), {
          order: '00000000-0000-4000-8000-000000000000',
          status: 'placed',
          note: 'x\u0000',
        }),
      ),
    ).toEqual(expected);
    expect(logged.lines.filter((line) => Number(line['level']) >= 50)).toEqual([]);
  });

  it('strips control characters from what a search box records', async () => {
    const recorded = await recordSearchKeyword(ctx(null), 'desk\u0000 lamp\u001b');
    expect(recorded).toMatchObject({ keyword: 'desk lamp' });
  });
});
