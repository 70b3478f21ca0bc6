import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedContentPages, type ContentPagesFixture } from '@souq/testing/content-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { contentPages } from '../db/schema/content.schema.ts';
import {
  findHeaderDescription,
  getAbout,
  getExchangePolicies,
  getFaqs,
  getHeaderDescriptionByPage,
  getHowItWorksStages,
  getPolicies,
  getTerms,
} from './pages.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let fixture: ContentPagesFixture;
const context = (): ServiceContext => testServiceContext(database.db, { locale: 'ar-eg' });

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await seedContentPages(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('getAbout', () => {
  it('gives the four texts in both languages as safe HTML', async () => {
    const about = await getAbout(context());
    expect(about).toMatchObject({
      _id: fixture.aboutId,
      description: '<p>We sell **art**.</p>',
      arDescription: '<p>نبيع الفن.</p>',
      whatWeDo: '<p>Posters &amp; mugs</p>',
      arMission: '<p>مساعدة المصممين</p>',
      vision: '<p>Art everywhere</p>',
    });
  });
});

describe('getTerms, getPolicies, getExchangePolicies', () => {
  it('sanitizes the staff HTML: no script, handler or javascript: link survives', async () => {
    const terms = await getTerms(context());
    expect(terms._id).toBe(fixture.termsId);
    expect(terms.type).toBe('terms');
    expect(terms.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">click</a></p>');
    expect(terms.content).toEqual([
      {
        title: 'Accounts',
        arTitle: 'الحسابات',
        description: '<p>Keep it private.</p>',
        arDescription: '<p>حافظ على سريته.</p>',
      },
      {
        title: 'Orders',
        arTitle: 'الطلبات',
        description: '<strong>Paid</strong> orders',
        arDescription: '<p>الطلبات</p>',
      },
    ]);
  });

  it.each([
    ['privacy', 'privacy'],
    ['Shipping', 'shipping'],
    ['b2b', 'b2b'],
    ['exchangePolicy', 'exchange_policies'],
    ['policies', 'policies'],
  ])('reads getTerms(%s) as the %s page', async (type, kind) => {
    expect((await getTerms(context(), type)).type).toBe(kind);
  });

  it('answers the policies and exchange policies by their own calls', async () => {
    expect((await getPolicies(context())).description).toBe('<p>Policies</p>');
    const exchange = await getExchangePolicies(context());
    expect(exchange.content[0]).toMatchObject({ title: 'Damaged', arDescription: '<p>خلال 14 يومًا.</p>' });
  });

  it('refuses an unknown type (400) and a page nobody wrote (404)', async () => {
    await expect(getTerms(context(), 'cookies')).rejects.toMatchObject({
      status: 400,
      messageKey: 'validation.invalid',
    });
    const tx = database.db;
    await tx.delete(contentPages);
    await expect(getAbout(context())).rejects.toMatchObject({ status: 404, code: 'PAGE_NOT_FOUND' });
    await expect(getTerms(context(), 'shipping')).rejects.toMatchObject({ status: 404 });
  });
});

describe('getFaqs', () => {
  it('lists every question in display order, or those of one audience', async () => {
    expect((await getFaqs(context())).map((faq) => faq.question)).toEqual([
      'Q customer',
      'Q general',
      'Q designer',
    ]);
    const designer = await getFaqs(context(), 'designer');
    expect(designer).toEqual([
      expect.objectContaining({ question: 'Q designer', arAnswer: '<p>ج3</p>', for: 'designer' }),
    ]);
    await expect(getFaqs(context(), 'martians')).rejects.toMatchObject({ status: 400 });
  });
});

describe('getHowItWorksStages', () => {
  it('gives the stages of a journey by number', async () => {
    const stages = await getHowItWorksStages(context(), 'customer');
    expect(stages.map((stage) => [stage.number, stage.title])).toEqual([
      [1, 'Choose'],
      [2, 'Pay'],
    ]);
    expect(stages[0]).toMatchObject({ description: '<p>Pick</p>', arTitle: 'اختر' });
    expect(await getHowItWorksStages(context())).toHaveLength(3);
    await expect(getHowItWorksStages(context(), 'robots')).rejects.toMatchObject({ status: 400 });
  });
});

describe('getHeaderDescriptionByPage', () => {
  it('gives the intro of a page, 404 for a page without one', async () => {
    expect(await getHeaderDescriptionByPage(context(), 'faq')).toMatchObject({
      page: 'faq',
      arDescription: 'إجابات الأسئلة الشائعة',
    });
    await expect(getHeaderDescriptionByPage(context(), 'nowhere')).rejects.toMatchObject({ status: 404 });
    expect(await findHeaderDescription(context(), '')).toBeNull();
  });
});
