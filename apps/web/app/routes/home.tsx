import { countryOf, currencyOf, languageOf, LOCALES, intlTagOf } from '@souq/core/locale/locales.ts';
import { listHomeProducts, listVisibleCategories } from '@souq/core/catalog/catalog.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { localePath, requireLocale } from '../lib/locale-routing.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Carousel } from '../components/ui/carousel.tsx';
import { CategoryTile } from '../components/ui/category-tile.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { ProductCard, type ProductCardData } from '../components/ui/product-card.tsx';
import type { Route } from './+types/home';

/** Cards in the first row of the widest grid load eagerly; the rest lazily. */
const EAGER_CARDS = 4;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  const ctx = serviceContext(context, locale);
  const language = languageOf(locale);
  const [categories, products] = await Promise.all([
    listVisibleCategories(ctx),
    listHomeProducts(ctx, { limit: 24 }),
  ]);
  const inLanguage = (item: { name: string; arName: string }) =>
    language === 'ar' ? item.arName : item.name;
  return {
    locale,
    origin: new URL(request.url).origin,
    categories: categories.map((category) => ({
      id: category.id,
      name: inLanguage(category),
      href: localePath(locale, `/categories/${category.slug}`),
      imagePath: category.image,
    })),
    products: products.map((product): ProductCardData & { href: string } => ({
      id: product.id,
      href: localePath(locale, `/products/${product.id}`),
      name: inLanguage(product),
      designerName: product.designer.name,
      imagePath: product.primaryImagePath,
      currency: product.currency,
      priceMinor: product.priceAfterOfferMinor,
      originalMinor: product.priceBeforeOfferMinor,
      discountPercent: product.totalDiscount,
      hasOffer: product.hasOffer,
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale, origin } = data;
  const country = translate(locale, `countriesInText.${countryOf(locale)}`);
  const currency = translate(locale, `currencies.${currencyOf(locale)}`);
  const title = translate(locale, 'meta.home.title', { country });
  const description = translate(locale, 'meta.home.description', { country, currency });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: intlTagOf(locale).replace('-', '_') },
    { tagName: 'link', rel: 'canonical', href: `${origin}${localePath(locale)}` },
    ...LOCALES.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: intlTagOf(alternate),
      href: `${origin}${localePath(alternate)}`,
    })),
  ];
}

/** Categories in two rows once there are more than a row's worth (SPEC.md section 2). */
const TWO_ROWS_FROM = 8;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, categories, products } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  const currency = t(`currencies.${currencyOf(locale)}`);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-sand/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-accent/30 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold text-brand">{t('home.heroEyebrow')}</p>
          <h1 className="mt-3 max-w-2xl text-balance text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-pretty text-base text-ink-muted sm:text-lg">
            {t('home.heroSubtitle', { country, currency })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="#products-heading" size="lg">
              {t('home.heroCta')}
              <Icon name="arrow-end" size={18} />
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
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

        <section aria-labelledby="products-heading">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="products-heading" className="text-lg font-bold text-ink sm:text-xl">
              {t('home.productsHeading')}
            </h2>
            <p className="text-sm text-ink-muted">{t('home.productsCount', { count: products.length })}</p>
          </div>
          {products.length === 0 ? (
            <EmptyState
              className="mt-6"
              illustration="search"
              title={t('home.empty', { country })}
              headingLevel={3}
            />
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
              {products.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} href={product.href} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
