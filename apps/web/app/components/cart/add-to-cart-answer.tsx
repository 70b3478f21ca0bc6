import { useEffect, useSyncExternalStore } from 'react';
import { countryOf } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { refreshSessionHint } from '../layout/session-hint.ts';
import { Banner } from '../ui/banner.tsx';
import { ButtonLink } from '../ui/button-link.tsx';

/** What the cart action answers a fetcher (routes/cart.tsx). */
export type CartActionAnswer = { ok: true; message: string } | { ok: false; error: { message: string } };

/** True once the page has hydrated (false in the server's HTML and the first client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const subscribeNever = () => () => {};

/**
 * The answer of an add to cart sent by a fetcher: "Added" with a link to the cart (and the
 * header's badge asked again), or the cart's localized refusal (out of stock, per-order limit...).
 */
export function AddToCartAnswer({ answer, idle }: { answer: CartActionAnswer | undefined; idle: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  useEffect(() => {
    if (idle && answer?.ok) void refreshSessionHint(countryOf(locale));
  }, [idle, answer, locale]);
  if (!answer || !idle) return null;
  if (!answer.ok) return <Banner tone="error">{answer.error.message}</Banner>;
  return (
    <Banner
      tone="success"
      action={
        <ButtonLink to={localePath(locale, '/cart')} size="sm" variant="secondary" data-testid="view-cart">
          {t('cart.viewCart')}
        </ButtonLink>
      }
    >
      {answer.message}
    </Banner>
  );
}
