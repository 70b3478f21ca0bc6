import { toCartContract } from '@souq/core/cart/cart.mapper.ts';
import { getFinalPrice, toFinalPriceContract } from '@souq/core/checkout/final-price.service.ts';
import { placeOrder } from '@souq/core/checkout/place-order.service.ts';
import { toOrderContract } from '@souq/core/orders/order.mapper.ts';
import { getOrderById, listOrdersByUser } from '@souq/core/orders/orders.service.ts';
import { checkCoupon, getCouponByCode } from '@souq/core/promotions/coupon.service.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { siteOriginOf } from '@souq/core/config/config.ts';
import { translate } from '@souq/core/locale/messages.ts';
import { paymentOptionsFor } from '@souq/core/payments/payment-eligibility.ts';
import { PAYMENT_METHOD_INFO, SPLIT_PAYMENTS } from '@souq/core/payments/payment-methods.ts';
import { startPayment } from '@souq/core/payments/payments.service.ts';
import { setFawryRef } from '@souq/core/payments/fawry-reference.service.ts';
import type { Payment } from '@souq/core/db/schema/payments.schema.ts';
import { envelope } from '../envelope.ts';
import type { GraphqlContext } from '../context.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

/** The site's origin for the gateways' return and callback URLs and our own payment pages. */
const originOf = (context: GraphqlContext) =>
  context.runtime.config ? siteOriginOf(context.runtime.config) : 'http://localhost';

/**
 * Where the app sends the shopper to pay an online order (docs/decisions/034): the gateway's hosted
 * page once started; else our result page (a reference number to pay at an outlet) or our start
 * page (the gateway did not answer yet: it asks again).
 */
async function paymentFieldsOf(context: GraphqlContext, payment: Payment | null) {
  if (!payment) return { paymentUrl: null, paymentReference: null };
  const origin = originOf(context);
  const start =
    payment.status === 'pending'
      ? await startPayment({ db: context.runtime.db, now: context.now, log: context.log }, payment.id, origin)
      : {
          redirectUrl: payment.redirectUrl,
          referenceNumber: payment.referenceNumber,
          paymentId: payment.id,
          locale: payment.locale,
        };
  const page = start.redirectUrl || start.referenceNumber ? 'result' : 'start';
  return {
    paymentUrl:
      payment.status === 'pending'
        ? (start.redirectUrl ?? `${origin}/${start.locale}/payment/${page}/${start.paymentId}`)
        : null,
    paymentReference: start.referenceNumber,
  };
}

/** Coupons, the bill and placing the order (SPEC.md section 7; docs/decisions/013). */
export const checkoutQueries = {
  getFinalPrice: (_parent, args, context) =>
    envelope(async () =>
      toFinalPriceContract(
        await getFinalPrice(context.serviceContext(args.currentCountry), {
          cartId: args.cartId,
          couponCode: args.couponCode,
          referralCode: args.referralCode,
          useWallet: args.useWallet,
          useReferralBalance: args.useReferralBalance,
        }),
      ),
    ),

  getCouponByCode: (_parent, args, context) =>
    envelope(() => getCouponByCode(context.serviceContext(), args.code)),

  checkCoupon: (_parent, args, context) =>
    envelope(async () => {
      const checked = await checkCoupon(context.serviceContext(), {
        couponCode: args.couponCode,
        cartId: args.cartId,
      });
      return {
        type: checked.type,
        coupon: checked.coupon,
        giftCard: checked.giftCard,
        discount: toMajorUnits(checked.discountMinor, checked.view.currency),
        freeDelivery: checked.freeDelivery,
        currency: checked.view.currency,
        cart: toCartContract(checked.view),
      };
    }),

  getOrdersByUserId: (_parent, args, context) =>
    envelope(async () => {
      const list = await listOrdersByUser(context.serviceContext(args.currentCountry), {
        user: args.user,
        currentCountry: args.currentCountry,
      });
      return list.map(({ order, lines, history }) => toOrderContract(order, lines, history));
    }),

  getPaymentMethods: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      const bill = await getFinalPrice(ctx, { cartId: args.cartId });
      const options = await paymentOptionsFor(ctx, {
        country: ctx.country,
        currency: bill.currency,
        amountDueMinor: bill.amountDueMinor,
        codAvailable: bill.codAvailable,
      });
      return options.map((option) => ({
        method: option.method,
        eligible: option.eligible,
        reason: option.reason,
        kind: PAYMENT_METHOD_INFO[option.method].kind,
        name: translate(context.language, `payments.methods.${option.method}.name`),
        hint: translate(context.language, `payments.methods.${option.method}.hint`, {
          payments: SPLIT_PAYMENTS,
        }),
      }));
    }),
} satisfies QueryResolvers;

export const checkoutMutations = {
  placeOrder: (_parent, args, context) =>
    envelope(async () => {
      const placed = await placeOrder(context.serviceContext(args.currentCountry), {
        cartId: args.cartId,
        addr: args.addr,
        paymentMethod: args.paymentMethod,
        couponCode: args.couponCode,
        referralCode: args.referralCode,
        useWallet: args.useWallet,
        useReferralBalance: args.useReferralBalance,
        // The argument, else the request's Idempotency-Key header (one key per HTTP request).
        idempotencyKey: args.idempotencyKey ?? context.idempotencyKey,
      });
      return {
        ...toOrderContract(placed.order, placed.lines),
        ...(await paymentFieldsOf(context, placed.payment)),
      };
    }),

  setFawryRef: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext();
      const { order, payment } = await setFawryRef(ctx, {
        order: args.fawryRefInput.order,
        fawryRef: args.fawryRefInput.fawryRef,
      });
      const { lines } = await getOrderById(ctx, order.id);
      return { ...toOrderContract(order, lines), ...(await paymentFieldsOf(context, payment)) };
    }),
} satisfies MutationResolvers;
