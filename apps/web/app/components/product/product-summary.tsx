import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shownPrice } from '@souq/core/catalog/pricing.ts';
import type { RatingSummary } from '@souq/core/community/reviews.service.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { Icon, type IconName } from '../ui/icon.tsx';
import { Price } from '../ui/price.tsx';
import { RatingStars } from '../ui/rating-stars.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import type { ProductPageProduct, ProductVariant } from './product-types.ts';

/**
 * The top of the buy column: badges, name and heart, designer, the reviews summary (linking to
 * the reviews), the headline price of the chosen options (none where the product is not sold),
 * saving and brief.
 */
export function ProductSummary({
  product,
  primaryVariant,
  rating,
  money,
  extraMinor,
  designerHref,
  orderable,
}: {
  product: ProductPageProduct;
  primaryVariant: ProductVariant | undefined;
  rating: RatingSummary;
  money: (minor: number) => string;
  /** What the chosen version and values add to the price. */
  extraMinor: number;
  designerHref: string;
  orderable: boolean;
}) {
  const t = useT();
  const { language, digits } = useLocale();
  // The cart's rule (cart-lines.ts): extras are added before the discount, rounded once.
  const shown = shownPrice(product.originalMinor + extraMinor, product.discountPercent);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2 empty:hidden">
        {product.badge ? <Badge tone="accent">{product.badge}</Badge> : null}
        {product.offerTitle && product.hasOffer && orderable ? (
          <Badge tone="sale">{t('productPage.offer', { title: product.offerTitle })}</Badge>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-balance text-2xl font-bold tracking-tight text-ink sm:text-4xl">
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p className="text-ink-muted">
          {t('productPage.designer')}:{' '}
          <Link to={designerHref} className="font-semibold text-ink underline-offset-2 hover:underline">
            {product.designerName}
          </Link>
        </p>
        <a
          href="#reviews"
          className="flex w-fit items-center gap-2 text-ink-muted hover:text-ink"
          data-testid="reviews-summary"
        >
          {rating.count > 0 ? (
            <>
              <RatingStars value={rating.average} size={16} />
              <span className="num font-semibold text-ink">
                {new Intl.NumberFormat(formatTagOf(language, digits), {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }).format(rating.average)}
              </span>
              <span className="underline underline-offset-2">
                {t('productPage.reviewsLink', { count: rating.count })}
              </span>
            </>
          ) : (
            <span className="underline underline-offset-2">{t('productPage.noReviews')}</span>
          )}
        </a>
      </div>
      {orderable ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <Price
            size="lg"
            currency={product.currency}
            priceMinor={shown.priceAfterOfferMinor}
            originalMinor={shown.hasOffer ? shown.priceBeforeOfferMinor : undefined}
            discountPercent={shown.totalDiscount}
            showDiscount
          />
          {shown.hasOffer ? (
            <p className="num text-sm font-semibold text-success">
              {t('productPage.youSave', {
                amount: money(shown.priceBeforeOfferMinor - shown.priceAfterOfferMinor),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {product.brief ? <p className="text-pretty text-base text-ink-soft">{product.brief}</p> : null}
    </div>
  );
}

function Fact({ icon, tone, children }: { icon: IconName; tone: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon name={icon} size={18} className={tone} />
      {children}
    </li>
  );
}

/** What is left, the per-order limit, and cash on delivery where the product cannot be paid so. */
export function ProductFacts({ product }: { product: ProductPageProduct }) {
  const t = useT();
  const info = 'text-ink-muted';
  if (product.availableEdition === null && product.maxPerOrder === null && product.isAvailableForCod)
    return null;
  return (
    <ul className="flex flex-col gap-2 text-sm text-ink">
      {product.availableEdition !== null ? (
        <Fact
          icon="info"
          tone={product.availableEdition > 0 && product.availableEdition <= 10 ? 'text-sale' : info}
        >
          {t('productPage.editionsLeft', { count: product.availableEdition })}
        </Fact>
      ) : null}
      {product.maxPerOrder !== null ? (
        <Fact icon="info" tone={info}>
          {t('productPage.maxPerOrder', { count: product.maxPerOrder })}
        </Fact>
      ) : null}
      {product.isAvailableForCod ? null : (
        <Fact icon="close" tone={info}>
          {t('productPage.codUnavailable')}
        </Fact>
      )}
    </ul>
  );
}

/** The description, the product's list of details and its SKU. */
export function ProductDescription({ product }: { product: ProductPageProduct }) {
  const t = useT();
  if (!product.description && product.lists.length === 0) return null;
  return (
    <section aria-labelledby="description-heading" className="border-t border-line pt-6">
      <h2 id="description-heading" className="text-lg font-bold text-ink">
        {t('productPage.description')}
      </h2>
      {product.description ? (
        <p className="mt-2 whitespace-pre-line text-pretty text-base text-ink-soft">{product.description}</p>
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
  );
}
