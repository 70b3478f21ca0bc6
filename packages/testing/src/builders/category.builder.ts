/** Categories, written straight into the table (the admin's catalog editing is not built yet). */
import type { AppDb } from '@souq/core/db/client.ts';
import { categories, type Category, type NewCategory } from '@souq/core/db/schema/catalog.schema.ts';
import { uniqueSuffix } from './unique.ts';

/** A category with unique slug and names in both languages; `overrides` set any column. */
export async function buildCategory(db: AppDb, overrides: Partial<NewCategory> = {}): Promise<Category> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(categories)
    .values({
      slug: `category-${suffix}`,
      name: `Category ${suffix}`,
      arName: `تصنيف ${suffix}`,
      ...overrides,
    })
    .returning();
  return row!;
}
