/**
 * Paying at checkout with balances (docs/decisions/019): a bill the gift card, wallet and referral
 * earnings pay in full is a prepaid order (no cash on delivery, no COD fee, no COD eligibility);
 * the wallet and the referral earnings pay all or part; a referral code gives the buyer its
 * discount and its owner a payment use. Runs on PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReferralCode,
  openCheckoutDatabase,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { recordReferralUse, referralCodeUsesOf } from '../wallet/referral-uses.ts';
import { adjustWallet, referralBalanceMinor, walletBalanceMinor } from '../wallet/wallet.service.ts';
import { addToCart } from '../cart/cart.service.ts';
import { checkCoupon } from '../promotions/coupon.service.ts';
import { getFinalPrice } from './final-price.service.ts';
import { isPrepaidOrder, placeOrder } from './place-order.service.ts';
import { buildCoupon, buildCustomer, buildGiftCard, buildProduct } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, country: 'eg', now });

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());

describe('prepaid orders', () => {
  it('a gift card paying the whole bill of products without cash on delivery places a paid order', async () => {
    await buildGiftCard(database.db, { code: 'PAYS-ALL', priceMinor: 100_000, currency: 'EGP' }, { now });
    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    // The desert print is not available for cash on delivery.
    const view = await addToCart(me, { image: fx.desertPrimaryImageId });
    await checkCoupon(me, { couponCode: 'PAYS-ALL', cartId: view.id });
    const bill = await getFinalPrice(me, { cartId: view.id });
    expect(bill).toMatchObject({ codAvailable: false, amountDueMinor: 0, amountDueWithCodMinor: 0 });

    // No payment method needed: nothing is collected on delivery.
    const placed = await placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg });
    expect(placed.order).toMatchObject({
      paymentMethod: 'giftCard',
      paymentStatus: 'paid',
      codFeesMinor: 0,
      codAmountMinor: 0,
      giftCardAmountMinor: bill.totalMinor,
      totalMinor: bill.totalMinor,
    });
    expect(isPrepaidOrder(placed.order)).toBe(true);
  });

  it('a cart holding a gift-card line is bought when balances pay it all', async () => {
    await buildGiftCard(database.db, { code: 'PAYS-CARD', priceMinor: 50_000, currency: 'EGP' }, { now });
    const bought = await buildGiftCard(
      database.db,
      {
        code: 'BOUGHT-ONE',
        priceMinor: 20_000,
        currency: 'EGP',
        isPaid: false,
      },
      { now },
    );
    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { giftCard: bought.id });
    await checkCoupon(me, { couponCode: 'PAYS-CARD', cartId: view.id });
    const placed = await placeOrder(me, {
      cartId: view.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
    });
    expect(placed.order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'giftCard',
      codAmountMinor: 0,
    });
    expect(placed.lines).toHaveLength(1);
    expect(placed.lines[0]).toMatchObject({ giftCardId: bought.id });
  });

  it('a bill with an amount due still needs cash on delivery', async () => {
    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: fx.desertPrimaryImageId });
    expect(
      (await expectDomainError(placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg }))).message,
    ).toBe('Please select a payment method');
    expect(
      (
        await expectDomainError(
          placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' }),
        )
      ).message,
    ).toBe('Some products are not available for cash on delivery');
    const cod = await addToCart(ctx((await buildCustomer(database.db)).actor), { image: fx.nileImageId });
    expect(cod.codAvailable).toBe(true);
  });
});

/** A customer with `walletMinor` in their EGP wallet (a staff adjustment) and `referralMinor` of referral profit. */
async function customerWithBalances(walletMinor: number, referralMinor = 0) {
  const customer = await buildCustomer(database.db);
  const staff = await buildCustomer(database.db, 'Staff');
  if (walletMinor > 0)
    await adjustWallet(ctx({ ...staff.actor, privilageType: 'admin' }), {
      userId: customer.id,
      amountMinor: walletMinor,
      currency: 'EGP',
      reason: 'goodwill',
    });
  if (referralMinor > 0) {
    const code = await createReferralCode(database.db, customer.id, { discountByValue: referralMinor });
    await recordReferralUse(database, {
      codeId: code.id,
      kind: 'payment',
      usedBy: staff.id,
      currency: 'EGP',
      now,
    });
  }
  return customer;
}

const walletLedger = async (userId: string) =>
  database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));

describe('the wallet and the referral earnings as tenders', () => {
  it('the wallet pays part of the bill, the rest is cash on delivery with its fee', async () => {
    const shopper = await customerWithBalances(4_000);
    const me = ctx(shopper.actor);
    // nile: 100 EGP + 50 delivery = 150; the wallet pays 40, the courier collects 110 + 15.
    const view = await addToCart(me, { image: fx.nileImageId });
    const bill = await getFinalPrice(me, { cartId: view.id, useWallet: true });
    expect(bill).toMatchObject({
      totalMinor: 15_000,
      walletAmountMinor: 4_000,
      referralBalanceAmountMinor: 0,
      amountDueMinor: 11_000,
      amountDueWithCodMinor: 12_500,
    });
    expect((await getFinalPrice(me, { cartId: view.id })).walletAmountMinor).toBe(0);
    expect(
      (
        await expectDomainError(
          placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg, useWallet: true }),
        )
      ).message,
    ).toBe('Please select a payment method');
    const placed = await placeOrder(me, {
      cartId: view.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
      useWallet: true,
    });
    expect(placed.order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      walletAmountMinor: 4_000,
      codFeesMinor: 1_500,
      codAmountMinor: 12_500,
      totalMinor: 16_500,
    });
    const ledger = await walletLedger(shopper.id);
    expect(ledger.map((entry) => [entry.reason, entry.amountMinor, entry.orderId]).sort()).toEqual(
      [
        ['admin_adjustment', 4_000, null],
        ['order_payment', -4_000, placed.order.id],
      ].sort(),
    );
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(0);
  });

  it('the wallet and the referral earnings together pay it all: a prepaid order', async () => {
    const shopper = await customerWithBalances(10_000, 8_000);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: fx.nileImageId });
    const bill = await getFinalPrice(me, { cartId: view.id, useWallet: true, useReferralBalance: true });
    expect(bill).toMatchObject({
      walletAmountMinor: 10_000,
      referralBalanceAmountMinor: 5_000,
      amountDueMinor: 0,
      amountDueWithCodMinor: 0,
    });
    const placed = await placeOrder(me, {
      cartId: view.id,
      addr: shopper.addressIds.eg,
      useWallet: true,
      useReferralBalance: true,
    });
    expect(placed.order).toMatchObject({
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      walletAmountMinor: 15_000,
      codFeesMinor: 0,
      codAmountMinor: 0,
      totalMinor: 15_000,
    });
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(0);
    expect(await referralBalanceMinor(database, shopper.id, 'EGP')).toBe(3_000);
    const spent = await database.db
      .select()
      .from(profitEntries)
      .where(and(eq(profitEntries.beneficiaryId, shopper.id), eq(profitEntries.orderId, placed.order.id)));
    expect(spent.map((entry) => entry.amountMinor)).toEqual([-5_000]);
  });

  it('refuses a wallet that is empty by the time of the order', async () => {
    const shopper = await customerWithBalances(0);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: fx.nileImageId });
    const refusals = [
      [{ useWallet: true }, 'Your wallet balance is lower than this amount'],
      [{ useReferralBalance: true }, 'Your balance is lower than your request amount'],
    ] as const;
    for (const [balance, message] of refusals) {
      const order = { cartId: view.id, addr: shopper.addressIds.eg, paymentMethod: 'cod', ...balance };
      expect((await expectDomainError(placeOrder(me, order))).message).toBe(message);
    }
    expect(await walletLedger(shopper.id)).toEqual([]);
  });
});

describe('a referral code at payment', () => {
  it('gives the buyer its discount after the coupon, counts a payment use and pays its owner', async () => {
    const owner = await buildCustomer(database.db, 'Owner');
    const code = await createReferralCode(database.db, owner.id, {
      discountValue: 10,
      type: 'percent',
      discountByValue: 700,
    });
    await buildCoupon(database.db, { code: 'REF-TEN', discountPercent: 10 }, { now });
    const buyer = await buildCustomer(database.db);
    const me = ctx(buyer.actor);
    const view = await addToCart(me, { image: fx.nileImageId, quantity: 2 });
    // 200 - 10% coupon = 180; the referral code takes 10% of 180 = 18; + 50 delivery = 212.
    const bill = await getFinalPrice(me, {
      cartId: view.id,
      couponCode: 'REF-TEN',
      referralCode: ` ${code.code.toLowerCase()} `,
    });
    expect(bill).toMatchObject({
      couponDiscountMinor: 2_000,
      referralDiscountMinor: 1_800,
      totalMinor: 21_200,
    });
    expect(bill.referralCode?.id).toBe(code.id);

    const placed = await placeOrder(me, {
      cartId: view.id,
      addr: buyer.addressIds.eg,
      paymentMethod: 'cod',
      couponCode: 'REF-TEN',
      referralCode: code.code,
    });
    expect(placed.order).toMatchObject({
      referralCodeId: code.id,
      referralDiscountMinor: 1_800,
      couponDiscountMinor: 2_000,
      discountMinor: 3_800,
      totalMinor: 22_700,
      codAmountMinor: 22_700,
    });
    expect(await referralCodeUsesOf(database, owner.id)).toEqual({ paymentUses: 1, registerUses: 0 });
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(700);
    const [use] = await database.db
      .select()
      .from(referralCodeUses)
      .where(eq(referralCodeUses.codeId, code.id));
    expect(use).toMatchObject({
      kind: 'payment',
      orderId: placed.order.id,
      usedBy: buyer.id,
      rewardMinor: 700,
    });
  });

  it('a fixed code takes minor units of the currency, never more than the items', async () => {
    const owner = await buildCustomer(database.db, 'Owner');
    const code = await createReferralCode(database.db, owner.id, { discountValue: 500_000, type: 'fixed' });
    const buyer = await buildCustomer(database.db);
    const me = ctx(buyer.actor);
    const view = await addToCart(me, { image: fx.nileImageId });
    const bill = await getFinalPrice(me, { cartId: view.id, referralCode: code.code });
    expect(bill).toMatchObject({ itemsMinor: 10_000, referralDiscountMinor: 10_000, totalMinor: 5_000 });
  });

  it("refuses an unknown code and the buyer's own, with nothing spent", async () => {
    const buyer = await buildCustomer(database.db);
    const own = await createReferralCode(database.db, buyer.id);
    const me = ctx(buyer.actor);
    const stocked = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: 3,
    });
    const view = await addToCart(me, { image: stocked.imageId });
    expect(
      (await expectDomainError(getFinalPrice(me, { cartId: view.id, referralCode: 'NO-SUCH-CODE' }))).message,
    ).toBe('This referral code is not found');
    const mine = await expectDomainError(getFinalPrice(me, { cartId: view.id, referralCode: own.code }));
    expect(mine).toMatchObject({ messageKey: 'errors.referral.ownCode', status: 400 });
    expect(
      (
        await expectDomainError(
          placeOrder(me, {
            cartId: view.id,
            addr: buyer.addressIds.eg,
            paymentMethod: 'cod',
            referralCode: own.code,
          }),
        )
      ).message,
    ).toBe('You cannot use your own referral code');
    expect(await referralCodeUsesOf(database, buyer.id)).toEqual({ paymentUses: 0, registerUses: 0 });
  });
});
