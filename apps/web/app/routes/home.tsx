import { countryOf, currencyOf, languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { listVisibleCategories } from '@souq/core/catalog/catalog.service.ts';
import type { ProductSummary } from '@souq/core/catalog/catalog.types.ts';
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
import type { ServiceContext } from '@souq/core/context.ts';
import { t as translate, useT, type DigitStyle } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage, textIn, toProductCard, type ProductCardLink } from '../lib/catalog-view.ts';
import { contentHref, formatDateTime, listingMeta, toDesignerCard } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import {
  FeaturedDesigners,
  HomeAdvert,
  HomeBanners,
  HomeHero,
  HomeOfferSection,
  HomeSlides,
  IdesignInvitation,
  NamedProductRows,
  NewArrivals,
  ProductRow,
  type HomeOffer,
  type HomePicture,
} from '../components/home/home-parts.tsx';
import { Carousel } from '../components/ui/carousel.tsx';
import { CategoryTile } from '../components/ui/category-tile.tsx';
import type { Route } from './+types/home';

/** Cards per home list (the full lists are one click away). */
const HOME_LIST = 8;
/** Categories in two rows once there are more than a row's worth (SPEC.md section 2). */
const TWO_ROWS_FROM = 8;

/** Resolves named calls all at once and answers by the same names. */
async function allAtOnce<T extends Record<string, Promise<unknown>>>(
  calls: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(calls));
  return Object.fromEntries(Object.keys(calls).map((name, index) => [name, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Everything the home shows, every call in parallel: nothing waits for anything it does not need. */
const loadHomeContent = (ctx: ServiceContext) =>
  allAtOnce({
    sliders: getSliders(ctx),
    banners: getBanners(ctx),
    advert: getAdvert(ctx),
    offer: getOfferForHome(ctx, 4),
    categories: listVisibleCategories(ctx),
    categoryRows: homeProductsWithCategory(ctx, 2),
    collectionRows: homeProductsWithCollection(ctx, 2),
    featured: getFeaturedProducts(ctx, HOME_LIST),
    newArrivals: getNewArrivals(ctx, HOME_LIST),
    withOffer: getProductsWithOffer(ctx, HOME_LIST),
    designers: getFeaturedDesigners(ctx, 4),
    settings: getSettings(ctx),
  });

type HomeContent = Awaited<ReturnType<typeof loadHomeContent>>;

/** The offer of the moment as the offer section shows it. */
function toHomeOffer(
  locale: LocaleCode,
  digits: DigitStyle,
  offer: NonNullable<HomeContent['offer']>,
  card: (product: ProductSummary) => ProductCardLink,
): HomeOffer {
  const { collection } = offer;
  return {
    title: textIn(languageOf(locale), collection.title, collection.arTitle) ?? '',
    discount: collection.discountPercent,
    href: localePath(locale, `/collections/${collection.slug}`),
    banner: collection.banner,
    endIso: collection.endDate?.toISOString() ?? null,
    endText: collection.endDate ? formatDateTime(locale, collection.endDate, digits) : null,
    products: offer.products.map(card),
  };
}

/** The home's busiest page loader: the content loaded once, shaped for the parts (components/home). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const content = await loadHomeContent(rc.service());
  const card = (product: ProductSummary) => toProductCard(locale, language, product);
  const picture = (item: { id: string; image: string; link: string | null }): HomePicture => ({
    id: item.id,
    image: item.image,
    href: contentHref(locale, item.link),
  });
  const pageOf = (kind: 'categories' | 'collections', slug: string) => localePath(locale, `/${kind}/${slug}`);
  return {
    locale,
    origin: new URL(request.url).origin,
    slides: content.sliders.map(picture),
    banners: content.banners.map(picture),
    advert: content.advert
      ? { image: content.advert.image, href: contentHref(locale, content.advert.link) }
      : null,
    offer: content.offer ? toHomeOffer(locale, rc.digits, content.offer, card) : null,
    categories: content.categories.map((category) => ({
      id: category.id,
      name: inLanguage(language, category),
      href: pageOf('categories', category.slug),
      imagePath: category.image,
    })),
    categoryRows: content.categoryRows.map((row) => ({
      id: row.category.id,
      name: inLanguage(language, row.category),
      href: pageOf('categories', row.category.slug),
      products: row.products.map(card),
    })),
    collectionRows: content.collectionRows.map((row) => ({
      id: row.collection.id,
      name: textIn(language, row.collection.title, row.collection.arTitle) ?? '',
      href: pageOf('collections', row.collection.slug),
      products: row.products.map(card),
    })),
    featured: content.featured.map(card),
    newArrivals: content.newArrivals.map(card),
    withOffer: content.withOffer.map(card),
    designers: content.designers.map((designer) => toDesignerCard(locale, designer)),
    idesignBanner: content.settings.idesignBanner,
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

/** The categories in a slider, in two rows once there are more than a row's worth. */
function HomeCategories({ categories }: { categories: Route.ComponentProps['loaderData']['categories'] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <Carousel
      label={t('home.categoriesHeading')}
      heading={t('home.categoriesHeading')}
      preset="category"
      rows={categories.length >= TWO_ROWS_FROM ? 2 : 1}
    >
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </Carousel>
  );
}

/** The home page, top to bottom; each part is in components/home/home-parts.tsx. */
export default function Home({ loaderData: home }: Route.ComponentProps) {
  const t = useT();
  const { locale } = home;
  const country = t(`countriesInText.${countryOf(locale)}`);
  const currency = t(`currencies.${currencyOf(locale)}`);
  const designersHref = localePath(locale, '/designers');
  return (
    <>
      <HomeHero
        country={country}
        currency={currency}
        designersHref={designersHref}
        products={home.featured.length >= 3 ? home.featured : home.newArrivals}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
        <HomeSlides slides={home.slides} />
        <HomeCategories categories={home.categories} />
        <HomeOfferSection offer={home.offer} />
        <HomeBanners banners={home.banners} />
        <ProductRow heading={t('listings.home.featuredHeading')} products={home.featured} />
        <NewArrivals products={home.newArrivals} country={country} />
        <NamedProductRows rows={home.categoryRows} />
        <ProductRow
          heading={t('listings.home.offersHeading')}
          products={home.withOffer}
          href={localePath(locale, '/deals')}
          linkLabel={t('listings.home.viewAll')}
        />
        <NamedProductRows rows={home.collectionRows} />
        <HomeAdvert advert={home.advert} />
        <FeaturedDesigners designers={home.designers} allHref={designersHref} />
        <IdesignInvitation banner={home.idesignBanner} href={localePath(locale, '/idesign')} />
      </div>
    </>
  );
}
