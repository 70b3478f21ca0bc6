/**
 * Issue 17: every dashboard operation x every role. Each row names the permission the operation
 * needs (permissions.ts) and calls it on ids that exist nowhere, so a call that gets past the
 * permission check ends in 404, 400 or an empty answer and changes nothing. Guests get 401; people
 * without the permission 403; those with it never 401 or 403. No audit row is written by a refusal.
 *
 * Staff replies in a ticket's discussion are not here: the designer writes there too, and anyone
 * else gets 404 for a ticket that is not theirs (docs/decisions/030; the GraphQL authorization
 * matrix covers addTicketMessage).
 *
 * The table is THE list: an exported operation of packages/core/src/admin/*.service.ts (and of the
 * payment settings service) without a row (or a reason in NOT_OPERATIONS) fails the first test.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { isDomainError } from '../errors.ts';
import type { TicketFiles } from '../designers/ticket-files.ts';
import { createDiskFileStore } from '../media/file-store.ts';
import { acceptTicket, rejectTicket, reopenTicket } from '../designers/ticket-review.service.ts';
import { approvePayout, markPayoutPaid, rejectPayout } from '../designers/payouts.service.ts';
import { changeOrderStatus, refundOrder } from '../orders/order-lifecycle.service.ts';
import * as paymentSettingsService from '../payments/payment-settings.service.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { PERMISSIONS } from './permissions.ts';
import * as auditLogService from './audit-log.service.ts';
import * as customersService from './customers.service.ts';
import * as ordersService from './orders.service.ts';
import * as overviewService from './overview.service.ts';
import * as productEditorService from './product-editor.service.ts';
import * as productImagesService from './product-images.service.ts';
import * as productsService from './products.service.ts';
import * as searchService from './search.service.ts';
import * as sellersService from './sellers.service.ts';
import * as staffService from './staff.service.ts';
import * as ticketsService from './tickets.service.ts';
import * as withdrawalsService from './withdrawals.service.ts';
import { NOWHERE, type OperationRow } from './operations/operation-rows.ts';
import { contentOperations } from './operations/content.operations.ts';
import { inboxOperations } from './operations/inbox.operations.ts';
import { merchandisingOperations } from './operations/merchandising.operations.ts';
import { promotionsOperations } from './operations/promotions.operations.ts';
import { settingsOperations } from './operations/settings.operations.ts';

const files: TicketFiles = { store: createDiskFileStore('/nonexistent'), secret: new Uint8Array(32).fill(3) };

type Row = OperationRow;

/** Part 2's areas (issue 21) list their own rows beside their services (operations/). */
const AREAS = [
  merchandisingOperations,
  promotionsOperations,
  contentOperations,
  settingsOperations,
  inboxOperations,
];

/** Every operation staff have, with the permission that opens it ('staff': any staff member). */
const OPERATIONS: Record<string, Row> = {
  listAuditLog: { permission: 'audit.read', call: (c) => auditLogService.listAuditLog(c) },
  listAdminCustomers: { permission: 'customers.read', call: (c) => customersService.listAdminCustomers(c) },
  getAdminCustomer: {
    permission: 'customers.read',
    call: (c) => customersService.getAdminCustomer(c, NOWHERE),
  },
  setCustomerStatus: {
    permission: 'customers.write',
    call: (c) => customersService.setCustomerStatus(c, NOWHERE, false),
  },
  setCustomerRole: {
    permission: 'customers.write',
    call: (c) => customersService.setCustomerRole(c, NOWHERE, 'designer'),
  },
  adjustCustomerWallet: {
    permission: 'wallets.adjust',
    call: (c) =>
      customersService.adjustCustomerWallet(c, NOWHERE, {
        currency: 'EGP',
        amount: '10',
        reason: 'goodwill',
      }),
  },
  listAdminOrders: { permission: 'orders.read', call: (c) => ordersService.listAdminOrders(c) },
  exportAdminOrders: {
    permission: 'orders.read',
    call: async (c) => {
      for await (const batch of ordersService.exportAdminOrders(c)) void batch;
    },
  },
  getAdminOrder: { permission: 'orders.read', call: (c) => ordersService.getAdminOrder(c, NOWHERE) },
  changeOrderStatus: {
    permission: 'orders.write',
    call: (c) => changeOrderStatus(c, { order: NOWHERE, status: 'delivered' }),
  },
  refundOrder: { permission: 'orders.write', call: (c) => refundOrder(c, { order: NOWHERE, to: 'wallet' }) },
  getOverview: { permission: 'overview.read', call: (c) => overviewService.getOverview(c) },
  getAdminProduct: {
    permission: 'products.read',
    call: (c) => productEditorService.getAdminProduct(c, NOWHERE),
  },
  getAdminProductOptions: {
    permission: 'products.read',
    call: (c) => productEditorService.getAdminProductOptions(c),
  },
  saveAdminProduct: {
    permission: 'products.write',
    call: (c) => productEditorService.saveAdminProduct(c, NOWHERE, {} as never, new Date().toISOString()),
  },
  addProductImage: {
    permission: 'products.write',
    call: (c) => productImagesService.addProductImage(c, NOWHERE, { path: 'x.jpg' }),
  },
  reorderProductImages: {
    permission: 'products.write',
    call: (c) => productImagesService.reorderProductImages(c, NOWHERE, [NOWHERE]),
  },
  moveProductImage: {
    permission: 'products.write',
    call: (c) => productImagesService.moveProductImage(c, NOWHERE, NOWHERE, 1),
  },
  setPrimaryProductImage: {
    permission: 'products.write',
    call: (c) => productImagesService.setPrimaryProductImage(c, NOWHERE, NOWHERE),
  },
  saveProductImageVariant: {
    permission: 'products.write',
    call: (c) =>
      productImagesService.saveProductImageVariant(
        c,
        NOWHERE,
        NOWHERE,
        { stage: '' },
        new Date().toISOString(),
      ),
  },
  removeProductImage: {
    permission: 'products.write',
    call: (c) => productImagesService.removeProductImage(c, NOWHERE, NOWHERE),
  },
  listAdminProducts: { permission: 'products.read', call: (c) => productsService.listAdminProducts(c) },
  bulkSetProductStatus: {
    permission: 'products.write',
    call: (c) => productsService.bulkSetProductStatus(c, [NOWHERE], 'active'),
  },
  adminSearch: { permission: 'staff', call: (c) => searchService.adminSearch(c, 'SD-1') },
  listSellers: { permission: 'designers.read', call: (c) => sellersService.listSellers(c) },
  getSeller: { permission: 'designers.read', call: (c) => sellersService.getSeller(c, NOWHERE) },
  setFeatured: { permission: 'designers.write', call: (c) => sellersService.setFeatured(c, NOWHERE, true) },
  listStaff: { permission: 'staff.manage', call: (c) => staffService.listStaff(c) },
  staffChoices: { permission: 'audit.read', call: (c) => staffService.staffChoices(c) },
  createStaff: {
    permission: 'staff.manage',
    call: (c) =>
      staffService.createStaff(c, { email: '', name: '', privilageType: 'admin' } as never, {
        passwordMinLength: 6,
      }),
  },
  changeStaffPrivilege: {
    permission: 'staff.manage',
    call: (c) => staffService.changeStaffPrivilege(c, NOWHERE, 'admin'),
  },
  removeStaff: { permission: 'staff.manage', call: (c) => staffService.removeStaff(c, NOWHERE) },
  listTicketQueue: { permission: 'tickets.read', call: (c) => ticketsService.listTicketQueue(c) },
  getTicketReview: {
    permission: 'tickets.read',
    call: (c) => ticketsService.getTicketReview(c, NOWHERE, files),
  },
  acceptTicket: {
    permission: 'tickets.decide',
    call: (c) => acceptTicket(c, { ticket: NOWHERE } as never, files),
  },
  rejectTicket: {
    permission: 'tickets.decide',
    call: (c) => rejectTicket(c, { ticket: NOWHERE, reason: 'No' }, files),
  },
  reopenTicket: { permission: 'tickets.decide', call: (c) => reopenTicket(c, NOWHERE) },
  listAdminPayouts: { permission: 'payouts.read', call: (c) => withdrawalsService.listAdminPayouts(c) },
  listReferralWithdrawals: {
    permission: 'payouts.read',
    call: (c) => withdrawalsService.listReferralWithdrawals(c),
  },
  approvePayout: { permission: 'payouts.decide', call: (c) => approvePayout(c, { payout: NOWHERE }) },
  markPayoutPaid: {
    permission: 'payouts.decide',
    call: (c) => markPayoutPaid(c, { payout: NOWHERE, reference: 'TRX-1' }),
  },
  rejectPayout: {
    permission: 'payouts.decide',
    call: (c) => rejectPayout(c, { payout: NOWHERE, note: 'No' }),
  },
  // The payment method switches (issue 18): a method never offered in the country is refused (400).
  listPaymentMethodSwitches: {
    permission: 'settings.write',
    call: (c) => paymentSettingsService.listPaymentMethodSwitches(c),
  },
  setPaymentMethodSwitch: {
    permission: 'settings.write',
    call: (c) =>
      paymentSettingsService.setPaymentMethodSwitch(c, { method: 'valu', country: 'sa', enabled: false }),
  },
  setCountryPaymentMethods: {
    permission: 'settings.write',
    call: (c) => paymentSettingsService.setCountryPaymentMethods(c, { country: 'sa', enabled: ['valu'] }),
  },
  ...Object.assign({}, ...AREAS.map((area) => area.operations)),
};

/** Exports of the admin services that are not staff operations, and why. */
const NOT_OPERATIONS: Record<string, string> = {
  recordAudit: 'called by the operations inside their transactions',
  createStaffFromCommandLine: 'npm run admin:create: whoever runs it holds the database, no signed-in actor',
  customerTextCondition: 'a query helper of the customer list and the search',
  signedMinorOf: 'parses an amount typed in a form',
  missingOf: 'the completeness checklist the list and bulk publishing read',
  listProductImages: 'read inside getAdminProduct, after its permission check',
  bumpedUpdatedAt: "the editor's next version stamp",
  ...Object.assign({}, ...AREAS.map((area) => area.notOperations)),
};

const SERVICES: Record<string, object> = {
  auditLogService,
  customersService,
  ordersService,
  overviewService,
  productEditorService,
  productImagesService,
  productsService,
  searchService,
  sellersService,
  staffService,
  ticketsService,
  withdrawalsService,
  paymentSettingsService,
  ...Object.assign({}, ...AREAS.map((area) => area.services)),
};

const ROLES = [
  'guest',
  'customer',
  'designer',
  'manufacturer',
  'designerSupport',
  'admin',
  'superAdmin',
] as const;
type Role = (typeof ROLES)[number];

let database: Database;
const actors = new Map<Role, Actor | null>();

beforeAll(async () => {
  database = await createTestDatabase();
  actors.set('guest', null);
  actors.set('customer', actorOf(await buildUser(database.db, { role: 'customer' })));
  actors.set('designer', actorOf(await buildUser(database.db, { role: 'designer' })));
  actors.set('manufacturer', actorOf(await buildUser(database.db, { role: 'manufacturer' })));
  for (const privilege of ['designerSupport', 'admin', 'superAdmin'] as const)
    actors.set(privilege, actorOf(await buildUser(database.db, { privilageType: privilege })));
});

afterAll(() => database?.close());

const allowed = (role: Role, permission: Row['permission']): boolean => {
  if (role === 'guest' || role === 'customer' || role === 'designer' || role === 'manufacturer') return false;
  return permission === 'staff' || (PERMISSIONS[permission] as readonly string[]).includes(role);
};

describe('dashboard operations x roles', () => {
  it('has a row for every exported operation of the admin services', () => {
    const exported = Object.values(SERVICES).flatMap((module) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name),
    );
    const missing = exported.filter((name) => !(name in OPERATIONS) && !(name in NOT_OPERATIONS));
    expect(missing, 'exported admin operations without a row').toEqual([]);
  });

  for (const [name, row] of Object.entries(OPERATIONS)) {
    it(`${name} (${row.permission}): only its roles get past the check`, async () => {
      const before = (await database.db.select({ n: count() }).from(auditLog))[0]!.n;
      for (const role of ROLES) {
        const ctx = testServiceContext(database.db, { user: actors.get(role) ?? null });
        let status = 200;
        try {
          await row.call(ctx);
        } catch (error) {
          if (!isDomainError(error)) throw new Error(`${name} as ${role} threw ${String(error)}`);
          status = error.status;
        }
        if (allowed(role, row.permission)) expect([401, 403], `${name} as ${role}`).not.toContain(status);
        else expect(status, `${name} as ${role}`).toBe(role === 'guest' ? 401 : 403);
      }
      expect((await database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
    });
  }
});
