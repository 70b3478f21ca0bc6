/**
 * The prices every product answer carries (SPEC.md section 7): one per country and the shown price
 * before and after the offer in the asked country's currency.
 */
import type { Shape } from './graphql-contract.ts';

export const productPriceShape = {
  egPrice: 'number?',
  suPrice: 'number?',
  emPrice: 'number?',
  allPriceBeforeOffer: 'number',
  allPriceAfterOffer: 'number',
  currency: 'string',
} satisfies Record<string, Shape>;
