/**
 * Transactions ride inside the service context (docs/decisions/029): inside `withTransaction`
 * the context's `db` is the transaction, so every service called with it joins the transaction.
 */
import type { ServiceContext } from '../context.ts';
import type { AppDb } from './client.ts';

type TransactionConfig = Parameters<AppDb['transaction']>[1];

/** Runs `work` in one transaction; the context it gets has the transaction as its `db`. */
export function withTransaction<T, C extends { db: AppDb } = ServiceContext>(
  ctx: C,
  work: (tx: C) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }), config);
}
