/**
 * The set-up of the designer profits' contract tests (docs/decisions/031): a designer (English mail,
 * payment details on file) whose product is made by a manufacturer, another designer, a customer,
 * designerSupport and an admin; one delivered order of two pieces (earned: 2 × 30 EGP for the
 * designer, 2 × 40 EGP for the manufacturer) and one placed order of one piece (a sale, not earned).
 */
import { and, eq } from 'drizzle-orm';
import { userPaymentAccounts, type User } from '@souq/core/db/schema/accounts.schema.ts';
import { productPrices } from '@souq/core/db/schema/catalog.schema.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import { changeOrderStatus } from '@souq/core/orders/order-lifecycle.service.ts';
import { actorOf, buildOrder, buildPayout, buildProduct, buildUser } from './builders/index.ts';
import { tokenFor, useContractApi } from './contract-api.fixture.ts';
import { envelopeDocument, type Shape } from './graphql-contract.ts';
import { testServiceContext } from './service-context.fixture.ts';

export interface ProfitContractFixture {
  designer: User;
  otherDesigner: User;
  manufacturer: User;
  customer: User;
  support: User;
  admin: User;
  productId: string;
  deliveredOrderId: string;
  placedOrderId: string;
}

export type ProfitActor = Exclude<
  keyof ProfitContractFixture,
  'productId' | 'deliveredOrderId' | 'placedOrderId'
>;

/** The balance both getProfitByDesigner and getProfitByManufacturer answer, and its shape. */
export const PROFIT_SUMMARY_FIELDS = 'profitFor currency total paid requested remain salesCount';

export const profitSummaryShape = {
  profitFor: 'string',
  currency: 'string',
  total: 'number',
  paid: 'number',
  requested: 'number',
  remain: 'number',
  salesCount: 'integer',
} as const satisfies Shape;

export const PAYOUT_FIELDS = `_id amount currency status requestedAt paidAt rejectedAt note reference beneficiary { _id name }`;

export const payoutShape: Shape = {
  _id: 'id',
  amount: 'number',
  currency: 'string',
  status: 'string',
  requestedAt: 'string',
  paidAt: 'string?',
  rejectedAt: 'string?',
  note: 'string?',
  reference: 'string?',
  beneficiary: 'any',
};

async function seedProfitPeople(db: AppDb, now: Date): Promise<ProfitContractFixture> {
  const designer = await buildUser(db, { role: 'designer', mailLang: 'en' });
  const manufacturer = await buildUser(db, { role: 'manufacturer' });
  const admin = await buildUser(db, { privilageType: 'admin' });
  await db.insert(userPaymentAccounts).values({ userId: designer.id, bank: 'CIB' });
  const product = await buildProduct(db, {
    designerId: designer.id,
    manufacturerId: manufacturer.id,
    availableEdition: 10,
    prices: { eg: 20_000 },
  });
  await db
    .update(productPrices)
    .set({ revenueMinor: 3_000, manufacturingCostMinor: 4_000, siteRevenueMinor: 5_000 })
    .where(and(eq(productPrices.productId, product.productId), eq(productPrices.country, 'eg')));
  const delivered = await buildOrder(db, { imageId: product.imageId, quantity: 2, now });
  const staff = testServiceContext(db, { user: actorOf(admin), now });
  for (const status of ['ready_for_shipping', 'out_for_delivery', 'delivered'])
    await changeOrderStatus(staff, { order: delivered.order.id, status });
  const placed = await buildOrder(db, { imageId: product.imageId, now });
  return {
    designer,
    otherDesigner: await buildUser(db, { role: 'designer' }),
    manufacturer,
    customer: await buildUser(db),
    support: await buildUser(db, { privilageType: 'designerSupport' }),
    admin,
    productId: product.productId,
    deliveredOrderId: delivered.order.id,
    placedOrderId: placed.order.id,
  };
}

const DESIGNER_BALANCE = envelopeDocument(
  'query',
  'getProfitByDesigner',
  '$designer: ID!',
  'paid requested remain',
);

/**
 * The API over a fresh database with the people and orders above; `token(who)` signs one in,
 * `requestedPayout(amountMinor)` files a requested payout for the designer (its id), and
 * `designerBalance()` is what the designer reads of their balance (paid, requested, remain).
 */
export function useProfitContract() {
  const api = useContractApi({ seed: seedProfitPeople });
  const token = (who: ProfitActor) => tokenFor(api.runtime, api.fixture[who]);
  const requestedPayout = async (amountMinor: number) =>
    (await buildPayout(api.database.db, api.fixture.designer.id, { amountMinor })).id;
  const designerBalance = async () =>
    (
      await api.client.operation(DESIGNER_BALANCE, {
        token: token('designer'),
        variables: { designer: api.fixture.designer.id },
      })
    ).data;
  return { api, token, requestedPayout, designerBalance };
}
