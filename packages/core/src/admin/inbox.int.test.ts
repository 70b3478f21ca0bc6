/**
 * The inbox (issue 21): contact messages (open marks read, the answer by email in the shopper's
 * language, archive), career requests (notes, CV download), moderation (a hidden review leaves the
 * storefront's queries, announced as a catalogue change) and the weekly search keywords report.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { runJobsRecording } from '@souq/testing/job-run.fixture.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { createTestDatabase, testDatabaseKind } from '@souq/testing/test-database.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { CHANGE_CHANNEL } from '../db/change-notices.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { reviews } from '../db/schema/community.schema.ts';
import { careers, contactMessages } from '../db/schema/content.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { isDomainError } from '../errors.ts';
import { getCommentReviews } from '../community/reviews.service.ts';
import { addContactMessage } from '../content/contact.service.ts';
import { addCareerRequest, storeCvUpload } from '../content/careers.service.ts';
import { createDiskFileStore } from '../media/file-store.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import { refreshProductSearchDocuments } from '../search/search-documents.ts';
import { recordSearchKeyword } from '../search/search.service.ts';
import {
  answerContactMessage,
  countNewContactMessages,
  listContactMessages,
  openContactMessage,
  setContactMessageArchived,
} from './inbox-messages.service.ts';
import { listCareerRequests, openCareerCv, saveCareerRequestNotes } from './inbox-careers.service.ts';
import { listModerationItems, setReviewVisible } from './moderation.service.ts';
import { getSearchReport } from './search-report.service.ts';

let database: Database;
let admin: Actor;
let dataDir: string;
const heard: string[] = [];
let stopListening: () => Promise<void>;

const staff = (locale: 'ar-eg' | 'en-eg' = 'en-eg', now?: Date) =>
  testServiceContext(database.db, { user: admin, locale, ...(now ? { now } : {}) });

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin', name: 'Salma Staff' }));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inbox-int-'));
  stopListening = await database.listen(CHANGE_CHANNEL, {
    notice: (topic) => heard.push(topic),
    gap: () => undefined,
  });
});
afterAll(async () => {
  await stopListening?.();
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const sendMessage = (locale: 'ar-eg' | 'en-eg', name: string, email: string) =>
  addContactMessage(testServiceContext(database.db, { locale }), {
    name,
    email,
    phone: '0123456789',
    feedbackType: 'question',
    message: `Where is my order? (${name})`,
  });

describe('contact messages', () => {
  it('lists new messages, marks one read when opened, and refuses an empty answer', async () => {
    const sent = await sendMessage('en-eg', 'Nour', 'nour@example.com');
    expect(await countNewContactMessages(staff())).toBeGreaterThanOrEqual(1);
    const listed = await listContactMessages(staff(), { status: 'new' });
    expect(listed.items.map((row) => row.id)).toContain(sent._id);

    const opened = await openContactMessage(staff(), sent._id);
    expect(opened).toMatchObject({ status: 'read', lang: 'en', reply: null });
    // Opening it again changes nothing more (one audit row).
    await openContactMessage(staff(), sent._id);
    const [reads] = await database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent._id), eq(auditLog.action, 'contact.read')));
    expect(reads!.n).toBe(1);

    const [jobsBefore] = await database.db.select({ n: count() }).from(jobs);
    const error = await refusal(answerContactMessage(staff(), sent._id, { reply: '   ' }));
    expect(error).toMatchObject({ status: 400, messageKey: 'admin.inbox.errors.replyRequired' });
    expect(error.details).toMatchObject({ field: 'reply' });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, sent._id));
    expect(row).toMatchObject({ status: 'read', reply: null, answeredBy: null });
    const [jobsAfter] = await database.db.select({ n: count() }).from(jobs);
    expect(jobsAfter!.n).toBe(jobsBefore!.n);
  });

  it('answers by email in the language of the page the shopper wrote from, with who and when', async () => {
    const now = new Date();
    const english = await sendMessage('en-eg', 'Omar', 'omar@example.com');
    const arabic = await sendMessage('ar-eg', 'منى', 'mona@example.com');
    await answerContactMessage(staff('ar-eg', now), english._id, { reply: 'It ships tomorrow.' });
    await answerContactMessage(staff('en-eg', now), arabic._id, { reply: 'يصلك الطلب غدًا.' });

    const detail = await openContactMessage(staff(), english._id);
    expect(detail).toMatchObject({
      status: 'answered',
      reply: 'It ships tomorrow.',
      answeredByName: 'Salma Staff',
    });
    expect(detail.answeredAt?.getTime()).toBe(now.getTime());

    const emails: OutboxEmail[] = [];
    await runJobsRecording(database.db, emails, () => new Date());
    const toOmar = emails.find((email) => email.to === 'omar@example.com')!;
    const toMona = emails.find((email) => email.to === 'mona@example.com')!;
    expect(toOmar).toMatchObject({
      lang: 'en',
      template: 'contact-reply',
      subject: 'An answer to your message',
    });
    expect(toOmar.text).toContain('Hello Omar,');
    expect(toOmar.text).toContain('It ships tomorrow.');
    expect(toOmar.text).toContain('Where is my order? (Omar)');
    expect(toOmar.html).toContain('dir="ltr"');
    expect(toMona).toMatchObject({ lang: 'ar', subject: 'ردّ على رسالتك' });
    expect(toMona.text).toContain('مرحبًا منى،');
    expect(toMona.html).toContain('dir="rtl"');
  });

  it("answers an older message (no page language) in the account's mail language", async () => {
    const shopper = await buildUser(database.db, { mailLang: 'en' });
    const [old] = await database.db
      .insert(contactMessages)
      .values({ name: 'Old', email: shopper.email!, message: 'Hello?', createdAt: new Date() })
      .returning();
    const answered = await answerContactMessage(staff('ar-eg'), old!.id, { reply: 'Hi!' });
    expect(answered.lang).toBe('en');
    const [anonymous] = await database.db
      .insert(contactMessages)
      .values({ name: 'Guest', email: 'nobody-here@example.com', message: 'Hello?' })
      .returning();
    expect((await answerContactMessage(staff('en-eg'), anonymous!.id, { reply: 'Hi!' })).lang).toBe('ar');
  });

  it('archives and takes back out, back to answered or read', async () => {
    const answered = await sendMessage('en-eg', 'Hana', 'hana@example.com');
    await answerContactMessage(staff(), answered._id, { reply: 'Done.' });
    expect(await setContactMessageArchived(staff(), answered._id, true)).toEqual({ status: 'archived' });
    expect((await listContactMessages(staff())).items.map((row) => row.id)).not.toContain(answered._id);
    expect((await listContactMessages(staff(), { status: 'archived' })).items.map((row) => row.id)).toContain(
      answered._id,
    );
    expect(await setContactMessageArchived(staff(), answered._id, false)).toEqual({ status: 'answered' });
    const unread = await sendMessage('en-eg', 'Ali', 'ali@example.com');
    await setContactMessageArchived(staff(), unread._id, true);
    expect(await setContactMessageArchived(staff(), unread._id, false)).toEqual({ status: 'read' });
    expect((await refusal(setContactMessageArchived(staff(), 'nope', true))).status).toBe(404);
    expect((await listContactMessages(staff(), { status: 'lost' })).items).toEqual([]);
  });
});

describe('career requests', () => {
  it('lists applications per position, saves notes, and downloads the CV', async () => {
    const [career] = await database.db
      .insert(careers)
      .values({ title: 'Designer', arTitle: 'مصمم', description: '<p>x</p>', arDescription: '<p>x</p>' })
      .returning();
    const store = createDiskFileStore(dataDir);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const cv = await storeCvUpload(store, pdf);
    const applied = await addCareerRequest(
      testServiceContext(database.db),
      { career: career!.id, name: 'Karim Adel', email: 'karim@example.com', phone: '0123456789', cv: [cv] },
      store,
    );
    const listed = await listCareerRequests(staff(), { career: career!.id });
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      name: 'Karim Adel',
      careerArTitle: 'مصمم',
      cvCount: 1,
      notes: null,
    });
    expect((await listCareerRequests(staff(), { career: 'bad' })).items).toEqual([]);

    const tooLong = await refusal(saveCareerRequestNotes(staff(), applied._id, { notes: 'x'.repeat(2001) }));
    expect(tooLong).toMatchObject({ status: 400, details: { field: 'notes' } });
    expect(await saveCareerRequestNotes(staff(), applied._id, { notes: ' Call on Sunday ' })).toEqual({
      notes: 'Call on Sunday',
    });
    expect((await listCareerRequests(staff(), { career: career!.id })).items[0]!.notes).toBe(
      'Call on Sunday',
    );

    const file = await openCareerCv(staff(), applied._id, 1, store);
    expect(file).toMatchObject({ asciiName: 'cv-Karim-Adel.pdf', contentLength: pdf.length });
    expect(await text(file.body)).toBe(pdf.toString());
    for (const [id, index] of [
      [applied._id, 2],
      [applied._id, 0],
      ['00000000-0000-4000-8000-000000000000', 1],
    ] as const) {
      expect((await refusal(openCareerCv(staff(), id, index, store))).status).toBe(404);
    }
    const customer = testServiceContext(database.db, { user: actorOf(await buildUser(database.db)) });
    expect((await refusal(openCareerCv(customer, applied._id, 1, store))).status).toBe(403);
  });
});

describe('moderation', () => {
  async function settle() {
    await database.ping();
    await new Promise((resolve) => setTimeout(resolve, testDatabaseKind() === 'postgres' ? 50 : 0));
  }

  it('hides a review from the storefront (a catalogue change) and restores it, audited', async () => {
    const product = await buildProduct(database.db);
    const author = await buildUser(database.db, { name: 'Rude Reviewer' });
    const [review] = await database.db
      .insert(reviews)
      .values({
        userId: author.id,
        productId: product.productId,
        type: 'review',
        text: 'Rubbish!!',
        rating: 1,
      })
      .returning();
    const [reply] = await database.db
      .insert(reviews)
      .values({
        userId: author.id,
        productId: product.productId,
        parentId: review!.id,
        type: 'review',
        text: 'Agreed',
      })
      .returning();
    const shop = testServiceContext(database.db);
    const shown = async () =>
      (await getCommentReviews(shop, { product: product.productId })).items.map((item) => item.id);
    expect(await shown()).toEqual(expect.arrayContaining([review!.id, reply!.id]));
    const listed = await listModerationItems(staff(), { type: 'review', visibility: 'visible' });
    expect(listed.items.find((item) => item.id === review!.id)).toMatchObject({
      authorName: 'Rude Reviewer',
      productId: product.productId,
      visible: true,
    });

    await settle();
    heard.length = 0;
    expect(await setReviewVisible(staff(), review!.id, false)).toEqual({ visible: false });
    await settle();
    expect(heard).toContain('catalog');
    expect(await shown()).not.toContain(review!.id);
    // Its thread goes with it.
    expect(await shown()).not.toContain(reply!.id);
    expect(
      (await listModerationItems(staff(), { visibility: 'hidden' })).items.map((item) => item.id),
    ).toContain(review!.id);

    await setReviewVisible(staff(), review!.id, true);
    expect(await shown()).toContain(review!.id);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, review!.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['review.hide', 'review.restore']);
  });
});

describe('the search keywords report', () => {
  it('counts searches per week and language, and lists those that found nothing', async () => {
    const product = await buildProduct(database.db, { name: 'Falucca lantern', arName: 'فانوس فلوكة' });
    await refreshProductSearchDocuments({ db: database.db }, [product.productId]);
    const monday = new Date('2026-03-02T10:00:00Z');
    const wednesday = new Date('2026-03-04T18:00:00Z');
    const search = (locale: 'ar-eg' | 'en-eg', keyword: string, now: Date) =>
      recordSearchKeyword(testServiceContext(database.db, { locale, now }), keyword);
    await search('en-eg', 'falucca lantern', monday);
    await search('en-eg', 'Falucca  Lantern ', wednesday);
    await search('en-eg', 'zebra teapot', wednesday);
    await search('ar-eg', 'فانوس', wednesday);
    // The next week counts apart.
    await search('en-eg', 'zebra teapot', new Date('2026-03-09T01:00:00Z'));

    const report = await getSearchReport(staff('en-eg', new Date('2026-03-20T00:00:00Z')), {
      week: '2026-03-05',
      lang: 'en',
    });
    expect(report.week).toBe('2026-03-02');
    expect(report.weeks[0]).toBe('2026-03-16');
    expect(report.totalSearches).toBe(3);
    expect(report.top).toEqual([
      { keyword: 'falucca lantern', searches: 2 },
      { keyword: 'zebra teapot', searches: 1 },
    ]);
    expect(report.noResults).toEqual([{ keyword: 'zebra teapot', searches: 1 }]);
    const arabic = await getSearchReport(staff('ar-eg', wednesday), { lang: 'ar' });
    expect(arabic).toMatchObject({ week: '2026-03-02', totalSearches: 1, noResults: [] });
    // A future or malformed week is the current one.
    expect((await getSearchReport(staff('en-eg', wednesday), { week: '2027-01-01' })).week).toBe(
      '2026-03-02',
    );
    expect((await getSearchReport(staff('en-eg', wednesday), { week: 'soon' })).week).toBe('2026-03-02');
  });
});
