import { Link } from 'react-router';
import { countryOf, currencyOf } from '@souq/core/locale/locales.ts';
import { listVisibleCategories } from '@souq/core/catalog/catalog.service.ts';
import { getFeaturedDesigners } from '@souq/core/catalog/designer-listing.service.ts';
import {
  getFeaturedProducts,
  getNewArrivals,
  getOfferForHome,
  getProductsWithOffer,
  homeProductsWithCategory,
  homeProductsWithCollection,
} from '@souq/core/catalog/home.service.ts';
import { getAdvert, getBanners, getSliders } from '@souq/core/content/home-content.service.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage, textIn, toProductCard, type ProductCardLink } from '../lib/catalog-view.ts';
import { contentHref, formatDateTime, listingMeta, toDesignerCard } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { SaleCountdown } from '../components/listing/sale-countdown.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Carousel } from '../components/ui/carousel.tsx';
import { CategoryTile } from '../components/ui/category-tile.tsx';
import { DesignerCard } from '../components/ui/designer-card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { uploadSrcSet } from '../components/ui/image-sources.ts';
import { ProductCard } from '../components/ui/product-card.tsx';
import type { Route } from './+types/home';

/** Cards per home list (the full lists are one click away). */
const HOME_LIST = 8;
/** Categories in two rows once there are more than a row's worth (SPEC.md section 2). */
const TWO_ROWS_FROM = 8;

/**
 * One loader, every call in parallel: the home is the busiest page, so nothing waits for
 * anything it does not need.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const [
    sliders,
    banners,
    advert,
    offer,
    categories,
    categoryRows,
    collectionRows,
    featured,
    newArrivals,
    withOffer,
    designers,
    settings,
  ] = await Promise.all([
    getSliders(ctx),
    getBanners(ctx),
    getAdvert(ctx),
    getOfferForHome(ctx, 4),
    listVisibleCategories(ctx),
    homeProductsWithCategory(ctx, 2),
    homeProductsWithCollection(ctx, 2),
    getFeaturedProducts(ctx, HOME_LIST),
    getNewArrivals(ctx, HOME_LIST),
    getProductsWithOffer(ctx, HOME_LIST),
    getFeaturedDesigners(ctx, 4),
    getSettings(ctx),
  ]);
  const card = (product: Parameters<typeof toProductCard>[2]) => toProductCard(locale, language, product);
  const title = (item: { title: string; arTitle: string }) =>
    textIn(language, item.title, item.arTitle) ?? '';
  return {
    locale,
    origin: new URL(request.url).origin,
    slides: sliders.map((slide) => ({
      id: slide.id,
      image: slide.image,
      href: contentHref(locale, slide.link),
    })),
    banners: banners.map((banner) => ({
      id: banner.id,
      image: banner.image,
      href: contentHref(locale, banner.link),
    })),
    advert: advert ? { image: advert.image, href: contentHref(locale, advert.link) } : null,
    offer: offer
      ? {
          title: title(offer.collection),
          discount: offer.collection.discountPercent,
          href: localePath(locale, `/collections/${offer.collection.slug}`),
          banner: offer.collection.banner,
          endIso: offer.collection.endDate?.toISOString() ?? null,
          endText: offer.collection.endDate ? formatDateTime(locale, offer.collection.endDate) : null,
          products: offer.products.map(card),
        }
      : null,
    categories: categories.map((category) => ({
      id: category.id,
      name: inLanguage(language, category),
      href: localePath(locale, `/categories/${category.slug}`),
      imagePath: category.image,
    })),
    categoryRows: categoryRows.map((row) => ({
      id: row.category.id,
      name: inLanguage(language, row.category),
      href: localePath(locale, `/categories/${row.category.slug}`),
      products: row.products.map(card),
    })),
    collectionRows: collectionRows.map((row) => ({
      id: row.collection.id,
      name: title(row.collection),
      href: localePath(locale, `/collections/${row.collection.slug}`),
      products: row.products.map(card),
    })),
    featured: featured.map(card),
    newArrivals: newArrivals.map(card),
    withOffer: withOffer.map(card),
    designers: designers.map((designer) => toDesignerCard(locale, designer)),
    idesignBanner: settings.idesignBanner,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale } = data;
  const country = translate(locale, `countriesInText.${countryOf(locale)}`);
  const currency = translate(locale, `currencies.${currencyOf(locale)}`);
  return listingMeta({
    locale,
    origin: data.origin,
    path: '/',
    title: translate(locale, 'meta.home.title', { country }),
    description: translate(locale, 'meta.home.description', { country, currency }),
  });
}

/** A titled row of product cards in a slider, with a link to the whole list. */
function ProductRow({
  heading,
  products,
  href,
  linkLabel,
}: {
  heading: string;
  products: ProductCardLink[];
  /** The whole list, when it has a page. */
  href?: string;
  linkLabel?: string;
}) {
  if (products.length === 0) return null;
  return (
    <div>
      <Carousel label={heading} heading={heading}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} href={product.href} />
        ))}
      </Carousel>
      {href && linkLabel ? (
        <p className="mt-3 text-end">
          <ButtonLink to={href} variant="ghost" size="sm">
            {linkLabel}
            <Icon name="arrow-end" size={16} />
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}

/** A picture from content that links somewhere (or not). */
function ContentPicture({
  image,
  href,
  label,
  width,
  height,
  eager = false,
  className,
}: {
  image: string;
  href: string | null;
  label: string;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
}) {
  const picture = (
    <img
      src={`/uploads/${image}`}
      srcSet={uploadSrcSet(`/uploads/${image}`, width)}
      sizes="(min-width: 1280px) 80rem, 100vw"
      alt={href ? '' : label}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  );
  if (!href) return picture;
  return (
    <Link
      to={href}
      aria-label={label}
      className="block rounded-panel focus-visible:outline-2 focus-visible:outline-brand"
    >
      {picture}
    </Link>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, slides, banners, advert, offer, categories, categoryRows, collectionRows } = loaderData;
  const { featured, newArrivals, withOffer, designers, idesignBanner } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  const currency = t(`currencies.${currencyOf(locale)}`);
  const viewAll = t('listings.home.viewAll');
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-sand/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-accent/30 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold text-brand">{t('home.heroEyebrow')}</p>
          <h1 className="mt-3 max-w-2xl text-balance text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-pretty text-base text-ink-muted sm:text-lg">
            {t('home.heroSubtitle', { country, currency })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="#new-arrivals-heading" size="lg">
              {t('home.heroCta')}
              <Icon name="arrow-end" size={18} />
            </ButtonLink>
            <ButtonLink to={localePath(locale, '/designers')} size="lg" variant="secondary">
              {t('home.heroSecondary')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
        {slides.length > 0 ? (
          <Carousel label={t('listings.home.slidesLabel')} preset="hero">
            {slides.map((slide, index) => (
              <ContentPicture
                key={slide.id}
                image={slide.image}
                href={slide.href}
                label={`${t('listings.home.slidesLabel')} ${index + 1}`}
                width={1600}
                height={600}
                eager={index === 0}
                className="aspect-[8/3] w-full rounded-panel object-cover"
              />
            ))}
          </Carousel>
        ) : null}

        {categories.length > 0 ? (
          <Carousel
            label={t('home.categoriesHeading')}
            heading={t('home.categoriesHeading')}
            preset="category"
            rows={categories.length >= TWO_ROWS_FROM ? 2 : 1}
          >
            {categories.map((category, index) => (
              <CategoryTile key={category.id} category={category} eager={index < 7} />
            ))}
          </Carousel>
        ) : null}

        {offer ? (
          <section
            aria-labelledby="offer-heading"
            className="relative overflow-hidden rounded-panel bg-brand text-white shadow-card"
          >
            {offer.banner ? (
              <img
                src={`/uploads/${offer.banner}`}
                alt=""
                width={1600}
                height={400}
                loading="lazy"
                className="absolute inset-0 h-full w-full object-cover opacity-30"
              />
            ) : null}
            <div className="relative grid gap-6 p-6 sm:p-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
              <div>
                <Badge tone="accent">{t('listings.home.offerEyebrow')}</Badge>
                <h2 id="offer-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
                  {offer.title}
                </h2>
                <p className="mt-1 text-lg font-semibold">
                  {t('listings.home.offerDiscount', { discount: offer.discount })}
                </p>
                {offer.endIso && offer.endText ? (
                  <SaleCountdown endIso={offer.endIso} endText={offer.endText} />
                ) : null}
                <ButtonLink to={offer.href} variant="secondary" className="mt-6">
                  {t('listings.home.shopOffer')}
                </ButtonLink>
              </div>
              {offer.products.length > 0 ? (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {offer.products.map((product) => (
                    <li key={product.id} className="flex rounded-card bg-surface p-2 text-ink">
                      <ProductCard product={product} href={product.href} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ) : null}

        {banners.length > 0 ? (
          <section aria-label={t('listings.home.bannersLabel')}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {banners.map((banner, index) => (
                <li key={banner.id}>
                  <ContentPicture
                    image={banner.image}
                    href={banner.href}
                    label={`${t('listings.home.bannersLabel')} ${index + 1}`}
                    width={1200}
                    height={400}
                    className="aspect-[3/1] w-full rounded-panel object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <ProductRow heading={t('listings.home.featuredHeading')} products={featured} />

        <section aria-labelledby="new-arrivals-heading">
          <h2 id="new-arrivals-heading" className="text-lg font-bold text-ink sm:text-xl">
            {t('listings.home.newArrivalsHeading')}
          </h2>
          {newArrivals.length === 0 ? (
            <EmptyState
              className="mt-6"
              illustration="search"
              title={t('home.empty', { country })}
              headingLevel={3}
            />
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
              {newArrivals.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} href={product.href} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {categoryRows.map((row) => (
          <ProductRow
            key={row.id}
            heading={row.name}
            products={row.products}
            href={row.href}
            linkLabel={t('listings.home.viewAllOf', { name: row.name })}
          />
        ))}

        <ProductRow
          heading={t('listings.home.offersHeading')}
          products={withOffer}
          href={localePath(locale, '/deals')}
          linkLabel={viewAll}
        />

        {collectionRows.map((row) => (
          <ProductRow
            key={row.id}
            heading={row.name}
            products={row.products}
            href={row.href}
            linkLabel={t('listings.home.viewAllOf', { name: row.name })}
          />
        ))}

        {advert ? (
          <aside aria-label={t('listings.home.advertLabel')}>
            <ContentPicture
              image={advert.image}
              href={advert.href}
              label={t('listings.home.advertLabel')}
              width={1200}
              height={300}
              className="aspect-[4/1] w-full rounded-panel object-cover"
            />
          </aside>
        ) : null}

        {designers.length > 0 ? (
          <section aria-labelledby="designers-heading">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="designers-heading" className="text-lg font-bold text-ink sm:text-xl">
                {t('listings.home.designersHeading')}
              </h2>
              <ButtonLink to={localePath(locale, '/designers')} variant="ghost" size="sm">
                {viewAll}
                <Icon name="arrow-end" size={16} />
              </ButtonLink>
            </div>
            <ul className="mt-5 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {designers.map((designer) => (
                <li key={designer.id} className="flex [&>*]:flex-1">
                  <DesignerCard designer={designer} href={designer.href} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section
          aria-labelledby="idesign-heading"
          className="relative overflow-hidden rounded-panel border border-line bg-ink text-white"
        >
          {idesignBanner ? (
            <img
              src={`/uploads/${idesignBanner}`}
              alt=""
              width={1600}
              height={400}
              loading="lazy"
              className="absolute inset-0 h-full w-full object-cover opacity-40"
            />
          ) : null}
          <div className="relative px-6 py-10 sm:px-10">
            <h2 id="idesign-heading" className="text-2xl font-bold">
              {t('listings.home.idesignTitle')}
            </h2>
            <p className="mt-2 max-w-xl">{t('listings.home.idesignText')}</p>
            <ButtonLink to={localePath(locale, '/idesign')} variant="secondary" className="mt-6">
              {t('listings.home.idesignCta')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
