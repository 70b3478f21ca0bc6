/**
 * The search results page, `/{locale}/search?v={text}` (SPEC.md sections 2 and 9): designers
 * matching the text (first page), then the products of the locale's country, best match first or
 * by the chosen sort, 24 a page. Plain GET links and forms: it works without JavaScript.
 */
import { Form, useNavigation } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { parsePositiveInt } from '@souq/core/catalog/listing-params.ts';
import {
  advancedSearch,
  countDesignerProducts,
  parseAdvancedSearchSort,
  type AdvancedSearchSort,
} from '@souq/core/search/advanced-search.service.ts';
import { QUICK_SEARCH_LIMIT, searchUser } from '@souq/core/search/search.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { localeLinks, toProductCard } from '../lib/catalog-view.ts';
import {
  advancedSearchPath,
  designerSearchPath,
  isolateText,
  QUICK_SEARCH_MAX_LENGTH,
} from '../components/search/quick-search-payload.ts';
import { searchSortOptions } from '../components/search/search-sort.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { DesignerCard } from '../components/ui/designer-card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { Select } from '../components/ui/select.tsx';
import { ProductGridSkeleton } from '../components/ui/skeleton.tsx';
import { ProductGrid } from '../components/listing/product-grid.tsx';
import type { Route } from './+types/search';

const PER_PAGE = 24;

/** The query of a results state: defaults are left out so each state has one URL. */
function resultsSearch(state: { query: string; sort: AdvancedSearchSort; page?: number }): string {
  const params = new URLSearchParams({ v: state.query });
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return `?${params.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  // Longer texts are cut as the header's box cuts them: the rest adds nothing but a huge URL.
  const query = (url.searchParams.get('v') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, QUICK_SEARCH_MAX_LENGTH);
  const sort = parseAdvancedSearchSort(url.searchParams.get('sort'));
  const page = parsePositiveInt(url.searchParams.get('page'), 1);

  const [result, users] =
    query === ''
      ? [null, []]
      : await Promise.all([
          advancedSearch(ctx, { text: query, sort, page, perPage: PER_PAGE, lang: language }),
          page === 1 ? searchUser(ctx, { value: query, role: 'designer', limit: QUICK_SEARCH_LIMIT }) : [],
        ]);
  const counts = await countDesignerProducts(
    ctx,
    users.map((user) => user.id),
  );
  return {
    locale,
    origin: url.origin,
    query,
    sort,
    unsearchable: result?.unsearchable ?? false,
    products: result?.items.map((item) => toProductCard(locale, language, item)) ?? [],
    pageInfo: result?.pageInfo ?? { hasNext: false, totalCount: 0, totalPages: 0, page, limit: PER_PAGE },
    designers: users.map((user) => ({
      href: designerSearchPath(locale, user.slug),
      card: {
        id: user.id,
        name: user.name,
        headline: user.city ?? undefined,
        avatarPath: user.image,
        productCount: counts.get(user.id) ?? 0,
      },
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale, origin, query } = data;
  const title = query
    ? translate(locale, 'meta.search.title', { query: isolateText(query) })
    : translate(locale, 'meta.search.titleEmpty');
  const description = translate(locale, 'meta.search.description', {
    country: translate(locale, `countriesInText.${countryOf(locale)}`),
  });
  return [
    { title },
    { name: 'description', content: description },
    // Result lists are endless and change by the hour: crawl through them, never index them.
    { name: 'robots', content: 'noindex, follow' },
    ...localeLinks(
      origin,
      locale,
      '/search',
      query ? `?${new URLSearchParams({ v: query }).toString()}` : '',
    ),
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { locale, query, sort, unsearchable, products, pageInfo, designers } = loaderData;
  const path = localePath(locale, '/search');
  const hrefFor = (page: number) => path + resultsSearch({ query, sort, page });
  // A new page of this list is on its way: show its shape instead of the old cards.
  const reloading = navigation.state === 'loading' && navigation.location.pathname === path;
  const sortOptions = searchSortOptions(t);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-testid="search-results">
      <Breadcrumb
        items={[
          { label: t('category.home'), href: localePath(locale) },
          { label: t('search.results.titleEmpty') },
        ]}
      />
      <header className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-balance break-words text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {query
              ? t('search.results.title', { query: isolateText(query) })
              : t('search.results.titleEmpty')}
          </h1>
          {query && !unsearchable ? (
            <p className="mt-2 text-base text-ink-muted" aria-live="polite" data-testid="search-count">
              {t('search.results.productCount', { count: pageInfo.totalCount })}
            </p>
          ) : null}
        </div>
        <ButtonLink
          to={advancedSearchPath(locale, { search: query })}
          variant="secondary"
          size="sm"
          data-testid="advanced-search-link"
        >
          {t('search.results.refine')}
        </ButtonLink>
      </header>

      {query === '' ? (
        <EmptyState
          className="mt-8"
          illustration="search"
          title={t('search.results.emptyQueryTitle')}
          description={t('search.results.emptyQueryHint')}
          action={
            <ButtonLink to={advancedSearchPath(locale)} variant="secondary">
              {t('search.results.browseAll')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          {designers.length > 0 ? (
            <section aria-labelledby="designers-heading" className="mt-8">
              <h2 id="designers-heading" className="text-lg font-bold text-ink">
                {t('search.designers')}
              </h2>
              <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
                {designers.map((designer) => (
                  <li key={designer.card.id} className="flex" data-testid="designer-result">
                    <DesignerCard designer={designer.card} href={designer.href} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="products-heading" className="mt-10">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="products-heading" className="text-lg font-bold text-ink">
                {t('search.products')}
              </h2>
              {products.length > 0 ? (
                <Form method="get" action={path} className="flex items-end gap-2">
                  <input type="hidden" name="v" value={query} />
                  <FormField label={t('category.sort')} className="w-56">
                    <Select name="sort" options={sortOptions} defaultValue={sort} />
                  </FormField>
                  <Button type="submit" variant="secondary">
                    {t('category.apply')}
                  </Button>
                </Form>
              ) : null}
            </div>
            {reloading ? (
              <div className="mt-6">
                <ProductGridSkeleton count={8} />
              </div>
            ) : (
              <ProductGrid
                products={products}
                emptyTitle={t('search.results.noResultsTitle', { query: isolateText(query) })}
                emptyDescription={t(
                  unsearchable ? 'search.results.unsearchableHint' : 'search.results.noResultsHint',
                )}
                emptyAction={
                  <ButtonLink to={advancedSearchPath(locale)} variant="secondary">
                    {t('search.results.browseAll')}
                  </ButtonLink>
                }
              />
            )}
            <Pagination
              className="mt-10"
              page={pageInfo.page}
              pageCount={pageInfo.totalPages}
              hrefFor={hrefFor}
            />
          </section>
        </>
      )}
    </div>
  );
}
