import { Link } from 'react-router';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { Price } from './price.tsx';

export interface ProductCardData {
  id: string;
  name: string;
  designerName: string;
  imagePath: string | null;
  currency: CurrencyCode;
  priceMinor: number;
  originalMinor: number;
  discountPercent: number;
  hasOffer: boolean;
}

/** Rendered image size: the card is 4:5 and at most about 320 px wide on large screens. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 750;

export function ProductCard({
  product,
  href,
  eager = false,
}: {
  product: ProductCardData;
  href: string;
  eager?: boolean;
}) {
  const t = useT();
  return (
    <article className="group relative flex w-full flex-col" data-testid="product-card">
      <div className="relative overflow-hidden rounded-card bg-sand shadow-card">
        {product.imagePath ? (
          <img
            src={`/uploads/${product.imagePath}`}
            alt={product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[4/5] w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex aspect-[4/5] w-full items-center justify-center text-sm text-ink-muted">
            {t('product.imageMissing')}
          </div>
        )}
        {product.hasOffer ? (
          <span className="num absolute start-3 top-3 rounded-full bg-sale px-2.5 py-1 text-xs font-semibold text-white">
            {t('product.discount', { percent: product.discountPercent })}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1 px-0.5">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink sm:text-base">
          <Link to={href} className="after:absolute after:inset-0 after:content-['']">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-ink-muted sm:text-sm">
          {t('product.byDesigner', { designer: product.designerName })}
        </p>
        <Price
          className="mt-1 text-sm sm:text-base"
          currency={product.currency}
          priceMinor={product.priceMinor}
          originalMinor={product.hasOffer ? product.originalMinor : undefined}
        />
      </div>
    </article>
  );
}
