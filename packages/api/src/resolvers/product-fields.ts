/**
 * One product answers the same fields from every operation (issue 23: `filterProducts` and
 * `getNewArrivals` answered `maxPerOrder` and `images` as null where `getProductById` had them).
 * Listings load product summaries (one round trip per page); a field only the full product has is
 * resolved here when a client asks for it, from the full product of the same country, loaded once
 * per request and product. A listing that does not ask costs nothing more.
 */
import { getProductById } from '@souq/core/catalog/catalog.service.ts';
import { toProductContract, type ProductContract } from '@souq/core/catalog/product.mapper.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { countryOfCurrency, isCurrency } from '@souq/core/locale/locales.ts';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../context.ts';
import { perRequest } from './per-request.ts';

/** The Product fields a summary leaves out (see toProductContract): read from the full product. */
const DETAIL_FIELDS = [
  'status',
  'productStatus',
  'description',
  'arDescription',
  'briefDescription',
  'arBriefDescription',
  'lists',
  'arLists',
  'singleWeight',
  'maxPerOrder',
  'initAvailableEdition',
  'designerStage',
  'displayOrderInCategory',
  'newMessage',
  'requiredTimeForEgypt',
  'requiredTimeForSaudi',
  'requiredTimeForEmirates',
  'offer',
  'tag',
  'images',
  'basePrice',
  'tax',
  'revenueEg',
  'revenueSu',
  'revenueEm',
  'siteRevenueEg',
  'siteRevenueSu',
  'siteRevenueEm',
  'manufacturingCostEg',
  'manufacturingCostSu',
  'manufacturingCostEm',
] as const satisfies readonly (keyof ProductContract)[];

/** Relations a summary names by id only; the full product adds their slug and names. */
const RELATION_FIELDS = ['category', 'subCategory', 'collection'] as const;

type Parent = Partial<ProductContract> & { _id: string; currency: string };

/** The full product of a summary (`<id>:<currency>`), in its country; null when not public there. */
const fullProduct = perRequest(async (key, context): Promise<ProductContract | null> => {
  const [productId = '', currency] = key.split(':');
  const country = isCurrency(currency) ? countryOfCurrency(currency) : undefined;
  try {
    const ctx = context.serviceContext(country);
    return toProductContract(await getProductById(ctx, { productId }), ctx.country);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return null;
    throw error;
  }
});

const fullProductOf = (parent: Parent, context: GraphqlContext) =>
  fullProduct(`${parent._id}:${parent.currency}`, context);

/** A summary is a product mapped without its full fields (toProductContract leaves `images` out). */
const isSummary = (parent: Parent) => parent.images === undefined;

type FieldResolver = (
  parent: Parent,
  args: unknown,
  context: GraphqlContext,
  info: GraphQLResolveInfo,
) => unknown;

/** Whether the client asks a relation for more than its id (listings know only the id). */
const asksBeyondId = (info: GraphQLResolveInfo) =>
  info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) =>
        selection.kind !== Kind.FIELD ||
        (selection.name.value !== '_id' && selection.name.value !== '__typename'),
    ),
  );

const detailField =
  (field: (typeof DETAIL_FIELDS)[number]): FieldResolver =>
  async (parent, _args, context) =>
    isSummary(parent) ? ((await fullProductOf(parent, context))?.[field] ?? null) : (parent[field] ?? null);

const relationField =
  (field: (typeof RELATION_FIELDS)[number]): FieldResolver =>
  async (parent, _args, context, info) => {
    const own = parent[field];
    if (!isSummary(parent) || !own || !asksBeyondId(info)) return own ?? null;
    return (await fullProductOf(parent, context))?.[field] ?? own;
  };

/** The `Product` type's field resolvers. */
export const productFieldResolvers: Record<string, FieldResolver> = Object.fromEntries([
  ...DETAIL_FIELDS.map((field) => [field, detailField(field)]),
  ...RELATION_FIELDS.map((field) => [field, relationField(field)]),
]);
