import { Form } from 'react-router';
import { countryOf, currencyOf, intlTagOf } from '@souq/core/locale/locales.ts';
import { filterProducts, getCategoryBySlug } from '@souq/core/catalog/category-listing.service.ts';
import {
  DEFAULT_LISTING_SORT,
  parseListingSort,
  parseMajorAmount,
  parsePositiveInt,
  type ListingSort,
} from '@souq/core/catalog/listing-params.ts';
import { t as translate, useT, type MessageKey } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { inLanguage, localeLinks, orNotFound, textIn, toProductCard } from '../lib/catalog-view.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { ProductGrid, ResultsHeading, ResultsPager } from '../components/listing/product-grid.tsx';
import { FilterSheet } from '../components/listing/filter-sheet.tsx';
import type { Route } from './+types/category';

const PER_PAGE = 24;

const SORT_LABELS: Record<Exclude<ListingSort, 'oldest'>, MessageKey> = {
  newest: 'category.sortNewest',
  'price-asc': 'category.sortPriceAsc',
  'price-desc': 'category.sortPriceDesc',
  'best-sellers': 'category.sortBestSellers',
};

/** The query of a listing state: defaults are left out so each state has one URL. */
function listingSearch(state: {
  sub: string | null;
  sort: ListingSort;
  from: string;
  to: string;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (state.sub) params.set('sub', state.sub);
  if (state.sort !== DEFAULT_LISTING_SORT) params.set('sort', state.sort);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  const category = await orNotFound(getCategoryBySlug(ctx, params.slug));

  // Malformed flags are ignored: an unknown sub, sort, price or page falls back to the default.
  const sub = category.subCategories.find((item) => item.id === url.searchParams.get('sub')) ?? null;
  const sort = parseListingSort(url.searchParams.get('sort'));
  let from = parseMajorAmount(url.searchParams.get('from'));
  let to = parseMajorAmount(url.searchParams.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const page = parsePositiveInt(url.searchParams.get('page'), 1);
  const { items, pageInfo } = await filterProducts(ctx, {
    category: category.id,
    subCategory: sub?.id ?? null,
    sort,
    from,
    to,
    page,
    perPage: PER_PAGE,
  });

  const path = `/categories/${category.slug}`;
  return {
    locale,
    origin: url.origin,
    path,
    canonicalSearch: listingSearch({
      sub: sub?.id ?? null,
      sort: DEFAULT_LISTING_SORT,
      from: '',
      to: '',
      page,
    }),
    category: {
      name: inLanguage(language, category),
      description: textIn(language, category.description, category.arDescription),
      href: localePath(locale, path),
    },
    subCategories: category.subCategories.map((item) => ({ id: item.id, name: inLanguage(language, item) })),
    sub: sub ? { id: sub.id, name: inLanguage(language, sub) } : null,
    sort,
    from: from === null ? '' : String(from),
    to: to === null ? '' : String(to),
    products: items.map((item) => toProductCard(locale, language, item)),
    pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale, origin, category, sub, path, canonicalSearch } = data;
  const name = sub ? `${sub.name} · ${category.name}` : category.name;
  const country = translate(locale, `countriesInText.${countryOf(locale)}`);
  const currency = translate(locale, `currencies.${currencyOf(locale)}`);
  const title = translate(locale, 'meta.category.title', { name });
  const description =
    category.description ?? translate(locale, 'meta.category.description', { name, country, currency });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: intlTagOf(locale).replace('-', '_') },
    ...localeLinks(origin, locale, path, canonicalSearch),
  ];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, category, subCategories, sub, sort, from, to, products, pageInfo } = loaderData;
  const currency = currencyOf(locale);
  const hrefWith = (changes: Partial<Parameters<typeof listingSearch>[0]>) =>
    category.href + listingSearch({ sub: sub?.id ?? null, sort, from, to, ...changes });
  const filtered = from !== '' || to !== '';
  const sortOptions = (Object.keys(SORT_LABELS) as Array<keyof typeof SORT_LABELS>).map((value) => ({
    value,
    label: t(SORT_LABELS[value]),
  }));

  // The price range counts once, like a changed order.
  const activeFilters = (filtered ? 1 : 0) + (sort !== DEFAULT_LISTING_SORT ? 1 : 0);
  // One set of fields for the column beside the results (from 1024px) and the phones' sheet.
  const filterFields = (
    <>
      {sub ? <input type="hidden" name="sub" value={sub.id} /> : null}
      <FormField label={t('category.sort')}>
        <Select name="sort" options={sortOptions} defaultValue={sort === 'oldest' ? 'newest' : sort} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-1">
        <FormField label={t('category.priceFrom', { currency: t(`currencies.${currency}`) })}>
          <Input name="from" inputMode="decimal" dir="ltr" defaultValue={from} autoComplete="off" />
        </FormField>
        <FormField label={t('category.priceTo', { currency: t(`currencies.${currency}`) })}>
          <Input name="to" inputMode="decimal" dir="ltr" defaultValue={to} autoComplete="off" />
        </FormField>
      </div>
      <Button type="submit" fullWidth>
        {t('category.apply')}
      </Button>
      {activeFilters > 0 ? (
        <ButtonLink to={hrefWith({ sort: DEFAULT_LISTING_SORT, from: '', to: '' })} variant="ghost" fullWidth>
          {t('category.clear')}
        </ButtonLink>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8 lg:px-8">
      <Breadcrumb
        items={[
          { label: t('category.home'), href: localePath(locale) },
          ...(sub
            ? [{ label: category.name, href: category.href }, { label: sub.name }]
            : [{ label: category.name }]),
        ]}
      />
      <header className="mt-3 sm:mt-5">
        <h1 className="text-balance text-2xl font-bold tracking-tight text-ink sm:text-4xl">
          {sub ? sub.name : category.name}
        </h1>
        {category.description ? (
          <p className="mt-1 line-clamp-2 max-w-2xl text-pretty text-sm text-ink-muted sm:mt-2 sm:line-clamp-none sm:text-base">
            {category.description}
          </p>
        ) : null}
      </header>

      {subCategories.length > 0 ? (
        <nav aria-label={t('category.subcategories')} className="mt-4 sm:mt-6">
          {/* Phones: one row that scrolls sideways, not three rows of chips above the products. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            <li>
              <ButtonLink
                to={hrefWith({ sub: null })}
                size="sm"
                variant={sub ? 'secondary' : 'primary'}
                aria-current={sub ? undefined : 'true'}
              >
                {t('category.all')}
              </ButtonLink>
            </li>
            {subCategories.map((item) => (
              <li key={item.id}>
                <ButtonLink
                  to={hrefWith({ sub: item.id })}
                  size="sm"
                  variant={sub?.id === item.id ? 'primary' : 'secondary'}
                  aria-current={sub?.id === item.id ? 'true' : undefined}
                >
                  {item.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <Form
            method="get"
            action={category.href}
            aria-labelledby="filters-heading"
            className="flex flex-col gap-4 rounded-panel border border-line bg-surface p-5 shadow-card lg:sticky lg:top-24"
          >
            <h2 id="filters-heading" className="text-base font-bold text-ink">
              {t('category.filters')}
            </h2>
            {filterFields}
          </Form>
        </aside>

        <section id="results" aria-labelledby="results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <ResultsHeading id="results-heading" pageInfo={pageInfo}>
              {t('category.count', { count: pageInfo.totalCount })}
            </ResultsHeading>
          </div>
          <ProductGrid
            columns={3}
            products={products}
            emptyTitle={t('category.empty')}
            emptyDescription={t('category.emptyHint')}
            emptyAction={
              <ButtonLink to={category.href} variant="secondary">
                {t('category.clear')}
              </ButtonLink>
            }
          />
          <ResultsPager pageInfo={pageInfo} hrefFor={(page) => hrefWith({ page })} />
          <FilterSheet title={t('category.filters')} activeCount={activeFilters} resultsId="results">
            <Form method="get" action={category.href} className="flex flex-col gap-4">
              {filterFields}
            </Form>
          </FilterSheet>
        </section>
      </div>
    </div>
  );
}
