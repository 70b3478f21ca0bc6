import { Link, useActionData, useSearchParams } from 'react-router';
import { countryOf, intlTagOf, type CountryCode, type LanguageCode } from '@souq/core/locale/locales.ts';
import { getProductForPage } from '@souq/core/catalog/catalog.service.ts';
import { deliveryEstimate, formatDeliveryWindow } from '@souq/core/catalog/delivery-estimate.ts';
import { getProductPageRows } from '@souq/core/catalog/designer-listing.service.ts';
import type { ProductDetail } from '@souq/core/catalog/catalog.types.ts';
import {
  getCommentReviews,
  getDiscussionReviews,
  getRatingSummary,
  type ReviewItem,
} from '@souq/core/community/reviews.service.ts';
import { shopperLineMax } from '@souq/core/cart/shopper-cart.service.ts';
import { formatMoney, toMajorUnits } from '@souq/core/money/money.ts';
import { formatTagOf, t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage, jsonLd, localeLinks, orNotFound, textIn, toProductCard } from '../lib/catalog-view.ts';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { ImageGallery, type GalleryImage } from '../components/ui/image-gallery.tsx';
import { ProductCard } from '../components/ui/product-card.tsx';
import { WishlistHeart } from '../components/wishlist/wishlist-heart.tsx';
import { ShareLinks } from '../components/product/share-links.tsx';
import { ProductReviews } from '../components/product/product-reviews.tsx';
import { ProductDiscussion } from '../components/product/product-discussion.tsx';
import type { CommunityFormState, ReviewView } from '../components/product/community-types.ts';
import {
  communityAction,
  COMMUNITY_FORM_MAX_BYTES,
  tooLargeAnswer,
} from '../components/product/community-action.server.ts';
import { IdesignLauncher } from '../components/idesign/idesign-launcher.tsx';
import { AddToCartForm } from '../components/product/add-to-cart-form.tsx';
import { ProductDescription, ProductFacts, ProductSummary } from '../components/product/product-summary.tsx';
import { useProductChoice } from '../components/product/product-choice.ts';
import { DeliveryPromise, NotOrderableNotice, TrustRow } from '../components/product/purchase-info.tsx';
import type { FeatureGroup, FeatureValue, ProductPageProduct } from '../components/product/product-types.ts';
import type { Route } from './+types/product';

const GALLERY_SIZE = 1000;
const SUGGESTED_COUNT = 8;
const MORE_FROM_DESIGNER_COUNT = 4;
const REVIEWS_PER_PAGE = 10;

/** A review as the page shows it (dates as ISO text for the client). */
const toReviewView = (review: ReviewItem): ReviewView => ({
  id: review.id,
  text: review.text,
  rating: review.rating,
  parentId: review.parentId,
  authorId: review.author.id,
  authorName: review.author.name,
  createdAt: review.createdAt.toISOString(),
  attachments: review.attachments,
});

/** Features of a variant grouped by property: Size: S, M, L. */
function groupFeatures(features: Array<FeatureValue & { property: string }>): FeatureGroup[] {
  const groups = new Map<string, FeatureValue[]>();
  for (const { property, ...value } of features)
    groups.set(property, [...(groups.get(property) ?? []), value]);
  return [...groups].map(([property, values]) => ({ property, values }));
}

/** The product as the page shows it in `language`, priced for `country`. */
function toProductPageProduct(
  product: ProductDetail,
  language: LanguageCode,
  country: CountryCode,
): ProductPageProduct {
  const extraIn = (extras: Partial<Record<CountryCode, number>>) => extras[country] ?? 0;
  return {
    id: product.id,
    sku: product.sku,
    name: inLanguage(language, product),
    designerName: product.designer.name,
    description: textIn(language, product.description, product.arDescription),
    brief: textIn(language, product.brief, product.arBrief),
    lists: language === 'ar' && product.arLists.length > 0 ? product.arLists : product.lists,
    badge: product.badge ? textIn(language, product.badge.title, product.badge.titleAr) : null,
    offerTitle: product.offer
      ? inLanguage(language, { name: product.offer.title, arName: product.offer.arTitle })
      : null,
    currency: product.currency,
    priceMinor: product.priceAfterOfferMinor,
    originalMinor: product.priceBeforeOfferMinor,
    discountPercent: product.totalDiscount,
    hasOffer: product.hasOffer,
    leadTimeDays: product.prices[country]?.requiredTimeDays ?? null,
    maxPerOrder: product.maxPerOrder,
    availableEdition: product.availableEdition,
    isAvailableForCod: product.isAvailableForCod,
    isIdesign: product.isIdesign,
    designerId: product.designer.id,
    soldOut: product.availableEdition === 0,
    maxQuantity: shopperLineMax(product),
    pictures: product.images.flatMap((image) => [
      image.path,
      ...image.otherImages.map((photo) => photo.path),
    ]),
    variants: product.images.map((image, index) => ({
      id: image.id,
      path: image.path,
      pictureIndex: product.images
        .slice(0, index)
        .reduce((sum, earlier) => sum + 1 + earlier.otherImages.length, 0),
      primary: image.primaryImage,
      extraMinor: extraIn(image.extraPrices),
      features: groupFeatures(
        image.features.map((feature) => ({
          id: feature.id,
          property: inLanguage(language, { name: feature.property, arName: feature.arProperty }),
          value: inLanguage(language, { name: feature.value, arName: feature.arValue }),
          extraMinor: extraIn(feature.extraPrices),
        })),
      ),
    })),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language, country } = rc;
  const ctx = rc.service();
  const { product, orderableHere } = await orNotFound(getProductForPage(ctx, { productId: params.id }));
  const url = new URL(request.url);
  const reviewsPage = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get('reviews') ?? '1', 10) || 1),
  );
  // Nothing here depends on who is looking (the page is cached for everyone): hearts and the
  // signed-in state are filled in the browser, review posts are checked by the action.
  const [{ suggested, moreFromDesigner }, reviews, discussion, rating] = await Promise.all([
    getProductPageRows(ctx, {
      suggested: {
        categoryId: product.category.id,
        subCategoryId: product.subcategory?.id ?? null,
        productId: product.id,
        limit: SUGGESTED_COUNT,
      },
      moreFromDesigner: {
        designerId: product.designer.id,
        productId: product.id,
        limit: MORE_FROM_DESIGNER_COUNT,
      },
    }),
    getCommentReviews(ctx, {
      type: 'review',
      product: product.id,
      page: reviewsPage,
      limit: REVIEWS_PER_PAGE,
    }),
    getDiscussionReviews(ctx, { product: product.id }),
    getRatingSummary(ctx, product.id),
  ]);

  const delivery = orderableHere
    ? deliveryEstimate(ctx.now, product.prices[country]?.requiredTimeDays, country)
    : null;
  const path = `/products/${product.id}`;
  const categoryPath = localePath(locale, `/categories/${product.category.slug}`);
  return {
    locale,
    origin: url.origin,
    path,
    availableIn: product.availableIn,
    orderable: orderableHere,
    // The days of the country's calendar (a cached page is at most a minute old: decision 039).
    deliveryDates: delivery
      ? formatDeliveryWindow(
          delivery,
          formatTagOf(language, language === 'ar' ? rc.app.config.arabicDigits : 'latn'),
        )
      : null,
    designerHref: localePath(locale, `/designers/${product.designer.slug}`),
    exchangeHref: localePath(locale, '/exchangePolicy'),
    product: toProductPageProduct(product, language, country),
    category: { name: inLanguage(language, product.category), href: categoryPath },
    subcategory: product.subcategory
      ? {
          name: inLanguage(language, product.subcategory),
          href: `${categoryPath}?sub=${product.subcategory.id}`,
        }
      : null,
    suggested: suggested.map((item) => toProductCard(locale, language, item)),
    moreFromDesigner: moreFromDesigner.map((item) => toProductCard(locale, language, item)),
    rating,
    reviews: {
      items: reviews.items.map(toReviewView),
      olderHref: reviews.hasNext ? `${localePath(locale, path)}?reviews=${reviews.page + 1}#reviews` : null,
      newerHref:
        reviews.page > 1
          ? `${localePath(locale, path)}${reviews.page > 2 ? `?reviews=${reviews.page - 1}` : ''}#reviews`
          : null,
    },
    discussion: discussion.map(toReviewView),
  };
}

/**
 * The page's review and discussion forms (`intent`) go to communityAction. Add to cart posts to
 * the cart's action (routes/cart.tsx): a fetcher with JavaScript, a plain form without it.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  if (Number(request.headers.get('content-length') ?? '0') > COMMUNITY_FORM_MAX_BYTES) {
    return tooLargeAnswer(rc.locale);
  }
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'review' || intent === 'discussion') {
    return communityAction(rc, { productId: params.id, intent, form });
  }
  throw new Response(null, { status: 405 });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function structuredData(data: LoaderData) {
  const { locale, origin, path, product, category, subcategory, rating, orderable } = data;
  const url = `${origin}${localePath(locale, path)}`;
  const crumbs = [
    { name: translate(locale, 'category.home'), item: `${origin}${localePath(locale)}` },
    { name: category.name, item: `${origin}${category.href}` },
    ...(subcategory ? [{ name: subcategory.name, item: `${origin}${subcategory.href}` }] : []),
    { name: product.name, item: url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url,
      ...(product.description ? { description: product.description } : {}),
      image: product.pictures.map((picture) => `${origin}/uploads/${picture}`),
      brand: { '@type': 'Brand', name: product.designerName },
      ...(rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating.average,
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      // Where it is not sold the page offers nothing (its price would be another country's).
      ...(orderable
        ? {
            offers: {
              '@type': 'Offer',
              url,
              price: toMajorUnits(product.priceMinor, product.currency).toFixed(2),
              priceCurrency: product.currency,
              availability: product.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
              itemCondition: 'https://schema.org/NewCondition',
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.item,
      })),
    },
  ];
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale, origin, path, product, availableIn, orderable } = data;
  const country = translate(locale, `countriesInText.${countryOf(locale)}`);
  const title = translate(locale, 'meta.product.title', {
    name: product.name,
    designer: product.designerName,
  });
  const description =
    product.brief ??
    translate(locale, 'meta.product.description', {
      name: product.name,
      designer: product.designerName,
      country,
    });
  const image = product.pictures[0] ? `${origin}/uploads/${product.pictures[0]}` : null;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: intlTagOf(locale).replace('-', '_') },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    // The country's page of a product it does not sell is a signpost, not a page to find.
    ...(orderable ? [] : [{ name: 'robots', content: 'noindex' }]),
    ...localeLinks(origin, locale, path, '', availableIn),
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const { locale, origin, path, product, category, subcategory, suggested, rating, orderable } = loaderData;
  const money = (minor: number) => formatMoney(minor, product.currency, language);
  const choice = useProductChoice(product);
  const gallery: GalleryImage[] = product.pictures.map((picture, index) => ({
    src: `/uploads/${picture}`,
    alt: t('productPage.imageAlt', { name: product.name, index: index + 1 }),
    width: GALLERY_SIZE,
    height: GALLERY_SIZE,
  }));
  const primaryVariant = product.variants.find((variant) => variant.primary) ?? product.variants[0];
  const country = countryOf(locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(loaderData)) }}
      />
      <Breadcrumb
        items={[
          { label: t('category.home'), href: localePath(locale) },
          { label: category.name, href: category.href },
          ...(subcategory ? [{ label: subcategory.name, href: subcategory.href }] : []),
          { label: product.name },
        ]}
      />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 sm:mt-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <ImageGallery
          images={gallery}
          showIndex={choice.variant?.pictureIndex}
          previousLabel={t('productPage.galleryPrevious')}
          nextLabel={t('productPage.galleryNext')}
          className="lg:sticky lg:top-6 lg:self-start"
        />
        <div className="flex flex-col gap-5" data-testid="buy-column">
          <ProductSummary
            product={product}
            primaryVariant={primaryVariant}
            rating={rating}
            money={money}
            extraMinor={choice.extraMinor}
            designerHref={loaderData.designerHref}
            orderable={orderable}
          />
          {orderable ? (
            <>
              <AddToCartForm locale={locale} product={product} choice={choice} money={money} />
              {product.isIdesign ? <IdesignLauncher locale={locale} productId={product.id} /> : null}
              {loaderData.deliveryDates && product.leadTimeDays !== null ? (
                <DeliveryPromise
                  dates={loaderData.deliveryDates}
                  days={product.leadTimeDays}
                  country={t(`countriesInText.${country}`)}
                />
              ) : null}
            </>
          ) : (
            <NotOrderableNotice country={country} availableIn={loaderData.availableIn} productPath={path} />
          )}
          {orderable ? <ProductFacts product={product} /> : null}
          <TrustRow
            exchangeHref={loaderData.exchangeHref}
            cashOnDelivery={orderable && product.isAvailableForCod}
          />
          <ShareLinks
            url={`${origin}${localePath(locale, path)}`}
            text={t('productPage.share.text', { name: product.name, designer: product.designerName })}
          />
          <ProductDescription product={product} />
        </div>
      </div>
      <ProductRow
        id="more-from-designer-heading"
        title={t('productPage.moreFromDesigner', { designer: product.designerName })}
        products={loaderData.moreFromDesigner}
        more={{ href: loaderData.designerHref, label: t('productPage.designerShop') }}
      />
      <ProductCommunity loaderData={loaderData} />
      <ProductRow id="suggested-heading" title={t('productPage.suggested')} products={suggested} />
    </div>
  );
}

/** Reviews and the discussion, with the state of a refused post or a saved one. */
function ProductCommunity({ loaderData }: { loaderData: LoaderData }) {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { product, rating, reviews, discussion } = loaderData;
  const community: CommunityFormState | null =
    actionData && 'community' in actionData ? actionData.community : null;
  const posted = searchParams.get('posted');
  return (
    <div className="mt-16 grid gap-12 lg:grid-cols-2">
      <ProductReviews
        reviews={reviews.items}
        summary={rating}
        olderHref={reviews.olderHref}
        newerHref={reviews.newerHref}
        form={community?.intent === 'review' ? community : null}
        formKey={`${reviews.items.length}-${reviews.items[0]?.id ?? ''}`}
        saved={posted === 'review'}
      />
      <ProductDiscussion
        messages={discussion}
        designerId={product.designerId}
        form={community?.intent === 'discussion' ? community : null}
        formKey={String(discussion.length)}
        saved={posted === 'discussion'}
      />
    </div>
  );
}

/** A titled grid of product cards (more from the designer, suggestions), with an optional link. */
function ProductRow({
  id,
  title,
  products,
  more,
}: {
  id: string;
  title: string;
  products: LoaderData['suggested'];
  more?: { href: string; label: string };
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 sm:mt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-lg font-bold text-ink sm:text-xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.href}
            className="text-sm font-semibold text-brand underline-offset-2 hover:underline"
          >
            {more.label}
          </Link>
        ) : null}
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
        {products.map((item) => (
          <li key={item.id} className="flex">
            <ProductCard
              product={item}
              href={item.href}
              wishlist={<WishlistHeart productId={item.id} productName={item.name} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
