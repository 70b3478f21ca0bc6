/**
 * The listing catalog (catalog-listing.fixture.ts) plus what the catalog listing pages need: a
 * tag, a second (featured) designer, a manufacturer, an iDesign product, a featured picture, more
 * collections, sliders, banners and adverts. Written straight into the tables.
 *
 * On top of the listing catalog (Egypt): desert is iDesign and has the featured picture; frame and
 * canvas carry the tag "gold"; canvas is made by the manufacturer; mug is by the featured designer
 * Omar (sold in Egypt only). Collections: summer-sale (running 25 %, frame), winter (starts in
 * 10 days, nile; not running), hidden (switched off, canvas), empty (no products).
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppDb, Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { collections, products, tags } from '@souq/core/db/schema/catalog.schema.ts';
import { adverts, banners, sliders } from '@souq/core/db/schema/content.schema.ts';
import { productImages } from '@souq/core/db/schema/media.schema.ts';
import { seedListingCatalog, type ListingFixture } from './catalog-listing.fixture.ts';
import { createTestDatabase } from './test-database.ts';

const DAY = 86_400_000;

export interface CatalogPagesFixture extends ListingFixture {
  goldTagId: string;
  omarId: string;
  blockedDesignerId: string;
  manufacturerId: string;
  summerSaleId: string;
  winterId: string;
  hiddenCollectionId: string;
  emptyCollectionId: string;
  /** Slides: everywhere (order 1), Arabic only (2), English in Saudi Arabia (3), switched off (0). */
  slideAllId: string;
  slideArId: string;
  slideSaEnId: string;
  /** Banners: Egypt only (1), everywhere (2). */
  bannerEgId: string;
  bannerAllId: string;
  /** The advert shown (the switched-off one comes first in display order). */
  advertId: string;
}

export async function seedCatalogPages(db: AppDb, now: Date): Promise<CatalogPagesFixture> {
  const listing = await seedListingCatalog(db, now);
  const days = (n: number) => new Date(now.getTime() + n * DAY);

  await db.update(users).set({ salesNumber: 50 }).where(eq(users.id, listing.designerId));
  const [omar, blocked, manufacturer] = await db
    .insert(users)
    .values([
      {
        role: 'designer',
        name: 'Omar Studio',
        slug: 'omar-studio',
        fName: 'Omar',
        lName: 'Nabil',
        featured: true,
        salesNumber: 5,
        city: 'Alexandria',
        description: 'Ceramics and mugs',
        arDescription: 'خزف وأكواب',
      },
      {
        role: 'designer',
        name: 'Blocked Designer',
        slug: 'blocked-designer',
        fName: 'Blocked',
        lName: 'Designer',
        featured: true,
        status: false,
      },
      { role: 'manufacturer', name: 'Print House', slug: 'print-house', fName: 'Print', lName: 'House' },
    ])
    .returning({ id: users.id });

  const [gold] = await db
    .insert(tags)
    .values({ slug: 'gold', name: 'Gold', arName: 'ذهبي' })
    .returning({ id: tags.id });
  const [summerSale] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.slug, 'summer-sale'));
  const [winter, hidden, empty] = await db
    .insert(collections)
    .values([
      {
        slug: 'winter',
        title: 'Winter',
        arTitle: 'الشتاء',
        discountPercent: 30,
        startDate: days(10),
        endDate: days(40),
        displayOrder: 1,
      },
      { slug: 'hidden', title: 'Hidden', arTitle: 'مخفية', status: false, discountPercent: 40 },
      { slug: 'empty', title: 'Empty', arTitle: 'فارغة', discountPercent: 10, displayOrder: 2 },
    ])
    .returning({ id: collections.id });

  await db
    .update(products)
    .set({ tagId: gold!.id })
    .where(inArray(products.id, [listing.frameId, listing.canvasId]));
  await db
    .update(products)
    .set({ manufacturerId: manufacturer!.id, collectionId: hidden!.id })
    .where(eq(products.id, listing.canvasId));
  await db.update(products).set({ collectionId: winter!.id }).where(eq(products.id, listing.nileId));
  await db.update(products).set({ designerId: omar!.id }).where(eq(products.id, listing.mugId));
  await db.update(products).set({ designerId: blocked!.id }).where(eq(products.id, listing.aeOnlyId));
  await db.update(products).set({ isIdesign: true }).where(eq(products.id, listing.desertId));
  await db
    .update(productImages)
    .set({ featured: true })
    .where(eq(productImages.id, listing.desertPrimaryImageId));

  const slides = await db
    .insert(sliders)
    .values([
      { image: 'content/slide-all.webp', link: '/collections/summer-sale', displayOrder: 1 },
      { image: 'content/slide-ar.webp', lang: 'ar', link: '/deals', displayOrder: 2 },
      { image: 'content/slide-sa-en.webp', country: 'sa', lang: 'en', displayOrder: 3 },
      { image: 'content/slide-off.webp', status: false, displayOrder: 0 },
    ])
    .returning({ id: sliders.id });
  const bannerRows = await db
    .insert(banners)
    .values([
      { image: 'content/banner-eg.webp', country: 'eg', link: '/categories/prints', displayOrder: 1 },
      { image: 'content/banner-all.webp', displayOrder: 2 },
    ])
    .returning({ id: banners.id });
  const advertRows = await db
    .insert(adverts)
    .values([
      { image: 'content/advert-off.webp', status: false, displayOrder: 0 },
      { image: 'content/advert.webp', link: '/designers', displayOrder: 1 },
    ])
    .returning({ id: adverts.id });

  return {
    ...listing,
    goldTagId: gold!.id,
    omarId: omar!.id,
    blockedDesignerId: blocked!.id,
    manufacturerId: manufacturer!.id,
    summerSaleId: summerSale!.id,
    winterId: winter!.id,
    hiddenCollectionId: hidden!.id,
    emptyCollectionId: empty!.id,
    slideAllId: slides[0]!.id,
    slideArId: slides[1]!.id,
    slideSaEnId: slides[2]!.id,
    bannerEgId: bannerRows[0]!.id,
    bannerAllId: bannerRows[1]!.id,
    advertId: advertRows[1]!.id,
  };
}

/** A fresh test database holding the catalog pages' data (the set-up of their integration tests). */
export async function openCatalogPagesDatabase(
  now: Date,
): Promise<{ database: Database; f: CatalogPagesFixture }> {
  const database = await createTestDatabase();
  return { database, f: await seedCatalogPages(database.db, now) };
}
