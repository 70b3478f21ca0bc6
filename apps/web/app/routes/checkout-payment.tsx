import crypto from 'node:crypto';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { getCheckoutAddress } from '@souq/core/checkout/checkout-address.service.ts';
import { getFinalPrice, type FinalPrice } from '@souq/core/checkout/final-price.service.ts';
import { placeOrder } from '@souq/core/checkout/place-order.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { getMyWallet } from '@souq/core/wallet/wallet.service.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import {
  checkoutPaymentMethods,
  paymentChoicesOf,
  paymentChoicesQuery,
  paymentDestination,
  requireCheckout,
} from '../lib/checkout.server.ts';
import { toCartData } from '../lib/cart-view.server.ts';
import {
  failed,
  formCall,
  localizeError,
  mergeHeaders,
  PRIVATE_HEADERS,
  textOf,
  type FormFailure,
} from '../lib/session.server.ts';
import { CartLineList } from '../components/cart/cart-line.tsx';
import { DeliverTo, PaymentMethodChoice, TendersFieldset } from '../components/checkout/payment-parts.tsx';
import { PriceBreakdown } from '../components/checkout/price-breakdown.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Stepper } from '../components/ui/stepper.tsx';
import type { Route } from './+types/checkout-payment';

/**
 * Checkout, step three (SPEC.md section 2: payment details). `addr` must be one of the user's
 * addresses (else 500 'This address is not found for this user!'); an address the cart cannot be
 * delivered to sends the user home with msg=failAddress. Each render carries a fresh
 * Idempotency-Key, so a double submit places one order.
 *
 * Tenders (docs/decisions/019): the wallet and the referral earnings (offered only with a positive
 * balance) and a referral code. They are choices of the URL (useWallet, useReferralBalance,
 * referralCode), so "Update the total" shows their bill without JavaScript; the order is placed
 * with the choices of the form. Cash on delivery pays what is left; a bill the balances pay in full
 * needs no payment method.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { ctx, view, headers } = await requireCheckout(rc);
  const addr = new URL(request.url).searchParams.get('addr');
  if (!addr) throw redirect(localePath(locale, '/address'), { headers });
  let address;
  try {
    address = await getCheckoutAddress(ctx, addr);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'ADDRESS_COUNTRY_MISMATCH')
      throw redirect(`${localePath(locale, '/')}?msg=failAddress`, { headers });
    // SPEC.md section 5, routing checks: the contract text, shown localized by the error page.
    throw data(error.message, { status: error.status, headers });
  }
  const choices = paymentChoicesOf(new URL(request.url).searchParams);
  let bill: FinalPrice;
  let referralError: string | null = null;
  try {
    bill = await getFinalPrice(ctx, { cartId: view.id, ...choices });
  } catch (error) {
    // A referral code typed into the address bar that does not apply: the bill without it, and why.
    if (!isDomainError(error) || !choices.referralCode) throw error;
    referralError = localizeError(locale, error, rc.digits).message;
    bill = await getFinalPrice(ctx, { cartId: view.id, ...choices, referralCode: null });
  }
  const wallet = await getMyWallet(ctx);
  const cart = toCartData(locale, view, bill);
  const paymentMethods = await checkoutPaymentMethods(ctx, bill);
  return data(
    {
      locale,
      address,
      cart: { ...cart, lines: cart.lines.filter((line) => !line.excluded) },
      tenders: {
        referralCode: bill.referralCode?.code ?? null,
        referralDiscountMinor: bill.referralDiscountMinor,
        walletAmountMinor: bill.walletAmountMinor,
        referralBalanceAmountMinor: bill.referralBalanceAmountMinor,
      },
      choices: {
        ...choices,
        referralCode: referralError ? choices.referralCode : (bill.referralCode?.code ?? ''),
      },
      referralError,
      balances: { walletMinor: wallet.balanceMinor, referralMinor: wallet.referralBalanceMinor },
      paymentMethods,
      idempotencyKey: crypto.randomUUID(),
    },
    { headers },
  );
}

/**
 * intent=update: the bill of the chosen tenders (a referral code that does not apply answers 400
 * with its message), shown by the page's URL. Otherwise placeOrder with the form's choices and
 * Idempotency-Key, then the thank-you page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { ctx, view } = await requireCheckout(rc);
  const form = await request.formData();
  const choices = paymentChoicesOf(form);
  if (textOf(form, 'intent') === 'update') {
    const checked = await formCall(
      locale,
      () => getFinalPrice(ctx, { cartId: view.id, ...choices }),
      rc.digits,
    );
    if (!checked.ok) return failed(checked.failure, { field: 'referralCode' });
    const query = paymentChoicesQuery(textOf(form, 'addr'), choices);
    throw redirect(`${localePath(locale, '/payment')}?${query}`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const result = await formCall(
    locale,
    () =>
      placeOrder(ctx, {
        cartId: view.id,
        addr: textOf(form, 'addr'),
        paymentMethod: textOf(form, 'paymentMethod'),
        ...choices,
        idempotencyKey: textOf(form, 'idempotencyKey'),
      }),
    rc.digits,
  );
  if (!result.ok) return failed(result.failure);
  const { payment } = result.value;
  if (payment) {
    // An online method: the order waits (pending payment) while the shopper pays on the gateway's
    // page. A resubmit of an order whose attempt already ended shows that attempt's result.
    const target =
      payment.status === 'pending'
        ? await paymentDestination(rc, ctx, payment.id)
        : localePath(locale, `/payment/result/${payment.id}`);
    throw redirect(target, { status: 303, headers: PRIVATE_HEADERS });
  }
  throw redirect(`${localePath(locale, '/thankYou')}?order=${result.value.order.id}`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'checkout.payment.metaTitle');
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { locale, address, cart, idempotencyKey, tenders, choices, balances, referralError, paymentMethods } =
    loaderData;
  const answer = useActionData() as { ok: false; error: FormFailure; field?: string } | undefined;
  const navigation = useNavigation();
  const bill = cart.bill;
  const money = (minor: number) => formatMoney(minor, bill.currency, language, { digits });
  const prepaid = bill.amountDueMinor === 0;
  const submitting = navigation.state === 'submitting';
  const updating = submitting && navigation.formData?.get('intent') === 'update';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-testid="checkout-payment">
      <Stepper current="payment" className="mx-auto max-w-xl" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink">{t('checkout.payment.title')}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <DeliverTo locale={locale} address={address} />
          <section aria-labelledby="payment-items-heading">
            <h2 id="payment-items-heading" className="mb-3 font-bold text-ink">
              {t('checkout.payment.items')}
            </h2>
            <CartLineList lines={cart.lines} interactive={false} />
          </section>
        </div>
        <aside className="rounded-panel border border-line bg-surface p-5">
          <Form method="post" className="flex flex-col gap-5" data-testid="place-order-form">
            <input type="hidden" name="addr" value={address._id} />
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            {answer && !answer.ok && answer.field !== 'referralCode' ? (
              <Banner tone="error">{answer.error.message}</Banner>
            ) : null}
            {!bill.codAvailable && !prepaid ? (
              <Banner tone="warning">{t('errors.payment.codUnavailable')}</Banner>
            ) : null}
            {cart.coupon && !cart.coupon.applies ? (
              <Banner
                tone="warning"
                action={
                  <ButtonLink to={localePath(locale, '/cart')} variant="secondary" size="sm">
                    {t('checkout.shipping.backToCart')}
                  </ButtonLink>
                }
              >
                {t('cart.coupon.notApplied', { code: `\u2066${cart.coupon.code}\u2069` })}
              </Banner>
            ) : null}
            <TendersFieldset
              balances={balances}
              choices={choices}
              codeError={answer?.field === 'referralCode' ? answer.error.message : referralError}
              updating={updating}
              money={money}
            />
            <PaymentMethodChoice
              prepaid={prepaid}
              options={paymentMethods}
              codFeesMinor={bill.codFeesMinor}
              amountDueMinor={bill.amountDueMinor}
              defaultMethod={null}
              money={money}
            />
            <PriceBreakdown
              data={{
                ...bill,
                ...tenders,
                codFeesMinor: prepaid ? 0 : bill.codFeesMinor,
                totalMinor: bill.amountDueWithCodMinor,
              }}
            />
            <Button
              type="submit"
              name="intent"
              value="place"
              size="lg"
              fullWidth
              loading={submitting && !updating}
              data-testid="place-order"
            >
              {t('checkout.payment.placeOrder')}
            </Button>
          </Form>
        </aside>
      </div>
    </div>
  );
}
