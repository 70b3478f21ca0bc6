import type { LocaleCode } from '@souq/core/locale/locales.ts';
import type { ProductCardLink } from '../../lib/catalog-view.ts';
import { useT } from '../../i18n/i18n.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

export interface WishlistView {
  locale: LocaleCode;
  title: string;
  /** The viewer's own wishlist (hearts can take pieces out). */
  own: boolean;
  browseHref: string;
  /** The country in running text ("Egypt"), for pieces not sold there. */
  country: string;
  items: Array<{
    productId: string;
    imageId: string;
    name: string;
    imagePath: string;
    /** null when the product is not sold in the page's country now. */
    card: ProductCardLink | null;
  }>;
}

/** The hearts of a wishlist as product cards; pieces not sold in the country stay listed, greyed. */
export function WishlistGrid({ view }: { view: WishlistView }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{view.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('wishlist.count', { count: view.items.length })}</p>
      {view.items.length === 0 ? (
        <EmptyState
          className="mt-8"
          illustration="wishlist"
          title={t('wishlist.emptyTitle')}
          description={t('wishlist.emptyText')}
          action={<ButtonLink to={view.browseHref}>{t('wishlist.browse')}</ButtonLink>}
        />
      ) : (
        <ul
          className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4"
          data-testid="wishlist-items"
        >
          {view.items.map((item) => {
            const heart = view.own ? (
              <WishlistHeart
                productId={item.productId}
                imageId={item.imageId}
                productName={item.name}
                pressed
              />
            ) : undefined;
            return (
              <li key={item.imageId} className="flex">
                {item.card ? (
                  <ProductCard product={item.card} href={item.card.href} wishlist={heart} />
                ) : (
                  <article className="relative flex w-full flex-col" data-testid="wishlist-unavailable">
                    <div className="relative overflow-hidden rounded-card bg-sand shadow-card">
                      <img
                        src={`/uploads/${item.imagePath}`}
                        alt=""
                        width={600}
                        height={750}
                        loading="lazy"
                        className="aspect-[4/5] w-full object-cover opacity-60 grayscale"
                      />
                      {heart ? <div className="absolute end-3 top-3 z-10">{heart}</div> : null}
                    </div>
                    <h2 className="mt-3 text-sm font-semibold text-ink sm:text-base">{item.name}</h2>
                    <p className="text-xs text-ink-muted">
                      {t('wishlist.unavailable', { country: view.country })}
                    </p>
                  </article>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
