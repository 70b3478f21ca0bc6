import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';
import type { Actor, ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { wishlistItems } from '../db/schema/wishlist.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import {
  addRemoveWishlist,
  getUserWishlist,
  listWishlistedProductIds,
  toggleProductWishlist,
} from './wishlist.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-05-01T12:00:00Z');
let database: Database;
let f: ListingFixture;
let shopper: Actor;
let other: Actor;
let staff: Actor;

const ctx = (user: Actor | null, country: CountryCode = 'eg'): ServiceContext =>
  testServiceContext(database.db, { user, country, now });

beforeAll(async () => {
  database = await createTestDatabase();
  f = await seedListingCatalog(database.db, now);
  shopper = actorOf(await buildUser(database.db, { password: null }));
  other = actorOf(await buildUser(database.db, { password: null }));
  staff = actorOf(await buildUser(database.db, { privilageType: 'admin', password: null }));
});
afterAll(async () => {
  await database?.close();
});

describe('addRemoveWishlist', () => {
  it('adds an image, then removes it on the second call', async () => {
    const added = await addRemoveWishlist(ctx(shopper), { image: f.desertVariantImageId });
    expect(added).toEqual({ imageId: f.desertVariantImageId, productId: f.desertId, wishlisted: true });
    expect(await listWishlistedProductIds(ctx(shopper))).toEqual([f.desertId]);
    const removed = await addRemoveWishlist(ctx(shopper), {
      image: f.desertVariantImageId.toUpperCase(),
      user: shopper.id,
    });
    expect(removed.wishlisted).toBe(false);
    expect(await listWishlistedProductIds(ctx(shopper))).toEqual([]);
  });

  it('refuses guests (401), other users (403) and hidden or unknown images (404), storing nothing', async () => {
    expect(
      (await expectDomainError(addRemoveWishlist(ctx(null), { image: f.desertPrimaryImageId }))).status,
    ).toBe(401);
    const forbidden = await expectDomainError(
      addRemoveWishlist(ctx(other), { image: f.desertPrimaryImageId, user: shopper.id }),
    );
    expect(forbidden.status).toBe(403);
    expect((await expectDomainError(addRemoveWishlist(ctx(shopper), { image: f.draftImageId }))).code).toBe(
      'IMAGE_NOT_FOUND',
    );
    expect((await expectDomainError(addRemoveWishlist(ctx(shopper), { image: 'nope' }))).status).toBe(404);
    expect(await database.db.$count(wishlistItems)).toBe(0);
  });

  it('lets staff change the wishlist of a customer', async () => {
    await addRemoveWishlist(ctx(staff), { image: f.desertPrimaryImageId, user: shopper.id });
    expect(await listWishlistedProductIds(ctx(shopper))).toEqual([f.desertId]);
    await addRemoveWishlist(ctx(staff), { image: f.desertPrimaryImageId, user: shopper.id });
    expect(await listWishlistedProductIds(ctx(shopper))).toEqual([]);
  });
});

describe('toggleProductWishlist and getUserWishlist', () => {
  it('hearts the primary image of a product and clears every image of it on the second toggle', async () => {
    expect(await toggleProductWishlist(ctx(shopper), { product: f.desertId })).toMatchObject({
      imageId: f.desertPrimaryImageId,
      wishlisted: true,
    });
    await addRemoveWishlist(ctx(shopper), { image: f.desertVariantImageId });
    expect(await toggleProductWishlist(ctx(shopper), { product: f.desertId })).toMatchObject({
      wishlisted: false,
    });
    expect(await database.db.$count(wishlistItems)).toBe(0);
    expect(
      (await expectDomainError(toggleProductWishlist(ctx(shopper), { product: f.draftId }))).status,
    ).toBe(404);
  });

  it('lists the hearts newest first, priced in the country, with products not sold there as null', async () => {
    await toggleProductWishlist(ctx(shopper, 'eg'), { product: f.nileId });
    await toggleProductWishlist(ctx(shopper, 'eg'), { product: f.desertId });
    const inEgypt = await getUserWishlist(ctx(shopper, 'eg'));
    expect(inEgypt.map((entry) => entry.productId).sort()).toEqual([f.desertId, f.nileId].sort());
    expect(inEgypt.every((entry) => entry.product?.currency === 'EGP')).toBe(true);
    const inEmirates = await getUserWishlist(ctx(shopper, 'ae'));
    expect(inEmirates).toHaveLength(2);
    expect(inEmirates.every((entry) => entry.product === null)).toBe(true);
    expect(inEmirates.map((entry) => entry.name).sort()).toEqual(inEgypt.map((entry) => entry.name).sort());

    expect(await getUserWishlist(ctx(other))).toEqual([]);
    expect((await expectDomainError(getUserWishlist(ctx(other), { user: shopper.id }))).status).toBe(403);
    expect(await getUserWishlist(ctx(staff), { user: shopper.id })).toHaveLength(2);
    expect((await expectDomainError(getUserWishlist(ctx(null)))).status).toBe(401);
    expect(await listWishlistedProductIds(ctx(null))).toEqual([]);
  });
});
