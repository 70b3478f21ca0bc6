import type { ServiceContext } from '../context.ts';
import type { PayoutView } from './profits.service.ts';

export type { PayoutView };

export async function requestWithdrawal(
  ctx: ServiceContext,
  input: { amount: number | string | null | undefined },
): Promise<PayoutView> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}

export async function listPayouts(
  ctx: ServiceContext,
  input?: { status?: string | null; beneficiary?: string | null },
): Promise<PayoutView[]> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}

export async function markPayoutPaid(
  ctx: ServiceContext,
  input: { payout: string | null | undefined; reference?: string | null },
): Promise<PayoutView> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}

export async function rejectPayout(
  ctx: ServiceContext,
  input: { payout: string | null | undefined; note?: string | null },
): Promise<PayoutView> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}
