import { sql } from 'drizzle-orm';
import {
  careerRequests,
  contactMessages,
  sellerNotifications,
  reviews,
  searchKeywords,
  ticketAttachments,
  ticketMessages,
  tickets,
  wishlistItems,
  type NewReview,
  type NewTicket,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import type { SampleProduct } from './catalog.seed.ts';
import type { Words } from './catalog.words.ts';
import type { SeededPeople } from './people.seed.ts';
import { slugify } from './random.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import type { SeededTaxonomy } from './taxonomy.seed.ts';

const REVIEW_TEXTS: Words[] = [
  {
    en: 'Beautiful print, the colours are even better in person.',
    ar: 'الطباعة رائعة والألوان أجمل في الحقيقة.',
  },
  { en: 'Arrived quickly and well packed.', ar: 'وصل بسرعة وتغليفه ممتاز.' },
  { en: 'Great quality, I ordered a second one as a gift.', ar: 'جودة ممتازة، طلبت واحدًا آخر كهدية.' },
  { en: 'Exactly like the photos.', ar: 'مطابق تمامًا للصور.' },
  { en: 'Runs a little small, order one size up.', ar: 'المقاس أصغر قليلًا، اطلب مقاسًا أكبر.' },
  { en: 'Lovely design, my kids love it.', ar: 'تصميم جميل وأولادي أحبوه جدًا.' },
];

const KEYWORDS = [
  ['بوستر', 412],
  ['mug', 388],
  ['تيشيرت', 350],
  ['hoodie', 297],
  ['خط عربي', 260],
  ['phone case', 221],
  ['هدية عيد ميلاد', 198],
  ['cairo', 176],
  ['كوب', 170],
  ['ramadan', 151],
  ['مخدة', 120],
  ['notebook', 98],
  ['ستيكرات', 87],
  ['tote bag', 64],
  ['لوحة حائط', 59],
] as const;

/** Reviews, wishlists, designer requests, notifications and the rest of what people leave behind. */
export async function seedCommunity(
  ctx: SeedContext,
  people: SeededPeople,
  taxonomy: SeededTaxonomy,
  sample: SampleProduct[],
  content: { postIds: string[]; careerIds: string[] },
): Promise<{ reviews: number; tickets: number }> {
  const random = ctx.random.fork('community');
  const reviewRows: NewReview[] = [];
  for (const [p, product] of sample.slice(0, 150).entries()) {
    for (let k = random.int(0, 3); k > 0; k -= 1) {
      const author = random.pick(people.customers);
      const text = random.pick(REVIEW_TEXTS);
      const id = ctx.ids.uuid();
      const createdAt = daysBefore(ctx.base, random.int(1, 90));
      reviewRows.push({
        id,
        userId: author.id,
        productId: product.id,
        type: 'review',
        // People write in the language they use the site in.
        text: author.words.first.en.length % 2 === 0 ? text.ar : text.en,
        rating: random.pick([3, 4, 4, 5, 5, 5]),
        createdAt,
      });
      if (p % 10 === 0 && k === 1) {
        reviewRows.push({
          id: ctx.ids.uuid(),
          userId: product.designerId,
          productId: product.id,
          parentId: id,
          type: 'discussion',
          text: 'شكرًا جزيلًا! يسعدنا أنه أعجبك. Thank you so much!',
          createdAt: daysBefore(createdAt, -1),
        });
      }
    }
  }
  for (const postId of content.postIds.slice(0, 3)) {
    reviewRows.push({
      id: ctx.ids.uuid(),
      userId: random.pick(people.customers).id,
      postId,
      type: 'comment',
      text: random.pick(['مقال جميل ومفيد، شكرًا!', 'Loved reading this, thank you!']),
      createdAt: daysBefore(ctx.base, random.int(1, 20)),
    });
  }
  await bulkInsert(ctx, reviews, reviewRows);

  const demoCustomer = people.customers[0]!;
  const hearts = new Map<string, { userId: string; productImageId: string; createdAt: Date }>();
  for (const product of random.sample(sample, 8)) {
    hearts.set(`${demoCustomer.id}:${product.imageIds[0]}`, {
      userId: demoCustomer.id,
      productImageId: product.imageIds[0]!,
      createdAt: daysBefore(ctx.base, random.int(1, 60)),
    });
  }
  for (const customer of people.customers.slice(1)) {
    for (const product of random.sample(sample, random.int(0, 4))) {
      hearts.set(`${customer.id}:${product.imageIds[0]}`, {
        userId: customer.id,
        productImageId: product.imageIds[0]!,
        createdAt: daysBefore(ctx.base, random.int(1, 60)),
      });
    }
  }
  await bulkInsert(ctx, wishlistItems, [...hearts.values()]);

  // Designer product requests: the demo designer has one in each state.
  const demoDesigner = people.designers[0]!;
  const ticketRows: NewTicket[] = [];
  const ideas: Words[] = [
    { en: 'Nubian Doors Poster', ar: 'بوستر الأبواب النوبية' },
    { en: 'Felucca Tote Bag', ar: 'شنطة الفلوكة' },
    { en: 'Koshary Lovers Mug', ar: 'كوب عشاق الكشري' },
    { en: 'Qahwa Set Coasters', ar: 'قواعد أكواب القهوة العربية' },
    { en: 'Desert Night Hoodie', ar: 'هودي ليل الصحراء' },
  ];
  const states = ['waiting', 'accepted', 'rejected'] as const;
  const owners = [demoDesigner, demoDesigner, demoDesigner, ...random.sample(people.designers.slice(1), 9)];
  owners.forEach((designer, i) => {
    const idea = ideas[i % ideas.length]!;
    const status = states[i % 3]!;
    const createdAt = daysBefore(ctx.base, 60 - i * 4);
    const category = random.pick(taxonomy.categories);
    ticketRows.push({
      id: ctx.ids.uuid(),
      designerId: designer.id,
      categoryId: category.id,
      productId:
        status === 'accepted' ? (sample.find((p) => p.designerId === designer.id)?.id ?? null) : null,
      slug: `${slugify(idea.en)}-${i + 1}`,
      name: idea.en,
      description: `${idea.en}: ${idea.ar}. Original artwork attached, print-ready at 300 dpi.`,
      currency: 'EGP',
      basePriceMinor: random.int(15, 60) * 1000,
      status,
      acceptanceDate: status === 'accepted' ? daysBefore(createdAt, -3) : null,
      rejectionDate: status === 'rejected' ? daysBefore(createdAt, -2) : null,
      rejectionReason:
        status === 'rejected'
          ? 'The artwork is too close to a well-known brand; please send an original design.'
          : null,
      forCompetition: i % 4 === 0,
      createdAt,
    });
  });
  await bulkInsert(ctx, tickets, ticketRows);
  await bulkInsert(
    ctx,
    ticketAttachments,
    ticketRows.map((ticket, i) => ({
      id: ctx.ids.uuid(),
      ticketId: ticket.id!,
      path: ctx.images.products.get(taxonomy.categories[i % taxonomy.categories.length]!.words.slug)![0]!,
      originalName: `${ticket.slug}.png`,
      mimeType: 'image/webp',
    })),
  );

  // A short discussion on the demo designer's waiting request, the last reply not read yet.
  const waitingTicket = ticketRows.find(
    (ticket) => ticket.designerId === demoDesigner.id && ticket.status === 'waiting',
  );
  if (waitingTicket) {
    await bulkInsert(ctx, ticketMessages, [
      {
        id: ctx.ids.uuid(),
        ticketId: waitingTicket.id!,
        authorId: demoDesigner.id,
        fromStaff: false,
        text: 'Hello, the print file is 300 dpi. Can it also be sold as a framed poster?',
        readAt: daysBefore(ctx.base, 6),
        createdAt: daysBefore(ctx.base, 7),
      },
      {
        id: ctx.ids.uuid(),
        ticketId: waitingTicket.id!,
        authorId: people.staff.designerSupport,
        fromStaff: true,
        text: 'Thank you! Yes, please send the file in A3 as well and we will prepare the mockups.',
        createdAt: daysBefore(ctx.base, 2),
      },
    ]);
    await ctx.db.execute(sql`update users set responses_readed = 1 where id = ${demoDesigner.id}`);
  }

  // The demo designer has news waiting: a decision on a request and a sale (the menu's badge).
  const acceptedTicket = ticketRows.find(
    (ticket) => ticket.designerId === demoDesigner.id && ticket.status === 'accepted',
  );
  await bulkInsert(ctx, sellerNotifications, [
    {
      id: ctx.ids.uuid(),
      userId: demoDesigner.id,
      kind: 'ticket_accepted' as const,
      ticketId: acceptedTicket?.id ?? null,
      createdAt: daysBefore(ctx.base, 5),
    },
    {
      id: ctx.ids.uuid(),
      userId: demoDesigner.id,
      kind: 'sale' as const,
      createdAt: daysBefore(ctx.base, 1),
    },
  ]);

  await bulkInsert(
    ctx,
    searchKeywords,
    KEYWORDS.map(([keyword, count], i) => ({
      id: ctx.ids.uuid(),
      keyword,
      normalized: keyword.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي'),
      count,
      lastSearchedAt: daysBefore(ctx.base, i),
      createdAt: daysBefore(ctx.base, 200),
    })),
  );

  await bulkInsert(ctx, contactMessages, [
    {
      id: ctx.ids.uuid(),
      name: 'Omar Saleh',
      email: 'omar.saleh@example.com',
      feedbackType: 'question',
      message: 'Do you make custom wedding invitations?',
      createdAt: daysBefore(ctx.base, 4),
    },
    {
      id: ctx.ids.uuid(),
      name: 'منى كمال',
      email: 'mona.kamal@example.com',
      phone: '1012345678',
      feedbackType: 'complaint',
      message: 'وصلني الكوب مكسورًا، أرجو الاستبدال.',
      createdAt: daysBefore(ctx.base, 2),
    },
  ]);
  const careerId = content.careerIds[0];
  if (careerId) {
    await bulkInsert(ctx, careerRequests, [
      {
        id: ctx.ids.uuid(),
        careerId,
        name: 'Laila Hamed',
        email: 'laila.hamed@example.com',
        phone: '1098765432',
        comment: 'Five years running artist programmes in Cairo.',
        createdAt: daysBefore(ctx.base, 6),
      },
    ]);
  }
  return { reviews: reviewRows.length, tickets: ticketRows.length };
}
