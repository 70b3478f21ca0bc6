/**
 * Placing an order from a cart, paid cash on delivery, by the balances, or online (the order then
 * waits in 'pending' with its payment attempt: docs/decisions/034). Everything happens in ONE
 * transaction (docs/decisions/013):
 *
 * 1. the cart row is locked (SELECT ... FOR UPDATE): submits of one cart run one after the other;
 * 2. a replay (same Idempotency-Key, or the same cart submitted again after its order emptied it)
 *    answers the order already placed; the same key with another request (another cart, address,
 *    payment method, code or country) is refused with 422: the request's fingerprint is kept in
 *    `idempotency_keys` beside the order;
 * 3. the address must be one of the user's, in the country ordered from;
 * 4. every rule of the cart is checked again on live data, and the bill is computed by the same
 *    computeFinalPrice as getFinalPrice;
 * 5. stock is taken with a guarded UPDATE per product (available_edition >= n), in product id order
 *    so two orders never wait on each other in a cycle; one coupon use is spent the same way;
 * 6. the order and its lines are recorded with the prices, currency, designer and manufacturer of
 *    the moment; sales counts of the country grow; the cart is emptied.
 *
 * Any failure rolls everything back: no stock, coupon use or order is left half-done.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { users, type Address } from '../db/schema/accounts.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { orderLines, orders, type Order, type OrderLine } from '../db/schema/orders.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { idempotencyKeys } from '../db/schema/system.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { recordOrderStatusChange } from '../orders/order-status-events.ts';
import { linesOfOrders } from '../orders/orders.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { cartErrors } from '../cart/cart-errors.ts';
import { buildCartView, emptyCart, findCart, type CartView } from '../cart/cart.service.ts';
import { idArgument } from '../ids.ts';
import type { Cart } from '../db/schema/cart.schema.ts';
import { couponErrors } from '../promotions/coupon-errors.ts';
import { giftCardErrors } from '../promotions/gift-card.service.ts';
import { activatePurchasedGiftCards } from '../promotions/gift-card-purchase.service.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { recordReferralUse } from '../wallet/referral-uses.ts';
import { notifySellersOfSale } from '../designers/sale-email.job.ts';
import {
  lockUser,
  referralBalanceMinor,
  walletBalanceMinor,
  walletErrors,
} from '../wallet/wallet.service.ts';
import { findCustomerAddress } from './checkout-address.service.ts';
import { enqueueOrderConfirmation } from '../orders/order-confirmation-email.job.ts';
import { designSnapshots, enqueuePrintFiles } from '../idesign/design-print.service.ts';
import type { Payment } from '../db/schema/payments.schema.ts';
import {
  isOnlineMethod,
  parsePaymentMethodName,
  PAYMENT_METHOD_INFO,
  type OnlinePaymentMethod,
  type PaymentMethod,
} from '../payments/payment-methods.ts';
import { ineligibility, ineligibilityError, switchedOffMethods } from '../payments/payment-eligibility.ts';
import { latestPaymentOfOrder, openPaymentAttempt, paymentWindowOf } from '../payments/payments.service.ts';
import {
  computeFinalPrice,
  discountsForCart,
  tendersForCart,
  type FinalPrice,
} from './final-price.service.ts';

/** A second submit of a cart within this time after its order answers that order. */
export const RESUBMIT_WINDOW_MS = 10 * 60_000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export interface PlaceOrderInput {
  cartId?: string | null;
  /** The id of one of the user's saved addresses (SPEC.md section 5, addr). */
  addr?: string | null;
  paymentMethod?: string | null;
  couponCode?: string | null;
  /** A referral code typed at payment (else the one kept on the cart): its discount to the buyer. */
  referralCode?: string | null;
  /** Pay what the wallet can (the rest cash on delivery). */
  useWallet?: boolean | null;
  /** Pay what the referral earnings can, after the wallet. */
  useReferralBalance?: boolean | null;
  /** The client's Idempotency-Key: the same key answers the same order. */
  idempotencyKey?: string | null;
}

export interface PlacedOrder {
  order: Order;
  lines: OrderLine[];
  /** The online payment the order waits for (pending payment), else null. */
  payment: Payment | null;
  /** True when this call answered an order placed by an earlier submit. */
  replayed: boolean;
}

/**
 * The method asked for (the contract's names and their older spellings), or null when none was
 * chosen. Whether one is needed is only known from the bill (a bill the balances pay in full needs
 * none), so an unknown name is refused here and a missing one in the transaction.
 */
function parsePaymentMethod(value: string | null | undefined): PaymentMethod | null {
  if ((value ?? '').trim() === '') return null;
  const method = parsePaymentMethodName(value);
  if (!method) throw cartErrors.paymentMethodUnavailable();
  return method;
}

/**
 * A prepaid order: its balances (gift card, wallet, referral earnings) paid the whole bill, so it
 * was placed 'paid' with nothing to collect on delivery. Callers that act on paid orders (gift
 * cards bought in it, for instance) ask this rather than comparing payment methods.
 */
export const isPrepaidOrder = (order: Pick<Order, 'paymentStatus'>): boolean =>
  order.paymentStatus === 'paid';

const newOrderNumber = (now: Date) =>
  `SD-${now.getTime().toString(36).toUpperCase()}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

async function orderWithLines(ctx: ServiceContext, order: Order): Promise<PlacedOrder> {
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  // Its online payment, if any (paymentProvider is only set once paid: a replay of an order still
  // waiting for its payment must answer that payment too).
  const payment = await latestPaymentOfOrder(ctx, order.id);
  return { order, lines, payment, replayed: true };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
};

/** How a prepaid bill was paid: 'giftCard' when the card alone paid it, else 'wallet' (the user's
 * balances; a bill of zero counts as paid from them too). */
const prepaidMethodOf = (bill: FinalPrice): 'giftCard' | 'wallet' =>
  bill.totalMinor > 0 && bill.giftCardAmountMinor === bill.totalMinor ? 'giftCard' : 'wallet';

const IDEMPOTENCY_SCOPE = 'placeOrder';

/** What makes two submits "the same request" for one Idempotency-Key (ids and codes normalized). */
function requestFingerprint(ctx: ServiceContext, input: PlaceOrderInput, method: PaymentMethod | null) {
  const text = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        text(input.cartId),
        text(input.addr),
        // The balances' names all mean "they pay it all", as before the online methods.
        method && PAYMENT_METHOD_INFO[method].kind === 'balance' ? 'prepaid' : method,
        text(input.couponCode),
        text(input.referralCode),
        Boolean(input.useWallet),
        Boolean(input.useReferralBalance),
        ctx.country,
      ]),
    )
    .digest('hex');
}

/**
 * A replay of `order` under its Idempotency-Key: refused (422) unless it is the same request.
 * Orders placed before fingerprints were kept compare their cart only.
 */
async function checkReplay(
  ctx: ServiceContext,
  order: Order,
  { idempotencyKey, fingerprint }: { idempotencyKey: string; fingerprint: string },
  cartId: string,
) {
  const [stored] = await ctx.db
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE), eq(idempotencyKeys.key, idempotencyKey)))
    .limit(1);
  if (stored ? stored.requestHash !== fingerprint : order.cartId !== cartId)
    throw cartErrors.idempotencyKeyReused();
}

/** What one submit asks for, worked out before the transaction. */
interface OrderRequest {
  input: PlaceOrderInput;
  method: PaymentMethod | null;
  customerId: string;
  /** The client's key scoped by the customer, or null when none was sent. */
  idempotencyKey: string | null;
  fingerprint: string;
}

/** placeOrder: see the file comment. Needs a signed-in user ordering their own cart. */
export async function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const actor = requireActor(ctx);
  const customerId = actor.id.toLowerCase();
  const method = parsePaymentMethod(input.paymentMethod);
  const rawKey = (input.idempotencyKey ?? '').trim();
  if (rawKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw cartErrors.idempotencyKeyReused();
  const request: OrderRequest = {
    input,
    method,
    customerId,
    // Scoped by the customer, so one customer's key can never answer another's order.
    idempotencyKey: rawKey === '' ? null : `${customerId}:${rawKey}`,
    fingerprint: requestFingerprint(ctx, input, method),
  };
  try {
    return await withTransaction(ctx, (tx) => placeInTransaction(tx, request));
  } catch (error) {
    // Two first submits with one key from two carts: the unique index let one in; answer it.
    if (request.idempotencyKey && isUniqueViolation(error)) {
      const order = await orderOfKey(ctx, request.idempotencyKey);
      if (order) {
        await checkReplay(
          ctx,
          order,
          { ...request, idempotencyKey: request.idempotencyKey },
          idArgument(input.cartId) ?? '',
        );
        return orderWithLines(ctx, order);
      }
    }
    throw error;
  }
}

async function orderOfKey(ctx: ServiceContext, idempotencyKey: string): Promise<Order | undefined> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .limit(1);
  return order;
}

/** The steps of the file comment, in their order (the order the rows are locked in matters). */
async function placeInTransaction(tx: ServiceContext, request: OrderRequest): Promise<PlacedOrder> {
  const { input, customerId } = request;
  const cart = await findCart(tx, input.cartId, { lock: true, write: true });
  if (cart.userId !== customerId) throw accountErrors.forbidden();
  const replay = await replayOfKey(tx, request, cart);
  if (replay) return replay;
  const address = await findCustomerAddress(tx, input.addr, customerId);
  const view = await buildCartView(tx, cart);
  // The cart was emptied by its own order a moment ago: this is the same submit again.
  if (view.lines.length === 0) return recentOrderOfCart(tx, cart, customerId);
  if (address.country !== tx.country) throw cartErrors.addressCountryMismatch();
  const bill = await orderBill(tx, cart, view, request);
  const perProduct = await takeStock(tx, bill);
  await spendCoupon(tx, bill);
  await spendGiftCard(tx, bill);
  await checkBalances(tx, bill, customerId);
  const online = onlineMethodOf(bill, request.method);
  const order = await recordOrder(tx, { request, cart, address, bill, online });
  const lines = await recordOrderLines(
    tx,
    order,
    bill,
    view,
    await designSnapshots(
      tx,
      view.lines.map(({ line }) => line),
      tx.country,
    ),
  );
  // iDesign: the print files are made as soon as the order exists (issue 22).
  if (lines.some((line) => line.designId)) await enqueuePrintFiles(tx, order.id);
  const payment = online
    ? await openPaymentAttempt(tx, { order, method: online, amountMinor: bill.amountDueMinor })
    : null;
  await recordOrderFollowUps(tx, { order, bill, customerId, perProduct });
  await emptyCart(
    tx,
    cart.id,
    view.lines.map(({ line }) => line.lineId),
  );
  return { order, lines, payment, replayed: false };
}

/** The order already placed under this Idempotency-Key (a replay), if any. */
async function replayOfKey(
  tx: ServiceContext,
  request: OrderRequest,
  cart: Cart,
): Promise<PlacedOrder | null> {
  const { idempotencyKey } = request;
  if (!idempotencyKey) return null;
  const earlier = await orderOfKey(tx, idempotencyKey);
  if (!earlier) return null;
  await checkReplay(tx, earlier, { ...request, idempotencyKey }, cart.id);
  return orderWithLines(tx, earlier);
}

/** The order that emptied this cart within RESUBMIT_WINDOW_MS, else the cart is empty. */
async function recentOrderOfCart(tx: ServiceContext, cart: Cart, customerId: string): Promise<PlacedOrder> {
  const [recent] = await tx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.cartId, cart.id),
        eq(orders.customerId, customerId),
        gte(orders.createdAt, new Date(tx.now.getTime() - RESUBMIT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (recent) return orderWithLines(tx, recent);
  throw cartErrors.empty();
}

/**
 * The bill of the order, by the same computeFinalPrice as getFinalPrice, after every rule of the
 * cart is checked again (strict: a kept code or balance that no longer applies refuses the order).
 */
async function orderBill(
  tx: ServiceContext,
  cart: Cart,
  view: CartView,
  { input, method }: OrderRequest,
): Promise<FinalPrice> {
  // Stock is decided by the guarded UPDATE of takeStock alone, so a race is settled in one place:
  // lines that looked sold out when read stay in the bill and meet the guard.
  for (const { problem } of view.lines) if (problem && problem.kind !== 'outOfStock') throw problem.error();
  const orderView = {
    ...view,
    lines: view.lines.map((entry) =>
      entry.problem?.kind === 'outOfStock' ? { ...entry, problem: null } : entry,
    ),
  };
  const { coupon, evaluation, giftCard } = await discountsForCart(tx, orderView, input.couponCode, {
    strict: true,
  });
  const { tenders } = await tendersForCart(tx, cart, orderView, input, { strict: true });
  const bill = computeFinalPrice(orderView, coupon, evaluation, giftCard, tenders);
  if (bill.items.length === 0) throw cartErrors.empty();
  // A gift card given or kept for this order with nothing left (spent by another order a moment
  // ago) refuses the order, as on PostgreSQL where the racing order meets the guarded UPDATE:
  // the buyer chose the card to pay, so an all-cash order is not placed behind their back.
  if (giftCard && bill.giftCardAmountMinor === 0 && bill.totalMinor > 0) throw giftCardErrors.spent();
  await checkPaymentOfBill(tx, bill, input, method, orderView.codAvailable);
  return bill;
}

/** The online method that pays what the balances leave, or null (cash on delivery, or prepaid). */
const onlineMethodOf = (bill: FinalPrice, method: PaymentMethod | null): OnlinePaymentMethod | null =>
  bill.amountDueMinor > 0 && method && isOnlineMethod(method) ? method : null;

/**
 * Balances that pay the whole bill make a prepaid order: nothing is collected, so no method nor its
 * eligibility applies. Anything left is paid by the method chosen, which must be eligible for this
 * country, basket and amount (payments/payment-eligibility.ts).
 */
async function checkPaymentOfBill(
  tx: ServiceContext,
  bill: FinalPrice,
  input: PlaceOrderInput,
  method: OrderRequest['method'],
  codAvailable: boolean,
): Promise<void> {
  if (bill.amountDueMinor === 0) return;
  // A balance the buyer chose to pay with that is empty by now (spent by a racing order) refuses the
  // order, like a spent gift card: the buyer is not sent an all-cash order they did not choose.
  if (input.useWallet && bill.walletAmountMinor === 0) throw walletErrors.walletBalanceLow();
  if (input.useReferralBalance && bill.referralBalanceAmountMinor === 0)
    throw walletErrors.referralBalanceLow();
  if (!method || PAYMENT_METHOD_INFO[method].kind === 'balance') throw cartErrors.paymentMethodRequired();
  const eligibility = {
    country: tx.country,
    currency: bill.currency,
    amountDueMinor: bill.amountDueMinor,
    codAvailable,
    switchedOff: await switchedOffMethods(tx, tx.country),
  };
  const reason = ineligibility(method, eligibility);
  if (reason) throw ineligibilityError(method, reason, eligibility);
}

/** Stock: one guarded decrement per product, in id order (no lock cycles between two orders). */
async function takeStock(tx: ServiceContext, bill: FinalPrice): Promise<Map<string, number>> {
  const perProduct = new Map<string, number>();
  for (const item of bill.items)
    if (item.productId) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of inIdOrder(perProduct)) {
    const taken = await tx.db
      .update(products)
      .set({ availableEdition: sql`${products.availableEdition} - ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          sql`(${products.availableEdition} is null or ${products.availableEdition} >= ${quantity})`,
        ),
      )
      .returning({ id: products.id });
    if (taken.length !== 1) throw cartErrors.outOfStock({ productId, quantity });
  }
  return perProduct;
}

const inIdOrder = (perProduct: Map<string, number>) =>
  [...perProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** One coupon use, guarded like the stock: the last use goes to exactly one order. */
async function spendCoupon(tx: ServiceContext, bill: FinalPrice): Promise<void> {
  if (!bill.coupon) return;
  const spent = await tx.db
    .update(coupons)
    .set({
      availableSales: sql`case when ${coupons.availableSales} is null then null else ${coupons.availableSales} - 1 end`,
      salesNumber: sql`${coupons.salesNumber} + 1`,
    })
    .where(
      and(
        eq(coupons.id, bill.coupon.id),
        eq(coupons.status, true),
        sql`(${coupons.availableSales} is null or ${coupons.availableSales} > 0)`,
      ),
    )
    .returning({ id: coupons.id });
  if (spent.length !== 1) throw couponErrors.notAvailableNow();
}

/** The gift card pays its share with a guarded UPDATE too: its balance is never spent twice. */
async function spendGiftCard(tx: ServiceContext, bill: FinalPrice): Promise<void> {
  if (!bill.giftCard || bill.giftCardAmountMinor <= 0) return;
  const paid = await tx.db
    .update(giftCards)
    .set({ restAmountMinor: sql`${giftCards.restAmountMinor} - ${bill.giftCardAmountMinor}` })
    .where(
      and(
        eq(giftCards.id, bill.giftCard.id),
        eq(giftCards.isPaid, true),
        gte(giftCards.restAmountMinor, bill.giftCardAmountMinor),
      ),
    )
    .returning({ id: giftCards.id });
  if (paid.length !== 1) throw giftCardErrors.spent();
}

/**
 * The wallet and referral earnings: the user's row lock, then the sums again (docs/decisions/018).
 * Taken after the stock so every order locks products before the user (no lock cycle with the
 * orderNum update of another order); a balance spent meanwhile below what the bill took refuses.
 */
async function checkBalances(tx: ServiceContext, bill: FinalPrice, customerId: string): Promise<void> {
  if (bill.walletAmountMinor <= 0 && bill.referralBalanceAmountMinor <= 0) return;
  await lockUser(tx, customerId);
  if (
    bill.walletAmountMinor > 0 &&
    (await walletBalanceMinor(tx, customerId, bill.currency)) < bill.walletAmountMinor
  )
    throw walletErrors.walletBalanceLow();
  if (
    bill.referralBalanceAmountMinor > 0 &&
    (await referralBalanceMinor(tx, customerId, bill.currency)) < bill.referralBalanceAmountMinor
  )
    throw walletErrors.referralBalanceLow();
}

/** The delivery address as the order keeps it (a later edit of the saved address changes nothing). */
const addressSnapshot = (address: Address) => ({
  fName: address.fName,
  lName: address.lName,
  phone: address.phone,
  email: address.email,
  country: address.country,
  city: address.city,
  area: address.area,
  state: address.state,
  address1: address.address1,
  address2: address.address2,
  streetName: address.streetName,
  building: address.building,
  floorNo: address.floorNo,
  apartment: address.apartment,
  zipCode: address.zipCode,
});

/** The order row with the bill of the moment, and its Idempotency-Key in the same transaction. */
async function recordOrder(
  tx: ServiceContext,
  {
    request,
    cart,
    address,
    bill,
    online,
  }: {
    request: OrderRequest;
    cart: Cart;
    address: Address;
    bill: FinalPrice;
    online: OnlinePaymentMethod | null;
  },
): Promise<Order> {
  const { customerId, idempotencyKey } = request;
  const prepaid = bill.amountDueMinor === 0;
  const cod = !prepaid && !online;
  const codFeesMinor = cod ? bill.codFeesMinor : 0;
  const [order] = await tx.db
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(tx.now),
      orderedFrom: tx.country,
      currency: bill.currency,
      // Pending payment until the gateway's report; cash on delivery and prepaid orders stand at once.
      status: online ? 'pending' : 'placed',
      paymentMethod: prepaid ? prepaidMethodOf(bill) : (online ?? 'cod'),
      paymentStatus: prepaid ? 'paid' : 'pending',
      paymentDueAt: online ? new Date(tx.now.getTime() + paymentWindowOf(online)) : null,
      subtotalMinor: bill.itemsMinor,
      discountMinor: bill.couponDiscountMinor + bill.referralDiscountMinor,
      shippingMinor: bill.shippingMinor,
      codFeesMinor,
      codAmountMinor: cod ? bill.amountDueWithCodMinor : 0,
      totalMinor: bill.totalMinor + codFeesMinor,
      couponId: bill.coupon?.id ?? null,
      couponDiscountMinor: bill.couponDiscountMinor,
      giftCardId: bill.giftCard && bill.giftCardAmountMinor > 0 ? bill.giftCard.id : null,
      giftCardAmountMinor: bill.giftCardAmountMinor,
      referralCodeId: bill.referralCode?.id ?? null,
      referralDiscountMinor: bill.referralDiscountMinor,
      // Both of the user's balances; their ledgers (order_payment, the referral entry) tell them apart.
      walletAmountMinor: bill.walletAmountMinor + bill.referralBalanceAmountMinor,
      customerId,
      cartId: cart.id,
      addressId: address.id,
      address: addressSnapshot(address),
      idempotencyKey,
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .returning();
  // In the order's transaction: a replay finds both or neither.
  if (idempotencyKey)
    await tx.db.insert(idempotencyKeys).values({
      scope: IDEMPOTENCY_SCOPE,
      key: idempotencyKey,
      requestHash: request.fingerprint,
      response: { orderId: order!.id },
      createdAt: tx.now,
    });
  return order!;
}

/** The order's lines with the prices, features, designer and manufacturer of the moment. */
async function recordOrderLines(
  tx: ServiceContext,
  order: Order,
  bill: FinalPrice,
  view: CartView,
  designsOf: Awaited<ReturnType<typeof designSnapshots>>,
): Promise<OrderLine[]> {
  const lineOf = new Map(view.lines.map(({ line }) => [line.lineId, line]));
  return tx.db
    .insert(orderLines)
    .values(
      bill.items.map((item) => {
        const line = lineOf.get(item.lineId)!;
        const price = line.prices[tx.country]!;
        return {
          orderId: order.id,
          productId: item.productId,
          productImageId: item.imageId,
          giftCardId: item.giftCardId,
          quantity: item.quantity,
          productName: item.name,
          productArName: item.arName,
          imagePath: line.imagePath,
          features: line.features.map((feature) => ({
            id: feature.id,
            property: feature.property,
            arProperty: feature.arProperty,
            value: feature.value,
            arValue: feature.arValue,
            extraMinor: feature.extraMinor[tx.country] ?? 0,
          })),
          unitPriceMinor: item.unitMinor,
          currency: bill.currency,
          designerId: line.product?.designerId ?? null,
          manufacturerId: line.product?.manufacturerId ?? null,
          manufacturingCostMinor: price.manufacturingCostMinor,
          revenueMinor: price.revenueMinor,
          siteRevenueMinor: price.siteRevenueMinor,
          designId: designsOf.get(item.lineId)?.designId ?? null,
          design: designsOf.get(item.lineId)?.design ?? null,
          createdAt: tx.now,
        };
      }),
    )
    .returning();
}

interface PlacedFacts {
  order: Order;
  bill: FinalPrice;
  customerId: string;
  perProduct: Map<string, number>;
}

/**
 * What follows from a placed order: its first status event (docs/decisions/020), gift cards bought
 * in a paid order made paid, the redemptions and balance debits, the sales counts of the country
 * (in id order like the stock) and the customer's order count.
 */
async function recordOrderFollowUps(tx: ServiceContext, facts: PlacedFacts): Promise<void> {
  const { order, customerId, perProduct } = facts;
  await recordOrderStatusChange(tx, {
    orderId: order.id,
    from: null,
    to: order.status,
    actorId: customerId,
    email: false,
  });
  if (isPrepaidOrder(order)) await activatePurchasedGiftCards(tx, order.id);
  const waitsForPayment = order.status === 'pending';
  await recordRedemptions(tx, facts);
  for (const [productId, quantity] of inIdOrder(perProduct))
    await tx.db
      .update(productPrices)
      .set({ salesNumber: sql`${productPrices.salesNumber} + ${quantity}` })
      .where(and(eq(productPrices.productId, productId), eq(productPrices.country, tx.country)));
  await tx.db
    .update(users)
    .set({ orderNum: sql`${users.orderNum} + 1` })
    .where(eq(users.id, customerId));
  // "You made a sale" (decision 031) and the buyer's confirmation: for an order paid online, when
  // its payment is recorded (payments.service.ts).
  if (waitsForPayment) return;
  await notifySellersOfSale(tx, order.id);
  await enqueueOrderConfirmation(tx, order.id);
}

/** The coupon and gift card redemptions, the balances' debits and the referral code's use. */
async function recordRedemptions(
  tx: ServiceContext,
  { order, bill, customerId }: PlacedFacts,
): Promise<void> {
  const spent = { orderId: order.id, currency: bill.currency };
  if (bill.coupon)
    await tx.db.insert(couponRedemptions).values({
      ...spent,
      couponId: bill.coupon.id,
      userId: customerId,
      discountMinor: bill.couponDiscountMinor,
    });
  if (bill.giftCard && bill.giftCardAmountMinor > 0)
    await tx.db.insert(giftCardRedemptions).values({
      ...spent,
      giftCardId: bill.giftCard.id,
      userId: customerId,
      amountMinor: bill.giftCardAmountMinor,
    });
  // The balances' debits, with the order id, still under the user's row lock of checkBalances.
  if (bill.walletAmountMinor > 0)
    await tx.db.insert(walletEntries).values({
      ...spent,
      userId: customerId,
      amountMinor: -bill.walletAmountMinor,
      reason: 'order_payment',
      createdAt: tx.now,
    });
  if (bill.referralBalanceAmountMinor > 0)
    await tx.db.insert(profitEntries).values({
      ...spent,
      beneficiaryId: customerId,
      profitFor: 'referral',
      amountMinor: -bill.referralBalanceAmountMinor,
      createdAt: tx.now,
    });
  if (bill.referralCode)
    await recordReferralUse(tx, {
      ...spent,
      codeId: bill.referralCode.id,
      kind: 'payment',
      usedBy: customerId,
      now: tx.now,
    });
}

/** The orders of a customer, newest first, with their lines (for the tests and the orders pages). */
export async function listOrdersOfCustomer(ctx: ServiceContext, customerId: string): Promise<PlacedOrder[]> {
  const list = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt));
  const lines = await linesOfOrders(ctx, list);
  return list.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    payment: null,
    replayed: false,
  }));
}
