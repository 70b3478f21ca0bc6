import { useActionData, useFetcher, useSearchParams } from 'react-router';
import {
  countryOf,
  intlTagOf,
  languageOf,
  listSeparator,
  type CountryCode,
} from '@souq/core/locale/locales.ts';
import { getProductById } from '@souq/core/catalog/catalog.service.ts';
import { getSuggestedProducts } from '@souq/core/catalog/category-listing.service.ts';
import {
  getCommentReviews,
  getDiscussionReviews,
  getRatingSummary,
  type ReviewItem,
} from '@souq/core/community/reviews.service.ts';
import { formatMoney, toMajorUnits } from '@souq/core/money/money.ts';
import { t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { shopperLineMax } from '@souq/core/cart/shopper-cart.service.ts';
import { inLanguage, jsonLd, localeLinks, orNotFound, textIn, toProductCard } from '../lib/catalog-view.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { cx } from '../components/ui/cx.ts';
import { Button } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { ImageGallery, type GalleryImage } from '../components/ui/image-gallery.tsx';
import { Price } from '../components/ui/price.tsx';
import { ProductCard } from '../components/ui/product-card.tsx';
import { QuantityStepper } from '../components/ui/quantity-stepper.tsx';
import { RadioGroup } from '../components/ui/radio-group.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { RatingStars } from '../components/ui/rating-stars.tsx';
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
import {
  AddToCartAnswer,
  useHydrated,
  type CartActionAnswer,
} from '../components/cart/add-to-cart-answer.tsx';
import type { Route } from './+types/product';

const GALLERY_SIZE = 1000;
const SUGGESTED_COUNT = 8;
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

/** First-strong isolation: "+" stays before "40 ج.م" in Arabic as in "+40 EGP". */
const isolate = (text: string) => `\u2068${text}\u2069`;

interface FeatureValue {
  /** The image_features id the add-to-cart form sends for this choice. */
  id: string;
  value: string;
  /** Extra cost of this value in the page's country, minor units. */
  extraMinor: number;
}

/** Features of a variant grouped by property: Size: S, M, L. */
function groupFeatures(features: Array<FeatureValue & { property: string }>) {
  const groups = new Map<string, FeatureValue[]>();
  for (const { property, ...value } of features)
    groups.set(property, [...(groups.get(property) ?? []), value]);
  return [...groups].map(([property, values]) => ({ property, values }));
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language, country } = rc;
  const ctx = rc.service();
  const product = await orNotFound(getProductById(ctx, { productId: params.id }));
  const url = new URL(request.url);
  const reviewsPage = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get('reviews') ?? '1', 10) || 1),
  );
  // Nothing here depends on who is looking (the page is cached for everyone): hearts and the
  // signed-in state are filled in the browser, review posts are checked by the action.
  const [suggested, reviews, discussion, rating] = await Promise.all([
    getSuggestedProducts(ctx, {
      categoryId: product.category.id,
      subCategoryId: product.subcategory?.id ?? null,
      productId: product.id,
      limit: SUGGESTED_COUNT,
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

  const origin = url.origin;
  const name = inLanguage(language, product);
  const path = `/products/${product.id}`;
  const categoryPath = localePath(locale, `/categories/${product.category.slug}`);
  const pictures = product.images.flatMap((image) => [
    image.path,
    ...image.otherImages.map((photo) => photo.path),
  ]);
  const extraIn = (extras: Partial<Record<CountryCode, number>>) => extras[country] ?? 0;
  const soldOut = product.availableEdition === 0;

  return {
    locale,
    origin,
    path,
    availableIn: product.availableIn,
    product: {
      id: product.id,
      sku: product.sku,
      name,
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
      soldOut,
      maxQuantity: shopperLineMax(product),
      pictures,
      variants: product.images.map((image) => ({
        id: image.id,
        path: image.path,
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
    },
    category: { name: inLanguage(language, product.category), href: categoryPath },
    subcategory: product.subcategory
      ? {
          name: inLanguage(language, product.subcategory),
          href: `${categoryPath}?sub=${product.subcategory.id}`,
        }
      : null,
    suggested: suggested.map((item) => toProductCard(locale, language, item)),
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
  const { locale, origin, path, product, category, subcategory, rating } = data;
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
      offers: {
        '@type': 'Offer',
        url,
        price: toMajorUnits(product.priceMinor, product.currency).toFixed(2),
        priceCurrency: product.currency,
        availability: product.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
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
  const { locale, origin, path, product, availableIn } = data;
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
    ...localeLinks(origin, locale, path, '', availableIn),
  ];
}

/** "Size: S, M, XL (+40 EGP)": the values of each property, with the extra cost where there is one. */
function FeatureList({
  features,
  money,
  className,
}: {
  features: Array<{ property: string; values: FeatureValue[] }>;
  money: (minor: number) => string;
  className?: string;
}) {
  const t = useT();
  const { language } = useLocale();
  return (
    <span className={cx('flex flex-col', className)}>
      {features.map((feature) => (
        <span key={feature.property}>
          <span className="font-medium">{feature.property}:</span>{' '}
          {feature.values
            .map((value) =>
              value.extraMinor > 0
                ? `${value.value} (${t('productPage.extraPrice', { price: isolate(money(value.extraMinor)) })})`
                : value.value,
            )
            .join(listSeparator(language))}
        </span>
      ))}
    </span>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>();
  const cartFetcher = useFetcher<CartActionAnswer>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const { locale, origin, path, product, category, subcategory, suggested, rating, reviews, discussion } =
    loaderData;
  const community: CommunityFormState | null =
    actionData && 'community' in actionData ? actionData.community : null;
  const posted = searchParams.get('posted');
  const language = languageOf(locale);
  const money = (minor: number) => formatMoney(minor, product.currency, language);
  const gallery: GalleryImage[] = product.pictures.map((picture, index) => ({
    src: `/uploads/${picture}`,
    alt: t('productPage.imageAlt', { name: product.name, index: index + 1 }),
    width: GALLERY_SIZE,
    height: GALLERY_SIZE,
  }));
  const primaryVariant = product.variants.find((variant) => variant.primary) ?? product.variants[0];
  const country = t(`countriesInText.${countryOf(locale)}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
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

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ImageGallery images={gallery} />

        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              {product.badge ? <Badge tone="accent">{product.badge}</Badge> : null}
              {product.offerTitle && product.hasOffer ? (
                <Badge tone="sale">{t('productPage.offer', { title: product.offerTitle })}</Badge>
              ) : null}
            </div>
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {product.name}
              </h1>
              <WishlistHeart
                productId={product.id}
                imageId={primaryVariant?.id}
                productName={product.name}
                size="lg"
                className="shrink-0"
              />
            </div>
            <p className="text-sm text-ink-muted">
              {t('productPage.designer')}:{' '}
              <span className="font-semibold text-ink">{product.designerName}</span>
            </p>
            {rating.count > 0 ? (
              <a
                href="#reviews"
                className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink"
              >
                <RatingStars value={rating.average} count={rating.count} size={16} />
              </a>
            ) : null}
            <Price
              size="lg"
              currency={product.currency}
              priceMinor={product.priceMinor}
              originalMinor={product.hasOffer ? product.originalMinor : undefined}
              discountPercent={product.discountPercent}
              showDiscount
            />
            {product.hasOffer ? (
              <p className="num text-sm font-semibold text-success">
                {t('productPage.youSave', { amount: money(product.originalMinor - product.priceMinor) })}
              </p>
            ) : null}
            {product.brief ? <p className="text-pretty text-base text-ink-soft">{product.brief}</p> : null}
          </div>

          <ul className="flex flex-col gap-2 rounded-panel border border-line bg-surface p-4 text-sm text-ink">
            <li className="flex items-center gap-2">
              <Icon name="check" size={18} className="text-success" />
              {t('productPage.availableIn', { country })}
            </li>
            {product.leadTimeDays !== null ? (
              <li className="flex items-center gap-2">
                <Icon name="info" size={18} className="text-ink-muted" />
                {t('productPage.leadTime', { days: product.leadTimeDays })}
              </li>
            ) : null}
            {product.availableEdition !== null ? (
              <li className="flex items-center gap-2">
                <Icon name="info" size={18} className="text-ink-muted" />
                {t('productPage.editionsLeft', { count: product.availableEdition })}
              </li>
            ) : null}
            {product.maxPerOrder !== null ? (
              <li className="flex items-center gap-2">
                <Icon name="info" size={18} className="text-ink-muted" />
                {t('productPage.maxPerOrder', { count: product.maxPerOrder })}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <Icon
                name={product.isAvailableForCod ? 'check' : 'close'}
                size={18}
                className={product.isAvailableForCod ? 'text-success' : 'text-ink-muted'}
              />
              {t(product.isAvailableForCod ? 'productPage.codAvailable' : 'productPage.codUnavailable')}
            </li>
          </ul>

          <cartFetcher.Form
            method="post"
            action={localePath(locale, '/cart')}
            className="flex flex-col gap-5"
            data-testid="add-to-cart-form"
          >
            <input type="hidden" name="intent" value="add" />
            {/* Without JavaScript the cart answers with a redirect to itself. */}
            {hydrated ? null : <input type="hidden" name="next" value="cart" />}
            {product.variants.length > 1 ? (
              <RadioGroup
                name="image"
                legend={t('productPage.variants')}
                defaultValue={primaryVariant?.id}
                options={product.variants.map((variant, index) => ({
                  value: variant.id,
                  label: (
                    <span className="flex flex-wrap items-center gap-x-2">
                      <img
                        src={`/uploads/${variant.path}`}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="size-10 rounded-lg bg-sand object-cover"
                      />
                      <span>
                        {variant.primary
                          ? t('productPage.variantPrimary')
                          : t('productPage.variantName', { index: index + 1 })}
                      </span>
                      <span className="num text-ink-muted">
                        {variant.extraMinor > 0
                          ? t('productPage.extraPrice', { price: isolate(money(variant.extraMinor)) })
                          : t('productPage.noExtra')}
                      </span>
                    </span>
                  ),
                  description:
                    variant.features.length > 0 ? (
                      <FeatureList features={variant.features} money={money} />
                    ) : undefined,
                }))}
              />
            ) : primaryVariant ? (
              <input type="hidden" name="image" value={primaryVariant.id} />
            ) : null}
            {/* One choice per property of each variant; the cart takes those of the chosen variant. */}
            {product.variants.map((variant, index) =>
              variant.features.map((feature) => (
                <RadioGroup
                  key={`${variant.id}:${feature.property}`}
                  name={`feature:${variant.id}`}
                  legend={
                    product.variants.length > 1
                      ? t('productPage.featureOfVariant', {
                          property: feature.property,
                          variant: variant.primary
                            ? t('productPage.variantPrimary')
                            : t('productPage.variantName', { index: index + 1 }),
                        })
                      : feature.property
                  }
                  defaultValue={feature.values[0]?.id}
                  options={feature.values.map((value) => ({
                    value: value.id,
                    label: (
                      <span className="flex flex-wrap items-center gap-x-2">
                        <span>{value.value}</span>
                        {value.extraMinor > 0 ? (
                          <span className="num text-ink-muted">
                            {t('productPage.extraPrice', { price: isolate(money(value.extraMinor)) })}
                          </span>
                        ) : null}
                      </span>
                    ),
                  }))}
                />
              )),
            )}
            <div className="flex flex-wrap items-center gap-3">
              <QuantityStepper
                name="quantity"
                label={t('productPage.quantity')}
                min={1}
                max={Math.max(1, product.maxQuantity)}
                disabled={product.soldOut}
              />
              <Button
                type="submit"
                size="lg"
                disabled={product.soldOut}
                loading={cartFetcher.state !== 'idle'}
                icon={<Icon name="cart" size={20} />}
              >
                {t('productPage.addToCart')}
              </Button>
            </div>
            <AddToCartAnswer answer={cartFetcher.data} idle={cartFetcher.state === 'idle'} />
          </cartFetcher.Form>

          {product.isIdesign ? (
            <Banner
              tone="info"
              title={t('productPage.idesign.title')}
              action={
                <ButtonLink
                  to={localePath(locale, `/idesign?product=${product.id}`)}
                  size="sm"
                  variant="secondary"
                >
                  {t('productPage.idesign.action')}
                </ButtonLink>
              }
            >
              {t('productPage.idesign.text')}
            </Banner>
          ) : null}

          <ShareLinks
            url={`${origin}${localePath(locale, path)}`}
            text={t('productPage.share.text', { name: product.name, designer: product.designerName })}
          />

          {product.description || product.lists.length > 0 ? (
            <section aria-labelledby="description-heading" className="border-t border-line pt-6">
              <h2 id="description-heading" className="text-lg font-bold text-ink">
                {t('productPage.description')}
              </h2>
              {product.description ? (
                <p className="mt-2 whitespace-pre-line text-pretty text-base text-ink-soft">
                  {product.description}
                </p>
              ) : null}
              {product.lists.length > 0 ? (
                <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-ink-soft">
                  {product.lists.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-4 text-xs text-ink-muted">
                {t('productPage.sku')}: <bdi className="num">{product.sku}</bdi>
              </p>
            </section>
          ) : null}
        </div>
      </div>

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

      {suggested.length > 0 ? (
        <section aria-labelledby="suggested-heading" className="mt-16">
          <h2 id="suggested-heading" className="text-lg font-bold text-ink sm:text-xl">
            {t('productPage.suggested')}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
            {suggested.map((item) => (
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
      ) : null}
    </div>
  );
}
