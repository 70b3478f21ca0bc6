import { toCartContract } from '@souq/core/cart/cart.mapper.ts';
import { getFinalPrice, toFinalPriceContract } from '@souq/core/checkout/final-price.service.ts';
import { placeOrder } from '@souq/core/checkout/place-order.service.ts';
import { toOrderContract } from '@souq/core/orders/order.mapper.ts';
import { listOrdersByUser } from '@souq/core/orders/orders.service.ts';
import { checkCoupon, getCouponByCode } from '@souq/core/promotions/coupon.service.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

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
      return toOrderContract(placed.order, placed.lines);
    }),
} satisfies MutationResolvers;
