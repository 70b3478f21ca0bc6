/**
 * Issue 23: every Product field the API exposes answers the same value from every operation that
 * returns the product. The selection is built from the schema itself (every field, nested objects
 * with theirs), so a field added later is walked too.
 */
import { buildSchema, isObjectType, getNamedType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_FIELDS, useListingContract } from '@souq/testing/listing-contract.fixture.ts';
import { typeDefs } from '../yoga.ts';

const schema = buildSchema(typeDefs);

/** Every field of `type`, objects expanded (to `depth` levels). */
function selectionOf(type: GraphQLObjectType, depth = 3): string {
  return Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      return depth > 1 ? `${field.name} { ${selectionOf(named, depth - 1)} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

const PRODUCT = selectionOf(schema.getType('Product') as GraphQLObjectType);

type Product = Record<string, unknown> & { _id: string };
const api = useListingContract();

async function list(operation: string, args: string): Promise<Product[]> {
  const result = await api.client.operation<Product[] | { items: Product[] }>(
    `query { ${operation}(${args}) { ${ENVELOPE_FIELDS} data { ${
      operation === 'filterProducts' ? `items { ${PRODUCT} }` : PRODUCT
    } } } }`,
  );
  expect(result.status_code, `${operation}: ${result.message}`).toBe(200);
  const data = result.data!;
  return Array.isArray(data) ? data : data.items;
}

async function byId(product: string, availableIn: string): Promise<Product> {
  const result = await api.client.operation<Product>(
    `query ($product: ID!, $availableIn: String) {
      getProductById(product: $product, availableIn: $availableIn) { ${ENVELOPE_FIELDS} data { ${PRODUCT} } }
    }`,
    { variables: { product, availableIn } },
  );
  expect(result.status_code).toBe(200);
  return result.data!;
}

describe('a product answers the same fields from every operation', () => {
  it.each(['eg', 'sa'])('in %s: listings, pages and search agree with getProductById', async (country) => {
    const f = api.fixture;
    const operations: [string, string][] = [
      ['filterProducts', `category: "${f.printsId}", availableIn: "${country}"`],
      ['getNewArrivals', `availableIn: "${country}"`],
      ['getProductsByCategoryId', `category: "${f.printsId}", availableIn: "${country}"`],
      ['getProductsByDesigner', `designer: "${f.designerId}", availableIn: "${country}"`],
      ['getProductsWithOffer', `availableIn: "${country}"`],
      ['searchAllProducts', `value: "print", availableIn: "${country}"`],
    ];
    const reference = new Map<string, Product>();
    let compared = 0;
    for (const [operation, args] of operations) {
      for (const product of await list(operation, args)) {
        if (!reference.has(product._id)) reference.set(product._id, await byId(product._id, country));
        expect(product, `${operation} ${product._id}`).toEqual(reference.get(product._id));
        compared += 1;
      }
    }
    // The listings above are not empty, and the full fields are really there (not null everywhere:
    // the Egyptian catalogue of the fixture has pictures and order limits).
    expect(compared).toBeGreaterThan(3);
    if (country !== 'eg') return;
    const full = [...reference.values()];
    expect(full.some((product) => Array.isArray(product.images) && product.images.length > 0)).toBe(true);
    expect(full.some((product) => product.maxPerOrder !== null)).toBe(true);
  });
});
