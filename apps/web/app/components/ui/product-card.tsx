import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { Badge } from './badge.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { uploadSrcSet } from './image-sources.ts';
import { Price } from './price.tsx';
import { RatingStars } from './rating-stars.tsx';

export interface ProductCardData {
  id: string;
  name: string;
  designerName: string;
  imagePath: string | null;
  /** A full image URL, used instead of `/uploads/<imagePath>` (a CDN or generated artwork). */
  imageUrl?: string;
  /** Width-described variants of the image; defaults to the server's variants of an upload. */
  imageSrcSet?: string;
  currency: CurrencyCode;
  priceMinor: number;
  originalMinor: number;
  discountPercent: number;
  hasOffer: boolean;
  rating?: number;
  ratingCount?: number;
  isNew?: boolean;
  soldOut?: boolean;
  /** "Sold in Egypt only": the product is not sold in the page's country; no price is shown. */
  onlyIn?: string;
}

/** The card's rendered width: half the screen on phones, a third on tablets, a quarter on wide screens. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/** Intrinsic size of the 4:5 image, so the browser reserves its box before it loads. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 750;

/**
 * A product in a grid or slider: 4:5 image (lazy, unless `priority` marks it the page's largest
 * picture: loaded at once with a high fetch priority, which React also preloads), offer and status
 * badges, name (the whole card is its link), designer, rating and price. An optional wishlist
 * button sits above the link.
 */
export function ProductCard({
  product,
  href,
  priority = false,
  onWishlist,
  wishlisted = false,
  wishlist,
}: {
  product: ProductCardData;
  href: string;
  priority?: boolean;
  onWishlist?: () => void;
  wishlisted?: boolean;
  /**
   * A wishlist control of the page (a form posting without JavaScript), placed where the heart
   * button goes; it wins over `onWishlist`.
   */
  wishlist?: ReactNode;
}) {
  const t = useT();
  const src = product.imageUrl ?? (product.imagePath ? `/uploads/${product.imagePath}` : null);
  const srcSet = product.imageSrcSet ?? (src ? uploadSrcSet(src, IMAGE_WIDTH) : undefined);
  return (
    <article className="group relative flex w-full flex-col" data-testid="product-card">
      <div className="product-card-media">
        {src ? (
          <img
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? PRODUCT_CARD_SIZES : undefined}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={cx('product-card-image', product.soldOut && 'opacity-60 grayscale')}
          />
        ) : (
          <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <Icon name="image" size={28} />
            {t('product.imageMissing')}
          </div>
        )}
        <div className="absolute start-3 top-3 flex flex-col items-start gap-1.5">
          {product.hasOffer ? (
            <Badge tone="sale" className="num">
              {t('product.discount', { percent: product.discountPercent })}
            </Badge>
          ) : null}
          {product.isNew ? <Badge tone="accent">{t('product.new')}</Badge> : null}
          {product.soldOut ? <Badge tone="neutral">{t('product.soldOut')}</Badge> : null}
        </div>
        {wishlist ? (
          <div className="absolute end-3 top-3 z-10">{wishlist}</div>
        ) : onWishlist ? (
          <button
            type="button"
            onClick={onWishlist}
            aria-pressed={wishlisted}
            aria-label={t('product.wishlist', { name: product.name })}
            className="absolute end-3 top-3 z-10 grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-sm backdrop-blur transition-colors hover:text-sale"
          >
            <Icon name="heart" size={20} className={wishlisted ? 'fill-sale text-sale' : undefined} />
          </button>
        ) : null}
      </div>
      <div className="product-card-body">
        <p className="text-xs text-ink-muted sm:text-sm">
          {t('product.byDesigner', { designer: product.designerName })}
        </p>
        <h3 className="product-card-title">
          <Link to={href} className="product-card-link">
            {product.name}
          </Link>
        </h3>
        {product.rating !== undefined ? (
          <RatingStars value={product.rating} count={product.ratingCount} size={14} />
        ) : null}
        {product.onlyIn ? (
          <p className="mt-auto pt-1 text-sm font-semibold text-ink-muted" data-testid="product-card-only-in">
            {product.onlyIn}
          </p>
        ) : (
          <Price
            className="mt-auto pt-1"
            size="md"
            currency={product.currency}
            priceMinor={product.priceMinor}
            originalMinor={product.hasOffer ? product.originalMinor : undefined}
          />
        )}
      </div>
    </article>
  );
}
