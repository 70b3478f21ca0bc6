import { cancelOrder, changeOrderStatus, refundOrder } from '@souq/core/orders/order-lifecycle.service.ts';
import { toOrderContract } from '@souq/core/orders/order.mapper.ts';
import type { OrderWithLines } from '@souq/core/orders/orders.service.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

const contract = ({ order, lines, history }: OrderWithLines) => toOrderContract(order, lines, history);

/** The order lifecycle (docs/decisions/020); the rules and who may act live in core. */
export const orderMutations = {
  changeOrderStatus: (_parent, args, context) =>
    envelope(async () =>
      contract(
        await changeOrderStatus(context.serviceContext(), {
          order: args.order,
          status: args.status,
          note: args.note,
        }),
      ),
    ),

  refundOrder: (_parent, args, context) =>
    envelope(async () =>
      contract(
        await refundOrder(context.serviceContext(), {
          order: args.order,
          to: args.to,
          amount: args.amount,
          note: args.note,
        }),
      ),
    ),

  cancelOrder: (_parent, args, context) =>
    envelope(async () =>
      contract(await cancelOrder(context.serviceContext(), { order: args.order, reason: args.reason })),
    ),
} satisfies MutationResolvers;
