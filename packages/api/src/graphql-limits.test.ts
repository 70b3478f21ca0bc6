/**
 * Issue 14, case 7: every GraphQL limit refuses a document before any resolver runs. Depth,
 * aliases, cost and tokens are in yoga.test.ts ("GraphQL Armor"), with masking of unexpected errors
 * in every environment; this file adds the limits that had no test: directives, batching,
 * `__type` introspection in production, and the input hygiene plugin (control characters), each
 * with spies on the resolvers that must not have been called.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_CHARACTERS_KEY } from '@souq/core/locale/text-input.ts';
import {
  createContractClient,
  createContractRuntime,
  successEnvelope,
  unreachableDatabase,
} from '@souq/testing/graphql-contract.ts';
import { mutationResolvers, queryResolvers } from './resolvers/index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const spies = () => ({
  getSettings: vi.spyOn(queryResolvers, 'getSettings').mockResolvedValue(successEnvelope),
  getCategories: vi.spyOn(queryResolvers, 'getCategories').mockResolvedValue(successEnvelope),
  newSearchKeyword: vi.spyOn(mutationResolvers, 'newSearchKeyword').mockResolvedValue(successEnvelope),
  addToCart: vi.spyOn(mutationResolvers, 'addToCart').mockResolvedValue(successEnvelope),
});
const notCalled = (resolvers: ReturnType<typeof spies>) => {
  for (const [name, spy] of Object.entries(resolvers)) expect(spy, name).not.toHaveBeenCalled();
};
const client = (env: Record<string, string> = {}) =>
  createContractClient(createContractRuntime(unreachableDatabase, { env }));

describe('GraphQL limits without a test before issue 14 (case 7)', () => {
  it('refuses more than 50 directives before any resolver runs', async () => {
    const resolvers = spies();
    const many = Array.from({ length: 51 }, () => '@include(if: true)').join(' ');
    const response = await client().execute(`query { getSettings ${many} { status_code } }`);
    expect(response.body.errors?.[0]?.message).toMatch(/directives limit of 50 exceeded/i);
    expect(response.body.data).toBeUndefined();
    notCalled(resolvers);
  });

  it('refuses a batch (an array of operations in one request) before any resolver runs', async () => {
    const resolvers = spies();
    const { handler } = client();
    const response = await handler.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify([
        { query: '{ getSettings { status_code } }' },
        { query: 'mutation { newSearchKeyword(keyword: "lamp") { status_code } }' },
      ]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(
      /batching is not (supported|enabled)|Invalid|must be an object/i,
    );
    notCalled(resolvers);
  });

  it('refuses __type introspection in production, even behind an alias, before any resolver runs', async () => {
    const resolvers = spies();
    const production = client({ NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' });
    for (const query of [
      'query { __type(name: "Query") { name } }',
      'query { t: __type(name: "Mutation") { fields { name } } getSettings { status_code } }',
      'query { s: __schema { types { name } } }',
    ]) {
      const response = await production.execute(query);
      expect(response.body.errors?.[0]?.message, query).toMatch(/introspection is not allowed/i);
      expect(response.body.data, query).toBeUndefined();
    }
    notCalled(resolvers);
  });

  it('refuses control characters in variables and literals of queries and mutations before any resolver runs', async () => {
    const resolvers = spies();
    const api = client();
    const documents: Array<[string, Record<string, unknown>]> = [
      [
        'query Q($c: String) { getSettings(currentCountry: $c) { status_code message_key } }',
        { c: 'e\u0000g' },
      ],
      ['query { getCategories(currentCountry: "e\\u001bg") { status_code message_key } }', {}],
      [
        'mutation M($k: String) { newSearchKeyword(keyword: $k) { status_code message_key } addToCart(image: "x") { status_code message_key } }',
        { k: 'la\u0007mp' },
      ],
      [
        'mutation M($f: [ID!]) { addToCart(features: $f) { status_code message_key } }',
        { f: ['ok', 'b\u0085ad'] },
      ],
    ];
    for (const [query, variables] of documents) {
      const response = await api.execute<Record<string, { status_code: number; message_key: string }>>(
        query,
        {
          variables,
        },
      );
      expect(response.body.errors, query).toBeUndefined();
      for (const answer of Object.values(response.body.data ?? {}))
        expect(answer, query).toEqual({ status_code: 400, message_key: CONTROL_CHARACTERS_KEY });
    }
    notCalled(resolvers);
  });
});
