import {
  attributes,
  attributeValues,
  categories,
  collections,
  subcategories,
  tags,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import {
  ATTRIBUTES,
  CATEGORIES,
  itemKindOf,
  TAGS,
  type CategoryWords,
  type SubcategoryWords,
} from './catalog.words.ts';
import { ARTWORKS_PER_KIND } from './images.seed.ts';
import { addDays, daysBefore, type SeedContext } from './seed-context.ts';

export interface SeededTaxonomy {
  categories: {
    id: string;
    words: CategoryWords;
    subcategories: { id: string; words: SubcategoryWords }[];
  }[];
  collectionIds: string[];
  /** The collection whose sale is running today. */
  saleCollectionId: string;
  tagIds: string[];
  /** Attribute value ids by key ("cotton", "vintage", ...). */
  attributeValueIds: Map<string, string>;
  styleKeys: string[];
}

const COLLECTIONS = [
  {
    slug: 'season-sale',
    en: 'Season Sale',
    ar: 'تخفيضات الموسم',
    description: {
      en: '20% off a hand-picked selection, for a limited time.',
      ar: 'خصم 20% على تشكيلة مختارة لفترة محدودة.',
    },
    discount: 20,
  },
  {
    slug: 'ramadan-nights',
    en: 'Ramadan Nights',
    ar: 'ليالي رمضان',
    description: { en: 'Lanterns, crescents and warm evenings.', ar: 'فوانيس وأهلّة وسهرات دافئة.' },
    discount: 15,
  },
  {
    slug: 'summer-by-the-sea',
    en: 'Summer by the Sea',
    ar: 'صيف على البحر',
    description: { en: 'Waves, coral and long beach days.', ar: 'أمواج ومرجان وأيام طويلة على الشاطئ.' },
    discount: 0,
  },
  {
    slug: 'back-to-school',
    en: 'Back to School',
    ar: 'العودة للمدارس',
    description: {
      en: 'Notebooks, bags and pins for the new year.',
      ar: 'دفاتر وشنط ودبابيس للعام الدراسي الجديد.',
    },
    discount: 0,
  },
  {
    slug: 'eid-gifts',
    en: 'Eid Gifts',
    ar: 'هدايا العيد',
    description: { en: 'Gifts for family and friends, coming soon.', ar: 'هدايا للعائلة والأصدقاء، قريبًا.' },
    discount: 10,
  },
];

export async function seedTaxonomy(ctx: SeedContext): Promise<SeededTaxonomy> {
  const seeded: SeededTaxonomy['categories'] = CATEGORIES.map((words) => ({
    id: ctx.ids.uuid(),
    words,
    subcategories: words.subcategories.map((sub) => ({ id: ctx.ids.uuid(), words: sub })),
  }));
  await bulkInsert(
    ctx,
    categories,
    seeded.map(({ id, words }, i) => ({
      id,
      slug: words.slug,
      name: words.en,
      arName: words.ar,
      image: ctx.images.categoryImages.get(words.slug)!.image,
      banner: ctx.images.categoryImages.get(words.slug)!.banner,
      description: words.description.en,
      arDescription: words.description.ar,
      displayOrder: i + 1,
      createdAt: daysBefore(ctx.base, 500),
    })),
  );
  await bulkInsert(
    ctx,
    subcategories,
    seeded.flatMap((category) =>
      category.subcategories.map(({ id, words }, i) => ({
        id,
        categoryId: category.id,
        slug: words.slug,
        name: words.en,
        arName: words.ar,
        image: ctx.images.artworks.get(itemKindOf(category.words, words))![i % ARTWORKS_PER_KIND]!
          .mockups[0]!,
        displayOrder: i + 1,
        createdAt: daysBefore(ctx.base, 500),
      })),
    ),
  );

  // One sale runs today (started ten days ago, ends in a month), one is over, one is coming.
  const dates: [Date | null, Date | null][] = [
    [addDays(ctx.now, -10), addDays(ctx.now, 30)],
    [daysBefore(ctx.base, 300), daysBefore(ctx.base, 270)],
    [null, null],
    [null, null],
    [addDays(ctx.now, 20), addDays(ctx.now, 50)],
  ];
  const collectionIds = COLLECTIONS.map(() => ctx.ids.uuid());
  await bulkInsert(
    ctx,
    collections,
    COLLECTIONS.map((c, i) => ({
      id: collectionIds[i]!,
      slug: c.slug,
      title: c.en,
      arTitle: c.ar,
      description: c.description.en,
      arDescription: c.description.ar,
      startDate: dates[i]![0],
      endDate: dates[i]![1],
      image: ctx.images.collections[i]!.image,
      banner: ctx.images.collections[i]!.banner,
      status: true,
      discountPercent: c.discount,
      displayOrder: i + 1,
      createdAt: daysBefore(ctx.base, 320 - i * 40),
    })),
  );

  const tagIds = TAGS.map(() => ctx.ids.uuid());
  await bulkInsert(
    ctx,
    tags,
    TAGS.map((tag, i) => ({
      id: tagIds[i]!,
      slug: tag.slug,
      name: tag.en,
      arName: tag.ar,
      createdAt: daysBefore(ctx.base, 450),
    })),
  );

  const attributeValueIds = new Map<string, string>();
  const attributeRows = ATTRIBUTES.map((attribute, i) => ({
    id: ctx.ids.uuid(),
    spec: attribute.spec.en,
    arSpec: attribute.spec.ar,
    displayOrder: i + 1,
  }));
  await bulkInsert(ctx, attributes, attributeRows);
  await bulkInsert(
    ctx,
    attributeValues,
    ATTRIBUTES.flatMap((attribute, i) =>
      attribute.values.map((value, k) => {
        const id = ctx.ids.uuid();
        attributeValueIds.set(value.key, id);
        return {
          id,
          attributeId: attributeRows[i]!.id,
          value: value.en,
          arValue: value.ar,
          displayOrder: k + 1,
        };
      }),
    ),
  );

  return {
    categories: seeded,
    collectionIds,
    saleCollectionId: collectionIds[0]!,
    tagIds,
    attributeValueIds,
    styleKeys: ATTRIBUTES[1]!.values.map((value) => value.key),
  };
}
