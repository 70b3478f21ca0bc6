import {
  listPayouts,
  approvePayout,
  markPayoutPaid,
  rejectPayout,
  requestWithdrawal,
} from '@souq/core/designers/payouts.service.ts';
import {
  getProfitByDesigner,
  getProfitByManufacturer,
  type PayoutView,
  type ProductSales,
  type SellerProfit,
} from '@souq/core/designers/profits.service.ts';
import { getOrdersByDesignerId } from '@souq/core/designers/seller-orders.service.ts';
import { updateAvailableSales, type SellerProduct } from '@souq/core/designers/seller-products.service.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

const egp = (minor: number) => toMajorUnits(minor, 'EGP');

export const toPayoutContract = (payout: PayoutView) => ({
  _id: payout.id,
  amount: egp(payout.amountMinor),
  currency: payout.currency,
  status: payout.status,
  requestedAt: payout.requestedAt.toISOString(),
  paidAt: payout.paidAt?.toISOString() ?? null,
  rejectedAt: payout.rejectedAt?.toISOString() ?? null,
  note: payout.note,
  reference: payout.reference,
  beneficiary: payout.beneficiary ? { _id: payout.beneficiary.id, name: payout.beneficiary.name } : null,
});

const toProductContract = (product: ProductSales) => ({
  _id: product.productId,
  slug: product.slug,
  name: product.name,
  arName: product.arName,
  image: product.image,
  salesCount: product.salesCount,
  profit: egp(product.earnedEgpMinor),
  salesNumberInEg: product.byCountry.eg,
  salesNumberInSu: product.byCountry.sa,
  salesNumberInEm: product.byCountry.ae,
});

/** SPEC.md's Profit (total, paid, remain, profitFor) in EGP major units, with what the page shows. */
export const toProfitContract = (profit: SellerProfit) => ({
  profitFor: profit.profitFor,
  currency: profit.currency,
  total: egp(profit.totalMinor),
  paid: egp(profit.paidMinor),
  requested: egp(profit.requestedMinor),
  remain: egp(profit.remainMinor),
  salesCount: profit.salesCount,
  bestSeller: profit.bestSeller && toProductContract(profit.bestSeller),
  byCountry: profit.byCountry.map((country) => ({
    country: country.country,
    currency: country.currency,
    salesCount: country.salesCount,
    salesPercent: country.salesPercent,
    profit: toMajorUnits(country.earnedMinor, country.currency),
    profitEgp: egp(country.earnedEgpMinor),
    price: toMajorUnits(country.salesValueMinor, country.currency),
  })),
  byProduct: profit.byProduct.map(toProductContract),
  monthly: profit.monthly.map((point) => ({
    month: point.month,
    salesCount: point.salesCount,
    orders: point.orders,
    profit: egp(point.earnedEgpMinor),
  })),
  payouts: profit.payouts.map(toPayoutContract),
});

const toSellerProductContract = (product: SellerProduct) => ({
  _id: product.id,
  slug: product.slug,
  name: product.name,
  arName: product.arName,
  image: product.image,
  status: product.status,
  productStatus: product.productStatus,
  availableEdition: product.availableEdition,
  initAvailableEdition: product.initAvailableEdition,
  salesNumberInEg: product.sales.eg,
  salesNumberInSu: product.sales.sa,
  salesNumberInEm: product.sales.ae,
  newMessage: product.newMessage,
});

export const profitQueries = {
  getOrdersByDesignerId: (_parent, args, context) =>
    envelope(async () => {
      const page = await getOrdersByDesignerId(context.serviceContext(), {
        designerId: args.designerId,
        country: args.currentCountry,
        page: args.page,
        limit: args.limit,
      });
      return {
        items: page.items.map((line) => ({
          orderId: line.orderId,
          orderNumber: line.orderNumber,
          orderCreateDate: line.orderedAt.toISOString(),
          orderedFrom: line.country,
          currency: line.currency,
          status: line.status,
          productId: line.productId,
          productSlug: line.productSlug,
          name: line.productName,
          arName: line.productArName,
          image: line.imagePath,
          quantity: line.quantity,
          price: toMajorUnits(line.unitPriceMinor, line.currency),
          profit: toMajorUnits(line.earningMinor, line.currency),
          features: line.features,
        })),
        pageInfo: {
          hasNext: page.page < page.pages,
          totalCount: page.total,
          totalPages: page.pages,
          page: page.page,
          limit: page.limit,
        },
      };
    }),
  getProfitByDesigner: (_parent, args, context) =>
    envelope(async () =>
      toProfitContract(await getProfitByDesigner(context.serviceContext(), args.designer)),
    ),
  getProfitByManufacturer: (_parent, args, context) =>
    envelope(async () =>
      toProfitContract(await getProfitByManufacturer(context.serviceContext(), args.manufacturer)),
    ),
  getPayouts: (_parent, args, context) =>
    envelope(async () =>
      (
        await listPayouts(context.serviceContext(), { status: args.status, beneficiary: args.beneficiary })
      ).map(toPayoutContract),
    ),
} satisfies QueryResolvers;

export const profitMutations = {
  updateAvailableSales: (_parent, args, context) =>
    envelope(async () =>
      toSellerProductContract(
        await updateAvailableSales(context.serviceContext(), {
          product: args.product,
          quantity: args.quantity,
          increase: args.increase,
          country: args.country,
        }),
      ),
    ),
  requestProfitWithdrawal: (_parent, args, context) =>
    envelope(async () =>
      toPayoutContract(await requestWithdrawal(context.serviceContext(), { amount: args.amount })),
    ),
  approvePayout: (_parent, args, context) =>
    envelope(async () =>
      toPayoutContract(await approvePayout(context.serviceContext(), { payout: args.payout })),
    ),
  markPayoutPaid: (_parent, args, context) =>
    envelope(async () =>
      toPayoutContract(
        await markPayoutPaid(context.serviceContext(), { payout: args.payout, reference: args.reference }),
      ),
    ),
  rejectPayout: (_parent, args, context) =>
    envelope(async () =>
      toPayoutContract(
        await rejectPayout(context.serviceContext(), { payout: args.payout, note: args.note }),
      ),
    ),
} satisfies MutationResolvers;
