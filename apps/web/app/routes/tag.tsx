import { countryOf, languageOf } from '@souq/core/locale/locales.ts';
import { getTag, listTagProducts } from '@souq/core/catalog/tag.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage, orNotFound, toProductCard } from '../lib/catalog-view.ts';
import { listingMeta, pageFromUrl, pageHref } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingHeader } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/tag';

const PER_PAGE = 24;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  const tag = await orNotFound(getTag(ctx, params.id));
  const page = pageFromUrl(url);
  const { items, pageInfo } = await listTagProducts(ctx, tag.id, { page, perPage: PER_PAGE });
  // One URL per tag: its id (SPEC.md section 2, tag/{id}), whatever the visitor typed.
  const pathWithoutLocale = `/tag/${tag.id}`;
  return {
    locale,
    origin: url.origin,
    pathWithoutLocale,
    path: localePath(locale, pathWithoutLocale),
    page,
    name: inLanguage(languageOf(locale), tag),
    products: items.map((item) => toProductCard(locale, languageOf(locale), item)),
    pageInfo,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: data.pathWithoutLocale,
    search: pageHref('', data.page),
    title: translate(data.locale, 'listings.meta.tag', { name: data.name }),
  });
}

export default function Tag({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, name, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ListingHeader
        breadcrumb={[{ label: t('category.home'), href: localePath(locale) }, { label: name }]}
        title={t('listings.tag.title', { name })}
      />
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.tag.empty', { country })}
      />
    </div>
  );
}
