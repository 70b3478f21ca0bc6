import type { ProductSummary } from '@souq/core/catalog/catalog.types.ts';
import { toProductContract } from '@souq/core/catalog/product.mapper.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import type { GraphqlContext } from '../context.ts';
import { envelope } from '../envelope.ts';

/** An envelope with the products a service lists, priced in the operation's `availableIn` country. */
export const productListEnvelope = (
  context: GraphqlContext,
  country: string | null | undefined,
  list: (ctx: ServiceContext) => Promise<ProductSummary[]>,
) =>
  envelope(async () => {
    const ctx = context.serviceContext(country);
    return (await list(ctx)).map((item) => toProductContract(item, ctx.country));
  });
