/**
 * One cart operation of the API over the cart contract: the document selecting the whole cart and
 * a caller of it, so each cart contract test declares only its operation's name and arguments.
 */
import { CART_FIELDS, useCartContract, type CartData } from './cart-contract.fixture.ts';
import { envelopeDocument, type ContractRequest } from './graphql-contract.ts';

export function useCartOperation(kind: 'query' | 'mutation', field: string, declarations: string) {
  const api = useCartContract();
  const document = envelopeDocument(kind, field, declarations, CART_FIELDS);
  const call = (request: ContractRequest) => api.client.operation<CartData>(document, request);
  return { api, call };
}
