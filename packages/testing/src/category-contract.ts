/**
 * The Category as getCategories and getCategoryBySlug answer it (SPEC.md section 7), selected and
 * checked in one way by both contract tests.
 */
import type { Shape } from './graphql-contract.ts';

export const CATEGORY_FIELDS = `
  _id slug name arName image displayOrder banner description arDescription hasProducts
  subCategories { _id name arName slug image }
`;

/** The shape of CATEGORY_FIELDS. */
export const categoryShape: Shape = {
  _id: 'id',
  slug: 'string',
  name: 'string',
  arName: 'string',
  image: 'string?',
  displayOrder: 'integer',
  banner: 'string?',
  description: 'string?',
  arDescription: 'string?',
  hasProducts: 'boolean',
  subCategories: [{ _id: 'id', name: 'string', arName: 'string', slug: 'string', image: 'string?' }],
};
