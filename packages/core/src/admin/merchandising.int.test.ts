/**
 * The merchandising area (issue 21) on PGlite and PostgreSQL: categories (fields refused beside
 * their field with nothing saved, slug and name uniqueness, moving and reordering, per-country
 * hiding and switching off as the storefront sees it, deleting refused while products remain),
 * collections (a running discount reaches the product's shown price through the storefront's one
 * rule, products added and removed), tags, attributes with values and offers' switch; each write
 * leaves its audit row and staff without the permission are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { categories, productOffers, products } from '../db/schema/catalog.schema.ts';
import { actorOf, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { listVisibleCategories } from '../catalog/catalog.service.ts';
import { listCollectionProducts } from '../catalog/collection.service.ts';
import {
  deleteCategory,
  deleteSubcategory,
  getAdminCategory,
  listAdminCategories,
  moveCategory,
  reorderCategories,
  saveCategory,
  saveSubcategory,
} from './categories.service.ts';
import {
  getAdminCollection,
  listAdminCollections,
  saveCollection,
  searchProductsToPick,
  setCollectionProduct,
} from './collections.service.ts';
import {
  deleteTag,
  listAdminAttributes,
  listAdminOffers,
  listAdminTags,
  saveAttribute,
  saveAttributeValue,
  saveTag,
  setOfferStatus,
} from './catalogue-terms.service.ts';

let database: Database;
let admin: Actor;
let support: Actor;
const ctx = (user: Actor | null, country: 'eg' | 'sa' | 'ae' = 'eg') =>
  testServiceContext(database.db, { user, country });
const shopper = (country: 'eg' | 'sa' | 'ae' = 'eg') => testServiceContext(database.db, { country });
const audits = async (action: string) =>
  (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
const fieldsOf = (error: { details?: Record<string, unknown> }) =>
  Object.keys((error.details?.['fields'] ?? {}) as object);
const PICTURE = `avatars/${'a'.repeat(32)}.webp`;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
});

afterAll(() => database?.close());

describe('categories', () => {
  it('refuses bad input beside each field and saves nothing', async () => {
    const before = (await listAdminCategories(ctx(admin))).length;
    const error = await expectDomainError(
      saveCategory(ctx(admin), null, {
        name: '',
        arName: 'x'.repeat(200),
        slug: 'Bad Slug!',
        image: '../etc/passwd',
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(error).sort()).toEqual(['arName', 'image', 'name', 'slug']);
    expect((await listAdminCategories(ctx(admin))).length).toBe(before);
    expect((await expectDomainError(listAdminCategories(ctx(support)))).status).toBe(403);
  });

  it('creates, refuses a taken slug or name, renames and shows the new name to shoppers', async () => {
    const { id } = await saveCategory(ctx(admin), null, {
      name: 'Wall Art',
      arName: 'فن الجدران',
      image: PICTURE,
      status: 'on',
    });
    const created = await getAdminCategory(ctx(admin), id);
    expect(created).toMatchObject({ slug: 'wall-art', image: PICTURE, status: true, hiddenIn: [] });
    expect(await audits('category.create')).toBeGreaterThan(0);
    const taken = await expectDomainError(
      saveCategory(ctx(admin), null, { name: 'Other', arName: 'أخرى', slug: 'wall-art' }),
    );
    expect(fieldsOf(taken)).toEqual(['slug']);
    const nameTaken = await expectDomainError(
      saveCategory(ctx(admin), null, { name: 'wall art', arName: 'أخرى' }),
    );
    expect(fieldsOf(nameTaken)).toEqual(['name']);

    // A product there: shoppers see the category (hasProducts stays computed), then its new name.
    await buildProduct(database.db, { categoryId: id, prices: { eg: 10_000, sa: 5_000 } });
    expect((await listVisibleCategories(shopper())).find((item) => item.id === id)?.arName).toBe(
      'فن الجدران',
    );
    await saveCategory(ctx(admin), id, {
      name: 'Wall Art',
      arName: 'لوحات الجدران',
      slug: 'wall-art',
      status: 'on',
    });
    expect((await listVisibleCategories(shopper())).find((item) => item.id === id)?.arName).toBe(
      'لوحات الجدران',
    );
    expect(await audits('category.update')).toBeGreaterThan(0);

    // Hidden in Saudi Arabia: gone there, still shown in Egypt; switched off: gone everywhere.
    await saveCategory(ctx(admin), id, {
      name: 'Wall Art',
      arName: 'لوحات الجدران',
      status: 'on',
      hiddenIn: ['sa'],
    });
    expect((await listVisibleCategories(shopper('sa'))).some((item) => item.id === id)).toBe(false);
    expect((await listVisibleCategories(shopper('eg'))).some((item) => item.id === id)).toBe(true);
    await saveCategory(ctx(admin), id, { name: 'Wall Art', arName: 'لوحات الجدران' });
    expect((await listVisibleCategories(shopper('eg'))).some((item) => item.id === id)).toBe(false);

    // Deleting is refused while it has products; nothing changes.
    const refused = await expectDomainError(deleteCategory(ctx(admin), id));
    expect([refused.code, refused.status]).toEqual(['CATEGORY_HAS_PRODUCTS', 409]);
    expect(await getAdminCategory(ctx(admin), id)).toMatchObject({ name: 'Wall Art', productsCount: 1 });
  });

  it('keeps a picture the row already has, whatever its path; refuses any other', async () => {
    const [row] = await database.db
      .insert(categories)
      .values({
        slug: 'demo-pictured',
        name: 'Demo pictured',
        arName: 'مصورة',
        image: 'categories/demo.webp',
      })
      .returning();
    await saveCategory(ctx(admin), row!.id, {
      name: 'Demo pictured',
      arName: 'مصورة',
      image: 'categories/demo.webp',
    });
    expect((await getAdminCategory(ctx(admin), row!.id)).image).toBe('categories/demo.webp');
    const other = await expectDomainError(
      saveCategory(ctx(admin), row!.id, {
        name: 'Demo pictured',
        arName: 'مصورة',
        image: 'categories/other.webp',
      }),
    );
    expect(fieldsOf(other)).toEqual(['image']);
  });

  it('moves one step, reorders by a drag, and audits both', async () => {
    const a = (await saveCategory(ctx(admin), null, { name: 'Order A', arName: 'ترتيب أ' })).id;
    const b = (await saveCategory(ctx(admin), null, { name: 'Order B', arName: 'ترتيب ب' })).id;
    const ids = async () => (await listAdminCategories(ctx(admin))).map((row) => row.id);
    const at = async (id: string) => (await ids()).indexOf(id);
    expect(await at(b)).toBe((await at(a)) + 1);
    await moveCategory(ctx(admin), b, -1);
    expect(await at(b)).toBe((await at(a)) - 1);
    await moveCategory(ctx(admin), b, 1);
    expect(await at(a)).toBe((await at(b)) - 1);
    await reorderCategories(ctx(admin), [b, a]);
    expect((await ids()).slice(0, 2)).toEqual([b, a]);
    const orders = await database.db.select({ order: categories.displayOrder }).from(categories);
    expect(new Set(orders.map((row) => row.order)).size).toBe(orders.length);
    expect(await audits('category.reorder')).toBeGreaterThanOrEqual(3);
    // The first cannot move up; unknown ids change nothing.
    await moveCategory(ctx(admin), b, -1);
    expect((await ids())[0]).toBe(b);
  });

  it('edits subcategories and refuses deleting one with products', async () => {
    const parent = (await saveCategory(ctx(admin), null, { name: 'Prints', arName: 'مطبوعات', status: 'on' }))
      .id;
    const sub = (
      await saveSubcategory(ctx(admin), parent, null, {
        name: 'Posters',
        arName: 'ملصقات',
        displayOrder: '٢',
      })
    ).id;
    expect((await getAdminCategory(ctx(admin), parent)).subcategories).toMatchObject([
      { id: sub, slug: 'posters', displayOrder: 2 },
    ]);
    const dupe = await expectDomainError(
      saveSubcategory(ctx(admin), parent, null, { name: 'posters', arName: 'x' }),
    );
    expect(fieldsOf(dupe)).toContain('slug');
    await buildProduct(database.db, { categoryId: parent, subcategoryId: sub });
    expect((await expectDomainError(deleteSubcategory(ctx(admin), sub))).status).toBe(409);
    const empty = (await saveSubcategory(ctx(admin), parent, null, { name: 'Frames', arName: 'إطارات' })).id;
    await deleteSubcategory(ctx(admin), empty);
    expect((await getAdminCategory(ctx(admin), parent)).subcategories.map((row) => row.id)).toEqual([sub]);
  });
});

describe('collections', () => {
  it('refuses a bad discount and dates beside their fields', async () => {
    const error = await expectDomainError(
      saveCollection(ctx(admin), null, {
        title: 'Eid',
        arTitle: 'العيد',
        discount: '95',
        startDate: '2026-05-10',
        endDate: '2026-05-01',
      }),
    );
    expect(fieldsOf(error).sort()).toEqual(['discount', 'endDate']);
    expect((await listAdminCollections(ctx(admin))).rows).toEqual([]);
  });

  it('a running collection discount shows on its products, and a product leaves it', async () => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const { id } = await saveCollection(ctx(admin), null, {
      title: 'Ramadan Sale',
      arTitle: 'تخفيضات رمضان',
      discount: '٢٠',
      startDate: day(-1),
      endDate: day(3),
      status: 'on',
    });
    const { productId } = await buildProduct(database.db, { name: 'Lantern print', prices: { eg: 10_000 } });
    expect((await searchProductsToPick(ctx(admin), 'Lantern')).map((row) => row.id)).toContain(productId);
    await setCollectionProduct(ctx(admin), id, productId, true);
    const [shown] = (await listCollectionProducts(shopper(), id)).items;
    expect(shown).toMatchObject({
      priceBeforeOfferMinor: 10_000,
      priceAfterOfferMinor: 8_000,
      totalDiscount: 20,
    });
    expect(await getAdminCollection(ctx(admin), id)).toMatchObject({
      slug: 'ramadan-sale',
      discountPercent: 20,
      productsCount: 1,
    });
    expect((await listAdminCollections(ctx(admin))).rows.map((row) => row.id)).toContain(id);
    await setCollectionProduct(ctx(admin), id, productId, false);
    const [row] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(row!.collectionId).toBeNull();
    expect(await audits('collection.addProduct')).toBe(1);
    expect(await audits('collection.removeProduct')).toBe(1);
  });
});

describe('tags, attributes and offers', () => {
  it('saves tags and attribute values with their Arabic twins, switches an offer off', async () => {
    const tag = (await saveTag(ctx(admin), null, { name: 'Calligraphy', arName: 'خط عربي' })).id;
    expect((await listAdminTags(ctx(admin))).find((row) => row.id === tag)).toMatchObject({
      slug: 'calligraphy',
    });
    expect(
      fieldsOf(await expectDomainError(saveTag(ctx(admin), null, { name: 'calligraphy', arName: 'خط' }))),
    ).toEqual(['name']);
    await deleteTag(ctx(admin), tag);
    expect(await listAdminTags(ctx(admin))).toEqual([]);

    const spec = (await saveAttribute(ctx(admin), null, { spec: 'Material', arSpec: 'الخامة' })).id;
    expect(
      fieldsOf(await expectDomainError(saveAttributeValue(ctx(admin), spec, null, { value: '' }))),
    ).toEqual(['value', 'arValue']);
    await saveAttributeValue(ctx(admin), spec, null, { value: 'Cotton', arValue: 'قطن', image: PICTURE });
    expect(await listAdminAttributes(ctx(admin))).toMatchObject([
      { spec: 'Material', arSpec: 'الخامة', values: [{ value: 'Cotton', arValue: 'قطن', image: PICTURE }] },
    ]);

    const { productId } = await buildProduct(database.db);
    const [offer] = await database.db
      .insert(productOffers)
      .values({
        productId,
        title: 'Launch',
        arTitle: 'إطلاق',
        discountPercent: 10,
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect((await listAdminOffers(ctx(admin))).rows.map((row) => row.id)).toContain(offer!.id);
    await setOfferStatus(ctx(admin), offer!.id, false);
    const [after] = await database.db
      .select()
      .from(productOffers)
      .where(and(eq(productOffers.id, offer!.id), eq(productOffers.status, false)));
    expect(after).toBeDefined();
    expect(await audits('offer.status')).toBe(1);
  });
});
