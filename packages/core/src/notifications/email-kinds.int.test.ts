/**
 * Every email kind a job sends, in Arabic and in English, through the common layout: the recipient's
 * mail language decides the language and direction, the subject is the title, the support contact of
 * the settings is in both parts (issue 19). Welcome, order, password reset and ticket emails here; the gift
 * card, the OTP fallback and the layout itself have unit tests.
 */
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder, buildTicket, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { sendPasswordResetLink } from '../accounts/password-reset.job.ts';
import { sendWelcomeEmail } from '../accounts/welcome-email.job.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { orderStatusEvents } from '../db/schema/orders.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { sendTicketEmail } from '../designers/ticket-emails.ts';
import type { JobDeps } from '../jobs/jobs.service.ts';
import { sendOrderConfirmation } from '../orders/order-confirmation-email.job.ts';
import { sendOrderStatusEmail } from '../orders/order-status-email.ts';
import type { OutboxEmail } from './outbox.ts';

let database: Database;
const sent: OutboxEmail[] = [];
const deps = (): JobDeps => ({
  db: database.db,
  outbox: { sendEmail: async (email) => void sent.push(email), sendSms: async () => undefined },
  log: pino({ level: 'silent' }),
  now: () => new Date(),
  baseUrl: 'https://shop.test',
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(siteSettings)
    .values({ id: 1, supportEmail: 'help@shop.test', supportPhone: '+20 100 000 0009' })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { supportEmail: 'help@shop.test', supportPhone: '+20 100 000 0009' },
    });
});
afterAll(async () => database?.close());

function expectLayout(email: OutboxEmail, lang: 'ar' | 'en') {
  expect(email.lang).toBe(lang);
  expect(email.html).toMatch(new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`));
  expect(email.html).toContain('<meta charset="utf-8">');
  expect(email.html).toContain(
    `<title>${email.subject.replace(/&/g, '&#38;').replace(/"/g, '&#34;')}</title>`,
  );
  expect(email.html).toContain('mailto:help@shop.test');
  expect(email.text).toContain(lang === 'ar' ? 'سوق المصممين' : 'Souq Designers');
  expect(email.text).toContain('help@shop.test');
  expect(email.text).toContain('+20 100 000 0009');
}

describe.each(['ar', 'en'] as const)('the emails in %s', (lang) => {
  const arabic = lang === 'ar';

  it('welcomes a new shopper and a new designer, the Arabic by their gender', async () => {
    const shopper = await buildUser(database.db, { role: 'customer', mailLang: lang, gender: 'female' });
    const designer = await buildUser(database.db, { role: 'designer', mailLang: lang, gender: 'male' });
    sent.length = 0;
    await sendWelcomeEmail(deps(), { userId: shopper.id, country: 'eg' });
    await sendWelcomeEmail(deps(), { userId: designer.id, country: 'sa' });
    expect(sent.map((email) => email.template)).toEqual(['welcome', 'welcome-designer']);
    for (const email of sent) expectLayout(email, lang);
    expect(sent[0]!.text).toContain(`https://shop.test/${lang}-eg`);
    expect(sent[1]!.text).toContain(`https://shop.test/${lang}-sa/profile/products/add`);
    if (arabic) {
      expect(sent[0]!.text).toContain('اكتشفي');
      expect(sent[1]!.text).toContain('أضف منتجك');
    }
  });

  it('confirms an order and tells each status change', async () => {
    const placed = await buildOrder(database.db);
    await database.db.update(users).set({ mailLang: lang }).where(eq(users.id, placed.customer.id));
    sent.length = 0;
    await sendOrderConfirmation(deps(), { orderId: placed.order.id });
    const [event] = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, placed.order.id))
      .orderBy(desc(orderStatusEvents.createdAt))
      .limit(1);
    await sendOrderStatusEmail(deps(), { eventId: event!.id });
    expect(sent.map((email) => email.template)).toEqual([
      'order-confirmation',
      `order-status-${event!.toStatus}`,
    ]);
    for (const email of sent) expectLayout(email, lang);
    expect(sent[0]!.subject).toMatch(arabic ? /^تم تأكيد طلبك/ : /^Your order .* is confirmed$/);
  });

  it('sends the password reset link', async () => {
    const user = await buildUser(database.db, { mailLang: lang });
    sent.length = 0;
    await sendPasswordResetLink(deps(), { email: user.email });
    expect(sent).toHaveLength(1);
    expectLayout(sent[0]!, lang);
    expect(sent[0]!.subject).toBe(arabic ? 'إعادة تعيين كلمة المرور' : 'Reset your password');
    expect(sent[0]!.html).toMatch(new RegExp(`href="https://shop\\.test/${lang}-eg/resetPassword\\?token=`));
  });

  it('tells a designer their ticket was rejected, with the reason', async () => {
    const designer = await buildUser(database.db, { role: 'designer', mailLang: lang });
    const ticket = await buildTicket(database.db, { designerId: designer.id });
    sent.length = 0;
    await sendTicketEmail(deps(), { ticketId: ticket.id, event: 'rejected', reason: 'Blurry <photos>' });
    expect(sent).toHaveLength(1);
    expectLayout(sent[0]!, lang);
    expect(sent[0]!.html).toContain('Blurry &#60;photos&#62;');
    expect(sent[0]!.text).toContain(arabic ? 'السبب: Blurry <photos>' : 'Reason: Blurry <photos>');
  });
});
