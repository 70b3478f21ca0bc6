/**
 * The page of a paginated list operation (SPEC.md section 7): `items` plus `pageInfo`, the same
 * for products and reviews, so the contract tests select and check it in one way.
 */
import type { PageInfo } from '@souq/core/catalog/listing-params.ts';
import type { Shape } from './graphql-contract.ts';

/** The selection of a page: its items with `itemFields`, then the pageInfo. */
export function pageFields(itemFields: string): string {
  return `items { ${itemFields} } pageInfo { hasNext totalCount totalPages page limit }`;
}

export interface PageData<Item> {
  items: Item[];
  pageInfo: PageInfo;
}

/** The shape of a page whose items have `itemShape`. */
export function pageShape(itemShape: Shape): Shape {
  return {
    items: [itemShape],
    pageInfo: {
      hasNext: 'boolean',
      totalCount: 'integer',
      totalPages: 'integer',
      page: 'integer',
      limit: 'integer',
    },
  };
}
