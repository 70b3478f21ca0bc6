import type { ReactNode } from 'react';
import type { RatingSummary } from '@souq/core/community/reviews.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { Icon, type IconName } from '../ui/icon.tsx';
import { Price } from '../ui/price.tsx';
import { RatingStars } from '../ui/rating-stars.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import type { ProductPageProduct, ProductVariant } from './product-types.ts';

/** The top of the buy column: badges, name and heart, designer, rating, price, saving and brief. */
export function ProductSummary({
  product,
  primaryVariant,
  rating,
  money,
}: {
  product: ProductPageProduct;
  primaryVariant: ProductVariant | undefined;
  rating: RatingSummary;
  money: (minor: number) => string;
}) {
  const t = useT();
  return (
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
        {t('productPage.designer')}: <span className="font-semibold text-ink">{product.designerName}</span>
      </p>
      {rating.count > 0 ? (
        <a href="#reviews" className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:text-ink">
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

/** Where it is sold, how long it takes, what is left, the per-order limit and cash on delivery. */
export function ProductFacts({ product, country }: { product: ProductPageProduct; country: string }) {
  const t = useT();
  const info = 'text-ink-muted';
  return (
    <ul className="flex flex-col gap-2 rounded-panel border border-line bg-surface p-4 text-sm text-ink">
      <Fact icon="check" tone="text-success">
        {t('productPage.availableIn', { country })}
      </Fact>
      {product.leadTimeDays !== null ? (
        <Fact icon="info" tone={info}>
          {t('productPage.leadTime', { days: product.leadTimeDays })}
        </Fact>
      ) : null}
      {product.availableEdition !== null ? (
        <Fact icon="info" tone={info}>
          {t('productPage.editionsLeft', { count: product.availableEdition })}
        </Fact>
      ) : null}
      {product.maxPerOrder !== null ? (
        <Fact icon="info" tone={info}>
          {t('productPage.maxPerOrder', { count: product.maxPerOrder })}
        </Fact>
      ) : null}
      <Fact
        icon={product.isAvailableForCod ? 'check' : 'close'}
        tone={product.isAvailableForCod ? 'text-success' : info}
      >
        {t(product.isAvailableForCod ? 'productPage.codAvailable' : 'productPage.codUnavailable')}
      </Fact>
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
