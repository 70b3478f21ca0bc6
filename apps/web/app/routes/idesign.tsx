import { countryOf, languageOf } from '@souq/core/locale/locales.ts';
import { listIdesignProducts } from '@souq/core/catalog/home.service.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { toProductCard } from '../lib/catalog-view.ts';
import { listingMeta, pageFromUrl, pageHref } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingHeader } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/idesign';

const PER_PAGE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const [settings, { items, pageInfo }] = await Promise.all([
    getSettings(ctx),
    listIdesignProducts(ctx, { page, perPage: PER_PAGE }),
  ]);
  return {
    locale,
    origin: url.origin,
    path: localePath(locale, '/idesign'),
    page,
    banner: settings.idesignBanner,
    products: items.map((item) => toProductCard(locale, languageOf(locale), item)),
    pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: '/idesign',
    search: pageHref('', data.page),
    title: translate(data.locale, 'listings.meta.idesign'),
    description: translate(data.locale, 'listings.idesign.intro'),
  });
}

export default function Idesign({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, banner, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ListingHeader
        breadcrumb={[
          { label: t('category.home'), href: localePath(locale) },
          { label: t('listings.idesign.title') },
        ]}
        title={<bdi dir="ltr">{t('listings.idesign.title')}</bdi>}
        intro={t('listings.idesign.intro')}
      />
      {banner ? (
        <img
          src={`/uploads/${banner}`}
          alt=""
          width={1600}
          height={400}
          className="mt-6 aspect-[4/1] w-full rounded-panel object-cover"
        />
      ) : null}
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.idesign.empty', { country })}
      />
    </div>
  );
}
