/**
 * The dashboard's products on PGlite and PostgreSQL: the list's filters, sorts and keyset pages;
 * bulk publish refusing incomplete products and auditing the others; the editor's validation, its
 * optimistic concurrency (the second save of one loaded version is 409 and the first one's data
 * stays); permissions; the search document and the storefront following a save.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { productPrices, products, type Category } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { fieldErrorsOf } from '../content/form-input.ts';
import { getProductsByCategoryId } from '../catalog/category-listing.service.ts';
import { getProductById } from '../catalog/catalog.service.ts';
import { globalSearch } from '../search/search.service.ts';
import { refreshProductSearchDocuments } from '../search/search-documents.ts';
import { actorOf, buildCategory, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { adminProductFormOf } from '@souq/testing/admin-product-form.ts';
import { productCompleteness } from './product-completeness.ts';
import { getAdminProduct, saveAdminProduct } from './product-editor.service.ts';
import {
  addProductImage,
  moveProductImage,
  removeProductImage,
  setPrimaryProductImage,
} from './product-images.service.ts';
import { bulkSetProductStatus, listAdminProducts } from './products.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
let support: Actor;
let customer: Actor;
let designer: Actor;
let category: Category;
let otherCategory: Category;
const now = new Date('2026-11-20T10:00:00Z');
const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });

/** A product with both descriptions (the builder leaves them out), created a minute apart. */
let minute = 0;
async function product(overrides: Parameters<typeof buildProduct>[1] = {}) {
  minute += 1;
  const at = new Date(now.getTime() - 86_400_000 + minute * 60_000);
  const built = await buildProduct(database.db, {
    designerId: designer.id,
    categoryId: category.id,
    description: 'A print made by hand.',
    arDescription: 'مطبوعة مصنوعة يدويًا.',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
  await refreshProductSearchDocuments(database, [built.productId]);
  return built.productId;
}

/** The editor's form of a loaded product, as the page posts it back. */
const formOf = adminProductFormOf;

let complete: string;
let noArabicDescription: string;
let draftComplete: string;
let soldOut: string;
let lowEdition: string;
let idesignSa: string;

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  customer = actorOf(await buildUser(database.db));
  designer = actorOf(
    await buildUser(database.db, { role: 'designer', name: 'Nour Hamdy', email: 'nour.hamdy@souq.test' }),
  );
  category = await buildCategory(database.db);
  otherCategory = await buildCategory(database.db);
  complete = await product({ name: 'Nile sunset poster', status: 'active' });
  noArabicDescription = await product({ name: 'Desert mug', status: 'draft', arDescription: null });
  draftComplete = await product({ name: 'Cairo nights print', status: 'draft', isAvailableForCod: false });
  soldOut = await product({ name: 'Sold out tote', availableEdition: 0, initAvailableEdition: 50 });
  lowEdition = await product({ name: 'Low vase', availableEdition: 3, initAvailableEdition: 50 });
  idesignSa = await product({
    name: 'Riyadh hoodie',
    isIdesign: true,
    categoryId: otherCategory.id,
    prices: { sa: 9_900 },
    status: 'archived',
  });
});

afterAll(() => database?.close());

const listed = async (filters: Parameters<typeof listAdminProducts>[1]) =>
  (await listAdminProducts(ctx(admin), filters)).items.map((item) => item.id);

describe('the product list', () => {
  it('filters by status, category, designer, country, stock, iDesign, COD and text', async () => {
    expect(await listed({ status: 'draft' })).toEqual(
      expect.arrayContaining([noArabicDescription, draftComplete]),
    );
    expect(await listed({ status: 'draft' })).toHaveLength(2);
    expect(await listed({ category: otherCategory.id })).toEqual([idesignSa]);
    expect(await listed({ category: otherCategory.slug })).toEqual([idesignSa]);
    expect(await listed({ designer: 'nour.hamdy' })).toHaveLength(6);
    expect(await listed({ designer: designer.id })).toHaveLength(6);
    expect(await listed({ designer: 'nobody-at-all' })).toEqual([]);
    expect(await listed({ country: 'sa' })).toEqual([idesignSa]);
    expect(await listed({ stock: 'soldOut' })).toEqual([soldOut]);
    expect(await listed({ stock: 'low' })).toEqual([lowEdition]);
    expect(await listed({ stock: 'unlimited' })).not.toContain(soldOut);
    expect(await listed({ idesign: 'yes' })).toEqual([idesignSa]);
    expect(await listed({ cod: 'no' })).toEqual([draftComplete]);
    expect(await listed({ q: 'sunset' })).toEqual([complete]);
    const { items } = await listAdminProducts(ctx(admin), { q: 'nile' });
    expect(await listed({ q: items[0]!.sku.slice(0, 8) })).toContain(complete);
    expect(items[0]).toMatchObject({
      designerName: 'Nour Hamdy',
      missing: [],
      price: { amountMinor: 10_000 },
    });
    expect((await listAdminProducts(ctx(admin), { q: 'desert' })).items[0]!.missing).toEqual([
      'arDescription',
    ]);
  });

  it('survives any input: unknown values are ignored, malformed cursors are the first page', async () => {
    const all = await listed({});
    expect(
      await listed({ status: 'bogus', stock: 'x', idesign: '?', sort: 'drop table', dir: 'up' }),
    ).toEqual(all);
    expect(await listed({ after: 'not-a-cursor' })).toEqual(all);
    expect(await listed({ q: '\u0000%_\\', category: "'; select 1" })).toEqual([]);
  });

  it('pages by keyset in every sort without losing or repeating a row', async () => {
    for (const sort of ['created', 'name', 'price', 'sales'] as const)
      for (const dir of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const page: Awaited<ReturnType<typeof listAdminProducts>> = await listAdminProducts(ctx(admin), {
            sort,
            dir,
            after,
            limit: 2,
          });
          seen.push(...page.items.map((item) => item.id));
          after = page.next;
        } while (after);
        // Price and sales in Egypt list the products priced there (all but the Saudi one).
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toHaveLength(sort === 'price' || sort === 'sales' ? 5 : 6);
      }
    const newest = await listed({});
    expect(newest[0]).toBe(idesignSa);
    expect((await listAdminProducts(ctx(admin), { sort: 'name', dir: 'asc' })).items[0]!.name).toBe(
      'Cairo nights print',
    );
  });
});

describe('bulk publish and unpublish', () => {
  it('publishes the complete ones, refuses the incomplete ones with what they miss, audits each change', async () => {
    const result = await bulkSetProductStatus(
      ctx(admin),
      [draftComplete, noArabicDescription, complete, 'garbage'],
      'active',
    );
    expect(result.changed).toBe(1);
    expect(result.refused).toBe(1);
    expect(result.results.map((row) => [row.id, row.outcome])).toEqual([
      [draftComplete, 'changed'],
      [noArabicDescription, 'refused'],
      [complete, 'unchanged'],
      ['garbage', 'notFound'],
    ]);
    expect(result.results[1]!.missing).toEqual(['arDescription']);
    const rows = await database.db.select().from(products).where(eq(products.id, noArabicDescription));
    expect(rows[0]!.status).toBe('draft');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, draftComplete));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'product.publish',
      staffId: admin.id,
      before: { status: 'draft' },
      after: { status: 'active' },
    });
    // Published: the storefront's category listing shows it.
    const shown = await getProductsByCategoryId(testServiceContext(database.db, { now }), {
      categoryId: category.id,
    });
    expect(shown.map((item) => item.id)).toContain(draftComplete);

    const back = await bulkSetProductStatus(ctx(superAdmin), [draftComplete], 'draft');
    expect(back.changed).toBe(1);
    const after = await getProductsByCategoryId(testServiceContext(database.db, { now }), {
      categoryId: category.id,
    });
    expect(after.map((item) => item.id)).not.toContain(draftComplete);
  });
});

describe('the editor', () => {
  it('validates every field at once, Arabic-Indic digits accepted in money', async () => {
    const view = await getAdminProduct(ctx(admin), draftComplete);
    const error = await expectDomainError(
      saveAdminProduct(
        ctx(admin),
        draftComplete,
        {
          ...formOf(view),
          name: '  ',
          badgeColor: 'red',
          maxPerOrder: '-3',
          prices: { eg: { active: true, price: '' }, sa: { active: true, price: 'abc' } },
          categoryId: 'not-an-id',
          status: 'published?',
        },
        view.version,
      ),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(error)!).sort()).toEqual(
      [
        'badgeColor',
        'categoryId',
        'maxPerOrder',
        'name',
        'prices.eg.price',
        'prices.sa.price',
        'status',
      ].sort(),
    );
    expect(fieldErrorsOf(error)!['name']!.key).toBe('validation.required');

    const saved = await saveAdminProduct(
      ctx(admin),
      draftComplete,
      {
        ...formOf(view),
        prices: { eg: { active: true, price: '١٥٠٫٥', revenue: '٢٠', tax: '7', leadDays: '٣' } },
      },
      view.version,
    );
    expect(saved.prices.eg).toMatchObject({
      amountMinor: 15_050,
      revenueMinor: 2_000,
      taxMinor: 700,
      requiredTimeDays: 3,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draftComplete), eq(auditLog.action, 'product.update')));
    expect(audit.at(-1)).toMatchObject({
      before: { 'prices.eg.amountMinor': 10_000 },
      after: { 'prices.eg.amountMinor': 15_050 },
    });
  });

  it('refuses the second save of one loaded version with 409 and keeps the first', async () => {
    const loaded = await getAdminProduct(ctx(admin), complete);
    await saveAdminProduct(ctx(admin), complete, { ...formOf(loaded), name: 'First editor' }, loaded.version);
    const error = await expectDomainError(
      saveAdminProduct(
        ctx(superAdmin),
        complete,
        { ...formOf(loaded), name: 'Second editor' },
        loaded.version,
      ),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'CHANGED_ELSEWHERE',
      messageKey: 'admin.common.changedElsewhere',
    });
    expect((await getAdminProduct(ctx(admin), complete)).name).toBe('First editor');
    // Two saves at once from one version: exactly one wins.
    const again = await getAdminProduct(ctx(admin), complete);
    const both = await Promise.allSettled([
      saveAdminProduct(ctx(admin), complete, { ...formOf(again), name: 'Racer A' }, again.version),
      saveAdminProduct(ctx(superAdmin), complete, { ...formOf(again), name: 'Racer B' }, again.version),
    ]);
    expect(both.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      await expectDomainError(saveAdminProduct(ctx(admin), complete, formOf(again), 'garbage')),
    ).toMatchObject({
      status: 409,
    });
  });

  it('refreshes the search document: the product is found by its new name', async () => {
    const loaded = await getAdminProduct(ctx(admin), complete);
    await saveAdminProduct(
      ctx(admin),
      complete,
      { ...formOf(loaded), name: 'Zamalek skyline' },
      loaded.version,
    );
    const found = await globalSearch(testServiceContext(database.db, { now }), { searchText: 'zamalek' });
    expect(found.products.map((item) => item.id)).toEqual([complete]);
    expect(await listed({ q: 'zamalek' })).toEqual([complete]);
  });

  it('completes a draft as a ticket leaves it (no Arabic text, no image, no price) and publishes it', async () => {
    const draft = await product({
      name: 'From a ticket',
      arName: 'From a ticket',
      arDescription: null,
      status: 'draft',
      prices: {},
    });
    await database.db.delete(productImages).where(eq(productImages.productId, draft));
    let view = await getAdminProduct(ctx(admin), draft);
    expect(view.missing).toEqual(['arDescription', 'countries', 'image']);
    const refused = await expectDomainError(
      saveAdminProduct(ctx(admin), draft, { ...formOf(view), status: 'active' }, view.version),
    );
    expect(refused).toMatchObject({ code: 'PRODUCT_INCOMPLETE', details: { missing: view.missing } });

    await addProductImage(ctx(admin), draft, {
      path: `avatars/${'a'.repeat(32)}.webp`,
      originalName: 'front.png',
    });
    const images = await addProductImage(ctx(admin), draft, {
      path: `avatars/${'b'.repeat(32)}.webp`,
      stage: 'back',
    });
    expect(images.map((image) => image.primaryImage)).toEqual([true, false]);
    expect(
      await expectDomainError(addProductImage(ctx(admin), draft, { path: '../etc/passwd' })),
    ).toMatchObject({
      status: 400,
    });
    await setPrimaryProductImage(ctx(admin), draft, images[1]!.id);
    const moved = await moveProductImage(ctx(admin), draft, images[1]!.id, -1);
    expect(moved.map((image) => [image.id, image.primaryImage])).toEqual([
      [images[1]!.id, true],
      [images[0]!.id, false],
    ]);
    const left = await removeProductImage(ctx(admin), draft, images[1]!.id);
    expect(left.map((image) => [image.id, image.primaryImage])).toEqual([[images[0]!.id, true]]);

    view = await getAdminProduct(ctx(admin), draft);
    const published = await saveAdminProduct(
      ctx(admin),
      draft,
      {
        ...formOf(view),
        arName: 'من تذكرة',
        arDescription: 'وصف عربي',
        prices: { eg: { active: true, price: '250' }, ae: { active: true, price: '40' } },
        status: 'active',
      },
      view.version,
    );
    expect(published.missing).toEqual([]);
    expect(published.status).toBe('active');
    const shown = await getProductsByCategoryId(testServiceContext(database.db, { country: 'ae', now }), {
      categoryId: category.id,
    });
    expect(shown.map((item) => item.id)).toContain(draft);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, draft));
    expect(actions.map((row) => row.action)).toEqual([
      'product.image.add',
      'product.image.add',
      'product.image.primary',
      'product.image.reorder',
      'product.image.remove',
      'product.publish',
    ]);
    const prices = await database.db.select().from(productPrices).where(eq(productPrices.productId, draft));
    expect(prices.map((row) => [row.country, row.currency, row.amountMinor]).sort()).toEqual([
      ['ae', 'AED', 4_000],
      ['eg', 'EGP', 25_000],
    ]);
  });

  it("sets the product's offers: adds, edits and removes one, validated, audited, shown by the shop", async () => {
    const id = await product({ name: 'Offer lamp', status: 'active', prices: { eg: 20_000 } });
    let view = await getAdminProduct(ctx(admin), id);
    expect(view.offers).toEqual([]);
    const refused = await expectDomainError(
      saveAdminProduct(
        ctx(admin),
        id,
        {
          ...formOf(view),
          offers: [
            {
              title: 'Eid sale',
              arTitle: '',
              discount: '150',
              startDate: '2026-11-01',
              endDate: '2026-10-01',
            },
            {
              id: 'not-an-id',
              title: 'x',
              arTitle: 'س',
              discount: '5',
              startDate: '2026-11-01',
              endDate: '2026-11-02',
            },
            { title: 'Dated', arTitle: 'مؤرخ', discount: '٥', startDate: 'soon', endDate: '' },
          ],
        },
        view.version,
      ),
    );
    expect(fieldErrorsOf(refused)).toMatchObject({
      'offers.0.arTitle': { key: 'validation.required' },
      'offers.0.discount': { key: 'errors.product.offerDiscount' },
      'offers.0.endDate': { key: 'errors.product.offerEndsBeforeStart' },
      'offers.1': { key: 'errors.product.offerNotFound' },
      'offers.2.startDate': { key: 'validation.invalid' },
      'offers.2.endDate': { key: 'validation.required' },
    });
    expect((await getAdminProduct(ctx(admin), id)).version).toBe(view.version);

    // Another product's offer cannot be edited from here.
    const other = await product({ name: 'Other lamp' });
    const otherView = await getAdminProduct(ctx(admin), other);
    await saveAdminProduct(
      ctx(admin),
      other,
      {
        ...formOf(otherView),
        offers: [
          {
            title: 'Theirs',
            arTitle: 'لهم',
            discount: '10',
            startDate: '2026-11-01',
            endDate: '2026-11-30',
            active: 'on',
          },
        ],
      },
      otherView.version,
    );
    const theirs = (await getAdminProduct(ctx(admin), other)).offers[0]!;
    expect(
      fieldErrorsOf(
        await expectDomainError(
          saveAdminProduct(
            ctx(admin),
            id,
            {
              ...formOf(view),
              offers: [
                {
                  id: theirs.id,
                  title: 'Mine',
                  arTitle: 'لي',
                  discount: '90',
                  startDate: '2026-11-01',
                  endDate: '2026-11-30',
                },
              ],
            },
            view.version,
          ),
        ),
      ),
    ).toEqual({ 'offers.0': { key: 'errors.product.offerNotFound', params: {} } });
    expect(
      fieldErrorsOf(
        await expectDomainError(
          saveAdminProduct(
            ctx(admin),
            id,
            { ...formOf(view), offers: [{ id: crypto.randomUUID(), remove: 'on' }] },
            view.version,
          ),
        ),
      ),
    ).toEqual({ 'offers.0': { key: 'errors.product.offerNotFound', params: {} } });
    expect((await getAdminProduct(ctx(admin), other)).offers).toHaveLength(1);

    view = await saveAdminProduct(
      ctx(admin),
      id,
      {
        ...formOf(view),
        offers: [
          {
            title: 'Eid sale',
            arTitle: 'تخفيضات العيد',
            discount: '٢٥',
            startDate: '2026-11-15',
            endDate: '2026-11-25',
            active: 'on',
          },
          { title: '', arTitle: '', discount: '', startDate: '', endDate: '' },
        ],
      },
      view.version,
    );
    expect(view.offers).toMatchObject([
      {
        title: 'Eid sale',
        arTitle: 'تخفيضات العيد',
        discountPercent: 25,
        startDate: new Date('2026-11-15T00:00:00Z'),
        endDate: new Date('2026-11-26T00:00:00Z'),
        status: true,
      },
    ]);
    const shopped = await getProductById(testServiceContext(database.db, { now }), { productId: id });
    expect(shopped.offer).toMatchObject({ id: view.offers[0]!.id, discountPercent: 25 });
    expect(shopped).toMatchObject({
      hasOffer: true,
      priceBeforeOfferMinor: 20_000,
      priceAfterOfferMinor: 15_000,
    });

    const offerId = view.offers[0]!.id;
    view = await saveAdminProduct(
      ctx(admin),
      id,
      {
        ...formOf(view),
        offers: [
          {
            id: offerId,
            title: 'Eid sale',
            arTitle: 'تخفيضات العيد',
            discount: '30',
            startDate: '2026-11-15',
            endDate: '2026-11-25',
          },
        ],
      },
      view.version,
    );
    expect(view.offers).toMatchObject([{ id: offerId, discountPercent: 30, status: false }]);
    view = await saveAdminProduct(
      ctx(admin),
      id,
      { ...formOf(view), offers: [{ id: offerId, remove: 'on' }] },
      view.version,
    );
    expect(view.offers).toEqual([]);
    expect(
      (await getProductById(testServiceContext(database.db, { now }), { productId: id })).offer,
    ).toBeNull();

    const audit = await database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.update')));
    expect(audit).toHaveLength(3);
    expect(audit[0]!.after).toMatchObject({ [`offers.${offerId}.discountPercent`]: 25 });
    expect(audit[1]).toMatchObject({
      before: { [`offers.${offerId}.discountPercent`]: 25, [`offers.${offerId}.status`]: true },
      after: { [`offers.${offerId}.discountPercent`]: 30, [`offers.${offerId}.status`]: false },
    });
    expect(audit[2]!.before).toMatchObject({ [`offers.${offerId}.title`]: 'Eid sale' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await expectDomainError(getAdminProduct(ctx(admin), 'nope'))).status).toBe(404);
    expect((await expectDomainError(getAdminProduct(ctx(admin), crypto.randomUUID()))).status).toBe(404);
    expect((await expectDomainError(removeProductImage(ctx(admin), complete, 'nope'))).status).toBe(404);
  });
});

describe('the checklist', () => {
  it('names each missing item', () => {
    expect(
      productCompleteness({
        name: 'x',
        arName: ' ',
        description: null,
        arDescription: 'y',
        categoryId: null,
        prices: [
          { country: 'eg', active: true, amountMinor: 0 },
          { country: 'sa', active: false, amountMinor: 0 },
        ],
        imageCount: 0,
      }),
    ).toEqual(['arName', 'description', 'price.eg', 'image', 'category']);
  });
});

describe('permissions', () => {
  it('admin and superAdmin may; designerSupport and customers 403; guests 401', async () => {
    for (const actor of [admin, superAdmin])
      expect((await listAdminProducts(ctx(actor), {})).items.length).toBeGreaterThan(0);
    const view = await getAdminProduct(ctx(admin), lowEdition);
    for (const [actor, status] of [
      [support, 403],
      [customer, 403],
      [designer, 403],
      [null, 401],
    ] as const) {
      expect((await expectDomainError(listAdminProducts(ctx(actor), {}))).status).toBe(status);
      expect((await expectDomainError(getAdminProduct(ctx(actor), lowEdition))).status).toBe(status);
      expect(
        (await expectDomainError(saveAdminProduct(ctx(actor), lowEdition, formOf(view), view.version)))
          .status,
      ).toBe(status);
      expect((await expectDomainError(bulkSetProductStatus(ctx(actor), [lowEdition], 'draft'))).status).toBe(
        status,
      );
      expect(
        (
          await expectDomainError(
            addProductImage(ctx(actor), lowEdition, { path: `avatars/${'c'.repeat(32)}.webp` }),
          )
        ).status,
      ).toBe(status);
    }
  });
});
