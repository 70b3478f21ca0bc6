/**
 * Placing an order from a cart, paid cash on delivery (the other methods come with the payment
 * providers). Everything happens in ONE transaction (docs/decisions/013):
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
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { AppDb } from '../db/client.ts';
import { addresses, users } from '../db/schema/accounts.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { orderLines, orders, type Order, type OrderLine } from '../db/schema/orders.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { idempotencyKeys } from '../db/schema/system.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { recordOrderStatusChange } from '../orders/order-status-events.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { cartErrors } from '../cart/cart-errors.ts';
import { buildCartView, emptyCart, findCart, UUID } from '../cart/cart.service.ts';
import { couponErrors } from '../promotions/coupon-errors.ts';
import { giftCardErrors } from '../promotions/gift-card.service.ts';
import { activatePurchasedGiftCards } from '../promotions/gift-card-purchase.service.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { recordReferralUse } from '../wallet/referral-uses.ts';
import {
  lockUser,
  referralBalanceMinor,
  walletBalanceMinor,
  walletErrors,
} from '../wallet/wallet.service.ts';
import {
  computeFinalPrice,
  discountsForCart,
  tendersForCart,
  type FinalPrice,
} from './final-price.service.ts';

/** A second submit of a cart within this time after its order answers that order. */
export const RESUBMIT_WINDOW_MS = 10 * 60_000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

const COD_NAMES = new Set(['cod', 'cash', 'cashondelivery', 'cash_on_delivery', 'cash-on-delivery']);

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
  /** True when this call answered an order placed by an earlier submit. */
  replayed: boolean;
}

/** Names a client may send for "my balances pay it all" (a bill with nothing left to collect). */
const PREPAID_NAMES = new Set(['wallet', 'giftcard', 'gift_card', 'gift-card', 'prepaid']);

/**
 * The method asked for: 'cod', 'prepaid', or null when none was chosen. Whether one is needed is
 * only known from the bill (a bill the balances pay in full needs none), so an unknown name is
 * refused here and a missing one in the transaction.
 */
function parsePaymentMethod(value: string | null | undefined): 'cod' | 'prepaid' | null {
  const method = (value ?? '').trim().toLowerCase().replace(/\s+/g, '');
  if (method === '') return null;
  if (COD_NAMES.has(method)) return 'cod';
  if (PREPAID_NAMES.has(method)) return 'prepaid';
  throw cartErrors.paymentMethodUnavailable();
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

async function orderWithLines(db: AppDb, order: Order): Promise<PlacedOrder> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, lines, replayed: true };
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
function requestFingerprint(ctx: ServiceContext, input: PlaceOrderInput, method: 'cod' | 'prepaid' | null) {
  const text = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        text(input.cartId),
        text(input.addr),
        method,
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
  db: AppDb,
  order: Order,
  idempotencyKey: string,
  fingerprint: string,
  cartId: string,
) {
  const [stored] = await db
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE), eq(idempotencyKeys.key, idempotencyKey)))
    .limit(1);
  if (stored ? stored.requestHash !== fingerprint : order.cartId !== cartId)
    throw cartErrors.idempotencyKeyReused();
}

/** placeOrder: see the file comment. Needs a signed-in user ordering their own cart. */
export async function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const actor = requireActor(ctx);
  const customerId = actor.id.toLowerCase();
  const method = parsePaymentMethod(input.paymentMethod);
  const rawKey = (input.idempotencyKey ?? '').trim();
  if (rawKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw cartErrors.idempotencyKeyReused();
  // Scoped by the customer, so one customer's key can never answer another's order.
  const idempotencyKey = rawKey === '' ? null : `${customerId}:${rawKey}`;
  const fingerprint = requestFingerprint(ctx, input, method);

  try {
    return await ctx.db.transaction((tx) =>
      placeInTransaction(ctx, tx as unknown as AppDb, input, method, customerId, idempotencyKey, fingerprint),
    );
  } catch (error) {
    // Two first submits with one key from two carts: the unique index let one in; answer it.
    if (idempotencyKey && isUniqueViolation(error)) {
      const [order] = await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, idempotencyKey))
        .limit(1);
      if (order) {
        await checkReplay(
          ctx.db,
          order,
          idempotencyKey,
          fingerprint,
          (input.cartId ?? '').trim().toLowerCase(),
        );
        return orderWithLines(ctx.db, order);
      }
    }
    throw error;
  }
}

async function placeInTransaction(
  ctx: ServiceContext,
  db: AppDb,
  input: PlaceOrderInput,
  method: 'cod' | 'prepaid' | null,
  customerId: string,
  idempotencyKey: string | null,
  fingerprint: string,
): Promise<PlacedOrder> {
  const cart = await findCart(ctx, db, input.cartId, { lock: true, write: true });
  if (cart.userId !== customerId) throw accountErrors.forbidden();

  if (idempotencyKey) {
    const [earlier] = await db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, idempotencyKey))
      .limit(1);
    if (earlier) {
      await checkReplay(db, earlier, idempotencyKey, fingerprint, cart.id);
      return orderWithLines(db, earlier);
    }
  }

  const addressId = (input.addr ?? '').trim().toLowerCase();
  if (!UUID.test(addressId)) throw cartErrors.addressNotFound();
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, customerId)))
    .limit(1);
  if (!address) throw cartErrors.addressNotFound();

  const view = await buildCartView(ctx, db, cart);
  if (view.lines.length === 0) {
    // The cart was emptied by its own order a moment ago: this is the same submit again.
    const [recent] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.cartId, cart.id),
          eq(orders.customerId, customerId),
          gte(orders.createdAt, new Date(ctx.now.getTime() - RESUBMIT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (recent) return orderWithLines(db, recent);
    throw cartErrors.empty();
  }
  if (address.country !== ctx.country) throw cartErrors.addressCountryMismatch();
  // Stock is decided by the guarded UPDATE below alone, so a race is settled in one place: lines
  // that looked sold out when read stay in the bill and meet the guard.
  for (const { problem } of view.lines) if (problem && problem.kind !== 'outOfStock') throw problem.error();
  const orderView = {
    ...view,
    lines: view.lines.map((entry) =>
      entry.problem?.kind === 'outOfStock' ? { ...entry, problem: null } : entry,
    ),
  };

  const { coupon, evaluation, giftCard } = await discountsForCart(ctx, db, orderView, input.couponCode, {
    strict: true,
  });
  const { tenders } = await tendersForCart(ctx, db, cart, orderView, input, { strict: true });
  const bill = computeFinalPrice(orderView, coupon, evaluation, giftCard, tenders);
  if (bill.items.length === 0) throw cartErrors.empty();
  // A gift card given or kept for this order with nothing left (spent by another order a moment
  // ago) refuses the order, as on PostgreSQL where the racing order meets the guarded UPDATE below:
  // the buyer chose the card to pay, so an all-cash order is not placed behind their back.
  if (giftCard && bill.giftCardAmountMinor === 0 && bill.totalMinor > 0) throw giftCardErrors.spent();
  // Balances that pay the whole bill make a prepaid order: nothing is collected on delivery, so
  // neither a cash-on-delivery choice nor the COD eligibility of the products (a gift card line is
  // never COD-eligible) applies. Anything left to pay is cash on delivery, as before.
  const prepaid = bill.amountDueMinor === 0;
  // A balance the buyer chose to pay with that is empty by now (spent by a racing order) refuses the
  // order, like a spent gift card: the buyer is not sent an all-cash order they did not choose.
  if (!prepaid && input.useWallet && bill.walletAmountMinor === 0) throw walletErrors.walletBalanceLow();
  if (!prepaid && input.useReferralBalance && bill.referralBalanceAmountMinor === 0)
    throw walletErrors.referralBalanceLow();
  if (!prepaid) {
    if (method !== 'cod') throw cartErrors.paymentMethodRequired();
    if (!orderView.codAvailable) throw cartErrors.codUnavailable();
  }

  // Stock: one guarded decrement per product, in id order (no lock cycles between two orders).
  const perProduct = new Map<string, number>();
  for (const item of bill.items)
    if (item.productId) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
  const productIds = [...perProduct.keys()].sort();
  for (const productId of productIds) {
    const quantity = perProduct.get(productId)!;
    const taken = await db
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

  // One coupon use, guarded the same way: the last use goes to exactly one order.
  if (bill.coupon) {
    const spent = await db
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

  // The gift card pays its share with a guarded UPDATE too: its balance is never spent twice.
  if (bill.giftCard && bill.giftCardAmountMinor > 0) {
    const paid = await db
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
  // The wallet and referral earnings: the user's row lock, then the sums again (docs/decisions/018).
  // Taken after the stock so every order locks products before the user (no lock cycle with the
  // orderNum update of another order); a balance spent meanwhile below what the bill took refuses.
  if (bill.walletAmountMinor > 0 || bill.referralBalanceAmountMinor > 0) {
    await lockUser(db, customerId);
    if (
      bill.walletAmountMinor > 0 &&
      (await walletBalanceMinor(db, customerId, bill.currency)) < bill.walletAmountMinor
    )
      throw walletErrors.walletBalanceLow();
    if (
      bill.referralBalanceAmountMinor > 0 &&
      (await referralBalanceMinor(db, customerId, bill.currency)) < bill.referralBalanceAmountMinor
    )
      throw walletErrors.referralBalanceLow();
  }
  const codFeesMinor = bill.amountDueMinor > 0 ? bill.codFeesMinor : 0;

  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(ctx.now),
      orderedFrom: ctx.country,
      currency: bill.currency,
      status: 'placed',
      paymentMethod: prepaid ? prepaidMethodOf(bill) : 'cod',
      paymentStatus: prepaid ? 'paid' : 'pending',
      subtotalMinor: bill.itemsMinor,
      discountMinor: bill.couponDiscountMinor + bill.referralDiscountMinor,
      shippingMinor: bill.shippingMinor,
      codFeesMinor,
      codAmountMinor: bill.amountDueWithCodMinor,
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
      address: {
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
      },
      idempotencyKey,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (idempotencyKey) {
    // In the order's transaction: a replay finds both or neither.
    await db.insert(idempotencyKeys).values({
      scope: IDEMPOTENCY_SCOPE,
      key: idempotencyKey,
      requestHash: fingerprint,
      response: { orderId: order!.id },
      createdAt: ctx.now,
    });
  }

  const lineOf = new Map(view.lines.map(({ line }) => [line.lineId, line]));
  const lines = await db
    .insert(orderLines)
    .values(
      bill.items.map((item) => {
        const line = lineOf.get(item.lineId)!;
        const price = line.prices[ctx.country]!;
        return {
          orderId: order!.id,
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
            extraMinor: feature.extraMinor[ctx.country] ?? 0,
          })),
          unitPriceMinor: item.unitMinor,
          currency: bill.currency,
          designerId: line.product?.designerId ?? null,
          manufacturerId: line.product?.manufacturerId ?? null,
          manufacturingCostMinor: price.manufacturingCostMinor,
          revenueMinor: price.revenueMinor,
          siteRevenueMinor: price.siteRevenueMinor,
          createdAt: ctx.now,
        };
      }),
    )
    .returning();
  // The first entry of the status history (docs/decisions/020).
  await recordOrderStatusChange(db, {
    orderId: order!.id,
    from: null,
    to: 'placed',
    actorId: customerId,
    now: ctx.now,
    email: false,
  });
  // Gift cards bought in a paid order become paid cards, delivered at their start time.
  if (isPrepaidOrder(order!)) await activatePurchasedGiftCards(db, { orderId: order!.id, now: ctx.now });

  if (bill.coupon) {
    await db.insert(couponRedemptions).values({
      couponId: bill.coupon.id,
      orderId: order!.id,
      userId: customerId,
      currency: bill.currency,
      discountMinor: bill.couponDiscountMinor,
    });
  }
  if (bill.giftCard && bill.giftCardAmountMinor > 0) {
    await db.insert(giftCardRedemptions).values({
      giftCardId: bill.giftCard.id,
      orderId: order!.id,
      userId: customerId,
      currency: bill.currency,
      amountMinor: bill.giftCardAmountMinor,
    });
  }
  // The balances' debits, with the order id, still under the user's row lock taken above.
  if (bill.walletAmountMinor > 0) {
    await db.insert(walletEntries).values({
      userId: customerId,
      currency: bill.currency,
      amountMinor: -bill.walletAmountMinor,
      reason: 'order_payment',
      orderId: order!.id,
      createdAt: ctx.now,
    });
  }
  if (bill.referralBalanceAmountMinor > 0) {
    await db.insert(profitEntries).values({
      beneficiaryId: customerId,
      profitFor: 'referral',
      orderId: order!.id,
      currency: bill.currency,
      amountMinor: -bill.referralBalanceAmountMinor,
      createdAt: ctx.now,
    });
  }
  if (bill.referralCode) {
    await recordReferralUse(db, {
      codeId: bill.referralCode.id,
      kind: 'payment',
      usedBy: customerId,
      orderId: order!.id,
      currency: bill.currency,
      now: ctx.now,
    });
  }
  // Sales counts of the country (salesNumberInEg/Su/Em), in id order like the stock.
  for (const productId of productIds) {
    await db
      .update(productPrices)
      .set({ salesNumber: sql`${productPrices.salesNumber} + ${perProduct.get(productId)!}` })
      .where(and(eq(productPrices.productId, productId), eq(productPrices.country, ctx.country)));
  }
  await db
    .update(users)
    .set({ orderNum: sql`${users.orderNum} + 1` })
    .where(eq(users.id, customerId));
  await emptyCart(
    db,
    cart.id,
    view.lines.map(({ line }) => line.lineId),
  );
  return { order: order!, lines, replayed: false };
}

/** The orders of a customer, newest first, with their lines (for the tests and the orders pages). */
export async function listOrdersOfCustomer(db: AppDb, customerId: string): Promise<PlacedOrder[]> {
  const list = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt));
  if (list.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        list.map((order) => order.id),
      ),
    );
  return list.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    replayed: false,
  }));
}
