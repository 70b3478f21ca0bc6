import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { DEFAULT_SITE_SETTINGS, getSettings } from './settings.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
const context = (): ServiceContext => testServiceContext(database.db, { locale: 'ar-eg' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('getSettings', () => {
  it('serves the defaults while no row was saved, without writing one', async () => {
    const settings = await getSettings(context());
    expect(settings).toEqual({ ...DEFAULT_SITE_SETTINGS, updatedAt: expect.any(Date) });
    expect(await database.db.select().from(siteSettings)).toHaveLength(0);
  });

  it('reads the single row', async () => {
    await database.db.insert(siteSettings).values({
      title: 'Souq',
      arTitle: 'سوق',
      sarToEgp: 13.1234,
      codFeeSaMinor: 1500,
      fcAccount: 'https://facebook.com/souq',
    });
    const settings = await getSettings(context());
    expect(settings).toMatchObject({
      id: 1,
      title: 'Souq',
      arTitle: 'سوق',
      sarToEgp: 13.1234,
      aedToEgp: 13.5,
      codFeeSaMinor: 1500,
      fcAccount: 'https://facebook.com/souq',
    });
  });

  it('serves defaults equal to the column defaults of the schema', async () => {
    await database.db.delete(siteSettings);
    await database.db.insert(siteSettings).values({});
    const { updatedAt: _ignored, ...defaults } = DEFAULT_SITE_SETTINGS;
    expect(await getSettings(context())).toMatchObject(defaults);
  });

  it('refuses a second settings row', async () => {
    await expect(database.db.insert(siteSettings).values({ id: 2 })).rejects.toThrow();
  });
});
