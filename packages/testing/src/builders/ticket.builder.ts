/**
 * Designer tickets, written straight into the table (filing one through the service needs uploaded
 * files and a complete profile, which the tests of other features do not exercise).
 */
import type { AppDb } from '@souq/core/db/client.ts';
import type { UserOverrides } from './user.builder.ts';
import { tickets, type NewTicket, type Ticket } from '@souq/core/db/schema/tickets.schema.ts';
import { buildCategory } from './category.builder.ts';
import { uniqueSuffix } from './unique.ts';

/** The profile fields a designer needs before filing a product (accounts/designer-profile.ts). */
export const COMPLETE_DESIGNER_PROFILE = {
  role: 'designer',
  image: 'avatars/00000000000000000000000000000000.webp',
  description: 'I draw posters of old Cairo.',
  country: 'eg',
} as const satisfies UserOverrides;

export type TicketOverrides = Partial<NewTicket> & { designerId: string };

/** A waiting ticket of `designerId` with a unique slug; without `categoryId` it gets a new category. */
export async function buildTicket(db: AppDb, overrides: TicketOverrides): Promise<Ticket> {
  const suffix = uniqueSuffix();
  const categoryId = overrides.categoryId === undefined ? (await buildCategory(db)).id : overrides.categoryId;
  const [row] = await db
    .insert(tickets)
    .values({
      slug: `ticket-${suffix}`,
      name: `Poster ${suffix}`,
      description: `A poster of the Nile, ${suffix}`,
      basePriceMinor: 25_000,
      ...overrides,
      categoryId,
    })
    .returning();
  return row!;
}
