/**
 * Paid gift cards, written straight into the table: buying one through the cart is what the
 * gift-card purchase tests exercise; the others only need a card to spend.
 */
import type { AppDb } from '@souq/core/db/client.ts';
import { giftCards, type GiftCard, type NewGiftCard } from '@souq/core/db/schema/promotions.schema.ts';
import { uniqueSuffix } from './unique.ts';

const DAY = 86_400_000;

/**
 * A paid 500 EGP card with a unique code, started the day before `now`, expiring a year later, with
 * its whole balance left unless `restAmountMinor` says otherwise.
 */
export async function buildGiftCard(
  db: AppDb,
  overrides: Partial<NewGiftCard> = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<GiftCard> {
  const priceMinor = overrides.priceMinor ?? 50_000;
  const [card] = await db
    .insert(giftCards)
    .values({
      code: `GIFT-${uniqueSuffix().toUpperCase()}`,
      currency: 'EGP',
      recipientName: 'Hana',
      recipientEmail: 'hana@souq.test',
      senderName: 'Omar',
      senderEmail: 'omar@souq.test',
      startAt: new Date(now.getTime() - DAY),
      expiredAt: new Date(now.getTime() + 365 * DAY),
      isPaid: true,
      restAmountMinor: priceMinor,
      ...overrides,
      priceMinor,
    })
    .returning();
  return card!;
}
