/**
 * The promotions area of the dashboard (issue 21) on PGlite and PostgreSQL: a coupon made by staff
 * is refused with every wrong field and nothing written, then made, used by a shopper in the cart
 * and the order, and its use listed; 20 single-use codes are generated in one batch and exported;
 * a cancelled gift card voids its balance (audited) and pays nothing more; resending uses the shop's
 * delivery job; the referral programme's terms are what new codes and uses then get.
 */
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { actorOf, buildCustomer, buildGiftCard, buildUser } from '@souq/testing/builders/index.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { addToCart } from '../cart/cart.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { checkCoupon } from '../promotions/coupon.service.ts';
import { jobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import { ensureReferralCode, recordReferralUse } from '../wallet/referral-uses.ts';
import {
  createAdminCoupon,
  exportCouponBatch,
  generateCouponBatch,
  getAdminCoupon,
  listAdminCoupons,
  listCouponUses,
  updateAdminCoupon,
} from './coupons.service.ts';
import {
  cancelGiftCard,
  getAdminGiftCard,
  listAdminGiftCards,
  resendGiftCard,
} from './gift-cards.service.ts';
import { getReferralProgramme, saveReferralProgramme } from './referral-programme.service.ts';

const now = new Date('2026-03-01T10:00:00Z');
let database: Database;
let fx: CheckoutFixture;
let staff: Actor;

const ctx = (user: Actor | null = staff, at = now) => testServiceContext(database.db, { user, now: at });
const fieldsOf = (error: { details?: Record<string, unknown> }) =>
  Object.keys((error.details?.['fields'] ?? {}) as object).sort();
const auditCount = async (action: string) =>
  (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  staff = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
});
afterAll(async () => database?.close());

describe('coupons', () => {
  it('refuses a wrong form with every field at once and writes nothing', async () => {
    const error = await expectDomainError(
      createAdminCoupon(ctx(), {
        code: 'a b',
        title: '',
        discount: '120',
        startDate: '2026-03-10',
        endDate: '2026-03-01',
        fixedAmount: '20',
        availableSales: 'many',
      }),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(fieldsOf(error)).toEqual([
      'availableSales',
      'code',
      'discount',
      'endDate',
      'fixedAmount',
      'title',
    ]);
    expect((error.details!['fields'] as Record<string, { key: string }>)['endDate']!.key).toBe(
      'admin.promotions.errors.endBeforeStart',
    );
    // A code taken in another letter case, a subcategory of another category, an unknown owner.
    await createAdminCoupon(ctx(), { code: 'SPRING', title: 'Spring', discount: '5', status: 'on' });
    const taken = await expectDomainError(
      createAdminCoupon(ctx(), { code: 'spring', title: 'Again', discount: '5' }),
    );
    expect(taken.details!['field']).toBe('code');
    const other = await expectDomainError(
      createAdminCoupon(ctx(), {
        code: 'HOMEPOSTERS',
        title: 'Mixed',
        discount: '5',
        categoryId: fx.homeId,
        subcategoryId: fx.postersId,
      }),
    );
    expect(other.details!['field']).toBe('subcategoryId');
    const owner = await expectDomainError(
      createAdminCoupon(ctx(), { code: 'NOBODY', title: 'x', discount: '5', ownerEmail: 'nobody@souq.test' }),
    );
    expect(owner.details!['field']).toBe('ownerEmail');
    expect(await database.db.select({ n: count() }).from(coupons)).toEqual([{ n: 1 }]);
    expect(await auditCount('coupon.create')).toBe(1);
  });

  it('makes a coupon a shopper uses in the cart and the order; its use is listed', async () => {
    const coupon = await createAdminCoupon(ctx(), {
      code: 'nile٢٠',
      title: 'Nile prints',
      description: 'For the prints category',
      categoryId: fx.printsId,
      availableSales: '10',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      status: 'on',
      discount: '20',
      maximumDiscount: '٥٠',
      minPurchase: '50',
      country: 'eg',
    });
    // Western digits, upper case; money in EGP piastres; the end is the start of April 1st.
    expect(coupon).toMatchObject({
      code: 'NILE20',
      categoryId: fx.printsId,
      maximumDiscountMinor: 5_000,
      minPurchaseMinor: 5_000,
      currency: 'EGP',
      country: 'eg',
      availableSales: 10,
    });
    expect(coupon.endDate!.toISOString()).toBe('2026-04-01T00:00:00.000Z');

    const shopper = await buildCustomer(database.db, 'Coupon');
    const shopperCtx = ctx(shopper.actor);
    const cart = await addToCart(shopperCtx, { image: fx.nileImageId });
    const checked = await checkCoupon(shopperCtx, { couponCode: 'nile20', cartId: cart.id });
    expect(checked.discountMinor).toBe(2_000); // 20 % of 100
    const placed = await placeOrder(shopperCtx, {
      cartId: cart.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
    });

    const uses = await listCouponUses(ctx(), coupon.id);
    expect(uses.items).toHaveLength(1);
    expect(uses.items[0]).toMatchObject({
      orderId: placed.order.id,
      userId: shopper.id,
      discountMinor: 2_000,
      currency: 'EGP',
    });
    const detail = await getAdminCoupon(ctx(), coupon.id);
    expect(detail.coupon).toMatchObject({ salesNumber: 1, availableSales: 9 });

    // The form loaded before the order spent a use is stale: refused, the count of uses kept.
    const stale = await expectDomainError(
      updateAdminCoupon(
        ctx(),
        coupon.id,
        { code: 'NILE20', title: 'Stale', discount: '20' },
        '2026-03-01T10:00:00.000000Z',
      ),
    );
    expect(stale).toMatchObject({ code: 'CHANGED_ELSEWHERE', status: 409 });
    // An edit: switched off, audited with what changed; the shopper's next try is refused.
    await updateAdminCoupon(
      ctx(),
      coupon.id,
      {
        code: 'NILE20',
        title: 'Nile prints',
        categoryId: fx.printsId,
        availableSales: '9',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        discount: '20',
        maximumDiscount: '50',
        minPurchase: '50',
        country: 'eg',
        firstOrderOnly: 'on',
      },
      detail.version,
    );
    const [update] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.update'), eq(auditLog.entityId, coupon.id)));
    expect(update!.after).toEqual({ status: false, description: null, firstOrderOnly: true });
    expect((await listAdminCoupons(ctx(), { q: 'nile' })).items[0]).toMatchObject({ firstOrderOnly: true });
    const friend = await buildCustomer(database.db, 'Friend');
    const friendCart = await addToCart(ctx(friend.actor), { image: fx.nileImageId });
    const refused = await expectDomainError(
      checkCoupon(ctx(friend.actor), { couponCode: 'NILE20', cartId: friendCart.id }),
    );
    expect(refused.messageKey).toBe('errors.coupon.notAvailable');

    expect((await listAdminCoupons(ctx(), { q: 'ni\u0000l%_' })).items).toEqual([]);
    expect((await listAdminGiftCards(ctx(), { q: '\u0000\u200f' })).items.length).toBeGreaterThanOrEqual(0);
    const found = await listAdminCoupons(ctx(), { q: 'nil' });
    expect(found.items.map((row) => row.code)).toEqual(['NILE20']);
    expect((await listAdminCoupons(ctx(), { status: 'inactive' })).items.map((row) => row.code)).toContain(
      'NILE20',
    );
    expect((await listAdminCoupons(ctx(), { status: 'active' })).items.map((row) => row.code)).not.toContain(
      'NILE20',
    );
  });

  it('generates 20 single-use codes in one batch, exported in code order', async () => {
    const refused = await expectDomainError(
      generateCouponBatch(ctx(), { prefix: 'e!d', count: '0', title: 'Eid' }),
    );
    expect(fieldsOf(refused)).toEqual(['count', 'discount', 'prefix']);

    const batch = await generateCouponBatch(ctx(), {
      prefix: 'eid',
      count: '٢٠',
      title: 'Eid gift',
      discount: '15',
      status: 'on',
    });
    expect(batch).toMatchObject({ count: 20, prefix: 'EID' });
    const listed = await listAdminCoupons(ctx(), { batch: batch.batchId, limit: 200 });
    expect(listed.items).toHaveLength(20);
    for (const row of listed.items) {
      expect(row.code).toMatch(/^EID-[A-HJ-KM-NP-Z2-9]{8}$/);
      expect(row).toMatchObject({ availableSales: 1, discountPercent: 15, status: true });
    }
    const exported: string[] = [];
    for await (const rows of exportCouponBatch(ctx(), batch.batchId))
      exported.push(...rows.map((row) => row.code));
    expect(exported).toHaveLength(20);
    expect(exported).toEqual([...exported].sort());
    expect(await auditCount('coupon.bulkGenerate')).toBe(1);
  });
});

describe('gift cards', () => {
  it('cancels a card: the balance is voided and audited, the shop refuses it, a second cancel is refused', async () => {
    const card = await buildGiftCard(
      database.db,
      {
        code: 'GC-TEST-CANCEL-K3PQ',
        priceMinor: 30_000,
        restAmountMinor: 30_000,
        currency: 'EGP',
        isPaid: true,
      },
      { now: new Date('2026-02-01T00:00:00Z') },
    );
    const listed = await listAdminGiftCards(ctx(), { q: 'k3pq' });
    expect(listed.items.map((row) => row.id)).toEqual([card.id]);
    expect(listed.items[0]!.maskedCode).toBe('••-••••-••••••-K3PQ');
    expect(listed.items[0]!.state).toBe('active');

    const shopper = await buildCustomer(database.db, 'Gift');
    const cart = await addToCart(ctx(shopper.actor), { image: fx.canvasImageId });
    // Before: the card pays. After the cancel: refused.
    expect((await checkCoupon(ctx(shopper.actor), { couponCode: card.code, cartId: cart.id })).type).toBe(
      'giftCard',
    );
    expect(await cancelGiftCard(ctx(), card.id)).toEqual({ voidedMinor: 30_000, currency: 'EGP' });
    const [after] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after).toMatchObject({ restAmountMinor: 0, cancelledAt: now });
    expect(await auditCount('giftCard.cancel')).toBe(1);
    const refused = await expectDomainError(
      checkCoupon(ctx(shopper.actor), { couponCode: card.code, cartId: cart.id }),
    );
    expect(refused.messageKey).toBe('errors.giftCard.notAvailable');
    await expect(
      placeOrder(ctx(shopper.actor), { cartId: cart.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' }),
    ).rejects.toMatchObject({ messageKey: 'errors.giftCard.notAvailable' });
    const again = await expectDomainError(cancelGiftCard(ctx(), card.id));
    expect(again).toMatchObject({ code: 'GIFT_CARD_NOT_CANCELLABLE', status: 409 });
    expect(await auditCount('giftCard.cancel')).toBe(1);
    expect((await getAdminGiftCard(ctx(), card.id)).state).toBe('cancelled');
    expect(
      (await resendGiftCard(ctx(), card.id, 'en').catch((error: unknown) => error)) as object,
    ).toMatchObject({
      code: 'GIFT_CARD_NOT_SENDABLE',
    });
  });

  it('resends the email through the delivery job, in the chosen language', async () => {
    const card = await buildGiftCard(
      database.db,
      {
        priceMinor: 20_000,
        restAmountMinor: 20_000,
        isPaid: true,
        deliveredAt: new Date('2026-02-02T00:00:00Z'),
      },
      { now: new Date('2026-02-01T00:00:00Z') },
    );
    await resendGiftCard(ctx(), card.id, 'ar');
    const sent: OutboxEmail[] = [];
    await runDueJobs({
      db: database.db,
      outbox: { sendEmail: async (email) => void sent.push(email), sendSms: async () => undefined },
      log: pino({ level: 'silent' }),
      now: () => now,
      baseUrl: 'http://shop.test',
      handlers: jobHandlers,
    });
    const mine = sent.filter((email) => email.template === 'gift-card' && email.text.includes(card.code));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ lang: 'ar', to: card.recipientEmail });
    expect(await auditCount('giftCard.resend')).toBe(1);
  });
});

describe('the referral programme', () => {
  it('refuses wrong terms and changes nothing, then new codes and uses follow the saved terms', async () => {
    const before = await getReferralProgramme(ctx());
    const error = await expectDomainError(
      saveReferralProgramme(ctx(), { discountPercent: '101', rewardEGP: '-5', rewardSAR: '1.234' }),
    );
    expect(fieldsOf(error)).toEqual(['discountPercent', 'rewardEGP', 'rewardSAR']);
    expect(await getReferralProgramme(ctx())).toEqual(before);

    await saveReferralProgramme(ctx(), {
      discountPercent: '١٢',
      rewardEGP: '25',
      rewardSAR: '5.5',
      rewardAED: '',
    });
    expect(await getReferralProgramme(ctx())).toEqual({
      discountPercent: 12,
      rewardMinor: { EGP: 2_500, SAR: 550, AED: 0 },
    });
    const [settings] = await database.db.select().from(siteSettings);
    // The fees of the settings row are untouched.
    expect(settings).toMatchObject({ referralDiscountPercent: 12, shippingFeeEgMinor: 5_000 });
    expect(await auditCount('referral.update')).toBe(1);

    const owner = await buildCustomer(database.db, 'Owner');
    const code = await ensureReferralCode(database, owner.id);
    expect(code.discountValue).toBe(12);
    const friend = await buildCustomer(database.db, 'Friend');
    expect(
      await recordReferralUse(database, {
        codeId: code.id,
        kind: 'payment',
        usedBy: friend.id,
        currency: 'SAR',
        now,
      }),
    ).toEqual({ rewardMinor: 550 });
  });
});
