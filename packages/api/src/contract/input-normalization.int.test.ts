/**
 * Issue 14, case 14: input normalization at the entry points. Arabic-Indic (٠-٩) and Persian (۰-۹)
 * digits are accepted in every numeric text (phones, OTP phones, account numbers, IBANs, card
 * numbers, quantities typed in forms), and direction marks (U+200E/F, U+202A-202E, U+2066-2069)
 * and zero-width characters (U+200B-200D, U+FEFF) in names, codes (coupon, referral, gift card)
 * and emails are stripped before validation and storage: what is stored is what the same input
 * typed without them gives, never a half-normalized value. One row per entry point.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '@souq/core/cart/cart.service.ts';
import type { Database } from '@souq/core/db/client.ts';
import { addresses, userPaymentAccounts, users } from '@souq/core/db/schema/accounts.schema.ts';
import { contactMessages } from '@souq/core/db/schema/content.schema.ts';
import { toArabicDigits } from '@souq/core/locale/locales.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractClient,
  createTestDatabase,
  solvedRobotCheck,
  type ContractClient,
  type EnvelopeResult,
} from '@souq/testing';
import {
  createReferralCode,
  seedCheckoutCatalog,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import { TEXT_MARKS } from '@souq/testing/text-marks.ts';
import { createAccountsRuntime } from '@souq/testing/accounts-contract.fixture.ts';
import { tokenFor } from '@souq/testing/contract-api.fixture.ts';
import { buildCoupon, buildGiftCard, buildUser } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

/** Every mark of the rule, spread through a value as a right-to-left copy and paste leaves them. */
const marked = (value: string, offset = 0) =>
  [...value].map((char, index) => `${TEXT_MARKS[(index + offset) % TEXT_MARKS.length]}${char}`).join('') +
  TEXT_MARKS[offset % TEXT_MARKS.length];

let database: Database;
let runtime: AppRuntime;
let client: ContractClient;
let fixture: CheckoutFixture;
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = createAccountsRuntime(database);
  client = createContractClient(runtime);
  fixture = await seedCheckoutCatalog(database.db, now);
});
afterAll(async () => {
  await database?.close();
});

const call = (document: string, variables: Record<string, unknown>, token?: string) =>
  client.operation<Record<string, unknown>>(document, { variables, ...(token ? { token } : {}) });
const ok = (result: EnvelopeResult) =>
  expect(result, JSON.stringify(result)).toMatchObject({ status_code: 200 });

describe('input normalization at the entry points (issue 14, case 14)', () => {
  it('register: names and the email lose their marks, the referral code is found through them', async () => {
    const owner = await buildUser(database.db);
    const { code } = await createReferralCode(database.db, owner.id);
    const result = await call(
      `mutation R($fName: String, $lName: String, $email: String, $code: String, $altcha: String) {
        register(fName: $fName, lName: $lName, email: $email, password: "secret-pass-1", confirmPassword: "secret-pass-1", discountCode: $code, altcha: $altcha) { status_code message data { _id fName lName email discountCode } } }`,
      {
        fName: marked('سارة'),
        lName: marked('Ali', 3),
        email: marked('Sara.Ali@Example.com', 5),
        code: marked(toArabicDigits(code.toLowerCase()), 7),
        altcha: await solvedRobotCheck(runtime),
      },
    );
    ok(result);
    expect(result.data).toMatchObject({
      fName: 'سارة',
      lName: 'Ali',
      email: 'sara.ali@example.com',
      discountCode: code,
    });
    const login = await call(
      `mutation L($email: String) { login(email: $email, password: "secret-pass-1") { status_code } }`,
      { email: marked('SARA.ALI@example.com', 2) },
    );
    ok(login);
  });

  it('editProfile: the phone in Arabic-Indic or Persian digits with marks is stored in Western digits', async () => {
    const user = await buildUser(database.db);
    for (const [phone, stored] of [
      [marked('٠١٠٠١١١٢٢٣'), '0100111223'],
      [marked('۰۱۰۰۱۱۱۲۲۴', 4), '0100111224'],
    ] as const) {
      ok(
        await call(
          `mutation E($user: ID, $phone: String, $fName: String) { editProfile(user: $user, phone: $phone, fName: $fName) { status_code } }`,
          { user: user.id, phone, fName: marked('منى') },
          tokenFor(runtime, user),
        ),
      );
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect({ phone: row!.phone, fName: row!.fName }).toEqual({ phone: stored, fName: 'منى' });
    }
  });

  it('addAddress: the phone and names of an address', async () => {
    const user = await buildUser(database.db);
    ok(
      await call(
        `mutation A($user: ID, $address: AddressInput) { addAddress(user: $user, address: $address) { status_code } }`,
        {
          user: user.id,
          address: {
            address1: marked('١٢ شارع النيل'),
            country: 'eg',
            city: marked('Cairo', 2),
            phone: marked('٠١٠٠١١١٢٢٣', 6),
            fName: marked('Mona', 1),
          },
        },
        tokenFor(runtime, user),
      ),
    );
    const [row] = await database.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(row).toMatchObject({
      address1: '١٢ شارع النيل',
      city: 'Cairo',
      phone: '0100111223',
      fName: 'Mona',
    });
  });

  it('addPayment: account number, IBAN and card number typed in Arabic-Indic digits are stored in Western digits', async () => {
    const designer = await buildUser(database.db, { role: 'designer' });
    ok(
      await call(
        `mutation P($user: ID, $accountNo: String, $iban: String, $cardNo: String, $name: String) {
          addPayment(user: $user, bank: "CIB", name: $name, accountNo: $accountNo, iban: $iban, cardNo: $cardNo) { status_code } }`,
        {
          user: designer.id,
          name: marked('Sara Designer'),
          accountNo: marked('١٠٠٢٠٠٣٠٠'),
          iban: marked('eg٣٨ ٠٠١٩ ۰۰۰۵ ٠٠٠٠ ٠٠٠٠ ٢٦٣١ ٨٠٠٠ ٢', 3),
          cardNo: marked('٤١١١ ١١١١ ١١١١ ١٢٣٤', 9),
        },
        tokenFor(runtime, designer),
      ),
    );
    const [row] = await database.db
      .select()
      .from(userPaymentAccounts)
      .where(eq(userPaymentAccounts.userId, designer.id));
    expect(row).toMatchObject({
      name: 'Sara Designer',
      accountNo: '100200300',
      iban: 'EG380019000500000000263180002',
      cardLast4: '1234',
    });
  });

  it('createOtp: a phone in Arabic-Indic digits with marks is accepted', async () => {
    ok(
      await call(`mutation O($phone: String) { createOtp(phone: $phone) { status_code } }`, {
        phone: marked('٠١٠٩٨٧٦٥٤٣'),
      }),
    );
  });

  it('addContactMessage: the name, email and phone as they would be typed without marks', async () => {
    ok(
      await call(
        `mutation C($name: String, $email: String, $phone: String) { addContactMessage(name: $name, email: $email, phone: $phone, feedbackType: "complaint", message: "مرحبا") { status_code } }`,
        { name: marked('Mona Adel'), email: marked('Mona@Example.com', 2), phone: marked('٠١٠٠١١١٢٢٣', 4) },
      ),
    );
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'mona@example.com'));
    expect(row).toMatchObject({ name: 'Mona Adel', phone: '0100111223' });
  });

  it('coupon and gift card codes are found through marks and Arabic-Indic digits', async () => {
    await buildCoupon(database.db, { code: 'SAVE10', discountPercent: 10 }, { now });
    await buildGiftCard(database.db, { code: 'GIFT-200', priceMinor: 20_000, currency: 'EGP' }, { now });
    const coupon = await call(
      `query C($code: String) { getCouponByCode(code: $code) { status_code data { code } } }`,
      {
        code: marked('save١٠'),
      },
    );
    ok(coupon);
    expect(coupon.data).toMatchObject({ code: 'SAVE10' });
    const cart = await call(
      `mutation A($image: ID) { addToCart(image: $image) { status_code data { _id } } }`,
      {
        image: fixture.mugImageId,
      },
    );
    ok(cart);
    const checked = await call(
      `query K($code: String, $cart: ID) { checkCoupon(couponCode: $code, cartId: $cart) { status_code data { type } } }`,
      { code: marked('gift-٢٠٠', 5), cart: (cart.data as { _id: string })._id },
    );
    ok(checked);
    expect(checked.data).toMatchObject({ type: 'giftCard' });
  });

  it('a quantity typed in a form in Arabic-Indic digits (the website cart form)', async () => {
    const ctx = testServiceContext(database.db, { now });
    const view = await addToCart(ctx, { image: fixture.mugImageId, quantity: marked('٢') });
    expect(view.lines.map(({ line }) => line.quantity)).toEqual([2]);
  });
});
