import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { refreshSessionHint } from '../layout/session-hint.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { setWishlisted, useWishlistIds } from './wishlist-state.ts';

/**
 * The heart of a product (card or page). A real form: without JavaScript it posts to
 * `/:locale/wishlist-toggle`, which toggles and redirects back (a guest is sent to log in). With
 * JavaScript the same post is sent in the background and the heart changes at once. Its pressed
 * state comes from useWishlistIds, never from the server-rendered HTML of a public page.
 */
export function WishlistHeart({
  productId,
  imageId,
  productName,
  size = 'md',
  pressed = false,
  className,
}: {
  productId: string;
  /** The variant to heart (the product page's chosen image); the primary image otherwise. */
  imageId?: string;
  productName: string;
  size?: 'md' | 'lg';
  /**
   * The state to show until the browser knows better: false on public (cached) pages; a private
   * page that knows (the shopper's own wishlist) passes true.
   */
  pressed?: boolean;
  className?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const known = useWishlistIds(locale);
  const hearted = known ? known.has(productId) : pressed;
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const action = localePath(locale, '/wishlist-toggle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setWishlisted(productId, !hearted);
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (response.status === 401) {
        setWishlisted(productId, hearted);
        void navigate(localePath(locale, '/login'));
        return;
      }
      if (!response.ok) throw new Error(`wishlist toggle answered ${response.status}`);
      const body = (await response.json()) as { wishlisted: boolean };
      setWishlisted(productId, body.wishlisted);
      setStatus(t(body.wishlisted ? 'wishlist.added' : 'wishlist.removed'));
      void refreshSessionHint(countryOf(locale));
    } catch {
      setWishlisted(productId, hearted);
      setStatus(t('wishlist.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" action={action} onSubmit={onSubmit} className={cx('relative', className)}>
      <input type="hidden" name="product" value={productId} />
      {imageId ? <input type="hidden" name="image" value={imageId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={hearted}
        aria-label={t('product.wishlist', { name: productName })}
        data-testid="wishlist-heart"
        className={cx(
          'heart-button',
          size === 'lg' ? 'size-12 border border-line-strong' : 'size-10',
          hearted && 'text-sale',
        )}
      >
        <Icon
          name="heart"
          size={size === 'lg' ? 24 : 20}
          className={hearted ? 'fill-sale text-sale' : undefined}
        />
      </button>
      <span role="status" className="sr-only">
        {status}
      </span>
    </form>
  );
}
