/**
 * The guards of the checkout pages (SPEC.md section 6): a guest is sent to log in (the guest cart
 * is kept and joins the user's cart at the login); a user without an email goes to
 * profile/edit?email=error; a cart with nothing to buy in the page's country sends the user home.
 */
import { redirect } from 'react-router';
import type { CartView } from '@souq/core/cart/cart.service.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import { requestPath, withReturnTo } from './return-to.ts';
import { localePath } from './locale-routing.ts';
import { loadShopperCart } from './cart-session.server.ts';
import { hasBuyableLines } from './cart-view.server.ts';
import type { RequestContext, SignedIn } from './request-context.server.ts';
import { PRIVATE_HEADERS } from './session.server.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { MINOR_PER_MAJOR } from '@souq/core/money/money.ts';
import { paymentOptionsFor } from '@souq/core/payments/payment-eligibility.ts';
import { PAYMENT_METHOD_INFO } from '@souq/core/payments/payment-methods.ts';
import { startPayment } from '@souq/core/payments/payments.service.ts';
import type { PaymentMethodOption } from '../components/checkout/payment-parts.tsx';

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
  if (!signedIn)
    throw redirect(withReturnTo(localePath(locale, '/login'), requestPath(rc.request)), {
      headers: PRIVATE_HEADERS,
    });
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

/**
 * The origin the gateways send the shopper back to and notify: PUBLIC_URL (required in
 * production), else (development, tests) the origin the shopper is using, so the session cookie of
 * `127.0.0.1` comes back to `127.0.0.1` rather than to `localhost`.
 */
export const paymentOrigin = (rc: RequestContext): string =>
  (rc.app.config.publicUrl ?? new URL(rc.request.url).origin).replace(/\/+$/, '');

/** The payment step's methods for a bill: those that may be offered here, with why not. */
export async function checkoutPaymentMethods(
  ctx: ServiceContext,
  bill: { currency: CurrencyCode; amountDueMinor: number; codAvailable: boolean },
): Promise<PaymentMethodOption[]> {
  const options = await paymentOptionsFor(ctx, {
    country: ctx.country,
    currency: bill.currency,
    amountDueMinor: bill.amountDueMinor,
    codAvailable: bill.codAvailable,
  });
  const perMajor = MINOR_PER_MAJOR[bill.currency];
  return options.flatMap((option) => {
    const info = PAYMENT_METHOD_INFO[option.method];
    // A method the dashboard switched off in this country is not offered here at all (issue 21:
    // it disappears from that checkout), as one the country never had.
    if (
      info.kind === 'balance' ||
      option.reason === 'country' ||
      option.reason === 'currency' ||
      option.reason === 'switchedOff'
    )
      return [];
    const limitMajor =
      option.reason === 'minAmount'
        ? info.minMajor
        : option.reason === 'maxAmount'
          ? info.maxMajor
          : undefined;
    return [
      {
        method: option.method,
        kind: info.kind,
        eligible: option.eligible,
        reason: option.reason,
        limitMinor: limitMajor === undefined ? null : limitMajor * perMajor,
        reference: info.reference,
      },
    ];
  });
}

/**
 * After placeOrder (or a retry) of an online payment: the gateway's page, else (a reference
 * number, or a gateway that did not answer) our result page.
 */
export async function paymentDestination(
  rc: RequestContext,
  ctx: ServiceContext,
  paymentId: string,
): Promise<string> {
  const start = await startPayment(ctx, paymentId, paymentOrigin(rc));
  return start.redirectUrl ?? localePath(rc.locale, `/payment/result/${start.paymentId}`);
}
