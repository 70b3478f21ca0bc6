/**
 * The order lifecycle (docs/decisions/020): which status may follow which, staff status changes,
 * cancellation (customer or staff) that gives back stock, coupon use, gift card amount and every
 * balance that paid, and refunds to the wallet or the original method.
 *
 * Every write takes the order's row lock first (SELECT ... FOR UPDATE), so two staff changes, a
 * cancellation racing a change, or ten concurrent refunds run one after the other and each sees the
 * previous one's result. PGlite runs transactions one at a time anyway; the lock makes PostgreSQL
 * behave the same.
 */
import { and, eq, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor, ClockedDbContext, DbContext, ServiceContext } from '../context.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { orderLines, orders, type Order, type OrderLine } from '../db/schema/orders.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { can, requirePermission } from '../admin/permissions.ts';
import { recordAudit } from '../admin/audit-log.service.ts';
import { domainError } from '../errors.ts';
import { creditRefund, positiveMinorOf } from '../wallet/wallet.service.ts';
import { releaseHeldSignUpReward } from '../wallet/referral-uses.ts';
import { recordOrderStatusChange, type OrderStatus } from './order-status-events.ts';
import { getOrderById, orderNotFound, type OrderWithLines } from './orders.service.ts';
import { assertNoControlCharacters } from '../locale/text-input.ts';
import { parseId } from '../ids.ts';
import { recordDeliveredOrderProfits, reverseOrderProfits } from '../designers/profit-ledger.service.ts';
import { payments } from '../db/schema/payments.schema.ts';
import { refundToOriginalMethod } from '../payments/payment-refunds.service.ts';

export type { OrderStatus };

/** Every status, in lifecycle order ('confirmed' is the old name of 'placed', never written now). */
export const ORDER_STATUSES = [
  'pending',
  'placed',
  'in_production',
  'ready_for_shipping',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** How a transition is made: a plain status change, a cancellation, or a refund. */
export type TransitionKind = 'change' | 'cancel' | 'refund';

const PLACED_NEXT = {
  in_production: 'change',
  // Ready-made pieces and gift cards need no production.
  ready_for_shipping: 'change',
  cancelled: 'cancel',
} as const;

/**
 * The whole lifecycle in one table: from → to → how. Anything missing is refused. A paid order
 * (online payment later, or prepaid with balances) that was cancelled keeps what the balances did
 * not cover until a refund; 'refunded' is terminal.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, TransitionKind>>> = {
  pending: { placed: 'change', cancelled: 'cancel' },
  placed: PLACED_NEXT,
  confirmed: PLACED_NEXT,
  in_production: { ready_for_shipping: 'change', cancelled: 'cancel' },
  ready_for_shipping: { out_for_delivery: 'change', cancelled: 'cancel' },
  // Once with the courier it can only arrive; a refused delivery is delivered then refunded.
  out_for_delivery: { delivered: 'change' },
  delivered: { refunded: 'refund' },
  cancelled: { refunded: 'refund' },
  refunded: {},
};

/** Statuses a customer may still cancel themselves (nothing has been made for them yet). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'placed', 'confirmed'];

export const transitionKind = (from: OrderStatus, to: OrderStatus): TransitionKind | null =>
  ORDER_TRANSITIONS[from][to] ?? null;

/** The status as shown and compared: old 'confirmed' rows read as 'placed'. */
export const displayStatus = (status: OrderStatus): Exclude<OrderStatus, 'confirmed'> =>
  status === 'confirmed' ? 'placed' : status;

/** Whether the customer of `order` may cancel it now (the order page shows the form when so). */
export const customerMayCancel = (order: Pick<Order, 'status'>): boolean =>
  CUSTOMER_CANCELLABLE.includes(order.status);

const fail = domainError;

export const orderLifecycleErrors = {
  invalidStatus: () =>
    fail('ORDER_STATUS_INVALID', 'errors.order.invalidStatus', 'This order status is not known'),
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    fail(
      'ORDER_TRANSITION_NOT_ALLOWED',
      'errors.order.transitionNotAllowed',
      `An order that is ${displayStatus(from)} cannot become ${displayStatus(to)}`,
      409,
      { from: displayStatus(from), to: displayStatus(to) },
    ),
  notCancellable: () =>
    fail(
      'ORDER_NOT_CANCELLABLE',
      'errors.order.notCancellable',
      'This order can no longer be cancelled',
      409,
    ),
  /** The buyer agreed a gift card is non-refundable (SPEC.md section 5). */
  giftCardsNotCancellable: () =>
    fail(
      'ORDER_HAS_GIFT_CARDS',
      'errors.order.giftCardsNotCancellable',
      'Gift cards are non-refundable: this order cannot be cancelled',
      409,
    ),
  notRefundable: () =>
    fail('ORDER_NOT_REFUNDABLE', 'errors.order.notRefundable', 'Only a paid order can be refunded', 409),
  alreadyRefunded: () =>
    fail(
      'ORDER_ALREADY_REFUNDED',
      'errors.order.alreadyRefunded',
      'This order has already been refunded',
      409,
    ),
  refundTooLarge: () =>
    fail(
      'ORDER_REFUND_TOO_LARGE',
      'errors.order.refundTooLarge',
      'The refund is more than what is left to refund on this order',
    ),
  refundTargetInvalid: () =>
    fail('ORDER_REFUND_TARGET_INVALID', 'errors.order.refundTarget', "Refund to 'wallet' or 'original'"),
};

const NOTE_MAX = 500;
const noteOf = (value: string | null | undefined): string | null => {
  // A note with control characters is refused (400), not stored (issue 14).
  assertNoControlCharacters(value);
  const note = (value ?? '').trim().slice(0, NOTE_MAX);
  return note === '' ? null : note;
};

function parseStatus(value: string | null | undefined): OrderStatus {
  const status = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (status === 'confirmed') return 'placed';
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw orderLifecycleErrors.invalidStatus();
  return status as OrderStatus;
}

/** Staff who may change orders (`orders.write`: superAdmin and admin); designerSupport reads only. */
function requireOrderStaff(ctx: ServiceContext): Actor {
  requireActor(ctx);
  return requirePermission(ctx, 'orders.write');
}

/** What the audit log keeps of an order before and after a staff write. */
const auditedFields = (order: Pick<Order, 'status' | 'paymentStatus' | 'refundedMinor'>) => ({
  status: displayStatus(order.status),
  paymentStatus: order.paymentStatus,
  refundedMinor: order.refundedMinor,
});

/** The audit row of a staff write on `before` (read again for its after), in the write's transaction. */
async function auditOrderWrite(
  ctx: ServiceContext,
  action: 'order.status' | 'order.cancel' | 'order.refund',
  before: Order,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const [after] = await ctx.db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      refundedMinor: orders.refundedMinor,
    })
    .from(orders)
    .where(eq(orders.id, before.id));
  await recordAudit(ctx, {
    action,
    entityType: 'order',
    entityId: before.id,
    before: auditedFields(before),
    after: {
      ...(after ? auditedFields(after) : {}),
      refundedNowMinor: (after?.refundedMinor ?? before.refundedMinor) - before.refundedMinor,
      ...extra,
    },
  });
}

/** Locks the order's row for the rest of the transaction; 404 when there is none. */
async function lockOrder(ctx: DbContext, orderId: string | null | undefined): Promise<Order> {
  const id = parseId(orderId);
  if (!id) throw orderNotFound();
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw orderNotFound();
  return order;
}

async function setStatus(
  ctx: ClockedDbContext,
  order: Order,
  to: OrderStatus,
  change: Partial<Pick<Order, 'paymentStatus' | 'refundedMinor' | 'paymentDueAt'>>,
  note: string | null,
  actor: Actor | null,
): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ status: to, ...change, updatedAt: ctx.now })
    .where(eq(orders.id, order.id));
  await recordOrderStatusChange(ctx, {
    orderId: order.id,
    from: order.status,
    to,
    note,
    actorId: actor?.id ?? null,
  });
}

/**
 * changeOrderStatus(order, status, note): staff move an order along the table. 'cancelled' runs the
 * cancellation (stock and balances back) and 'refunded' a full refund to the original method, so no
 * status is reached without its consequences.
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  input: { order: string | null | undefined; status: string | null | undefined; note?: string | null },
): Promise<OrderWithLines> {
  const actor = requireOrderStaff(ctx);
  const to = parseStatus(input.status);
  const note = noteOf(input.note);
  await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, input.order);
    const kind = transitionKind(order.status, to);
    if (kind === null) throw orderLifecycleErrors.transitionNotAllowed(order.status, to);
    if (kind === 'cancel') await cancelLocked(tx, order, note, actor);
    else if (kind === 'refund') await refundLocked(tx, order, 'original', null, note, actor);
    else {
      // Cash on delivery is paid when the courier hands it over.
      const paid = to === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending';
      await setStatus(tx, order, to, paid ? { paymentStatus: 'paid' } : {}, note, actor);
      // The first delivered order makes the customer's sign-up referral reward real (decision 026).
      if (to === 'delivered') {
        await releaseHeldSignUpReward(tx, { customerId: order.customerId, orderId: order.id, now: ctx.now });
        // The sellers' and the site's earnings of the order (docs/decisions/031).
        await recordDeliveredOrderProfits(tx, order.id);
      }
    }
    await auditOrderWrite(tx, 'order.status', order, { note });
  });
  return getOrderById(ctx, input.order);
}

/**
 * cancelOrder(order, reason): the customer while the order is pending or placed, staff any time
 * before it is out for delivery. Someone else's order is 404 for a customer.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  input: { order: string | null | undefined; reason?: string | null },
): Promise<OrderWithLines> {
  const actor = requireActor(ctx);
  const staff = can(actor, 'orders.write');
  const note = noteOf(input.reason);
  await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, input.order);
    if (!staff && order.customerId !== actor.id.toLowerCase()) throw orderNotFound();
    if (transitionKind(order.status, 'cancelled') !== 'cancel') throw orderLifecycleErrors.notCancellable();
    if (!staff && !customerMayCancel(order)) throw orderLifecycleErrors.notCancellable();
    if (!staff) {
      const [giftCardLine] = await tx.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.giftCardId)))
        .limit(1);
      if (giftCardLine) throw orderLifecycleErrors.giftCardsNotCancellable();
    }
    await cancelLocked(tx, order, note, actor);
    if (staff) await auditOrderWrite(tx, 'order.cancel', order, { note });
  });
  return getOrderById(ctx, input.order);
}

/** Stock and sales counts back, in product id order like placeOrder (no lock cycles). */
async function restock(ctx: ClockedDbContext, order: Order, lines: OrderLine[]): Promise<void> {
  const perProduct = new Map<string, number>();
  for (const line of lines)
    if (line.productId) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  for (const productId of [...perProduct.keys()].sort()) {
    const quantity = perProduct.get(productId)!;
    // A null edition is unlimited stock: nothing to give back.
    await ctx.db
      .update(products)
      .set({ availableEdition: sql`${products.availableEdition} + ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.availableEdition} is not null`));
    await ctx.db
      .update(productPrices)
      .set({ salesNumber: sql`greatest(${productPrices.salesNumber} - ${quantity}, 0)` })
      .where(and(eq(productPrices.productId, productId), eq(productPrices.country, order.orderedFrom)));
  }
}

/** The coupon use: its redemption row goes (the one-use-per-user rule reads it) and the use is back. */
async function returnCouponUse(ctx: ClockedDbContext, order: Order): Promise<void> {
  const couponUses = await ctx.db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, order.id))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of couponUses) {
    await ctx.db
      .update(coupons)
      .set({
        availableSales: sql`case when ${coupons.availableSales} is null then null else ${coupons.availableSales} + 1 end`,
        salesNumber: sql`greatest(${coupons.salesNumber} - 1, 0)`,
      })
      .where(eq(coupons.id, couponId));
  }
}

/** The gift card amount: its redemption row goes and the card's balance is back. Answers the amount. */
async function returnGiftCardSpends(ctx: ClockedDbContext, order: Order): Promise<number> {
  const cardSpends = await ctx.db
    .delete(giftCardRedemptions)
    .where(eq(giftCardRedemptions.orderId, order.id))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, amountMinor: giftCardRedemptions.amountMinor });
  let returnedMinor = 0;
  for (const spend of cardSpends) {
    await ctx.db
      .update(giftCards)
      .set({
        restAmountMinor: sql`least(${giftCards.restAmountMinor} + ${spend.amountMinor}, ${giftCards.priceMinor})`,
      })
      .where(eq(giftCards.id, spend.giftCardId));
    returnedMinor += spend.amountMinor;
  }
  return returnedMinor;
}

/** What a ledger's entries matching `conditions` took away: minus the sum of the negative ones. */
async function spentFrom(
  ctx: ClockedDbContext,
  ledger: typeof walletEntries | typeof profitEntries,
  ...conditions: SQL[]
): Promise<number> {
  const [row] = await ctx.db
    .select({ sum: sql<string | null>`sum(${ledger.amountMinor})` })
    .from(ledger)
    .where(and(...conditions, lt(ledger.amountMinor, 0)));
  return -Number(row?.sum ?? 0);
}

/**
 * The wallet's share, as its ledger shows it (orders.wallet_amount_minor adds the wallet and the
 * referral earnings together), back to the wallet as an 'order_refund' credit. Answers the amount.
 */
async function returnWalletSpend(ctx: ClockedDbContext, order: Order): Promise<number> {
  const walletPaid = await spentFrom(
    ctx,
    walletEntries,
    eq(walletEntries.orderId, order.id),
    eq(walletEntries.userId, order.customerId),
    eq(walletEntries.reason, 'order_payment'),
  );
  if (walletPaid <= 0) return 0;
  await creditRefund(ctx, {
    userId: order.customerId,
    amountMinor: walletPaid,
    currency: order.currency,
    orderId: order.id,
  });
  return walletPaid;
}

/** Referral earnings spent on the order go back to the referral balance they came from. */
async function returnReferralSpend(ctx: ClockedDbContext, order: Order): Promise<number> {
  const referralPaid = await spentFrom(
    ctx,
    profitEntries,
    eq(profitEntries.orderId, order.id),
    eq(profitEntries.beneficiaryId, order.customerId),
    eq(profitEntries.profitFor, 'referral'),
  );
  if (referralPaid <= 0) return 0;
  await ctx.db.insert(profitEntries).values({
    beneficiaryId: order.customerId,
    profitFor: 'referral',
    orderId: order.id,
    currency: order.currency,
    amountMinor: referralPaid,
    createdAt: ctx.now,
  });
  return referralPaid;
}

/** The referral code's owner earned a reward for this order: it is taken back with the order. */
async function takeBackReferralRewards(ctx: ClockedDbContext, order: Order): Promise<void> {
  const rewards = await ctx.db
    .select({
      beneficiaryId: profitEntries.beneficiaryId,
      currency: profitEntries.currency,
      sum: sql<string>`sum(${profitEntries.amountMinor})`,
    })
    .from(profitEntries)
    .where(
      and(
        eq(profitEntries.orderId, order.id),
        eq(profitEntries.profitFor, 'referral'),
        ne(profitEntries.beneficiaryId, order.customerId),
      ),
    )
    .groupBy(profitEntries.beneficiaryId, profitEntries.currency);
  for (const reward of rewards) {
    const earned = Number(reward.sum);
    if (earned > 0)
      await ctx.db.insert(profitEntries).values({
        beneficiaryId: reward.beneficiaryId,
        profitFor: 'referral',
        orderId: order.id,
        currency: reward.currency,
        amountMinor: -earned,
        createdAt: ctx.now,
      });
  }
}

/** Cancels a locked order: stock, coupon, gift cards, wallet and referral balances are given back. */
async function cancelLocked(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  order: Order,
  note: string | null,
  actor: Actor | null,
): Promise<void> {
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  await restock(ctx, order, lines);
  await returnCouponUse(ctx, order);
  const returnedMinor =
    (await returnGiftCardSpends(ctx, order)) +
    (await returnWalletSpend(ctx, order)) +
    (await returnReferralSpend(ctx, order));
  await takeBackReferralRewards(ctx, order);

  // Gift cards this order bought (only staff cancel such an order) stop working: they were paid by
  // what the cancellation gives back.
  const boughtCards = lines.flatMap((line) => (line.giftCardId ? [line.giftCardId] : []));
  if (boughtCards.length > 0)
    await ctx.db
      .update(giftCards)
      .set({ isPaid: false, expiredAt: ctx.now })
      .where(inArray(giftCards.id, boughtCards));

  const refundedMinor = order.refundedMinor + returnedMinor;
  // Unpaid (cash on delivery not collected): the payment is cancelled. Paid: refunded once the
  // balances gave everything back, else still paid until staff refund the rest.
  const paymentStatus =
    order.paymentStatus === 'paid' ? (refundedMinor >= order.totalMinor ? 'refunded' : 'paid') : 'cancelled';
  await setStatus(ctx, order, 'cancelled', { paymentStatus, refundedMinor, paymentDueAt: null }, note, actor);
}

/**
 * An order whose online payment did not come within its window (the reconciliation job): cancelled
 * like a customer's cancellation, its stock, coupon and balances released, with no one's name on
 * it. False when the order was paid or changed meanwhile (the row lock decides).
 */
export async function expireUnpaidOrder(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  orderId: string,
): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'pending' || order.paymentStatus !== 'pending') return false;
    if (!order.paymentDueAt || order.paymentDueAt > tx.now) return false;
    await tx.db
      .update(payments)
      .set({ status: 'expired', updatedAt: tx.now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['pending', 'authorized'])));
    await cancelLocked(tx, order, PAYMENT_EXPIRED_NOTE, null);
    return true;
  });
}

/** The history's note of an order released for want of payment (shown as is to staff). */
export const PAYMENT_EXPIRED_NOTE = 'payment window passed';

export type RefundTarget = 'wallet' | 'original';

/** What a gateway was paid for the order (the bill less its gift card and balances). */
const onlinePaidMinor = (order: Order): number =>
  order.paymentProvider
    ? Math.max(0, order.totalMinor - order.giftCardAmountMinor - order.walletAmountMinor)
    : 0;

/**
 * refundOrder(order, to, amount): staff refund a paid order that was delivered or cancelled, in
 * full (no amount) or in part (major units of the order's currency). 'wallet' credits the customer's
 * wallet ('order_refund'); 'original' records that the payment provider refunded it (there is no
 * provider yet: staff refund outside and record it here). Never more than what is left: a second
 * refund of a fully refunded order is refused, even ten at once.
 */
export async function refundOrder(
  ctx: ServiceContext,
  input: {
    order: string | null | undefined;
    to: string | null | undefined;
    amount?: number | null;
    note?: string | null;
  },
): Promise<OrderWithLines> {
  const actor = requireOrderStaff(ctx);
  const to = (input.to ?? '').trim().toLowerCase();
  if (to !== 'wallet' && to !== 'original') throw orderLifecycleErrors.refundTargetInvalid();
  await withTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx, input.order);
    const amountMinor = input.amount == null ? null : positiveMinorOf(input.amount, order.currency);
    const note = noteOf(input.note);
    const refund = await refundLocked(tx, order, to, amountMinor, note, actor);
    await auditOrderWrite(tx, 'order.refund', order, { refund: { to, amountMinor: refund }, note });
  });
  return getOrderById(ctx, input.order);
}

async function refundLocked(
  ctx: ServiceContext,
  order: Order,
  to: RefundTarget,
  amountMinor: number | null,
  note: string | null,
  actor: Actor,
): Promise<number> {
  if (order.status === 'refunded' || order.paymentStatus === 'refunded')
    throw orderLifecycleErrors.alreadyRefunded();
  if (transitionKind(order.status, 'refunded') !== 'refund')
    throw orderLifecycleErrors.transitionNotAllowed(order.status, 'refunded');
  if (order.paymentStatus !== 'paid') throw orderLifecycleErrors.notRefundable();
  const left = order.totalMinor - order.refundedMinor;
  if (left <= 0) throw orderLifecycleErrors.alreadyRefunded();
  const refund = amountMinor ?? left;
  if (refund > left) throw orderLifecycleErrors.refundTooLarge();
  if (to === 'wallet')
    await creditRefund(ctx, {
      userId: order.customerId,
      amountMinor: refund,
      currency: order.currency,
      orderId: order.id,
    });
  else {
    // Paid online: that part back through the gateway (or to the wallet when it cannot refund the
    // method); what the balances paid goes back to the wallet.
    const online = Math.min(refund, onlinePaidMinor(order));
    const route = online > 0 ? await refundToOriginalMethod(ctx, order, online, actor.id) : 'recorded';
    if (route !== 'recorded' && refund > online)
      await creditRefund(ctx, {
        userId: order.customerId,
        amountMinor: refund - online,
        currency: order.currency,
        orderId: order.id,
      });
  }
  const refundedMinor = order.refundedMinor + refund;
  const full = refundedMinor >= order.totalMinor;
  // A part refund keeps the status and says so in the history (from = to).
  await setStatus(
    ctx,
    order,
    full ? 'refunded' : order.status,
    full ? { paymentStatus: 'refunded', refundedMinor } : { refundedMinor },
    note,
    actor,
  );
  // A full refund after delivery takes the sale's earnings back (docs/decisions/031).
  if (full && order.status === 'delivered') await reverseOrderProfits(ctx, order.id);
  return refund;
}
