import { countryOf } from '@souq/core/locale/locales.ts';
import { getPaginatedProductsWithOffer } from '@souq/core/catalog/home.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { LISTING_PAGE_SIZE, pageFromUrl, productPage, productPageMeta } from '../lib/listing-view.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/deals';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const page = pageFromUrl(new URL(request.url));
  const found = await getPaginatedProductsWithOffer(rc.service(), { page, perPage: LISTING_PAGE_SIZE });
  return productPage(rc, '/deals', page, found);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale } = data;
  const country = translate(locale, `countriesInText.${countryOf(locale)}`);
  return productPageMeta(data, translate(locale, 'listings.meta.deals', { country }));
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage
      locale={locale}
      trail={[{ label: t('listings.deals.title') }]}
      title={t('listings.deals.title')}
      intro={t('listings.deals.intro')}
    >
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.deals.empty', { country })}
        emptyDescription={t('listings.deals.emptyHint')}
      />
    </ListingPage>
  );
}
