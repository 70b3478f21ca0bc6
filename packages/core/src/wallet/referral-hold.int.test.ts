/**
 * Issue 14, referral abuse (docs/decisions/026): three scripted sign-ups with one referral code
 * raised its owner's earnings from 15 to 90 EGP, which the wallet then spent. A sign-up's reward is
 * now held until the new account's first delivered order, and released exactly once.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReferralCode,
  openCheckoutDatabase,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import { register } from '../accounts/accounts.service.ts';
import { createRobotChallenge, robotCheckSecret } from '../accounts/robot-check.service.ts';
import { solveRobotChallenge } from '../accounts/robot-check.solver.ts';
import { addToCart } from '../cart/cart.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { addresses } from '../db/schema/accounts.schema.ts';
import { profitEntries } from '../db/schema/ledger.schema.ts';
import { referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { changeOrderStatus } from '../orders/order-lifecycle.service.ts';
import { referralBalanceMinor } from './wallet.service.ts';
import { buildCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-05-01T12:00:00Z');
const jwtSecret = crypto.randomBytes(32);
let database: Database;
let fx: CheckoutFixture;
let staff: Actor;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  const admin = await buildCustomer(database.db, 'Admin');
  staff = { ...admin.actor, privilageType: 'admin' };
});
afterAll(async () => database?.close());

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, country: 'eg', now });

/** A scripted sign-up through the service, robot check solved, typing `code`. */
async function signUp(code: string, i: number) {
  const altcha = await solveRobotChallenge(await createRobotChallenge(robotCheckSecret(jwtSecret)));
  const session = await register(
    ctx(null),
    {
      fName: 'Scripted',
      lName: `Signup ${i}`,
      email: `scripted.${i}.${crypto.randomBytes(3).toString('hex')}@example.com`,
      password: 'abcdef',
      discountCode: code,
      altcha,
    },
    { jwtSecret, passwordMinLength: 6, clientAddress: null },
  );
  const [address] = await database.db
    .insert(addresses)
    .values({
      userId: session.user.id,
      country: 'eg',
      city: 'Cairo',
      address1: '1 Test street',
      phone: '0100000000',
    })
    .returning({ id: addresses.id });
  return { actor: session.actor, addressId: address!.id };
}

async function deliveredOrder(shopper: { actor: Actor; addressId: string }) {
  const me = ctx(shopper.actor);
  const cart = await addToCart(me, { image: fx.mugImageId, quantity: 1 });
  const placed = await placeOrder(me, { cartId: cart.id, addr: shopper.addressId, paymentMethod: 'cod' });
  for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery'] as const) {
    await changeOrderStatus(ctx(staff), { order: placed.order.id, status });
  }
  return placed.order.id;
}

const deliver = (orderId: string) => changeOrderStatus(ctx(staff), { order: orderId, status: 'delivered' });

describe('sign-up referral rewards are held until the first delivered order', () => {
  it('three sign-ups leave the available balance unchanged; the first delivered order releases one reward, once', async () => {
    const owner = await buildCustomer(database.db, 'Owner');
    const code = await createReferralCode(database.db, owner.id, { discountByValue: 2_500 });
    const before = await referralBalanceMinor(database, owner.id, 'EGP');

    const signups = [];
    for (let i = 0; i < 3; i += 1) signups.push(await signUp(code.code, i));
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(before);
    const uses = await database.db
      .select()
      .from(referralCodeUses)
      .where(and(eq(referralCodeUses.codeId, code.id), eq(referralCodeUses.kind, 'register')));
    expect(uses).toHaveLength(3);
    expect(uses.every((use) => use.rewardReleasedAt === null && use.rewardMinor === 2_500)).toBe(true);

    // The first delivered order of one of them: its sign-up reward becomes the owner's, once.
    const first = await deliveredOrder(signups[0]!);
    await deliver(first);
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(before + 2_500);
    // A second delivered order of the same customer: nothing more.
    const second = await deliveredOrder(signups[0]!);
    await deliver(second);
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(before + 2_500);
    const released = await database.db
      .select()
      .from(referralCodeUses)
      .where(and(eq(referralCodeUses.codeId, code.id), eq(referralCodeUses.usedBy, signups[0]!.actor.id)));
    expect(released[0]!.rewardReleasedAt).not.toBeNull();
    const entries = await database.db
      .select()
      .from(profitEntries)
      .where(and(eq(profitEntries.beneficiaryId, owner.id), eq(profitEntries.profitFor, 'referral')));
    expect(entries.map((entry) => [entry.amountMinor, entry.orderId])).toEqual([[2_500, first]]);
  });

  it('releases once when two orders of the new customer are delivered at the same moment', async () => {
    const owner = await buildCustomer(database.db, 'Racer');
    const code = await createReferralCode(database.db, owner.id, { discountByValue: 1_500 });
    const newcomer = await signUp(code.code, 9);
    const a = await deliveredOrder(newcomer);
    const b = await deliveredOrder(newcomer);
    await Promise.all([deliver(a), deliver(b)]);
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(1_500);
  });
});
