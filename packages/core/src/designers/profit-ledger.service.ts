import type { ServiceContext } from '../context.ts';

/** Records the earnings of a delivered order's product lines (idempotent). */
export async function recordDeliveredOrderProfits(tx: ServiceContext, orderId: string): Promise<void> {
  void tx;
  void orderId;
  throw new Error('not implemented yet');
}

/** Records the reversal of the lines of an order that earned (idempotent). */
export async function reverseOrderProfits(tx: ServiceContext, orderId: string): Promise<void> {
  void tx;
  void orderId;
  throw new Error('not implemented yet');
}
