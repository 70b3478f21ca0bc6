/**
 * Withdrawals of designers and manufacturers (docs/decisions/031): a seller asks for an amount in
 * EGP up to what remains (ledger total - paid - requested); staff may approve it first (still
 * owed and held), pay it outside the system and mark it paid with the transfer's reference, or
 * decline it (the amount is back in the balance: only requested, approved and paid payouts are
 * taken away). Every decision is audited (docs/decisions/033). The request locks the seller's users row first, so two requests at once
 * run one after the other and the second sees the first: together they never overdraw.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { userPaymentAccounts, users } from '../db/schema/accounts.schema.ts';
import { payouts, type Payout } from '../db/schema/ledger.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { domainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { enqueueEmail } from '../jobs/jobs.service.ts';
import { toWesternDigits, type LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { assertNoControlCharacters } from '../locale/text-input.ts';
import { formatMoney } from '../money/money.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import { recordAudit } from '../admin/audit-log.service.ts';
import { requirePermission } from '../admin/permissions.ts';
import { notifySeller } from './seller-notifications.service.ts';
import {
  payoutsWhere,
  profitErrors,
  readsSellers,
  sellerBalance,
  sellerTarget,
  toPayoutView,
  type PayoutView,
} from './profits.service.ts';

export type { PayoutView };

const fail = domainError;

export const payoutErrors = {
  amountInvalid: () =>
    fail(
      'PAYOUT_AMOUNT_INVALID',
      'errors.payout.amountInvalid',
      'Enter an amount above zero with at most two decimals',
    ),
  /** The contract text of SPEC.md section 8. */
  overBalance: () =>
    fail(
      'PAYOUT_OVER_BALANCE',
      'errors.payout.overBalance',
      'Your balance is lower than your request amount',
    ),
  noPaymentDetails: () =>
    fail(
      'PAYOUT_NO_PAYMENT_DETAILS',
      'errors.payout.noPaymentDetails',
      'Add your payment details before requesting a withdrawal',
    ),
  notFound: () =>
    fail('PAYOUT_NOT_FOUND', 'errors.payout.notFound', 'This withdrawal request is not found', 404),
  alreadyDecided: () =>
    fail(
      'PAYOUT_ALREADY_DECIDED',
      'errors.payout.alreadyDecided',
      'This withdrawal request has already been paid or declined',
      409,
    ),
  referenceRequired: () =>
    fail('PAYOUT_REFERENCE_REQUIRED', 'errors.payout.referenceRequired', "Enter the transfer's reference"),
  statusInvalid: () =>
    fail('PAYOUT_STATUS_INVALID', 'errors.payout.statusInvalid', 'This withdrawal status is not known'),
};

const NOTE_MAX = 500;

const noteOf = (value: string | null | undefined): string | null => {
  assertNoControlCharacters(value);
  const note = (value ?? '').trim().slice(0, NOTE_MAX);
  return note === '' ? null : note;
};

/** EGP major units (a number, or text in Western or Arabic-Indic digits) to piastres: > 0, ≤ 2 decimals. */
function amountMinorOf(value: number | string | null | undefined): number {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : toWesternDigits(value ?? '')
          .trim()
          .replace('\u066b', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) throw payoutErrors.amountInvalid();
  const [whole, fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor <= 0) throw payoutErrors.amountInvalid();
  return minor;
}

/** requestProfitWithdrawal(amount): the signed-in designer or manufacturer asks for `amount` EGP. */
export async function requestWithdrawal(
  ctx: ServiceContext,
  input: { amount: number | string | null | undefined },
): Promise<PayoutView> {
  const actor = requireActor(ctx);
  if (actor.role === 'customer') throw profitErrors.sellersOnly();
  const party = actor.role;
  const sellerId = actor.id.toLowerCase();
  const amountMinor = amountMinorOf(input.amount);
  return withTransaction(ctx, async (tx) => {
    const [seller] = await tx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, sellerId))
      .for('update');
    if (!seller) throw accountErrors.userNotFound();
    const [details] = await tx.db
      .select({ id: userPaymentAccounts.id })
      .from(userPaymentAccounts)
      .where(eq(userPaymentAccounts.userId, sellerId))
      .limit(1);
    if (!details) throw payoutErrors.noPaymentDetails();
    const balance = await sellerBalance(tx, sellerId, party);
    if (amountMinor > balance.remainMinor) throw payoutErrors.overBalance();
    const [payout] = await tx.db
      .insert(payouts)
      .values({
        beneficiaryId: sellerId,
        currency: 'EGP',
        amountMinor,
        status: 'requested',
        requestedAt: ctx.now,
      })
      .returning();
    return toPayoutView(payout!, { id: seller.id, name: seller.name });
  });
}

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;

/**
 * getPayouts(status, beneficiary): staff (and designerSupport) see every payout, filtered by status
 * and beneficiary when given; a seller sees their own (naming another beneficiary is 404).
 */
export async function listPayouts(
  ctx: ServiceContext,
  input: { status?: string | null; beneficiary?: string | null } = {},
): Promise<PayoutView[]> {
  const actor = requireActor(ctx);
  const status = (input.status ?? '').trim().toLowerCase();
  if (status !== '' && !(PAYOUT_STATUSES as readonly string[]).includes(status))
    throw payoutErrors.statusInvalid();
  const conditions: Array<SQL | undefined> = [
    status === '' ? undefined : eq(payouts.status, status as Payout['status']),
  ];
  const named = (input.beneficiary ?? '').trim();
  if (readsSellers(actor)) {
    if (named !== '') {
      const id = parseId(named);
      if (!id) return [];
      conditions.push(eq(payouts.beneficiaryId, id));
    }
  } else {
    const seller = await sellerTarget(ctx, named === '' ? null : named, null);
    conditions.push(eq(payouts.beneficiaryId, seller.id));
  }
  return payoutsWhere(ctx, and(...conditions));
}

type Decision =
  | { status: 'approved' }
  | { status: 'paid'; reference: string | null }
  | { status: 'rejected'; note: string | null };

/** Requests a decision may still move: a new one, or one approved and not paid yet. */
const OPEN: Record<Decision['status'], readonly Payout['status'][]> = {
  approved: ['requested'],
  paid: ['requested', 'approved'],
  rejected: ['requested', 'approved'],
};

const AUDIT_ACTION: Record<Decision['status'], string> = {
  approved: 'payout.approve',
  paid: 'payout.pay',
  rejected: 'payout.reject',
};

const auditView = (row: Payout) => ({
  status: row.status,
  amountMinor: row.amountMinor,
  beneficiaryId: row.beneficiaryId,
  reference: row.reference,
  note: row.note,
});

async function decidePayout(
  ctx: ServiceContext,
  payoutArgument: string | null | undefined,
  decision: Decision,
): Promise<PayoutView> {
  const actor = requirePermission(ctx, 'payouts.decide');
  const id = parseId(payoutArgument);
  if (!id) throw payoutErrors.notFound();
  const open = OPEN[decision.status];
  return withTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!current) throw payoutErrors.notFound();
    if (!open.includes(current.status)) throw payoutErrors.alreadyDecided();
    // Checked after the state, so a second "paid" of a paid request answers 409, not a missing field.
    if (decision.status === 'paid' && !decision.reference) throw payoutErrors.referenceRequired();
    const changes =
      decision.status === 'approved'
        ? { status: 'approved' as const, approvedAt: ctx.now, decidedById: actor.id }
        : decision.status === 'paid'
          ? { status: 'paid' as const, paidAt: ctx.now, reference: decision.reference, decidedById: actor.id }
          : { status: 'rejected' as const, rejectedAt: ctx.now, note: decision.note, decidedById: actor.id };
    // Guarded: of two decisions at once only the first moves the row, the other finds it decided.
    const [decided] = await tx.db
      .update(payouts)
      .set(changes)
      .where(and(eq(payouts.id, id), inArray(payouts.status, [...open])))
      .returning();
    if (!decided) throw payoutErrors.alreadyDecided();
    await recordAudit(tx, {
      action: AUDIT_ACTION[decision.status],
      entityType: 'payout',
      entityId: decided.id,
      before: auditView(current),
      after: auditView(decided),
    });
    if (decision.status === 'approved') {
      const [seller] = await tx.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, decided.beneficiaryId))
        .limit(1);
      return toPayoutView(decided, { id: decided.beneficiaryId, name: seller?.name ?? '' });
    }
    await notifySeller(tx, {
      userId: decided.beneficiaryId,
      kind: decision.status === 'paid' ? 'payout_paid' : 'payout_rejected',
      payoutId: decided.id,
    });
    const [seller] = await tx.db
      .select({
        name: users.name,
        fName: users.fName,
        email: users.email,
        mailLang: users.mailLang,
        favLang: users.favLang,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, decided.beneficiaryId))
      .limit(1);
    if (seller?.email) {
      const lang: LanguageCode = seller.mailLang ?? seller.favLang ?? 'ar';
      const t = createT(lang);
      const amount = formatMoney(decided.amountMinor, 'EGP', lang);
      const paragraphs =
        decision.status === 'paid'
          ? [
              t('emails.hello', { name: seller.fName }),
              t('emails.payout.paid', { amount }),
              decided.reference ? t('emails.payout.reference', { reference: decided.reference }) : null,
            ]
          : [
              t('emails.hello', { name: seller.fName }),
              t('emails.payout.rejected', { amount }),
              decided.note ? t('emails.payout.note', { note: decided.note }) : null,
            ];
      const subject = t(
        decision.status === 'paid' ? 'emails.payout.paidSubject' : 'emails.payout.rejectedSubject',
        { amount },
      );
      await enqueueEmail(
        tx,
        {
          to: seller.email,
          subject,
          ...paragraphsEmail(
            lang,
            paragraphs.filter((p): p is string => p !== null),
            { subject, contact: await loadEmailContact(tx.db) },
          ),
          lang,
          template: `payout-${decision.status}`,
        },
        ctx.now,
      );
    }
    return toPayoutView(decided, { id: decided.beneficiaryId, name: seller?.name ?? '' });
  });
}

/** approvePayout(payout): superAdmin or admin agree to pay a 'requested' payout (409 otherwise); still owed. */
export async function approvePayout(
  ctx: ServiceContext,
  input: { payout: string | null | undefined },
): Promise<PayoutView> {
  return decidePayout(ctx, input.payout, { status: 'approved' });
}

/**
 * markPayoutPaid(payout, reference): superAdmin or admin, a 'requested' or 'approved' payout (409
 * otherwise), with the transfer's reference (400 without one).
 */
export async function markPayoutPaid(
  ctx: ServiceContext,
  input: { payout: string | null | undefined; reference?: string | null },
): Promise<PayoutView> {
  return decidePayout(ctx, input.payout, { status: 'paid', reference: noteOf(input.reference) });
}

/** rejectPayout(payout, note): superAdmin or admin, a 'requested' or 'approved' payout (409 otherwise). */
export async function rejectPayout(
  ctx: ServiceContext,
  input: { payout: string | null | undefined; note?: string | null },
): Promise<PayoutView> {
  return decidePayout(ctx, input.payout, { status: 'rejected', note: noteOf(input.note) });
}
