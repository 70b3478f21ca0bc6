import { coupons, giftCards, type NewCoupon, type NewGiftCard } from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import type { SeededPeople } from './people.seed.ts';
import type { Random } from './random.ts';
import { addDays, daysBefore, type SeedContext } from './seed-context.ts';
import type { SeededTaxonomy } from './taxonomy.seed.ts';

export interface SeededPromotions {
  welcomeCouponId: string;
  coupons: number;
  giftCards: number;
}

// No 0/O or 1/I: codes are read aloud and typed from emails.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const giftCode = (random: Random) => {
  const part = () => Array.from({ length: 4 }, () => random.pick([...CODE_ALPHABET])).join('');
  return `GC-${part()}-${part()}`;
};

export async function seedPromotions(
  ctx: SeedContext,
  people: SeededPeople,
  taxonomy: SeededTaxonomy,
): Promise<SeededPromotions> {
  const random = ctx.random.fork('promotions');
  const mugs = taxonomy.categories.find((category) => category.words.slug === 'mugs')!;
  const demoDesigner = people.designers[0]!;
  const created = daysBefore(ctx.base, 90);

  const couponSpecs: NewCoupon[] = [
    {
      code: 'WELCOME10',
      title: 'Welcome: 10% off your first order',
      discountPercent: 10,
      firstOrderOnly: true,
    },
    {
      code: 'EGYPT50',
      title: 'EGP 50 off orders over EGP 500',
      fixedAmountDiscountMinor: 5000,
      minPurchaseMinor: 50000,
      country: 'eg',
      currency: 'EGP',
      endDate: addDays(ctx.now, 60),
    },
    {
      code: 'FREESHIP',
      title: 'Free delivery this month',
      freeDelivery: true,
      endDate: addDays(ctx.now, 30),
    },
    {
      code: 'MUGS15',
      title: '15% off mugs (up to EGP 75)',
      categoryId: mugs.id,
      discountPercent: 15,
      maximumDiscountMinor: 7500,
      country: 'eg',
      currency: 'EGP',
      availableSales: 200,
    },
    {
      code: 'RAMADAN20',
      title: 'Ramadan 20% (ended)',
      discountPercent: 20,
      startDate: daysBefore(ctx.base, 300),
      endDate: daysBefore(ctx.base, 270),
      salesNumber: 143,
    },
    {
      code: 'MARIAM10',
      title: `10% off ${demoDesigner.name}'s designs`,
      description: 'A designer code shared with followers.',
      userId: demoDesigner.id,
      discountPercent: 10,
      availableSales: 50,
      salesNumber: 12,
    },
  ];
  const couponRows: NewCoupon[] = couponSpecs.map((coupon) => ({
    id: ctx.ids.uuid(),
    startDate: daysBefore(ctx.base, 60),
    status: true,
    createdAt: created,
    ...coupon,
  }));
  await bulkInsert(ctx, coupons, couponRows);

  const customer = people.customers[0]!;
  const friend = people.customers[1]!;
  const noura = people.customers.find((person) => person.country === 'sa')!;
  const cardSpecs: Omit<NewGiftCard, 'code' | 'startAt'>[] = [
    {
      recipientName: customer.name,
      recipientEmail: 'customer@souq.test',
      senderName: friend.name,
      senderEmail: `${friend.slug.replace(/-/g, '.')}@example.com`,
      senderId: friend.id,
      message: 'عيد ميلاد سعيد يا هنا! اختاري اللي يعجبك.',
      theme: 'birthday',
      currency: 'EGP',
      priceMinor: 50000,
      restAmountMinor: 50000,
      isPaid: true,
    },
    {
      recipientName: noura.name,
      recipientEmail: `${noura.slug.replace(/-/g, '.')}@example.com`,
      senderName: customer.name,
      senderEmail: 'customer@souq.test',
      senderId: customer.id,
      message: 'Congratulations on the new home!',
      theme: 'celebration',
      currency: 'SAR',
      priceMinor: 20000,
      restAmountMinor: 12000,
      isPaid: true,
    },
    {
      recipientName: 'Laila Hamed',
      recipientEmail: 'laila.hamed@example.com',
      senderName: customer.name,
      senderEmail: 'customer@souq.test',
      senderId: customer.id,
      theme: 'new_baby',
      currency: 'EGP',
      priceMinor: 30000,
      restAmountMinor: 30000,
      isPaid: false,
    },
  ];
  const cardRows: NewGiftCard[] = cardSpecs.map((card, i) => ({
    id: ctx.ids.uuid(),
    code: giftCode(random),
    startAt: daysBefore(ctx.base, 30 - i),
    createdAt: daysBefore(ctx.base, 31 - i),
    expiredAt: addDays(ctx.now, 335),
    ...card,
  }));
  await bulkInsert(ctx, giftCards, cardRows);

  return { welcomeCouponId: couponRows[0]!.id!, coupons: couponRows.length, giftCards: cardRows.length };
}
