/**
 * Advanced search, `/{locale}/alpha?search={text}` (SPEC.md section 2): words narrowed by category,
 * price range (major units of the country's currency in the URL), designer and availability,
 * sorted and paginated. One plain GET form: it works without JavaScript, and every state has a URL.
 */
import { Form, useNavigation } from 'react-router';
import { countryOf, currencyOf, type CurrencyCode } from '@souq/core/locale/locales.ts';
import { MINOR_PER_MAJOR } from '@souq/core/money/money.ts';
import { parseMajorAmount, parsePositiveInt } from '@souq/core/catalog/listing-params.ts';
import {
  advancedSearch,
  getAdvancedSearchFacets,
  parseAdvancedSearchSort,
  parseAvailability,
  type AdvancedSearchAvailability,
  type AdvancedSearchSort,
} from '@souq/core/search/advanced-search.service.ts';
import { t as translate, useT, type MessageKey } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { inLanguage, localeLinks, toProductCard } from '../lib/catalog-view.ts';
import { QUICK_SEARCH_MAX_LENGTH } from '../components/search/quick-search-payload.ts';
import { searchSortOptions } from '../components/search/search-sort.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { FilterSheet } from '../components/listing/filter-sheet.tsx';
import { ProductGridSkeleton } from '../components/ui/skeleton.tsx';
import { ProductGrid, ResultsHeading, ResultsPager } from '../components/listing/product-grid.tsx';
import type { Route } from './+types/advanced-search';

const PER_PAGE = 24;

const AVAILABILITY_LABELS: Record<AdvancedSearchAvailability, MessageKey> = {
  all: 'search.advanced.availabilityAll',
  'in-stock': 'search.advanced.availabilityInStock',
  'on-sale': 'search.advanced.availabilityOnSale',
};

interface AdvancedState {
  search: string;
  category: string;
  designer: string;
  from: string;
  to: string;
  availability: AdvancedSearchAvailability;
  sort: AdvancedSearchSort;
  page?: number;
}

/** The query of a state: empty and default values are left out so each state has one URL. */
function advancedQuery(state: AdvancedState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.designer) params.set('designer', state.designer);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.availability !== 'all') params.set('availability', state.availability);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Major units from the URL to minor units of the currency (money.ts), or null. */
const toMinor = (major: number | null, currency: CurrencyCode): number | null =>
  major === null ? null : Math.round(major * MINOR_PER_MAJOR[currency]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const currency = currencyOf(locale);
  const ctx = rc.service();
  const url = new URL(request.url);
  const get = (name: string) => url.searchParams.get(name) ?? '';
  const search = get('search').replace(/\s+/g, ' ').trim().slice(0, QUICK_SEARCH_MAX_LENGTH);
  let from = parseMajorAmount(get('from'));
  let to = parseMajorAmount(get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const availability = parseAvailability(get('availability'));
  const sort = parseAdvancedSearchSort(get('sort'));
  const page = parsePositiveInt(get('page'), 1);

  const facets = await getAdvancedSearchFacets(ctx);
  // A slug the form does not offer (no products in this country, or made up) still filters, and
  // so finds nothing, rather than silently showing everything.
  const categorySlug = get('category').trim();
  const designerSlug = get('designer').trim();
  const category = facets.categories.find((item) => item.slug === categorySlug) ?? null;
  const designer = facets.designers.find((item) => item.slug === designerSlug) ?? null;
  const result = await advancedSearch(ctx, {
    text: search,
    category: category?.id ?? (categorySlug || null),
    designer: designer?.id ?? (designerSlug || null),
    minPriceMinor: toMinor(from, currency),
    maxPriceMinor: toMinor(to, currency),
    availability,
    sort,
    page,
    perPage: PER_PAGE,
    lang: language,
  });
  return {
    locale,
    origin: url.origin,
    state: {
      search,
      category: categorySlug,
      designer: designerSlug,
      from: from === null ? '' : String(from),
      to: to === null ? '' : String(to),
      availability,
      sort,
    } satisfies AdvancedState,
    unsearchable: result.unsearchable,
    categories: facets.categories.map((item) => ({ value: item.slug, label: inLanguage(language, item) })),
    designers: facets.designers.map((item) => ({ value: item.slug, label: item.name })),
    products: result.items.map((item) => toProductCard(locale, language, item)),
    pageInfo: result.pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale, origin } = data;
  const title = translate(locale, 'meta.search.advancedTitle');
  const description = translate(locale, 'meta.search.description', {
    country: translate(locale, `countriesInText.${countryOf(locale)}`),
  });
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex, follow' },
    ...localeLinks(origin, locale, '/alpha'),
  ];
}

export default function AdvancedSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { locale, state, unsearchable, categories, designers, products, pageInfo } = loaderData;
  const path = localePath(locale, '/alpha');
  const currency = t(`currencies.${currencyOf(locale)}`);
  const hrefFor = (page: number) => path + advancedQuery({ ...state, page });
  const reloading = navigation.state === 'loading' && navigation.location.pathname === path;
  const filtered = advancedQuery(state) !== '';

  const activeFilters =
    (['search', 'category', 'designer', 'from', 'to'] as const).filter((name) => state[name] !== '').length +
    (state.availability !== 'all' ? 1 : 0) +
    (state.sort !== 'relevance' ? 1 : 0);
  // One set of fields for the column beside the results (from 1024px) and the phones' sheet.
  const filterFields = (
    <>
      <FormField label={t('search.advanced.text')}>
        <Input
          name="search"
          type="search"
          defaultValue={state.search}
          maxLength={QUICK_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
      </FormField>
      <FormField label={t('search.advanced.category')}>
        <Select
          name="category"
          placeholder={t('search.advanced.allCategories')}
          options={categories}
          defaultValue={state.category}
        />
      </FormField>
      <FormField label={t('search.advanced.designer')}>
        <Select
          name="designer"
          placeholder={t('search.advanced.allDesigners')}
          options={designers}
          defaultValue={state.designer}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('category.priceFrom', { currency })}>
          <Input name="from" inputMode="decimal" dir="ltr" defaultValue={state.from} autoComplete="off" />
        </FormField>
        <FormField label={t('category.priceTo', { currency })}>
          <Input name="to" inputMode="decimal" dir="ltr" defaultValue={state.to} autoComplete="off" />
        </FormField>
      </div>
      <FormField label={t('search.advanced.availability')}>
        <Select
          name="availability"
          options={(Object.keys(AVAILABILITY_LABELS) as AdvancedSearchAvailability[]).map((value) => ({
            value,
            label: t(AVAILABILITY_LABELS[value]),
          }))}
          defaultValue={state.availability}
        />
      </FormField>
      <FormField label={t('category.sort')}>
        <Select name="sort" options={searchSortOptions(t)} defaultValue={state.sort} />
      </FormField>
      <Button type="submit" fullWidth>
        {t('category.apply')}
      </Button>
      {filtered ? (
        <ButtonLink to={path} variant="ghost" fullWidth>
          {t('category.clear')}
        </ButtonLink>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8 lg:px-8" data-testid="advanced-search">
      <Breadcrumb
        items={[
          { label: t('category.home'), href: localePath(locale) },
          { label: t('search.advanced.title') },
        ]}
      />
      <header className="mt-5">
        <h1 className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('search.advanced.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-pretty text-base text-ink-muted">{t('search.advanced.intro')}</p>
      </header>

      <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <Form
            method="get"
            action={path}
            aria-labelledby="advanced-filters-heading"
            className="flex flex-col gap-4 rounded-panel border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24"
            data-testid="advanced-search-form"
          >
            <h2 id="advanced-filters-heading" className="text-base font-bold text-ink">
              {t('category.filters')}
            </h2>
            {filterFields}
          </Form>
        </aside>

        <section id="advanced-results" aria-labelledby="advanced-results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <ResultsHeading id="advanced-results-heading" pageInfo={pageInfo} testId="search-count">
              {t('search.results.productCount', { count: pageInfo.totalCount })}
            </ResultsHeading>
          </div>
          {reloading ? (
            <div className="mt-6">
              <ProductGridSkeleton count={6} />
            </div>
          ) : (
            <ProductGrid
              columns={3}
              products={products}
              emptyTitle={t('search.advanced.emptyTitle')}
              emptyDescription={t(
                unsearchable ? 'search.results.unsearchableHint' : 'search.advanced.emptyHint',
              )}
              emptyAction={
                filtered ? (
                  <ButtonLink to={path} variant="secondary">
                    {t('category.clear')}
                  </ButtonLink>
                ) : undefined
              }
            />
          )}
          <ResultsPager pageInfo={pageInfo} hrefFor={hrefFor} />
          <FilterSheet title={t('category.filters')} activeCount={activeFilters} resultsId="advanced-results">
            <Form method="get" action={path} className="flex flex-col gap-4">
              {filterFields}
            </Form>
          </FilterSheet>
        </section>
      </div>
    </div>
  );
}
