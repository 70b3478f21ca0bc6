import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCapturingLogger,
  createContractClient,
  createContractRuntime,
  successEnvelope,
  unreachableDatabase,
} from '@souq/testing/graphql-contract.ts';
import { queryResolvers } from './resolvers/index.ts';
import { createGraphqlHandler, typeDefs } from './yoga.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Production refuses to start without it (issue 14: links in emails come from configuration). */
const PUBLIC_URL = 'https://souq.example';

describe('the schema', () => {
  const schema = buildSchema(typeDefs);

  it('answers every operation with an envelope: status_code, message, errors, data', () => {
    const envelope = schema.getType('Envelope');
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const type = field.type as GraphQLObjectType;
        expect(isObjectType(type), `${field.name} returns an object type`).toBe(true);
        expect(type.getInterfaces(), `${field.name} implements Envelope`).toContain(envelope);
        expect(Object.keys(type.getFields()), `${field.name} has data`).toEqual(
          expect.arrayContaining(['status_code', 'message', 'errors', 'data']),
        );
      }
    }
  });

  it('has the operation names and arguments of SPEC.md section 7', () => {
    const fields = schema.getQueryType()!.getFields();
    const args = (name: string) => fields[name]?.args.map((arg) => `${arg.name}: ${String(arg.type)}`);
    expect(args('getSettings')).toEqual(['currentCountry: String']);
    expect(args('getCategories')).toEqual(['currentCountry: String']);
    expect(args('getProductById')).toEqual([
      'product: ID!',
      'status: String',
      'availableIn: String',
      'productStatus: Boolean',
    ]);
  });

  it('has a resolver for every Query field and no resolver without a field', () => {
    expect(Object.keys(queryResolvers).sort()).toEqual(
      Object.keys(schema.getQueryType()!.getFields()).sort(),
    );
  });
});

describe('GraphQL Armor', () => {
  const limits = {
    GRAPHQL_MAX_DEPTH: '4',
    GRAPHQL_MAX_ALIASES: '2',
    GRAPHQL_MAX_COST: '30',
    GRAPHQL_MAX_TOKENS: '60',
  };
  const spies = () => ({
    getSettings: vi.spyOn(queryResolvers, 'getSettings').mockResolvedValue(successEnvelope),
    getCategories: vi.spyOn(queryResolvers, 'getCategories').mockResolvedValue(successEnvelope),
    getProductById: vi.spyOn(queryResolvers, 'getProductById').mockResolvedValue(successEnvelope),
  });
  /** All limits tight, or only one (the others at their defaults) so the refusal is unambiguous. */
  const setup = (only?: keyof typeof limits) => {
    const resolvers = spies();
    const env = only ? { [only]: limits[only] } : limits;
    const client = createContractClient(createContractRuntime(unreachableDatabase, { env }));
    return { resolvers, client };
  };
  const notCalled = (resolvers: ReturnType<typeof spies>) => {
    for (const spy of Object.values(resolvers)) expect(spy).not.toHaveBeenCalled();
  };

  it('lets a document within every limit through to the resolver', async () => {
    const { resolvers, client } = setup();
    const response = await client.execute('query { getSettings { status_code } }');
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({ getSettings: { status_code: 200 } });
    expect(resolvers.getSettings).toHaveBeenCalledTimes(1);
  });

  it('refuses a document deeper than maxDepth before any resolver runs', async () => {
    const { resolvers, client } = setup('GRAPHQL_MAX_DEPTH');
    const response = await client.execute(
      'query { getProductById(product: "p") { data { images { features { _id } } } } }',
    );
    expect(response.body.errors?.[0]?.message).toMatch(/depth limit of 4 exceeded/i);
    expect(response.body.data).toBeUndefined();
    notCalled(resolvers);
  });

  it('counts depth through fragments too', async () => {
    const { resolvers, client } = setup('GRAPHQL_MAX_DEPTH');
    const response = await client.execute(`
      query { getProductById(product: "p") { ...Deep } }
      fragment Deep on ProductResult { data { images { otherImages { path } } } }`);
    expect(response.body.errors?.[0]?.message).toMatch(/depth limit/i);
    notCalled(resolvers);
  });

  it('refuses more aliases than maxAliases before any resolver runs', async () => {
    const { resolvers, client } = setup('GRAPHQL_MAX_ALIASES');
    const response = await client.execute(
      'query { a: getSettings { status_code } b: getSettings { status_code } c: getSettings { status_code } }',
    );
    expect(response.body.errors?.[0]?.message).toMatch(/aliases limit of 2 exceeded/i);
    notCalled(resolvers);
  });

  it('refuses a document costlier than maxCost before any resolver runs', async () => {
    const { resolvers, client } = setup('GRAPHQL_MAX_COST');
    const response = await client.execute(
      'query { getProductById(product: "p") { status_code message errors data { _id name arName egPrice suPrice emPrice category { _id name } designer { _id name } } } }',
    );
    expect(response.body.errors?.[0]?.message).toMatch(/cost limit of 30 exceeded/i);
    notCalled(resolvers);
  });

  it('refuses a document with more tokens than maxTokens before any resolver runs', async () => {
    const { resolvers, client } = setup('GRAPHQL_MAX_TOKENS');
    // Many tokens, little cost: unused variable definitions (refused at parse, before validation).
    const variables = Array.from({ length: 20 }, (_, index) => `$v${index}: String`).join(', ');
    const response = await client.execute(`query Many(${variables}) { getSettings { status_code } }`);
    expect(response.body.errors?.[0]?.message).toMatch(/token limit of 60 exceeded/i);
    notCalled(resolvers);
  });

  it('hides field suggestions and introspection in production only', async () => {
    const typo = 'query { getSettings { status_cod } }';
    const introspection = 'query { __schema { queryType { name } } }';
    const test = createContractClient(createContractRuntime(unreachableDatabase));
    expect((await test.execute(typo)).body.errors?.[0]?.message).toMatch(/Did you mean "status_code"/);
    expect((await test.execute(introspection)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });

    const production = createContractClient(
      createContractRuntime(unreachableDatabase, { env: { NODE_ENV: 'production', PUBLIC_URL } }),
    );
    const refused = await production.execute(typo);
    expect(refused.body.errors?.[0]?.message).toMatch(/Cannot query field "status_cod"/);
    expect(refused.body.errors?.[0]?.message).not.toMatch(/status_code/);
    expect((await production.execute(introspection)).body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe('unexpected errors', () => {
  const secret = 'password=hunter2 host=10.0.0.7';

  it.each(['test', 'development', 'production'])(
    'are masked with the request id and logged in full (NODE_ENV=%s)',
    async (NODE_ENV) => {
      vi.spyOn(queryResolvers, 'getSettings').mockRejectedValue(new Error(`connect failed: ${secret}`));
      const { log, lines } = createCapturingLogger();
      const client = createContractClient(
        createContractRuntime(unreachableDatabase, { env: { NODE_ENV, PUBLIC_URL }, log }),
      );
      const response = await client.execute('query Settings { getSettings { status_code } }', {
        headers: { 'x-request-id': 'req-test-1' },
      });

      expect(response.body.data).toEqual({ getSettings: null });
      expect(response.body.errors).toEqual([
        {
          message: 'Unexpected error.',
          locations: [{ line: 1, column: 18 }],
          path: ['getSettings'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-test-1' },
        },
      ]);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('hunter2');
      expect(text).not.toMatch(/stack|\.ts:\d+/);

      const logged = lines.find((line) => line['msg'] === 'graphql operation failed');
      expect(logged).toMatchObject({
        level: 50,
        requestId: 'req-test-1',
        operationName: 'Settings',
        path: ['getSettings'],
      });
      expect(JSON.stringify(logged)).toContain('hunter2');
    },
  );

  it('keep other operations of the same document', async () => {
    vi.spyOn(queryResolvers, 'getSettings').mockRejectedValue(new TypeError('x is undefined'));
    vi.spyOn(queryResolvers, 'getCategories').mockResolvedValue({ ...successEnvelope, data: [] });
    const client = createContractClient(createContractRuntime(unreachableDatabase));
    const response = await client.execute(
      'query { getSettings { status_code } getCategories { status_code data { _id } } }',
    );
    expect(response.body.data).toEqual({ getSettings: null, getCategories: { status_code: 200, data: [] } });
    expect(response.body.errors).toHaveLength(1);
  });
});

describe('createGraphqlHandler', () => {
  it('serves as a Node request listener at /graphql, with the request id the app server set', async () => {
    vi.spyOn(queryResolvers, 'getSettings').mockRejectedValue(new Error('boom'));
    const handler = createGraphqlHandler(createContractRuntime(unreachableDatabase));
    const server = http.createServer((request, response) => {
      response.setHeader('X-Request-Id', 'srv-99');
      void handler(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ getSettings { status_code } }' }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
      expect(body.errors[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: 'srv-99' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
