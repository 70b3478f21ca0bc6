import { countryOf } from '@souq/core/locale/locales.ts';
import { getTag, listTagProducts } from '@souq/core/catalog/tag.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage, orNotFound } from '../lib/catalog-view.ts';
import { LISTING_PAGE_SIZE, pageFromUrl, productPage, productPageMeta } from '../lib/listing-view.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/tag';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const ctx = rc.service();
  const tag = await orNotFound(getTag(ctx, params.id));
  const page = pageFromUrl(new URL(request.url));
  const found = await listTagProducts(ctx, tag.id, { page, perPage: LISTING_PAGE_SIZE });
  // One URL per tag: its id (SPEC.md section 2, tag/{id}), whatever the visitor typed.
  return { ...productPage(rc, `/tag/${tag.id}`, page, found), name: inLanguage(rc.language, tag) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return productPageMeta(data, translate(data.locale, 'listings.meta.tag', { name: data.name }));
}

export default function Tag({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, name, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage locale={locale} trail={[{ label: name }]} title={t('listings.tag.title', { name })}>
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.tag.empty', { country })}
      />
    </ListingPage>
  );
}
