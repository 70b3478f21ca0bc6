import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogPagesDatabase, type CatalogPagesFixture } from '@souq/testing/catalog-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { LocaleCode } from '../locale/locales.ts';
import { countryOf } from '../locale/locales.ts';
import { getAdvert, getBanners, getSliders } from './home-content.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let f: CatalogPagesFixture;
const now = new Date('2026-05-01T12:00:00Z');

const ctx = (locale: LocaleCode): ServiceContext =>
  testServiceContext(database.db, { country: countryOf(locale), locale, now });
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

beforeAll(async () => {
  ({ database, f } = await openCatalogPagesDatabase(now));
});
afterAll(async () => {
  await database?.close();
});

describe('home pictures', () => {
  it('gives the slides of the country and language, switched-off ones never', async () => {
    expect(ids(await getSliders(ctx('ar-eg')))).toEqual([f.slideAllId, f.slideArId]);
    expect(ids(await getSliders(ctx('en-eg')))).toEqual([f.slideAllId]);
    expect(ids(await getSliders(ctx('en-sa')))).toEqual([f.slideAllId, f.slideSaEnId]);
    expect(ids(await getSliders(ctx('en-eg'), { country: 'sa', lang: 'ar' }))).toEqual([
      f.slideAllId,
      f.slideArId,
    ]);
  });

  it('gives the banners of the country', async () => {
    expect(ids(await getBanners(ctx('ar-eg')))).toEqual([f.bannerEgId, f.bannerAllId]);
    expect(ids(await getBanners(ctx('en-sa')))).toEqual([f.bannerAllId]);
  });

  it('gives the first switched-on advert', async () => {
    expect(await getAdvert(ctx('ar-eg'))).toMatchObject({ id: f.advertId, status: true, link: '/designers' });
  });
});
