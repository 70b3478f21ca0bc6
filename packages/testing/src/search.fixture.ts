/**
 * Products for the search tests, written straight into the tables: names that exercise hamza, teh
 * marbuta, alef maqsura, madda, digits and accents, next to whatever catalogue is already there.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { categories, productPrices, products } from '@souq/core/db/schema/catalog.schema.ts';
import { refreshProductSearchDocuments } from '@souq/core/search/search-documents.ts';

export interface SearchFixture {
  key: string;
  name: string;
  arName: string;
  description?: string;
  arDescription?: string;
}

export const SEARCH_FIXTURES = [
  { key: 'lamp', name: 'Brass Desk Lamp', arName: 'مصباح مكتب نحاسي' },
  { key: 'bookcase', name: 'Wooden Bookcase', arName: 'مكتبة خشبية' },
  { key: 'vase', name: 'Pottery Vase', arName: 'مزهرية فخارية' },
  { key: 'necklace', name: 'Pearl Necklace', arName: 'قلادة اللؤلؤ' },
  { key: 'chair', name: 'Reading Chair', arName: 'كرسي قراءة' },
  { key: 'sweets', name: 'Sweets Box', arName: 'علبة حلوى' },
  { key: 'cup', name: 'Mustafa Coffee Cup', arName: 'فنجان قهوة مصطفى' },
  { key: 'stand', name: 'Quran Stand', arName: 'حامل القرآن' },
  { key: 'lantern', name: 'Islamic Star Lantern', arName: 'فانوس النجمة الإسلامية' },
  { key: 'phone', name: 'iPhone 15 Leather Case', arName: 'جراب جلد آيفون ١٥' },
  { key: 'statue', name: 'Desert Falcon Statue', arName: 'تمثال صقر الصحراء' },
  { key: 'cushion', name: 'Embroidered Cushion', arName: 'وسادة مطرزة' },
  { key: 'ring', name: 'Silver Ring', arName: 'خاتم فضة' },
  { key: 'carpet', name: 'Handwoven Carpet', arName: 'سجادة منسوجة يدويا' },
  { key: 'soap', name: 'Olive Oil Soap', arName: 'صابون زيت الزيتون' },
  { key: 'teapot', name: 'Ceramic Teapot', arName: 'إبريق شاي سيراميك' },
  { key: 'tray', name: 'Copper Tray', arName: 'صينية نحاس' },
  { key: 'wallet', name: 'Leather Wallet', arName: 'محفظة جلدية' },
  { key: 'scarf', name: 'Camel Wool Scarf', arName: 'وشاح صوف الجمل' },
  { key: 'burner', name: 'Incense Burner', arName: 'مبخرة' },
  { key: 'frame', name: 'Gold Calligraphy Frame', arName: 'إطار خط ذهبي' },
  { key: 'table', name: 'Mosaic Table', arName: 'طاولة فسيفساء' },
  { key: 'espresso', name: 'Café Crème Espresso Set', arName: 'طقم إسبريسو كافيه كريم' },
  {
    key: 'tent',
    name: 'Bedouin Tent Night Light',
    arName: 'ضوء ليلي خيمة بدوية',
    description: 'A soft glow for children’s rooms.',
    arDescription: 'ضوء هادئ لغرف الأطفال.',
  },
] as const satisfies readonly SearchFixture[];

export type SearchFixtureKey = (typeof SEARCH_FIXTURES)[number]['key'];

/**
 * Inserts the fixtures, published and priced in Egypt, for the first category and the first
 * designer found, and builds their search documents. Returns their ids by key.
 */
export async function insertSearchFixtures(db: AppDb): Promise<Record<SearchFixtureKey, string>> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [designer] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'designer')).limit(1);
  if (!category || !designer) throw new Error('insertSearchFixtures needs a category and a designer');
  const rows = await db
    .insert(products)
    .values(
      SEARCH_FIXTURES.map((fixture, index) => ({
        sku: `SEARCH-${index + 1}`,
        slug: `search-fixture-${fixture.key}`,
        name: fixture.name,
        arName: fixture.arName,
        status: 'active' as const,
        description: 'description' in fixture ? fixture.description : null,
        arDescription: 'arDescription' in fixture ? fixture.arDescription : null,
        categoryId: category.id,
        designerId: designer.id,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  await db.insert(productPrices).values(
    rows.map((row) => ({
      productId: row.id,
      country: 'eg' as const,
      currency: 'EGP' as const,
      amountMinor: 25000,
    })),
  );
  await refreshProductSearchDocuments(
    { db },
    rows.map((row) => row.id),
  );
  const ids = {} as Record<SearchFixtureKey, string>;
  for (const row of rows) ids[row.slug.replace('search-fixture-', '') as SearchFixtureKey] = row.id;
  return ids;
}

/** An active product row keyed by its slug (SKU: the key in capitals), in `placement`'s category and designer. */
export const activeProductRow = (
  placement: { categoryId: string; designerId: string },
  key: string,
  name: string,
  arName: string,
  extra: Partial<typeof products.$inferInsert> = {},
): typeof products.$inferInsert => ({
  sku: key.toUpperCase(),
  slug: key,
  name,
  arName,
  status: 'active' as const,
  ...placement,
  ...extra,
});
