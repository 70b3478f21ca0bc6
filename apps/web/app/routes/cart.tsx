import { data, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { CartView } from '@souq/core/cart/cart.service.ts';
import { addToCart, reduceFromCart, removeFromCart } from '@souq/core/cart/cart.service.ts';
import { addToShopperCart, changeShopperCart } from '@souq/core/cart/shopper-cart.service.ts';
import { getFinalPrice } from '@souq/core/checkout/final-price.service.ts';
import { checkCoupon, removeCartCode } from '@souq/core/promotions/coupon.service.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { formCall, mergeHeaders, PRIVATE_HEADERS, textOf, type FormFailure } from '../lib/session.server.ts';
import { loadShopperCart } from '../lib/cart-session.server.ts';
import { keepGuestCart, keptCartIdOf } from '../lib/guest-cart-cookie.server.ts';
import { hasBuyableLines, toCartData } from '../lib/cart-view.server.ts';
import { CartLineList } from '../components/cart/cart-line.tsx';
import { CartSummary, OtherCountryTotals } from '../components/cart/cart-summary.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Stepper } from '../components/ui/stepper.tsx';
import type { Route } from './+types/cart';

/**
 * The cart (SPEC.md sections 2 and 3), step one of checkout: the lines priced for the page's
 * country (lines not sold here flagged and left out of the total), the coupon or gift card code,
 * the bill from getFinalPrice and the way to checkout. Private to the visitor: never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const headers = new Headers(PRIVATE_HEADERS);
  const signedIn = await rc.signedIn();
  const ctx = rc.service(signedIn?.actor);
  const view = await loadShopperCart(rc, signedIn?.actor ?? null, headers);
  const cart =
    view && view.lines.length > 0
      ? toCartData(locale, view, await getFinalPrice(ctx, { cartId: view.id }))
      : null;
  return data({ locale, signedIn: signedIn !== null, cart, canCheckout: hasBuyableLines(view) }, { headers });
}

type CartIntent = 'add' | 'reduce' | 'remove' | 'coupon' | 'removeCoupon' | 'removeGiftCard';
const INTENTS = new Set<CartIntent>(['add', 'reduce', 'remove', 'coupon', 'removeCoupon', 'removeGiftCard']);

/** The change an intent makes to the cart `cartId` (the user's own, else the kept guest cart). */
function changeOf(ctx: ServiceContext, intent: CartIntent, form: FormData) {
  const image = textOf(form, 'image') || null;
  const item = {
    image,
    giftCard: textOf(form, 'giftCard') || null,
    // iDesign: the saved design the line carries (its own line), from the editor or a cart line.
    design: textOf(form, 'designId') || null,
    // The product page names each variant's choices `feature:<image>`; a cart line sends its own.
    features: [...form.getAll('feature'), ...(image ? form.getAll(`feature:${image}`) : [])].map(String),
  };
  return async (cartId: string | null): Promise<CartView> => {
    if (intent === 'coupon')
      return (await checkCoupon(ctx, { couponCode: textOf(form, 'code'), cartId })).view;
    if (intent === 'removeCoupon' || intent === 'removeGiftCard')
      return removeCartCode(ctx, { cartId, which: intent === 'removeCoupon' ? 'coupon' : 'giftCard' });
    if (intent === 'reduce' || intent === 'remove') {
      const change = intent === 'reduce' ? reduceFromCart : removeFromCart;
      const line = textOf(form, 'line') || null;
      return change(ctx, { cart: cartId, ...(line ? { line } : item) });
    }
    const quantity = textOf(form, 'quantity') || null;
    return addToCart(ctx, { ...item, quantity, createdIn: 'web', cart: cartId });
  };
}

/**
 * addToCart, reduceFromCart, removeFromCart and checkCoupon (SPEC.md section 7) for the visitor's
 * cart. A guest's first add makes a guest cart whose id the browser keeps (an HttpOnly cookie).
 * The product page posts here too: with JavaScript through a fetcher (it stays on the page),
 * without it as a plain form carrying `next=cart`, answered with a redirect to the cart.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const form = await request.formData();
  const requested = textOf(form, 'intent') as CartIntent;
  const intent: CartIntent = INTENTS.has(requested) ? requested : 'add';
  const ctx = rc.service((await rc.signedIn())?.actor);
  const headers = new Headers(PRIVATE_HEADERS);
  const shopperCart = intent === 'add' ? addToShopperCart : changeShopperCart;
  const result = await formCall(
    locale,
    () => shopperCart(ctx, keptCartIdOf(rc), changeOf(ctx, intent, form)),
    rc.digits,
  );
  if (!result.ok)
    return data({ ok: false as const, intent, error: result.failure }, { status: 400, headers });
  const { view, keep } = result.value;
  keepGuestCart(rc, headers, keep);
  if (intent === 'add' && textOf(form, 'next') === 'cart')
    throw redirect(`${localePath(locale, '/cart')}?added=1`, { status: 303, headers });
  return data(
    {
      ok: true as const,
      intent,
      quantity: view.totals[view.country].quantity,
      message: translate(
        locale,
        intent === 'coupon' ? 'cart.coupon.saved' : intent === 'add' ? 'cart.added' : 'cart.updated',
      ),
    },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'cart.metaTitle');
}

type CartActionData =
  | { ok: true; intent: CartIntent; quantity: number; message: string }
  | { ok: false; intent: CartIntent; error: FormFailure };

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, cart, canCheckout } = loaderData;
  const answer = useActionData() as CartActionData | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const applying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'coupon';
  const couponError = answer && !answer.ok && answer.intent === 'coupon' ? answer.error.message : null;
  const otherError = answer && !answer.ok && answer.intent !== 'coupon' ? answer.error.message : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-testid="cart-page">
      <Stepper current="cart" className="mx-auto max-w-xl" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink">{t('cart.title')}</h1>
      {searchParams.get('added') === '1' && !answer ? (
        <Banner tone="success" className="mt-4">
          {t('cart.added')}
        </Banner>
      ) : null}
      {otherError ? (
        <Banner tone="error" className="mt-4">
          {otherError}
        </Banner>
      ) : null}
      {!cart ? (
        <EmptyState
          illustration="cart"
          title={t('cart.empty.title')}
          description={t('cart.empty.text')}
          action={<ButtonLink to={localePath(locale)}>{t('cart.empty.action')}</ButtonLink>}
          className="mt-8"
        />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              {t('cart.linesHeading')}
            </h2>
            <CartLineList lines={cart.lines} />
            <OtherCountryTotals totals={cart.otherTotals} />
          </section>
          <CartSummary
            locale={locale}
            cart={cart}
            canCheckout={canCheckout}
            couponError={couponError}
            applying={applying}
          />
        </div>
      )}
    </div>
  );
}
