import {
  adverts,
  banners,
  careers,
  contentPages,
  faqs,
  headerDescriptions,
  howItWorksStages,
  posts,
  siteSettings,
  sliders,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import { CONTENT_PAGES } from './content-pages.words.ts';
import { CAREERS, FAQS, HEADER_DESCRIPTIONS, HOW_IT_WORKS, POSTS } from './content.words.ts';
import { DEMO_RATES } from './pricing.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

/** Site settings, home page pictures and the static pages, in both languages. */
export interface SeededContent {
  rows: number;
  postIds: string[];
  careerIds: string[];
}

export async function seedContent(ctx: SeedContext): Promise<SeededContent> {
  let rows = 0;
  const { images } = ctx;

  rows += await bulkInsert(ctx, siteSettings, [
    {
      id: 1,
      title: 'Souq Designers',
      arTitle: 'سوق المصممين',
      description: 'Original products by designers from Egypt, Saudi Arabia and the Emirates.',
      arDescription: 'منتجات أصلية من تصميم فنانين من مصر والسعودية والإمارات.',
      keywords: 'posters, mugs, t-shirts, hoodies, gifts, designers, Egypt, Saudi Arabia, UAE',
      arKeywords: 'بوسترات، أكواب، تيشيرتات، هوديز، هدايا، مصممين، مصر، السعودية، الإمارات',
      website: 'https://souq.test',
      address: '12 Nile Street, Zamalek, Cairo, Egypt',
      arAddress: '12 شارع النيل، الزمالك، القاهرة، مصر',
      adminEmail: 'admin@souq.test',
      adminPhone: '+20 100 000 0000',
      otherAdminPhone: '+966 50 000 0000',
      supportEmail: 'support@souq.test',
      supportPhone: '+20 100 000 0001',
      fcAccount: 'https://www.facebook.com/souqdesigners',
      instaAccount: 'https://www.instagram.com/souqdesigners',
      pintsAccount: 'https://www.pinterest.com/souqdesigners',
      tabFooter: 'Made with love by designers of the region',
      arTabFooter: 'صُنع بحب بأيدي مصممي المنطقة',
      footerText: 'Every product is made to order by independent designers and local workshops.',
      arFooterText: 'كل منتج يُصنع عند الطلب بأيدي مصممين مستقلين وورش محلية.',
      collectionTitleHeader: 'Collections',
      arCollectionTitleHeader: 'المجموعات',
      showForCompetitionInput: true,
      idesignBanner: images.idesignBanner,
      sarToEgp: DEMO_RATES.sarToEgp,
      aedToEgp: DEMO_RATES.aedToEgp,
      codFeeEgMinor: 3000,
      codFeeSaMinor: 1500,
      codFeeAeMinor: 1500,
      shippingFeeEgMinor: 6000,
      shippingFeeSaMinor: 2500,
      shippingFeeAeMinor: 2500,
      // The referral programme: 10 % off for a friend, 25 EGP / 5 SAR / 5 AED to the code's owner.
      referralDiscountPercent: 10,
      referralRewardEgMinor: 2500,
      referralRewardSaMinor: 500,
      referralRewardAeMinor: 500,
      commercialRegistrationNo: '123456',
      taxRegistrationNo: '987-654-321',
    },
  ]);

  // Each slide exists in both languages: the picture leaves room for a translated headline.
  rows += await bulkInsert(
    ctx,
    sliders,
    images.sliders.flatMap((image, i) =>
      (['ar', 'en'] as const).map((lang) => ({
        id: ctx.ids.uuid(),
        image,
        lang,
        country: null,
        link: ['/collections/season-sale', '/categories/posters', '/idesign'][i] ?? '/',
        displayOrder: i + 1,
      })),
    ),
  );
  rows += await bulkInsert(
    ctx,
    banners,
    images.banners.map((image, i) => ({
      id: ctx.ids.uuid(),
      image,
      link: ['/categories/mugs', '/categories/t-shirts', '/gift-cards'][i] ?? '/',
      displayOrder: i + 1,
    })),
  );
  rows += await bulkInsert(
    ctx,
    adverts,
    images.adverts.map((image, i) => ({
      id: ctx.ids.uuid(),
      image,
      link: i === 0 ? '/designers' : '/register/designer',
      status: true,
      displayOrder: i + 1,
    })),
  );
  rows += await bulkInsert(
    ctx,
    faqs,
    FAQS.map((faq, i) => ({
      id: ctx.ids.uuid(),
      question: faq.q.en,
      arQuestion: faq.q.ar,
      answer: faq.a.en,
      arAnswer: faq.a.ar,
      forAudience: faq.for,
      displayOrder: i + 1,
    })),
  );
  rows += await bulkInsert(
    ctx,
    contentPages,
    Object.entries(CONTENT_PAGES).map(([kind, body]) => ({
      id: ctx.ids.uuid(),
      kind: kind as keyof typeof CONTENT_PAGES,
      body,
      updatedAt: daysBefore(ctx.base, 30),
    })),
  );
  const careerIds = CAREERS.map(() => ctx.ids.uuid());
  rows += await bulkInsert(
    ctx,
    careers,
    CAREERS.map((career, i) => ({
      id: careerIds[i]!,
      title: career.title.en,
      arTitle: career.title.ar,
      description: career.description.en,
      arDescription: career.description.ar,
      tags: career.tags,
      createdAt: daysBefore(ctx.base, 20 + i * 7),
    })),
  );
  const stageNumbers = new Map<string, number>();
  rows += await bulkInsert(
    ctx,
    howItWorksStages,
    HOW_IT_WORKS.map((stage, i) => {
      const number = (stageNumbers.get(stage.type) ?? 0) + 1;
      stageNumbers.set(stage.type, number);
      return {
        id: ctx.ids.uuid(),
        type: stage.type,
        number,
        title: stage.title.en,
        arTitle: stage.title.ar,
        description: stage.description.en,
        arDescription: stage.description.ar,
        image: images.stages[i % images.stages.length]!,
      };
    }),
  );
  rows += await bulkInsert(
    ctx,
    headerDescriptions,
    HEADER_DESCRIPTIONS.map((header) => ({
      id: ctx.ids.uuid(),
      page: header.page,
      description: header.text.en,
      arDescription: header.text.ar,
    })),
  );
  const postIds = POSTS.map(() => ctx.ids.uuid());
  rows += await bulkInsert(
    ctx,
    posts,
    POSTS.map((post, i) => ({
      id: postIds[i]!,
      slug: post.slug,
      type: post.type,
      title: post.title.en,
      arTitle: post.title.ar,
      description: post.description.en,
      arDescription: post.description.ar,
      image: images.posts[i % images.posts.length]!,
      publishedAt: daysBefore(ctx.base, 10 + i * 15),
      createdAt: daysBefore(ctx.base, 12 + i * 15),
    })),
  );
  return { rows, postIds, careerIds };
}
