/**
 * The guards of the checkout pages (SPEC.md section 6): a guest is sent to log in (the guest cart
 * is kept and joins the user's cart at the login); a user without an email goes to
 * profile/edit?email=error; a cart with nothing to buy in the page's country sends the user home.
 */
import { redirect } from 'react-router';
import type { CartView } from '@souq/core/cart/cart.service.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import { localePath } from './locale-routing.ts';
import { loadShopperCart } from './cart-session.server.ts';
import { hasBuyableLines } from './cart-view.server.ts';
import type { RequestContext, SignedIn } from './request-context.server.ts';
import { PRIVATE_HEADERS } from './session.server.ts';

export interface Checkout {
  signedIn: SignedIn;
  /** The services' context acting for the signed-in user (one per request). */
  ctx: ServiceContext;
  view: CartView;
  headers: Headers;
}

export async function requireCheckout(rc: RequestContext): Promise<Checkout> {
  const { locale } = rc;
  const signedIn = await rc.signedIn();
  if (!signedIn) throw redirect(localePath(locale, '/login'), { headers: PRIVATE_HEADERS });
  if (!signedIn.user.email)
    throw redirect(`${localePath(locale, '/profile/edit')}?email=error`, { headers: PRIVATE_HEADERS });
  const headers = new Headers(PRIVATE_HEADERS);
  const view = await loadShopperCart(rc, signedIn.actor, headers);
  if (!view || !hasBuyableLines(view)) throw redirect(localePath(locale, '/'), { headers });
  return { signedIn, ctx: rc.service(signedIn.actor), view, headers };
}

/** The tenders chosen on the payment step (docs/decisions/019), from its URL or its form. */
export interface PaymentChoices {
  useWallet: boolean;
  useReferralBalance: boolean;
  referralCode: string | null;
}

export function paymentChoicesOf(source: URLSearchParams | FormData): PaymentChoices {
  const text = (name: string) => {
    const value = source.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    useWallet: text('useWallet') === '1',
    useReferralBalance: text('useReferralBalance') === '1',
    referralCode: text('referralCode').slice(0, 64) || null,
  };
}

/** The payment step's query for an address and these choices (only the ones made). */
export function paymentChoicesQuery(addr: string, choices: PaymentChoices): string {
  const query = new URLSearchParams({ addr });
  if (choices.useWallet) query.set('useWallet', '1');
  if (choices.useReferralBalance) query.set('useReferralBalance', '1');
  if (choices.referralCode) query.set('referralCode', choices.referralCode);
  return query.toString();
}
