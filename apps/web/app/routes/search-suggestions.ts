/**
 * The header's quick search data (SPEC.md section 9): at most 7 products and 7 designers of the
 * locale's country, and up to 5 texts to search for, as JSON for `?q=`. The same services as the
 * GraphQL `globalSearch` and `searchSuggestions`; answers are the same for every shopper of a
 * locale, so browsers and shared caches keep them for a minute.
 */
import { globalSearch, QUICK_SEARCH_LIMIT, suggest } from '@souq/core/search/search.service.ts';
import { inLanguage } from '../lib/catalog-view.ts';
import { requestContext } from '../lib/request-context.server.ts';
import {
  designerSearchPath,
  QUICK_SEARCH_MAX_LENGTH,
  searchResultsPath,
  type QuickSearchPayload,
} from '../components/search/quick-search-payload.ts';
import { localePath } from '../lib/locale-routing.ts';
import type { Route } from './+types/search-suggestions';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export async function loader({ context, request }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, QUICK_SEARCH_MAX_LENGTH);
  const ctx = rc.service();
  const [found, suggestions] = await Promise.all([
    globalSearch(ctx, {
      searchText: query,
      lang: language,
      limit: QUICK_SEARCH_LIMIT,
      designerLimit: QUICK_SEARCH_LIMIT,
    }),
    suggest(ctx, { text: query, lang: language }),
  ]);
  const payload: QuickSearchPayload = {
    query,
    keywords: suggestions.keywords.map((keyword) => ({
      text: keyword.text,
      href: searchResultsPath(locale, keyword.text),
    })),
    products: found.products.map((product) => ({
      id: product.id,
      href: localePath(locale, `/products/${product.id}`),
      name: inLanguage(language, product),
      designerName: product.designer.name,
      imagePath: product.primaryImagePath,
      currency: product.currency,
      priceMinor: product.priceAfterOfferMinor,
      originalMinor: product.priceBeforeOfferMinor,
      hasOffer: product.hasOffer,
    })),
    designers: found.designers.map((designer) => ({
      id: designer.id,
      href: designerSearchPath(locale, designer.slug),
      name: designer.name,
      avatarPath: designer.image,
    })),
  };
  return Response.json(payload, { headers: { 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' } });
}
