/**
 * Balances spent by 20 concurrent operations (docs/decisions/018), on PGlite and on PostgreSQL: a
 * gift card at checkout, a wallet debited by staff adjustments, and referral profit moved into the
 * wallet. Each balance fits exactly one operation; the others get their message, no balance goes
 * below zero and the ledgers add up.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@souq/testing/test-database.ts';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { giftCards, referralCodes } from '../db/schema/promotions.schema.ts';
import { giftCardRedemptions, referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { DomainError } from '../errors.ts';
import { addToCart } from '../cart/cart.service.ts';
import { listOrdersOfCustomer, placeOrder, type PlacedOrder } from '../checkout/place-order.service.ts';
import {
  ensureReferralCode,
  recordReferralUse,
  referralCodeUsesOf,
  releaseHeldSignUpReward,
} from './referral-uses.ts';
import {
  adjustWallet,
  getMyWallet,
  referralBalanceMinor,
  requestReferralCodeProfit,
  walletBalanceMinor,
} from './wallet.service.ts';
import {
  buildCustomer,
  buildGiftCard,
  buildProduct,
  type TestCustomer,
} from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());

const ctxOf = (actor: Actor | null) => testServiceContext(database.db, { user: actor, country: 'eg', now });

function outcomes<T>(results: PromiseSettledResult<T>[]) {
  const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refused = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  for (const reason of refused) expect(reason, String(reason)).toBeInstanceOf(DomainError);
  return { done, messages: refused.map((reason) => (reason as DomainError).message) };
}

const staffOf = (customer: TestCustomer): Actor => ({ ...customer.actor, privilageType: 'admin' });

describe(`concurrent balances (${testDatabaseKind()})`, { timeout: 240_000 }, () => {
  it('lets exactly one of 20 checkouts spend a gift card that pays one order', async () => {
    const stocked = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: null,
    });
    const card = await buildGiftCard(
      database.db,
      {
        code: 'ONE-ORDER',
        priceMinor: 10_000,
        currency: 'EGP',
      },
      { now },
    );
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => buildCustomer(database.db)));
    const carts: string[] = [];
    for (const shopper of shoppers)
      carts.push((await addToCart(ctxOf(shopper.actor), { image: stocked.imageId, quantity: 1 })).id);
    const { done, messages } = outcomes(
      await Promise.allSettled(
        shoppers.map((shopper, i) =>
          placeOrder(ctxOf(shopper.actor), {
            cartId: carts[i],
            addr: shopper.addressIds.eg,
            paymentMethod: 'cod',
            couponCode: 'ONE-ORDER',
          }),
        ),
      ),
    );
    // The card (100 EGP) pays at most one order of 100 EGP and delivery: after it nothing is left.
    expect(done).toHaveLength(1);
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['This gift card has no balance left']));
    const [after] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    const redeemed = await database.db
      .select()
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.giftCardId, card.id));
    expect(redeemed).toHaveLength(1);
    expect(after!.restAmountMinor).toBe(0);
    expect(redeemed[0]!.amountMinor).toBe(10_000);
    expect(done[0]!.order.giftCardAmountMinor).toBe(redeemed[0]!.amountMinor);
  });

  it('lets exactly one of 20 staff debits take a wallet that fits one', async () => {
    const [owner, staff] = await Promise.all([buildCustomer(database.db), buildCustomer(database.db)]);
    const admin = ctxOf(staffOf(staff!));
    await adjustWallet(admin, {
      userId: owner!.id,
      amountMinor: 5_000,
      currency: 'EGP',
      reason: 'refund goodwill',
    });
    const { done, messages } = outcomes(
      await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          adjustWallet(admin, {
            userId: owner!.id,
            amountMinor: -3_000,
            currency: 'EGP',
            reason: 'correction',
          }),
        ),
      ),
    );
    expect(done).toHaveLength(1);
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['Your wallet balance is lower than this amount']));
    const entries = await database.db.select().from(walletEntries).where(eq(walletEntries.userId, owner!.id));
    expect(entries.map((entry) => entry.amountMinor).sort((a, b) => a - b)).toEqual([-3_000, 5_000]);
    expect(await walletBalanceMinor(database, owner!.id, 'EGP')).toBe(2_000);
    expect(await getMyWallet(ctxOf(owner!.actor))).toMatchObject({
      currency: 'EGP',
      balance: 20,
      balanceMinor: 2_000,
    });
  });

  it('lets exactly one of 20 requests move referral profit into the wallet', async () => {
    const [referrer, ...buyers] = await Promise.all(
      Array.from({ length: 4 }, () => buildCustomer(database.db)),
    );
    const code = await ensureReferralCode(database, referrer!.id);
    expect(await ensureReferralCode(database, referrer!.id)).toMatchObject({ id: code.id });
    await database.db
      .update(referralCodes)
      .set({ discountByValue: 2_500 })
      .where(eq(referralCodes.id, code.id));
    // Two sign-ups and one paid order with the code: 3 x 25 EGP of profit; the owner's own use earns nothing.
    for (const [i, buyer] of buyers.entries())
      await recordReferralUse(database, {
        codeId: code.id,
        kind: i === 2 ? 'payment' : 'register',
        usedBy: buyer.id,
        currency: 'EGP',
        now,
      });
    expect(
      await recordReferralUse(database, {
        codeId: code.id,
        kind: 'payment',
        usedBy: referrer!.id,
        currency: 'EGP',
        now,
      }),
    ).toEqual({ rewardMinor: 0 });
    // The sign-ups' rewards are held until their first delivered order (decision 026): released here.
    for (const buyer of buyers.slice(0, 2))
      await releaseHeldSignUpReward(database, { customerId: buyer.id, orderId: null, now });
    expect(await referralCodeUsesOf(database, referrer!.id)).toEqual({ paymentUses: 2, registerUses: 2 });
    expect(await referralBalanceMinor(database, referrer!.id, 'EGP')).toBe(7_500);

    const me = ctxOf(referrer!.actor);
    const { done, messages } = outcomes(
      await Promise.allSettled(
        Array.from({ length: 20 }, () => requestReferralCodeProfit(me, { amount: 50 })),
      ),
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ amountMinor: 5_000, walletBalance: 50, referralBalance: 25 });
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['Your balance is lower than your request amount']));
    expect(await referralBalanceMinor(database, referrer!.id, 'EGP')).toBe(2_500);
    expect(await walletBalanceMinor(database, referrer!.id, 'EGP')).toBe(5_000);
    const moved = await database.db
      .select()
      .from(profitEntries)
      .where(and(eq(profitEntries.beneficiaryId, referrer!.id), sql`${profitEntries.amountMinor} < 0`));
    expect(moved.map((entry) => entry.amountMinor)).toEqual([-5_000]);
    const uses = await database.db
      .select()
      .from(referralCodeUses)
      .where(eq(referralCodeUses.codeId, code.id));
    expect(uses.reduce((sum, use) => sum + use.rewardMinor, 0)).toBe(7_500);
  });

  /**
   * A checkout paid by a balance alone, racing 19 other spends of that whole balance
   * (docs/decisions/019). A user has one cart (carts_user_id_uq), so the other spends are the
   * balance's other ways out: staff debits of the wallet, moves of the referral earnings. The user's
   * row lock lets one of the 20 spend it; the others re-read the sum and are refused.
   */
  async function checkoutRacing19Spends(tender: 'useWallet' | 'useReferralBalance') {
    const stocked = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: null,
    });
    const [shopper, staff] = await Promise.all([buildCustomer(database.db), buildCustomer(database.db)]);
    const admin = ctxOf(staffOf(staff!));
    // 100 EGP and 50 delivery: the balance pays exactly one order.
    if (tender === 'useWallet')
      await adjustWallet(admin, {
        userId: shopper!.id,
        amountMinor: 15_000,
        currency: 'EGP',
        reason: 'goodwill',
      });
    else {
      const code = await ensureReferralCode(database, shopper!.id);
      await database.db
        .update(referralCodes)
        .set({ discountByValue: 15_000 })
        .where(eq(referralCodes.id, code.id));
      await recordReferralUse(database, {
        codeId: code.id,
        kind: 'payment',
        usedBy: staff!.id,
        currency: 'EGP',
        now,
      });
    }
    const me = ctxOf(shopper!.actor);
    const cart = await addToCart(me, { image: stocked.imageId });
    const spend = () =>
      tender === 'useWallet'
        ? adjustWallet(admin, {
            userId: shopper!.id,
            amountMinor: -15_000,
            currency: 'EGP',
            reason: 'correction',
          })
        : requestReferralCodeProfit(me, { amount: 150 });
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i === 10 ? placeOrder(me, { cartId: cart.id, addr: shopper!.addressIds.eg, [tender]: true }) : spend(),
    );
    const settled = await Promise.allSettled(attempts);
    return {
      shopper: shopper!,
      checkout: settled[10] as PromiseSettledResult<PlacedOrder>,
      ...outcomes(settled),
    };
  }

  it('lets exactly one of a checkout paid by the wallet and 19 staff debits spend the wallet', async () => {
    const { shopper, checkout, done, messages } = await checkoutRacing19Spends('useWallet');
    expect(done).toHaveLength(1);
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['Your wallet balance is lower than this amount']));
    const entries = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, shopper.id));
    expect(entries.map((entry) => entry.amountMinor).sort((a, b) => a - b)).toEqual([-15_000, 15_000]);
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(0);
    if (checkout.status === 'fulfilled') {
      expect(checkout.value.order).toMatchObject({
        paymentStatus: 'paid',
        paymentMethod: 'wallet',
        walletAmountMinor: 15_000,
      });
      expect(entries.find((entry) => entry.amountMinor < 0)).toMatchObject({
        reason: 'order_payment',
        orderId: checkout.value.order.id,
      });
    } else expect(await listOrdersOfCustomer(ctxOf(null), shopper.id)).toEqual([]);
  });

  it('lets exactly one of a checkout paid by referral earnings and 19 moves to the wallet spend them', async () => {
    const { shopper, checkout, done, messages } = await checkoutRacing19Spends('useReferralBalance');
    expect(done).toHaveLength(1);
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['Your balance is lower than your request amount']));
    const entries = await database.db
      .select()
      .from(profitEntries)
      .where(and(eq(profitEntries.beneficiaryId, shopper.id), eq(profitEntries.profitFor, 'referral')));
    expect(entries.map((entry) => entry.amountMinor).sort((a, b) => a - b)).toEqual([-15_000, 15_000]);
    expect(await referralBalanceMinor(database, shopper.id, 'EGP')).toBe(0);
    const wallet = await walletBalanceMinor(database, shopper.id, 'EGP');
    if (checkout.status === 'fulfilled') {
      expect(checkout.value.order).toMatchObject({ paymentStatus: 'paid', walletAmountMinor: 15_000 });
      expect(wallet).toBe(0);
    } else expect(wallet).toBe(15_000);
  });

  /** The race where the checkout must win: one checkout of the whole wallet against 19 others of the
   * same user submitting their cart again with the wallet (they find it emptied: replays). */
  it('spends the wallet once when one cart is submitted 20 times with the wallet', async () => {
    const stocked = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: null,
    });
    const [shopper, staff] = await Promise.all([buildCustomer(database.db), buildCustomer(database.db)]);
    await adjustWallet(ctxOf(staffOf(staff!)), {
      userId: shopper!.id,
      amountMinor: 15_000,
      currency: 'EGP',
      reason: 'goodwill',
    });
    const me = ctxOf(shopper!.actor);
    const cart = await addToCart(me, { image: stocked.imageId });
    const { done } = outcomes(
      await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          placeOrder(me, { cartId: cart.id, addr: shopper!.addressIds.eg, useWallet: true }),
        ),
      ),
    );
    expect(done).toHaveLength(20);
    expect(new Set(done.map((placed) => placed.order.id)).size).toBe(1);
    expect(await walletBalanceMinor(database, shopper!.id, 'EGP')).toBe(0);
    expect(
      await database.db.select().from(walletEntries).where(eq(walletEntries.userId, shopper!.id)),
    ).toHaveLength(2);
  });

  it('refuses a wallet adjustment from a non-staff user and a bad referral amount', async () => {
    const [someone] = await Promise.all([buildCustomer(database.db)]);
    await expect(
      adjustWallet(ctxOf(someone!.actor), {
        userId: someone!.id,
        amountMinor: 100,
        currency: 'EGP',
        reason: 'me',
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      adjustWallet(ctxOf(staffOf(someone!)), {
        userId: someone!.id,
        amountMinor: 100,
        currency: 'EGP',
        reason: ' ',
      }),
    ).rejects.toMatchObject({ code: 'WALLET_REASON_REQUIRED' });
    await expect(requestReferralCodeProfit(ctxOf(someone!.actor), { amount: -1 })).rejects.toMatchObject({
      code: 'WALLET_INVALID_AMOUNT',
    });
    await expect(requestReferralCodeProfit(ctxOf(someone!.actor), { amount: 0.001 })).rejects.toMatchObject({
      code: 'WALLET_INVALID_AMOUNT',
    });
    await expect(requestReferralCodeProfit(ctxOf(null), { amount: 1 })).rejects.toMatchObject({
      status: 401,
    });
  });
});
