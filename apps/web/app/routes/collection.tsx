import { countryOf } from '@souq/core/locale/locales.ts';
import { getCollection, listCollectionProducts } from '@souq/core/catalog/collection.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { orNotFound, textIn } from '../lib/catalog-view.ts';
import {
  formatDateTime,
  LISTING_PAGE_SIZE,
  pageFromUrl,
  productPage,
  productPageMeta,
} from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import { SaleCountdown } from '../components/listing/sale-countdown.tsx';
import { Badge } from '../components/ui/badge.tsx';
import type { Route } from './+types/collection';
import { BannerImage } from '../components/ui/banner-image.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const collection = await orNotFound(getCollection(ctx, params.slug));
  const page = pageFromUrl(new URL(request.url));
  const found = await listCollectionProducts(ctx, collection.id, { page, perPage: LISTING_PAGE_SIZE });
  const upcoming = collection.startDate !== null && collection.startDate > ctx.now;
  return {
    ...productPage(rc, `/collections/${collection.slug}`, page, found),
    collection: {
      title: textIn(language, collection.title, collection.arTitle) ?? collection.slug,
      description: textIn(language, collection.description, collection.arDescription),
      banner: collection.banner,
      discount: collection.discountPercent,
      running: collection.running,
      endIso: collection.running && collection.endDate ? collection.endDate.toISOString() : null,
      endText: collection.endDate ? formatDateTime(locale, collection.endDate, rc.digits) : null,
      startText:
        upcoming && collection.startDate ? formatDateTime(locale, collection.startDate, rc.digits) : null,
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = translate(data.locale, 'listings.meta.collection', { name: data.collection.title });
  return productPageMeta(data, title, data.collection.description);
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, collection, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage
      locale={locale}
      trail={[
        { label: t('listings.collection.allCollections'), href: localePath(locale, '/collections') },
        { label: collection.title },
      ]}
      title={collection.title}
      intro={collection.description}
      banner={
        <div className="relative mt-6 overflow-hidden rounded-panel bg-brand text-white">
          <BannerImage
            path={collection.banner}
            className="absolute inset-0 h-full w-full object-cover opacity-35"
          />
          <div className="relative px-6 py-8 sm:px-10">
            <div className="flex flex-wrap gap-2">
              {collection.running ? <Badge tone="sale">{t('listings.collections.running')}</Badge> : null}
              {collection.discount > 0 ? (
                <Badge tone="accent">
                  {t('listings.collections.discount', { discount: collection.discount })}
                </Badge>
              ) : null}
            </div>
            {collection.endIso && collection.endText ? (
              <SaleCountdown endIso={collection.endIso} endText={collection.endText} />
            ) : collection.startText ? (
              <p className="mt-4 text-sm font-semibold">
                {t('listings.collection.startsOn', { date: collection.startText })}
              </p>
            ) : !collection.running && collection.endText ? (
              <p className="mt-4 text-sm font-semibold">{t('listings.collections.ended')}</p>
            ) : null}
          </div>
        </div>
      }
    >
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.collection.empty', { country })}
      />
    </ListingPage>
  );
}
