import { Form } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { getDesigner, listDesignerProducts } from '@souq/core/catalog/designer-listing.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { orNotFound, textIn } from '../lib/catalog-view.ts';
import { LISTING_PAGE_SIZE, pageFromUrl, productPage, productPageMeta } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import { Button } from '../components/ui/button.tsx';
import { uploadSrcSet } from '../components/ui/image-sources.ts';
import { Select } from '../components/ui/select.tsx';
import type { Route } from './+types/designer';

/** Avatars are stored 250px square. */
const AVATAR_WIDTH = 250;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { language } = rc;
  const ctx = rc.service();
  const url = new URL(request.url);
  const designer = await orNotFound(getDesigner(ctx, params.slugOrId));
  // Only two orders here; anything else in the URL is the default (newest).
  const order = url.searchParams.get('sort') === 'best-sellers' ? 'best-sellers' : 'newest';
  const page = pageFromUrl(url);
  const found = await listDesignerProducts(ctx, designer.id, { page, perPage: LISTING_PAGE_SIZE, order });
  return {
    ...productPage(rc, `/designers/${designer.slug}`, page, found),
    order,
    designer: {
      name: designer.name,
      about: textIn(language, designer.description, designer.arDescription),
      city: designer.city,
      image: designer.image,
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = translate(data.locale, 'listings.meta.designer', { name: data.designer.name });
  return productPageMeta(data, title, data.designer.about);
}

export default function Designer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, designer, path, order, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  const flags = { sort: order === 'newest' ? null : order };
  return (
    <ListingPage
      locale={locale}
      trail={[
        { label: t('listings.designerPage.allDesigners'), href: localePath(locale, '/designers') },
        { label: designer.name },
      ]}
      title={designer.name}
      intro={[designer.about, designer.city].filter(Boolean).join(' · ') || null}
      media={
        designer.image ? (
          <img
            src={`/uploads/${designer.image}`}
            srcSet={uploadSrcSet(`/uploads/${designer.image}`, AVATAR_WIDTH)}
            sizes="6rem"
            alt=""
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-full border-4 border-surface object-cover shadow-card sm:size-24"
          />
        ) : null
      }
    >
      <PagedProducts
        heading={t('listings.designerPage.productsHeading', { name: designer.name })}
        products={products}
        pageInfo={pageInfo}
        path={path}
        flags={flags}
        emptyTitle={t('listings.designerPage.empty', { name: designer.name, country })}
        toolbar={
          pageInfo.totalCount > 1 ? (
            <Form method="get" action={path} className="flex items-center gap-2">
              <Select
                name="sort"
                aria-label={t('category.sort')}
                defaultValue={order}
                options={[
                  { value: 'newest', label: t('listings.designerPage.sortNewest') },
                  { value: 'best-sellers', label: t('listings.designerPage.sortBestSellers') },
                ]}
              />
              <Button type="submit" variant="secondary" size="sm">
                {t('listings.designers.apply')}
              </Button>
            </Form>
          ) : null
        }
      />
    </ListingPage>
  );
}
