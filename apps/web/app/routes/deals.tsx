import { countryOf, languageOf } from '@souq/core/locale/locales.ts';
import { getPaginatedProductsWithOffer } from '@souq/core/catalog/home.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { toProductCard } from '../lib/catalog-view.ts';
import { listingMeta, pageFromUrl, pageHref } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingHeader } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/deals';

const PER_PAGE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const { items, pageInfo } = await getPaginatedProductsWithOffer(rc.service(), {
    page,
    perPage: PER_PAGE,
  });
  return {
    locale,
    origin: url.origin,
    path: localePath(locale, '/deals'),
    page,
    products: items.map((item) => toProductCard(locale, languageOf(locale), item)),
    pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale } = data;
  return listingMeta({
    locale,
    origin: data.origin,
    path: '/deals',
    search: pageHref('', data.page),
    title: translate(locale, 'listings.meta.deals', {
      country: translate(locale, `countriesInText.${countryOf(locale)}`),
    }),
  });
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ListingHeader
        breadcrumb={[
          { label: t('category.home'), href: localePath(locale) },
          { label: t('listings.deals.title') },
        ]}
        title={t('listings.deals.title')}
        intro={t('listings.deals.intro')}
      />
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.deals.empty', { country })}
        emptyDescription={t('listings.deals.emptyHint')}
      />
    </div>
  );
}
