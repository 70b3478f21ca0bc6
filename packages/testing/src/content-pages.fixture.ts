/**
 * Content of the static pages for service and contract tests, written straight into the tables:
 * About and the terms-like pages (one with hostile HTML), FAQs per audience, how-it-works stages,
 * header descriptions, posts (published blog and news, a draft, a scheduled one, a hostile one) and
 * careers (one open, one closed).
 */
import type { AppDb } from '@souq/core/db/client.ts';
import {
  careers,
  contentPages,
  faqs,
  headerDescriptions,
  howItWorksStages,
  posts,
} from '@souq/core/db/schema/content.schema.ts';

const DAY = 86_400_000;

export interface ContentPagesFixture {
  aboutId: string;
  termsId: string;
  blogPostId: string;
  newsPostId: string;
  draftPostId: string;
  scheduledPostId: string;
  hostilePostId: string;
  openCareerId: string;
  closedCareerId: string;
}

/** A script, an event handler and a javascript: link that must never leave the API or reach a page. */
export const HOSTILE_HTML =
  '<p onclick="steal()">Hello <a href="javascript:alert(1)">click</a></p><script>alert("x")</script><img src=x onerror=alert(1)>';

export async function seedContentPages(db: AppDb, now = new Date()): Promise<ContentPagesFixture> {
  const [about] = await db
    .insert(contentPages)
    .values({
      kind: 'about',
      body: {
        description: { en: 'We sell **art**.', ar: 'نبيع الفن.' },
        whatWeDo: { en: 'Posters & mugs', ar: 'بوسترات وأكواب' },
        mission: { en: 'Help designers', ar: 'مساعدة المصممين' },
        vision: { en: 'Art everywhere', ar: 'الفن في كل مكان' },
      },
    })
    .returning({ id: contentPages.id });
  const [terms] = await db
    .insert(contentPages)
    .values({
      kind: 'terms',
      body: {
        description: { en: HOSTILE_HTML, ar: 'الشروط' },
        items: [
          { title: 'Accounts', arTitle: 'الحسابات', body: 'Keep it private.', arBody: 'حافظ على سريته.' },
          { title: 'Orders', arTitle: 'الطلبات', body: '<strong>Paid</strong> orders', arBody: 'الطلبات' },
        ],
      },
    })
    .returning({ id: contentPages.id });
  await db.insert(contentPages).values([
    {
      kind: 'policies',
      body: { description: { en: 'Policies', ar: 'السياسات' }, items: [] },
    },
    {
      kind: 'exchange_policies',
      body: {
        description: { en: 'Exchanges', ar: 'الاستبدال' },
        items: [{ title: 'Damaged', arTitle: 'تالف', body: 'Within 14 days.', arBody: 'خلال 14 يومًا.' }],
      },
    },
    { kind: 'privacy', body: { description: { en: 'Privacy', ar: 'الخصوصية' }, items: [] } },
    { kind: 'shipping', body: { description: { en: 'Shipping', ar: 'الشحن' }, items: [] } },
    { kind: 'b2b', body: { description: { en: 'Business', ar: 'الشركات' }, items: [] } },
  ]);

  await db.insert(faqs).values([
    {
      question: 'Q general',
      arQuestion: 'سؤال عام',
      answer: 'A1',
      arAnswer: 'ج1',
      forAudience: 'general',
      displayOrder: 2,
    },
    {
      question: 'Q customer',
      arQuestion: 'سؤال عميل',
      answer: 'A2',
      arAnswer: 'ج2',
      forAudience: 'customer',
      displayOrder: 1,
    },
    {
      question: 'Q designer',
      arQuestion: 'سؤال مصمم',
      answer: 'A3',
      arAnswer: 'ج3',
      forAudience: 'designer',
      displayOrder: 3,
    },
  ]);
  await db.insert(howItWorksStages).values([
    { type: 'customer', number: 2, title: 'Pay', arTitle: 'ادفع' },
    {
      type: 'customer',
      number: 1,
      title: 'Choose',
      arTitle: 'اختر',
      description: 'Pick',
      arDescription: 'اختر',
    },
    { type: 'designer', number: 1, title: 'Upload', arTitle: 'ارفع' },
  ]);
  await db
    .insert(headerDescriptions)
    .values([
      { page: 'faq', description: 'Answers to common questions', arDescription: 'إجابات الأسئلة الشائعة' },
    ]);

  const postRows = await db
    .insert(posts)
    .values([
      {
        slug: 'first-blog',
        type: 'blog',
        title: 'First blog',
        arTitle: 'أول مقال',
        description: 'Body of the blog',
        arDescription: 'نص المقال',
        publishedAt: new Date(now.getTime() - 2 * DAY),
      },
      {
        slug: 'big-news',
        type: 'news',
        title: 'Big news',
        arTitle: 'خبر كبير',
        description: 'News body',
        arDescription: 'نص الخبر',
        publishedAt: new Date(now.getTime() - DAY),
      },
      { slug: 'draft', type: 'blog', title: 'Draft', arTitle: 'مسودة', publishedAt: null },
      {
        slug: 'scheduled',
        type: 'blog',
        title: 'Scheduled',
        arTitle: 'مجدول',
        publishedAt: new Date(now.getTime() + 3 * DAY),
      },
      {
        slug: 'hostile',
        type: 'blog',
        title: '<b>Bold title</b>',
        arTitle: 'عنوان',
        description: HOSTILE_HTML,
        arDescription: HOSTILE_HTML,
        publishedAt: new Date(now.getTime() - 5 * DAY),
      },
    ])
    .returning({ id: posts.id, slug: posts.slug });
  const postId = (slug: string) => postRows.find((row) => row.slug === slug)!.id;

  const careerRows = await db
    .insert(careers)
    .values([
      {
        title: 'Designer relations',
        arTitle: 'علاقات المصممين',
        description: 'Help designers',
        arDescription: 'ساعد المصممين',
        tags: [{ name: 'Cairo', arName: 'القاهرة' }],
      },
      { title: 'Closed job', arTitle: 'وظيفة مغلقة', status: false },
    ])
    .returning({ id: careers.id, title: careers.title });

  return {
    aboutId: about!.id,
    termsId: terms!.id,
    blogPostId: postId('first-blog'),
    newsPostId: postId('big-news'),
    draftPostId: postId('draft'),
    scheduledPostId: postId('scheduled'),
    hostilePostId: postId('hostile'),
    openCareerId: careerRows.find((row) => row.title === 'Designer relations')!.id,
    closedCareerId: careerRows.find((row) => row.title === 'Closed job')!.id,
  };
}

/** The smallest file the CV check accepts: a PDF header and trailer. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
