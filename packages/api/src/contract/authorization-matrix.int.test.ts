/**
 * Issue 14, case 11: the authorization matrix. Every mutation and every query that answers personal
 * data is called as a guest, the owner (a customer), another customer, a designer, another
 * designer, a manufacturer and each staff privilege, with the owner's ids. Only the actors of the
 * row's `allowed` get through; the others are refused (guest 401, signed-in 403 or 404) and their
 * call changes no row of any table.
 *
 * The table is THE list: a Mutation field of schema.graphql without a row fails the first test, and
 * so does a Query field that is neither a row nor in PUBLIC_QUERIES (decide which it is).
 */
import { eq, sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import { addresses, users } from '@souq/core/db/schema/accounts.schema.ts';
import { cartLines } from '@souq/core/db/schema/cart.schema.ts';
import { careers } from '@souq/core/db/schema/content.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractClient,
  createTestDatabase,
  type ContractClient,
  type EnvelopeResult,
} from '@souq/testing';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { typeDefs } from '../yoga.ts';
import { createAccountsRuntime } from '@souq/testing/accounts-contract.fixture.ts';
import {
  buildCategory,
  buildPayout,
  buildProduct,
  buildTicket,
  buildUser,
  COMPLETE_DESIGNER_PROFILE,
  TEST_PASSWORD,
} from '@souq/testing/builders/index.ts';

const ACTORS = [
  'guest',
  'owner',
  'otherCustomer',
  'designer',
  'otherDesigner',
  'manufacturer',
  'superAdmin',
  'admin',
  'designerSupport',
] as const;
type ActorName = (typeof ACTORS)[number];

const STAFF = ['superAdmin', 'admin'] as const;
const SIGNED_IN = ACTORS.filter((actor) => actor !== 'guest');
/** Staff who review designers' tickets (docs/decisions/030). */
const TICKET_DESK = ['superAdmin', 'admin', 'designerSupport'] as const;

/** Ids of the people and things the rows aim at (all belong to `owner` unless named otherwise). */
interface Targets {
  ownerId: string;
  ownerEmail: string;
  /** The designer's id (payout details are a designer's). */
  designerId: string;
  /** A customer nobody logs in as: role and status changes land on them. */
  bystanderId: string;
  ownerCartId: string;
  ownerAddressId: string;
  fixture: CheckoutFixture;
}

interface Row {
  operation: string;
  document: string;
  /** Called before every call (it may make what the call needs: a fresh order, a line to remove). */
  variables: (targets: Targets, api: Api) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Who gets through. */
  allowed: readonly ActorName[];
  /**
   * The statuses an allowed actor may get (default 200). `public`: any answer but 401/403, for the
   * operations anyone may call whose answer depends on the input only (SPEC.md keeps 500 for a
   * wrong password and 505 for a bad reset token).
   */
  allowedStatus?: readonly number[] | 'public';
}

interface Api {
  client: ContractClient;
  runtime: AppRuntime;
  database: Database;
  tokens: Record<Exclude<ActorName, 'guest'>, string>;
  call(document: string, variables: Record<string, unknown>, actor: ActorName): Promise<EnvelopeResult>;
  /** A line of the mug in the owner's cart (through the API, as the owner). */
  fillOwnerCart(): Promise<void>;
  /** The owner's cart holding one mug only (the rows before may have left other lines). */
  resetOwnerCart(): Promise<void>;
  /** A new cod order of the owner, placed through the API. */
  placeOwnerOrder(): Promise<string>;
}

const E = 'status_code message message_key';
const id = '$user: ID';

const fullAddress = {
  address1: '12 Nile Street',
  country: 'eg',
  city: 'Cairo',
  phone: '0100111223',
};
const payout = {
  bank: 'CIB',
  branch: 'Zamalek',
  name: 'Sara Designer',
  accountNo: '100200300',
  iban: 'EG380019000500000000263180002',
  country: 'Egypt',
  swiftCode: 'CIBEEGCX',
  email: 'sara@example.com',
  creditMethod: 'bank',
};
const PAYMENT_ARGS = `$user: ID, $bank: String, $branch: String, $name: String, $accountNo: String, $iban: String, $country: String, $swiftCode: String, $email: String, $creditMethod: String`;
const PAYMENT_PASS = `user: $user, bank: $bank, branch: $branch, name: $name, accountNo: $accountNo, iban: $iban, country: $country, swiftCode: $swiftCode, email: $email, creditMethod: $creditMethod`;

async function newAddress(api: Api, userId: string): Promise<string> {
  const [row] = await api.database.db
    .insert(addresses)
    .values({ userId, country: 'eg', city: 'Cairo', address1: '3 Side street', phone: '0100000001' })
    .returning({ id: addresses.id });
  return row!.id;
}

async function addPayoutAs(api: Api, targets: Targets, bank: string): Promise<void> {
  const result = await api.call(
    `mutation P(${PAYMENT_ARGS}) { addPayment(${PAYMENT_PASS}) { ${E} } }`,
    { user: targets.designerId, ...payout, bank },
    'designer',
  );
  expect(result.status_code).toBe(200);
}

let payoutBanks = 0;

let ticketCategoryId: string | undefined;
let ticketProductId: string | undefined;
let ticketOfDesigner: string | undefined;
/** One waiting ticket of the designer, for the rows that read or write in it. */
const designerTicketId = async (t: Targets, api: Api) =>
  (ticketOfDesigner ??= (await buildTicket(api.database.db, { designerId: t.designerId })).id);

/** THE matrix: one row per operation. */
const ROWS: Row[] = [
  // ---- public mutations: anyone, no target of anyone else --------------------------------------
  {
    operation: 'newSearchKeyword',
    document: `mutation M($k: String) { newSearchKeyword(keyword: $k) { ${E} } }`,
    variables: () => ({ k: 'lamp' }),
    allowed: ACTORS,
  },
  {
    operation: 'login',
    document: `mutation M($email: String, $password: String) { login(email: $email, password: $password) { ${E} } }`,
    // A wrong password for the owner: the same refusal for everyone, no session is opened.
    variables: (t) => ({ email: t.ownerEmail, password: 'not-the-password' }),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'register',
    document: `mutation M($email: String, $password: String) { register(fName: "A", lName: "B", email: $email, password: $password, confirmPassword: $password) { ${E} } }`,
    // Without the robot check every sign-up is refused (issue 14): nobody registers by script.
    variables: () => ({
      email: `matrix-${Math.random().toString(36).slice(2)}@souq.test`,
      password: 'secret-pass-1',
    }),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'forgotPassword',
    document: `mutation M($email: String) { forgotPassword(email: $email) { ${E} } }`,
    variables: (t) => ({ email: t.ownerEmail }),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'isForgotUser',
    document: `mutation M { isForgotUser(resetPasswordToken: "not-a-token") { ${E} } }`,
    variables: () => ({}),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'resetForgotPassword',
    document: `mutation M { resetForgotPassword(password: "new-pass-123", resetPasswordToken: "not-a-token") { ${E} } }`,
    variables: () => ({}),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'addContactMessage',
    document: `mutation M { addContactMessage(name: "Mona", email: "mona@example.com", feedbackType: "complaint", message: "Hello") { ${E} } }`,
    variables: () => ({}),
    allowed: ACTORS,
  },
  {
    operation: 'addCareerRequest',
    document: `mutation M($career: ID) { addCareerRequest(career: $career, name: "Mona", email: "mona@example.com", phone: "0100111223", cv: ["cvs/missing.pdf"]) { ${E} } }`,
    variables: async (_t, api) => {
      const [career] = await api.database.db.select({ id: careers.id }).from(careers).limit(1);
      return { career: career?.id ?? '00000000-0000-4000-8000-000000000000' };
    },
    allowed: ACTORS,
    // The CV was never uploaded: refused for its content, never for who asks.
    allowedStatus: 'public',
  },
  {
    operation: 'createGiftCard',
    document: `mutation M { createGiftCard(theme: "birthday", amount: 500, senderName: "A", senderEmail: "a@example.com", recipientName: "B", recipientEmail: "b@example.com", recipientLang: "ar", agreeNonRefundable: true) { ${E} } }`,
    // No cart given: into the caller's own cart (a guest's: a new one).
    variables: () => ({}),
    allowed: ACTORS,
    allowedStatus: 'public',
  },

  // ---- the signed-in user themselves --------------------------------------------------------------
  // Phone checks happen at sign-up too: anyone may ask for and check a code for a phone.
  {
    operation: 'createOtp',
    document: `mutation M { createOtp(phone: "0100111223") { ${E} } }`,
    variables: () => ({}),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'verifyOtp',
    document: `mutation M { verifyOtp(phone: "0100111223", otp: "0000") { ${E} } }`,
    variables: () => ({}),
    allowed: ACTORS,
    allowedStatus: 'public',
  },
  {
    operation: 'requestReferralCodeProfit',
    document: `mutation M { requestReferralCodeProfit(amount: 50) { ${E} } }`,
    variables: () => ({}),
    allowed: SIGNED_IN,
    // Nobody here has earned anything: refused for the balance, never for someone else's.
    allowedStatus: [200, 400, 404, 409],
  },

  // ---- the owner's account: the owner, superAdmin and admin ----------------------------------------
  {
    operation: 'editProfile',
    document: `mutation M(${id}) { editProfile(user: $user, city: "Giza") { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'addAddress',
    document: `mutation M(${id}, $address: AddressInput) { addAddress(user: $user, address: $address) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId, address: fullAddress }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'updateAddress',
    document: `mutation M(${id}, $address: AddressInput) { updateAddress(user: $user, address: $address) { ${E} } }`,
    variables: async (t, api) => ({
      user: t.ownerId,
      address: { ...fullAddress, _id: await newAddress(api, t.ownerId), city: 'Giza' },
    }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'removeAddress',
    document: `mutation M(${id}, $address: ID) { removeAddress(user: $user, address: $address) { ${E} } }`,
    variables: async (t, api) => ({ user: t.ownerId, address: await newAddress(api, t.ownerId) }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'addPayment',
    document: `mutation M(${PAYMENT_ARGS}) { addPayment(${PAYMENT_PASS}) { ${E} } }`,
    variables: (t) => ({ user: t.designerId, ...payout, bank: `Bank ${(payoutBanks += 1)}` }),
    allowed: ['designer', ...STAFF],
  },
  {
    operation: 'updatePayment',
    document: `mutation M(${PAYMENT_ARGS}) { updatePayment(${PAYMENT_PASS}) { ${E} } }`,
    variables: async (t, api) => {
      const bank = `Bank ${(payoutBanks += 1)}`;
      await addPayoutAs(api, t, bank);
      return { user: t.designerId, ...payout, bank, branch: 'Maadi' };
    },
    allowed: ['designer', ...STAFF],
  },
  {
    operation: 'removePayment',
    document: `mutation M($user: ID, $bank: String) { removePayment(user: $user, bank: $bank) { ${E} } }`,
    variables: async (t, api) => {
      const bank = `Bank ${(payoutBanks += 1)}`;
      await addPayoutAs(api, t, bank);
      return { user: t.designerId, bank };
    },
    allowed: ['designer', ...STAFF],
  },
  {
    operation: 'addRemoveWishlist',
    document: `mutation M($image: ID, ${id}) { addRemoveWishlist(image: $image, user: $user) { ${E} } }`,
    variables: (t) => ({ image: t.fixture.desertPrimaryImageId, user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'addReview',
    document: `mutation M(${id}, $product: ID) { addReview(user: $user, type: "review", text: "Lovely", product: $product, rating: 5) { ${E} } }`,
    // Writing as the owner: a user writes as themselves only, staff included.
    variables: (t) => ({ user: t.ownerId, product: t.fixture.desertId }),
    allowed: ['owner'],
    allowedStatus: [200, 400, 403, 409],
  },

  // ---- the owner's cart: changed by the owner only, read by the owner and superAdmin/admin ----------
  {
    operation: 'addToCart',
    document: `mutation M($cart: ID, $image: ID) { addToCart(cart: $cart, image: $image) { ${E} } }`,
    variables: (t) => ({ cart: t.ownerCartId, image: t.fixture.canvasImageId }),
    allowed: ['owner'],
  },
  {
    operation: 'reduceFromCart',
    document: `mutation M($cart: ID, $image: ID) { reduceFromCart(cart: $cart, image: $image) { ${E} } }`,
    variables: async (t, api) => {
      await api.fillOwnerCart();
      return { cart: t.ownerCartId, image: t.fixture.mugImageId };
    },
    allowed: ['owner'],
  },
  {
    operation: 'removeFromCart',
    document: `mutation M($cart: ID, $image: ID) { removeFromCart(cart: $cart, image: $image) { ${E} } }`,
    variables: async (t, api) => {
      await api.fillOwnerCart();
      return { cart: t.ownerCartId, image: t.fixture.mugImageId };
    },
    allowed: ['owner'],
  },
  {
    operation: 'replaceFakeCart',
    document: `mutation M($fake: ID, $userId: ID) { replaceFakeCart(fakeCartId: $fake, userId: $userId) { ${E} } }`,
    variables: async (t, api) => {
      const guest = await api.call(
        `mutation G($image: ID) { addToCart(image: $image) { ${E} data { _id } } }`,
        { image: t.fixture.mugImageId },
        'guest',
      );
      return { fake: (guest.data as { _id: string })._id, userId: t.ownerId };
    },
    allowed: ['owner'],
  },
  {
    operation: 'createNewCartForUser',
    document: `mutation M(${id}) { createNewCartForUser(user: $user) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'checkCoupon',
    document: `query Q($cart: ID) { checkCoupon(couponCode: "NO-SUCH-CODE", cartId: $cart) { ${E} } }`,
    variables: (t) => ({ cart: t.ownerCartId }),
    allowed: ['owner'],
    // Through for the owner, where the unknown code is the answer.
    allowedStatus: [404],
  },
  {
    operation: 'placeOrder',
    document: `mutation M($cart: ID, $addr: ID) { placeOrder(cartId: $cart, addr: $addr, paymentMethod: "cod") { ${E} } }`,
    variables: async (t, api) => {
      await api.resetOwnerCart();
      return { cart: t.ownerCartId, addr: t.ownerAddressId };
    },
    allowed: ['owner'],
  },

  {
    operation: 'setFawryRef',
    document: `mutation M($order: ID!) { setFawryRef(fawryRefInput: { order: $order, fawryRef: "1234567890" }) { ${E} } }`,
    variables: async (_t, api) => ({ order: await api.placeOwnerOrder() }),
    allowed: ['owner'],
    // Through for the owner, where a cash-on-delivery order is the 'Fawry error' of SPEC.md 8.
    allowedStatus: [400],
  },

  // ---- orders: staff move them on; the owner cancels their own -------------------------------------
  {
    operation: 'changeOrderStatus',
    document: `mutation M($order: ID!) { changeOrderStatus(order: $order, status: "in_production") { ${E} } }`,
    variables: async (_t, api) => ({ order: await api.placeOwnerOrder() }),
    allowed: STAFF,
  },
  {
    operation: 'refundOrder',
    document: `mutation M($order: ID!) { refundOrder(order: $order, to: "wallet", amount: 1) { ${E} } }`,
    variables: async (_t, api) => ({ order: await api.placeOwnerOrder() }),
    allowed: STAFF,
    // A cod order not paid yet has nothing to refund: the rule answers, after the permission.
    allowedStatus: [200, 400, 409],
  },
  {
    operation: 'cancelOrder',
    document: `mutation M($order: ID!) { cancelOrder(order: $order, reason: "changed my mind") { ${E} } }`,
    variables: async (_t, api) => ({ order: await api.placeOwnerOrder() }),
    allowed: ['owner', ...STAFF],
  },

  // ---- designer tickets: the ticket's designer and the ticket desk (docs/decisions/030) -----------
  {
    operation: 'addProductForDesigner',
    document: `mutation M($d: ID, $c: ID) { addProductForDesigner(designer: $d, category: $c, name: "Nile", description: "A print") { ${E} } }`,
    variables: async (t, api) => {
      const { role: _role, ...profile } = COMPLETE_DESIGNER_PROFILE;
      await api.database.db.update(users).set(profile).where(eq(users.id, t.designerId));
      ticketCategoryId ??= (await buildCategory(api.database.db)).id;
      return { d: t.designerId, c: ticketCategoryId };
    },
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'removeRejectedTicket',
    document: `mutation M($t: ID) { removeRejectedTicket(ticket: $t) { ${E} } }`,
    variables: async (t, api) => ({
      t: (await buildTicket(api.database.db, { designerId: t.designerId, status: 'rejected' })).id,
    }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'addNewMessageNotification',
    document: `mutation M($p: ID) { addNewMessageNotification(product: $p, increase: true) { ${E} } }`,
    variables: async (t, api) => {
      ticketProductId ??= (await buildProduct(api.database.db, { designerId: t.designerId })).productId;
      return { p: ticketProductId };
    },
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'updateResponsesNotifications',
    document: `mutation M(${id}) { updateResponsesNotifications(user: $user, increase: true) { ${E} } }`,
    variables: (t) => ({ user: t.designerId }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'addTicketMessage',
    document: `mutation M($t: ID) { addTicketMessage(ticket: $t, text: "Any news?") { ${E} } }`,
    variables: async (t, api) => ({ t: await designerTicketId(t, api) }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'acceptTicket',
    document: `mutation M($t: ID) { acceptTicket(ticket: $t, prices: [{ country: "eg", price: 300 }]) { ${E} } }`,
    variables: async (t, api) => ({
      t: (await buildTicket(api.database.db, { designerId: t.designerId })).id,
    }),
    allowed: TICKET_DESK,
  },
  {
    operation: 'rejectTicket',
    document: `mutation M($t: ID) { rejectTicket(ticket: $t, reason: "Blurred") { ${E} } }`,
    variables: async (t, api) => ({
      t: (await buildTicket(api.database.db, { designerId: t.designerId })).id,
    }),
    allowed: TICKET_DESK,
  },

  // ---- designer profits: the seller, staff decide payouts (docs/decisions/031) --------------------
  {
    operation: 'updateAvailableSales',
    document: `mutation M($p: ID!) { updateAvailableSales(product: $p, quantity: 1, increase: true) { ${E} } }`,
    variables: async (t, api) => ({
      p: (await buildProduct(api.database.db, { designerId: t.designerId, availableEdition: 3 })).productId,
    }),
    allowed: ['designer', ...STAFF],
  },
  {
    operation: 'requestProfitWithdrawal',
    document: `mutation M { requestProfitWithdrawal(amount: 1) { ${E} } }`,
    variables: () => ({}),
    // Every seller asks for themselves; without earnings (or payment details) the rule answers 400.
    allowed: ['designer', 'otherDesigner', 'manufacturer'],
    allowedStatus: [200, 400],
  },
  {
    operation: 'approvePayout',
    document: `mutation M($p: ID!) { approvePayout(payout: $p) { ${E} } }`,
    variables: async (t, api) => ({ p: (await buildPayout(api.database.db, t.designerId)).id }),
    allowed: STAFF,
  },
  {
    operation: 'markPayoutPaid',
    document: `mutation M($p: ID!) { markPayoutPaid(payout: $p, reference: "TRX") { ${E} } }`,
    variables: async (t, api) => ({ p: (await buildPayout(api.database.db, t.designerId)).id }),
    allowed: STAFF,
  },
  {
    operation: 'rejectPayout',
    document: `mutation M($p: ID!) { rejectPayout(payout: $p, note: "No") { ${E} } }`,
    variables: async (t, api) => ({ p: (await buildPayout(api.database.db, t.designerId)).id }),
    allowed: STAFF,
  },

  // ---- accounts: staff only ------------------------------------------------------------------------
  {
    operation: 'changeRoleOrStatus',
    document: `mutation M(${id}) { changeRoleOrStatus(user: $user, status: false) { ${E} } }`,
    variables: async (t, api) => {
      await api.database.db
        .update(users)
        .set({ status: true })
        .where(sql`${users.id} = ${t.bystanderId}`);
      return { user: t.bystanderId };
    },
    allowed: STAFF,
  },

  // ---- queries that answer personal data ------------------------------------------------------------
  {
    operation: 'getDesignerTickets',
    document: `query Q($d: ID) { getDesignerTickets(designer: $d) { ${E} } }`,
    variables: (t) => ({ d: t.designerId }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getTicketById',
    document: `query Q($t: ID) { getTicketById(product: $t) { ${E} } }`,
    variables: async (t, api) => ({ t: await designerTicketId(t, api) }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getTicketMessages',
    document: `query Q($t: ID) { getTicketMessages(ticket: $t) { ${E} } }`,
    variables: async (t, api) => ({ t: await designerTicketId(t, api) }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getOrdersByDesignerId',
    document: `query Q($d: ID!) { getOrdersByDesignerId(designerId: $d) { ${E} } }`,
    variables: (t) => ({ d: t.designerId }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getProfitByDesigner',
    document: `query Q($d: ID!) { getProfitByDesigner(designer: $d) { ${E} } }`,
    variables: (t) => ({ d: t.designerId }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getProfitByManufacturer',
    document: `query Q($m: ID!) { getProfitByManufacturer(manufacturer: $m) { ${E} } }`,
    variables: async (_t, api) => {
      const [maker] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'manufacturer'));
      return { m: maker!.id };
    },
    allowed: ['manufacturer', ...TICKET_DESK],
  },
  {
    operation: 'getPayouts',
    document: `query Q($b: ID) { getPayouts(beneficiary: $b) { ${E} } }`,
    variables: (t) => ({ b: t.designerId }),
    allowed: ['designer', ...TICKET_DESK],
  },
  {
    operation: 'getCartById',
    document: `query Q($cart: ID) { getCartById(cart: $cart) { ${E} } }`,
    variables: (t) => ({ cart: t.ownerCartId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getCartBYUser',
    document: `query Q(${id}) { getCartBYUser(user: $user) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getFinalPrice',
    document: `query Q($cart: ID) { getFinalPrice(cartId: $cart) { ${E} } }`,
    variables: async (t, api) => {
      await api.fillOwnerCart();
      return { cart: t.ownerCartId };
    },
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getPaymentMethods',
    document: `query Q($cart: ID) { getPaymentMethods(cartId: $cart) { ${E} } }`,
    variables: async (t, api) => {
      await api.fillOwnerCart();
      return { cart: t.ownerCartId };
    },
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getOrdersByUserId',
    document: `query Q(${id}) { getOrdersByUserId(user: $user) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getUserWishlist',
    document: `query Q(${id}) { getUserWishlist(user: $user) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ['owner', ...STAFF],
  },
  {
    operation: 'getUsers',
    document: `query Q { getUsers(role: "customer") { ${E} } }`,
    variables: () => ({}),
    allowed: STAFF,
  },
  {
    operation: 'searchUser',
    document: `query Q { searchUser(value: "Test", role: "customer") { ${E} } }`,
    variables: () => ({}),
    allowed: STAFF,
  },
  {
    operation: 'checkUserHasReferralCode',
    document: `query Q { checkUserHasReferralCode { ${E} } }`,
    variables: () => ({}),
    allowed: SIGNED_IN,
  },
  {
    operation: 'getUserById',
    // The account answers for anyone (a public profile); its private fields are checked below.
    document: `query Q(${id}) { getUserById(user: $user) { ${E} } }`,
    variables: (t) => ({ user: t.ownerId }),
    allowed: ACTORS,
  },
];

/** Queries with no personal data: catalogue, content, settings, public profiles and codes. */
const PUBLIC_QUERIES = new Set([
  'getSettings',
  'getCategories',
  'getProductById',
  'getCategoryBySlug',
  'filterProducts',
  'getProductsByCategoryId',
  'getSuggestedProducts',
  'getProductImages',
  'getImageById',
  'globalSearch',
  'searchAllProducts',
  'searchSuggestions',
  'getCollections',
  'getCollection',
  'getProductsByCollectionId',
  'getTag',
  'getProductsByTagId',
  'sortDesigners',
  'getFeaturedDesigners',
  'getProductsByDesigner',
  'getProductsByManufacturer',
  'homeProductsWithCategory',
  'homeProductsWithCollection',
  'getFeaturedProducts',
  'getProductsWithOffer',
  'getNewArrivals',
  'getIdesignProducts',
  'getPaginatedProductsWithOffer',
  'getOfferForHome',
  'getAttributes',
  'getSliders',
  'getBanners',
  'getAdvert',
  'getCommentReviews',
  'getDiscussionReviews',
  'getProductRating',
  'getAbout',
  'getTerms',
  'getPolicies',
  'getExchangePolicies',
  'getCareers',
  'getHeaderDescriptionByPage',
  'getHowItWorksStages',
  'getFaqs',
  'getPosts',
  'getPostBySlug',
  'getCouponByCode',
]);

// ------------------------------------------------------------------------------------------------

const api = {} as Api;
let targets: Targets;
let tables: string[];

/** One digest of every table's rows but the bookkeeping of sessions and throttles. */
async function digest(): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const result = (await api.database.db.execute(
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as digest`,
  )) as unknown as { rows: { digest: string }[] };
  return result.rows[0]!.digest;
}

beforeAll(async () => {
  api.database = await createTestDatabase();
  api.runtime = createAccountsRuntime(api.database);
  api.client = createContractClient(api.runtime);
  const fixture = await seedCheckoutCatalog(api.database.db, new Date());

  const people = {
    owner: await buildUser(api.database.db),
    otherCustomer: await buildUser(api.database.db),
    designer: await buildUser(api.database.db, { role: 'designer' }),
    otherDesigner: await buildUser(api.database.db, { role: 'designer' }),
    manufacturer: await buildUser(api.database.db, { role: 'manufacturer' }),
    superAdmin: await buildUser(api.database.db, { privilageType: 'superAdmin' }),
    admin: await buildUser(api.database.db, { privilageType: 'admin' }),
    designerSupport: await buildUser(api.database.db, { privilageType: 'designerSupport' }),
  };
  const bystander = await buildUser(api.database.db);
  // Log in through the API, as clients do: the session rules stay the server's.
  api.tokens = {} as Api['tokens'];
  for (const [name, user] of Object.entries(people)) {
    const login = await api.client.operation<{ jwt: string }>(
      `mutation L($email: String, $password: String) { login(email: $email, password: $password) { ${E} data { jwt } } }`,
      { variables: { email: user.email, password: TEST_PASSWORD } },
    );
    expect(login.status_code, `login of ${name}`).toBe(200);
    api.tokens[name as keyof Api['tokens']] = login.data!.jwt;
  }

  api.call = (document, variables, actor) =>
    api.client.operation(document, {
      variables,
      ...(actor === 'guest' ? {} : { token: api.tokens[actor] }),
    });
  api.fillOwnerCart = async () => {
    const added = await api.call(
      `mutation A($image: ID) { addToCart(image: $image) { ${E} } }`,
      { image: fixture.mugImageId },
      'owner',
    );
    expect(added.status_code).toBe(200);
  };
  const ownerAddressId = await newAddress(api, people.owner.id);
  api.resetOwnerCart = async () => {
    await api.database.db.delete(cartLines).where(eq(cartLines.cartId, targets.ownerCartId));
    await api.fillOwnerCart();
  };
  api.placeOwnerOrder = async () => {
    await api.resetOwnerCart();
    const placed = await api.call(
      `mutation P($cart: ID, $addr: ID) { placeOrder(cartId: $cart, addr: $addr, paymentMethod: "cod") { ${E} data { _id } } }`,
      { cart: targets.ownerCartId, addr: ownerAddressId },
      'owner',
    );
    expect(placed.status_code, JSON.stringify(placed)).toBe(200);
    return (placed.data as { _id: string })._id;
  };
  const cart = await api.call(`mutation C { createNewCartForUser { ${E} data { _id } } }`, {}, 'owner');
  targets = {
    ownerId: people.owner.id,
    ownerEmail: people.owner.email!,
    designerId: people.designer.id,
    bystanderId: bystander.id,
    ownerCartId: (cart.data as { _id: string })._id,
    ownerAddressId,
    fixture,
  };
  const listed = (await api.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'
      and tablename not in ('auth_attempts', 'user_sessions', '__drizzle_migrations') order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  tables = listed.rows.map((row) => row.tablename);
});
afterAll(async () => {
  await api.database?.close();
});

describe('the authorization matrix (issue 14, case 11)', () => {
  it('has a row for every mutation, and every query is a row or public', () => {
    const schema = buildSchema(typeDefs);
    const rows = new Set(ROWS.map((row) => row.operation));
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect(mutations.filter((name) => !rows.has(name))).toEqual([]);
    const queries = Object.keys(schema.getQueryType()!.getFields());
    expect(queries.filter((name) => !rows.has(name) && !PUBLIC_QUERIES.has(name))).toEqual([]);
    expect(ROWS.length).toBe(rows.size);
  });

  it('lets only the owner or the right staff role through, and refusals change nothing', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const mutation = row.document.trimStart().startsWith('mutation');
      for (const actor of ACTORS) {
        const variables = await row.variables(targets, api);
        const allowed = row.allowed.includes(actor);
        // Only a refusal is checked for changes, so only a refused call pays for the digests.
        const before = mutation && !allowed ? await digest() : '';
        const result = await api.call(row.document, variables, actor);
        const statuses: readonly number[] | 'public' = allowed
          ? (row.allowedStatus ?? [200])
          : actor === 'guest'
            ? [401, 403]
            : [403, 404];
        const expected = statuses === 'public' ? null : statuses;
        const refusal = [401, 403].includes(result.status_code);
        if (expected ? !expected.includes(result.status_code) : refusal)
          mismatches.push(
            `${row.operation} as ${actor}: ${result.status_code} ${result.message_key ?? result.message} (expected ${expected?.join('/') ?? 'no refusal'})`,
          );
        if (!allowed && mutation && (await digest()) !== before)
          mismatches.push(`${row.operation} as ${actor}: refused but changed rows`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("answers the owner's private fields to the owner and superAdmin/admin only", async () => {
    for (const actor of ACTORS) {
      const result = await api.call(
        `query Q($user: ID) { getUserById(user: $user) { ${E} data { email phone } } }`,
        { user: targets.ownerId },
        actor,
      );
      const email = (result.data as { email: string | null } | null)?.email ?? null;
      const mayRead = actor === 'owner' || actor === 'superAdmin' || actor === 'admin';
      expect({ actor, email }).toEqual({ actor, email: mayRead ? targets.ownerEmail : null });
    }
  });
});
