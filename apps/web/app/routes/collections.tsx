import { Link } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { listCollections } from '@souq/core/catalog/collection.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { textIn } from '../lib/catalog-view.ts';
import { formatDateTime, listingMeta } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { uploadSrcSet } from '../components/ui/image-sources.ts';
import type { Route } from './+types/collections';

/** Collection pictures are stored 800px square. */
const IMAGE_WIDTH = 800;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const collections = await listCollections(ctx);
  return {
    locale,
    origin: new URL(request.url).origin,
    collections: collections.map((collection) => {
      const upcoming = collection.startDate !== null && collection.startDate > ctx.now;
      return {
        id: collection.id,
        title: textIn(language, collection.title, collection.arTitle) ?? collection.slug,
        description: textIn(language, collection.description, collection.arDescription),
        href: localePath(locale, `/collections/${collection.slug}`),
        imagePath: collection.image,
        discount: collection.discountPercent,
        running: collection.running,
        startsText:
          upcoming && collection.startDate ? formatDateTime(locale, collection.startDate, rc.digits) : null,
        endsText:
          collection.running && collection.endDate
            ? formatDateTime(locale, collection.endDate, rc.digits)
            : null,
        productsCount: collection.productsCount,
      };
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: '/collections',
    title: translate(data.locale, 'listings.meta.collections'),
    description: translate(data.locale, 'listings.collections.intro'),
  });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, collections } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage
      locale={locale}
      trail={[{ label: t('listings.collections.title') }]}
      title={t('listings.collections.title')}
      intro={t('listings.collections.intro')}
    >
      {collections.length === 0 ? (
        <EmptyState className="mt-8" title={t('listings.collections.empty', { country })} />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection, index) => (
            <li key={collection.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised">
                <div className="aspect-[4/3] overflow-hidden bg-sand">
                  {collection.imagePath ? (
                    <img
                      src={`/uploads/${collection.imagePath}`}
                      srcSet={uploadSrcSet(`/uploads/${collection.imagePath}`, IMAGE_WIDTH)}
                      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                      alt=""
                      width={400}
                      height={300}
                      loading={index < 3 ? 'eager' : 'lazy'}
                      className="aspect-[4/3] w-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <div className="flex flex-wrap gap-2">
                    {collection.running ? (
                      <Badge tone="sale">{t('listings.collections.running')}</Badge>
                    ) : null}
                    {collection.discount > 0 ? (
                      <Badge tone={collection.running ? 'accent' : 'neutral'}>
                        {t('listings.collections.discount', { discount: collection.discount })}
                      </Badge>
                    ) : null}
                  </div>
                  <h2 className="text-lg font-bold text-ink">
                    <Link
                      to={collection.href}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand"
                    >
                      {collection.title}
                    </Link>
                  </h2>
                  {collection.description ? (
                    <p className="line-clamp-2 text-sm text-ink-muted">{collection.description}</p>
                  ) : null}
                  <p className="mt-auto pt-2 text-sm text-ink-soft">
                    {collection.endsText
                      ? t('listings.collection.endsOn', { date: collection.endsText })
                      : collection.startsText
                        ? t('listings.collections.upcoming', { date: collection.startsText })
                        : t('listings.collections.productsCount', { count: collection.productsCount })}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
}
