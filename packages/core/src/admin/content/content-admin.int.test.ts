/**
 * The content area's services (issue 21) on PGlite and PostgreSQL: posts (drafts stay private, a
 * published one is public at once, bodies are sanitized whatever is posted, a taken address is a
 * field error), the static pages, the home pictures (links, order) and the FAQs. Every refused
 * form changes nothing and writes no audit row; every write records one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/admin.schema.ts';
import { posts } from '../../db/schema/content.schema.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { getPostBySlug, getPosts } from '../../content/posts.service.ts';
import {
  findHeaderDescription,
  getAbout,
  getFaqs,
  getHowItWorksStages,
  getTerms,
} from '../../content/pages.service.ts';
import { getCareers } from '../../content/careers.service.ts';
import { getSliders } from '../../content/home-content.service.ts';
import { listAdminPosts, previewAdminPost, saveAdminPost, setPostPublished } from './posts-admin.service.ts';
import { getAdminContentPage, previewContentPage, saveContentPage } from './pages-admin.service.ts';
import { listHomeMedia, moveHomeMedia, saveHomeMedia } from './home-media-admin.service.ts';
import { deleteFaq, listAdminFaqs, moveFaq, saveFaq } from './faqs-admin.service.ts';
import { parseContentLink } from './content-input.ts';
import {
  deleteCareer,
  deleteHowStage,
  listAdminCareers,
  listHeaderTexts,
  listHowStages,
  saveCareer,
  saveHeaderText,
  saveHowStage,
} from './other-content-admin.service.ts';

let database: Database;
let admin: Actor;
let support: Actor;
const ctx = (user: Actor | null = admin) => testServiceContext(database.db, { user });
const audits = async () => (await database.db.select({ n: count() }).from(auditLog))[0]!.n;
const fieldsOf = (error: { details?: Record<string, unknown> }) =>
  Object.keys((error.details?.['fields'] ?? {}) as Record<string, unknown>);

const IMAGE = `content/${'a'.repeat(32)}.webp`;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
});

afterAll(() => database?.close());

describe('posts', () => {
  it('keeps a draft private, publishes it at once and lists drafts for staff', async () => {
    const draft = await saveAdminPost(ctx(), null, {
      type: 'blog',
      title: 'Summer Notes',
      arTitle: 'ملاحظات الصيف',
      description: '<p>Hello <strong>world</strong></p>',
      arDescription: '<p>مرحبا</p>',
    });
    expect(draft.slug).toBe('summer-notes');
    expect(draft.publishedAt).toBeNull();
    await expectDomainError(getPostBySlug(ctx(null), 'summer-notes'));
    const drafts = await listAdminPosts(ctx(), { status: 'draft' });
    expect(drafts.rows.map((row) => row.id)).toContain(draft.id);

    await setPostPublished(ctx(), draft.id, true);
    const shown = await getPostBySlug(ctx(null), 'summer-notes');
    expect(shown.description).toContain('<strong>world</strong>');
    expect((await getPosts(ctx(null), 'blog')).map((post) => post.slug)).toContain('summer-notes');
    const published = await listAdminPosts(ctx(), { status: 'published', type: 'blog' });
    expect(published.rows.map((row) => row.id)).toEqual([draft.id]);

    await setPostPublished(ctx(), draft.id, false);
    await expectDomainError(getPostBySlug(ctx(null), 'summer-notes'));
  });

  it('stores only the safe subset of whatever body is posted', async () => {
    const post = await saveAdminPost(
      ctx(),
      null,
      {
        type: 'news',
        title: 'Safe',
        arTitle: 'آمن',
        description:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a> <a href="https://example.com">ok</a></p>',
        arDescription: '<h2>عنوان</h2><blockquote>اقتباس</blockquote><style>p{}</style>',
      },
      true,
    );
    const [row] = await database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.description).not.toMatch(/script|onerror|onclick|javascript:|<img|alert\(1\)/i);
    expect(row!.description).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(row!.arDescription).toBe('<h2>عنوان</h2><blockquote>اقتباس</blockquote>');
    const preview = await previewAdminPost(ctx(), {
      type: 'blog',
      title: 'P',
      arTitle: 'P',
      description: '<script>x</script><b>b</b>',
    });
    expect(preview.html).toBe('<b>b</b>');
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await audits();
    const postsBefore = (await database.db.select({ n: count() }).from(posts))[0]!.n;
    const error = await expectDomainError(
      saveAdminPost(ctx(), null, {
        type: 'poem',
        title: '',
        arTitle: '  ',
        slug: 'Not A Slug',
        image: '../etc/passwd',
      }),
    );
    expect(error.status).toBe(400);
    expect(fieldsOf(error).sort()).toEqual(['arTitle', 'image', 'slug', 'title', 'type']);
    const taken = await expectDomainError(
      saveAdminPost(ctx(), null, { type: 'blog', title: 'Again', arTitle: 'مرة', slug: 'summer-notes' }),
    );
    expect(taken.messageKey).toBe('admin.content.errors.slugTaken');
    expect(taken.details?.['field']).toBe('slug');
    expect(await audits()).toBe(before);
    expect((await database.db.select({ n: count() }).from(posts))[0]!.n).toBe(postsBefore);
    await expectDomainError(listAdminPosts(ctx(support)));
  });
});

describe('content pages', () => {
  it('saves the About page and the shop reads it at once', async () => {
    const empty = await getAdminContentPage(ctx(), 'about');
    expect(empty.updatedAt).toBeNull();
    const before = await audits();
    await saveContentPage(ctx(), 'about', {
      sections: {
        description: '<p>We make things</p>',
        arDescription: '<p>نصنع <strong>الجمال</strong></p><script>x</script>',
        mission: 'Plain text\n\nTwo paragraphs',
        arMission: 'رسالتنا',
      },
    });
    const about = await getAbout(ctx(null));
    expect(about.arDescription).toBe('<p>نصنع <strong>الجمال</strong></p>');
    expect(about.mission).toBe('<p>Plain text</p><p>Two paragraphs</p>');
    expect(about.vision).toBe('');
    expect(await audits()).toBe(before + 1);
    const preview = await previewContentPage(ctx(), 'about', { sections: { arDescription: '<p>مسودة</p>' } });
    expect(preview.sections['description']!.ar).toBe('<p>مسودة</p>');
    expect((await getAbout(ctx(null))).arDescription).toBe('<p>نصنع <strong>الجمال</strong></p>');
  });

  it('saves a terms-like page with its sections and refuses an untitled one', async () => {
    await saveContentPage(ctx(), 'exchange_policies', {
      sections: { description: 'Intro', arDescription: 'مقدمة' },
      items: [{ title: 'Returns', arTitle: 'الإرجاع', body: '<p>14 days</p>', arBody: '<p>١٤ يومًا</p>' }],
    });
    const page = await getTerms(ctx(null), 'exchangePolicy');
    expect(page.content).toEqual([
      {
        title: 'Returns',
        arTitle: 'الإرجاع',
        description: '<p>14 days</p>',
        arDescription: '<p>١٤ يومًا</p>',
      },
    ]);
    const error = await expectDomainError(
      saveContentPage(ctx(), 'exchange_policies', {
        items: [{ title: 'x', arTitle: '', body: '', arBody: '' }],
      }),
    );
    expect(fieldsOf(error)).toEqual(['items.0.arTitle']);
    expect((await getTerms(ctx(null), 'exchangePolicy')).content).toHaveLength(1);
    expect((await expectDomainError(saveContentPage(ctx(), 'nowhere', {}))).status).toBe(404);
  });
});

describe('home pictures', () => {
  it('accepts site paths and https links only', () => {
    expect(parseContentLink('/collections/summer')).toBe('/collections/summer');
    expect(parseContentLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(parseContentLink('')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'data:text/html,x',
      'collections',
    ])
      expect(() => parseContentLink(bad), bad).toThrow();
  });

  it('adds slides for a country and language, reorders them and refuses a bad link', async () => {
    const first = await saveHomeMedia(ctx(), 'sliders', null, {
      image: IMAGE,
      link: '/deals',
      country: 'eg',
      lang: 'ar',
    });
    const second = await saveHomeMedia(ctx(), 'sliders', null, {
      image: IMAGE,
      link: '',
      country: '',
      lang: '',
    });
    expect((await listHomeMedia(ctx(), 'sliders')).map((item) => item.id)).toEqual([first.id, second.id]);
    await moveHomeMedia(ctx(), 'sliders', second.id, -1);
    expect((await listHomeMedia(ctx(), 'sliders')).map((item) => item.id)).toEqual([second.id, first.id]);
    const shown = await getSliders(ctx(null), { country: 'eg', lang: 'ar' });
    expect(shown.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await getSliders(ctx(null), { country: 'sa', lang: 'ar' })).map((item) => item.id)).toEqual([
      second.id,
    ]);

    const before = await audits();
    const error = await expectDomainError(
      saveHomeMedia(ctx(), 'sliders', first.id, { link: 'javascript:alert(1)', country: 'fr' }),
    );
    expect(fieldsOf(error).sort()).toEqual(['country', 'link']);
    const noImage = await expectDomainError(saveHomeMedia(ctx(), 'banners', null, { link: '/x' }));
    expect(noImage.messageKey).toBe('admin.content.errors.imageRequired');
    expect(await audits()).toBe(before);
    expect((await listHomeMedia(ctx(), 'sliders')).find((item) => item.id === first.id)!.link).toBe('/deals');
  });
});

describe('faqs', () => {
  it('adds questions per audience, moves and deletes them', async () => {
    const a = await saveFaq(ctx(), null, {
      question: 'A?',
      arQuestion: 'أ؟',
      answer: 'a',
      arAnswer: 'أ',
      audience: 'designer',
    });
    const b = await saveFaq(ctx(), null, {
      question: 'B?',
      arQuestion: 'ب؟',
      answer: 'b',
      arAnswer: 'ب',
      audience: 'designer',
    });
    await moveFaq(ctx(), b.id, -1);
    expect((await getFaqs(ctx(null), 'designer')).map((faq) => faq.question)).toEqual(['B?', 'A?']);
    const error = await expectDomainError(
      saveFaq(ctx(), a.id, {
        question: 'A?',
        arQuestion: '',
        answer: '<script>x</script>',
        arAnswer: 'x',
        audience: 'designer',
      }),
    );
    expect(fieldsOf(error).sort()).toEqual(['answer', 'arQuestion']);
    await deleteFaq(ctx(), a.id);
    expect((await listAdminFaqs(ctx())).map((faq) => faq.id)).toEqual([b.id]);
  });
});

describe('careers, page intros and how it works', () => {
  it('saves a career with tags, closes it and refuses an untitled tag', async () => {
    const career = await saveCareer(ctx(), null, {
      title: 'Print technician',
      arTitle: 'فني طباعة',
      description: '<p>Run the presses</p><script>x</script>',
      tags: [{ name: 'Cairo', arName: 'القاهرة' }],
    });
    expect(career.description).toBe('<p>Run the presses</p>');
    expect((await getCareers(ctx(null))).map((item) => item._id)).toContain(career.id);
    const error = await expectDomainError(
      saveCareer(ctx(), career.id, { title: 'x', arTitle: 'x', tags: [{ name: 'Remote', arName: '' }] }),
    );
    expect(fieldsOf(error)).toEqual(['tags.0.arName']);
    await saveCareer(ctx(), career.id, { ...career, status: false });
    expect((await getCareers(ctx(null))).map((item) => item._id)).not.toContain(career.id);
    await deleteCareer(ctx(), career.id);
    expect((await listAdminCareers(ctx())).map((item) => item.id)).not.toContain(career.id);
  });

  it('writes a page intro in both languages or none', async () => {
    await saveHeaderText(ctx(), { page: 'faq', description: 'Answers', arDescription: 'إجابات' });
    expect(await findHeaderDescription(ctx(null), 'faq')).toMatchObject({ arDescription: 'إجابات' });
    const one = await expectDomainError(saveHeaderText(ctx(), { page: 'faq', description: 'Only English' }));
    expect(fieldsOf(one)).toEqual(['arDescription']);
    await saveHeaderText(ctx(), { page: 'faq', description: '', arDescription: '' });
    expect(await findHeaderDescription(ctx(null), 'faq')).toBeNull();
    expect((await listHeaderTexts(ctx())).map((row) => row.page)).toContain('exchangePolicy');
  });

  it('numbers the stages of each audience once (Arabic-Indic digits too)', async () => {
    const stage = await saveHowStage(ctx(), null, {
      audience: 'designer',
      number: '٣',
      title: 'Ship',
      arTitle: 'اشحن',
    });
    expect(stage.number).toBe(3);
    const clash = await expectDomainError(
      saveHowStage(ctx(), null, { audience: 'designer', number: 3, title: 'Again', arTitle: 'مرة' }),
    );
    expect(clash.messageKey).toBe('admin.content.errors.stageTaken');
    expect((await getHowItWorksStages(ctx(null), 'designer')).map((row) => row.title)).toEqual(['Ship']);
    await deleteHowStage(ctx(), stage.id);
    expect(await listHowStages(ctx())).toEqual([]);
  });
});
