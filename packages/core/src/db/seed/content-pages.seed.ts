import { headerDescriptions } from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import type { SeedContext } from './seed-context.ts';

type Words = { en: string; ar: string };

/**
 * The intro line (getHeaderDescriptionByPage) of every content page that content.seed.ts leaves
 * without one; the page keys are the route names of SPEC.md section 2.
 */
export const CONTENT_PAGE_INTROS: { page: string; text: Words }[] = [
  {
    page: 'about',
    text: {
      en: 'Who we are, and why every product here starts with a designer.',
      ar: 'من نحن، ولماذا يبدأ كل منتج هنا بمصمم.',
    },
  },
  {
    page: 'b2b',
    text: {
      en: 'Gifts and merchandise for your company, designed by our artists.',
      ar: 'هدايا ومنتجات لشركتك من تصميم فنانينا.',
    },
  },
  {
    page: 'news',
    text: { en: 'What is new at the shop and in our community.', ar: 'جديد المتجر ومجتمع المصممين.' },
  },
  {
    page: 'careers',
    text: {
      en: 'Join the team that brings local art to every home.',
      ar: 'انضم إلى الفريق الذي يوصل الفن المحلي إلى كل بيت.',
    },
  },
  {
    page: 'contact',
    text: {
      en: 'Questions, orders or ideas: write to us and we reply within two working days.',
      ar: 'أسئلة أو طلبات أو أفكار: راسلنا وسنرد خلال يومي عمل.',
    },
  },
  {
    page: 'faq',
    text: {
      en: 'Quick answers about orders, delivery and selling your designs.',
      ar: 'إجابات سريعة عن الطلبات والتوصيل وبيع تصميماتك.',
    },
  },
  {
    page: 'how',
    text: {
      en: 'From a designer’s idea to your door, step by step.',
      ar: 'من فكرة المصمم إلى باب بيتك، خطوة بخطوة.',
    },
  },
  {
    page: 'privacy',
    text: { en: 'How we look after your personal data.', ar: 'كيف نحافظ على بياناتك الشخصية.' },
  },
  {
    page: 'shipping',
    text: {
      en: 'Where we deliver, how long it takes and what it costs.',
      ar: 'أين نوصّل، وكم يستغرق التوصيل، وكم يكلّف.',
    },
  },
  {
    page: 'terms',
    text: { en: 'The rules of using and buying from the site.', ar: 'قواعد استخدام الموقع والشراء منه.' },
  },
  {
    page: 'exchangePolicy',
    text: {
      en: 'Exchanges and remakes when something is not right.',
      ar: 'الاستبدال وإعادة التصنيع إذا لم يكن المنتج كما يجب.',
    },
  },
];

/** Adds the intros; ids come from their own stream, so the ids of later seed modules do not move. */
export async function seedContentPageIntros(ctx: SeedContext): Promise<number> {
  const ids = ctx.ids.fork('content-pages');
  return bulkInsert(
    ctx,
    headerDescriptions,
    CONTENT_PAGE_INTROS.map((intro) => ({
      id: ids.uuid(),
      page: intro.page,
      description: intro.text.en,
      arDescription: intro.text.ar,
    })),
  );
}
