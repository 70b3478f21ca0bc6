import { Form } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { getFeaturedDesigners, sortDesigners } from '@souq/core/catalog/designer-listing.service.ts';
import {
  DEFAULT_DESIGNER_SORT,
  parseDesignerSort,
  type DesignerSort,
} from '@souq/core/catalog/listing-params.ts';
import { t as translate, useT, type MessageKey } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { listingMeta, pageFromUrl, pageHref, toDesignerCard } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { DesignerCard } from '../components/ui/designer-card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { Select } from '../components/ui/select.tsx';
import type { Route } from './+types/designers';

const PER_PAGE = 24;

const SORT_LABELS: Record<DesignerSort, MessageKey> = {
  'best-sellers': 'listings.designers.sortBestSellers',
  'most-products': 'listings.designers.sortMostProducts',
  newest: 'listings.designers.sortNewest',
  name: 'listings.designers.sortName',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  // Malformed flags are ignored: an unknown sort is best sellers, a bad page is page 1.
  const sort = parseDesignerSort(url.searchParams.get('sort'));
  const page = pageFromUrl(url);
  const [listing, featured] = await Promise.all([
    sortDesigners(ctx, { sort, page, perPage: PER_PAGE }),
    page === 1 ? getFeaturedDesigners(ctx) : Promise.resolve([]),
  ]);
  return {
    locale,
    origin: url.origin,
    path: localePath(locale, '/designers'),
    sort,
    page,
    featured: featured.map((designer) => toDesignerCard(locale, designer)),
    designers: listing.items.map((designer) => toDesignerCard(locale, designer)),
    pageInfo: listing.pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: '/designers',
    search: pageHref('', data.page),
    title: translate(data.locale, 'listings.meta.designers'),
    description: translate(data.locale, 'listings.designers.intro'),
  });
}

export default function Designers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, path, sort, featured, designers, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  const flags = { sort: sort === DEFAULT_DESIGNER_SORT ? null : sort };
  const sortOptions = (Object.keys(SORT_LABELS) as DesignerSort[]).map((value) => ({
    value,
    label: t(SORT_LABELS[value]),
  }));
  return (
    <ListingPage
      locale={locale}
      trail={[{ label: t('listings.designers.title') }]}
      title={t('listings.designers.title')}
      intro={t('listings.designers.intro')}
    >
      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="text-lg font-bold text-ink sm:text-xl">
            {t('listings.designers.featuredHeading')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
            {featured.map((designer) => (
              <li key={designer.id} className="flex [&>*]:flex-1">
                <DesignerCard designer={designer} href={designer.href} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="designers-heading" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="designers-heading" className="text-lg font-bold text-ink sm:text-xl">
              {t('listings.designers.allHeading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t('listings.designers.count', { count: pageInfo.totalCount })}
              {pageInfo.totalPages > 1
                ? ` · ${t('category.pageStatus', { page: pageInfo.page, pages: pageInfo.totalPages })}`
                : null}
            </p>
          </div>
          <Form method="get" action={path} className="flex items-end gap-2">
            <FormField label={t('listings.designers.sort')}>
              <Select name="sort" options={sortOptions} defaultValue={sort} />
            </FormField>
            <Button type="submit" variant="secondary">
              {t('listings.designers.apply')}
            </Button>
          </Form>
        </div>
        {designers.length === 0 ? (
          <EmptyState className="mt-6" headingLevel={3} title={t('listings.designers.empty', { country })} />
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
            {designers.map((designer) => (
              <li key={designer.id} className="flex [&>*]:flex-1">
                <DesignerCard designer={designer} href={designer.href} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          className="mt-10"
          page={pageInfo.page}
          pageCount={pageInfo.totalPages}
          hrefFor={(page) => pageHref(path, page, flags)}
        />
      </section>
    </ListingPage>
  );
}
