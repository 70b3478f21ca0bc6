/**
 * The pictures of the home page: sliders (getSliders), banners (getBanners(country, lang)) and the
 * advert (getAdvert). A slide or banner without a country or language is shown everywhere; one
 * with them only to shoppers of that country and language. Switched-off items are never shown.
 */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { adverts, banners, sliders } from '../db/schema/content.schema.ts';
import type { CountryCode, LanguageCode } from '../locale/locales.ts';
import { languageOf } from '../locale/locales.ts';

export interface SliderItem {
  id: string;
  image: string;
  country: CountryCode | null;
  lang: LanguageCode | null;
  link: string | null;
  displayOrder: number;
}

export interface BannerItem {
  id: string;
  image: string;
  link: string | null;
  displayOrder: number;
}

export interface AdvertItem {
  id: string;
  image: string;
  status: boolean;
  link: string | null;
}

export interface AudienceInput {
  /** Default: the context's country. */
  country?: CountryCode | null;
  /** Default: the context's language. */
  lang?: LanguageCode | null;
}

/** Switched on and meant for the country and language (the context's unless the input names them). */
const forAudience = (
  ctx: ServiceContext,
  input: AudienceInput,
  table: typeof sliders | typeof banners,
): SQL => {
  const country = input.country ?? ctx.country;
  const lang = input.lang ?? languageOf(ctx.locale);
  return and(
    eq(table.status, true),
    or(isNull(table.country), eq(table.country, country)),
    or(isNull(table.lang), eq(table.lang, lang)),
  )!;
};

const inDisplayOrder = (table: typeof sliders | typeof banners): SQL[] => [
  asc(table.displayOrder),
  asc(table.createdAt),
  asc(table.id),
];

/** The home slides for a country and language, in display order. */
export async function getSliders(ctx: ServiceContext, input: AudienceInput = {}): Promise<SliderItem[]> {
  return ctx.db
    .select({
      id: sliders.id,
      image: sliders.image,
      country: sliders.country,
      lang: sliders.lang,
      link: sliders.link,
      displayOrder: sliders.displayOrder,
    })
    .from(sliders)
    .where(forAudience(ctx, input, sliders))
    .orderBy(...inDisplayOrder(sliders));
}

/** The home banners for a country and language, in display order. */
export async function getBanners(ctx: ServiceContext, input: AudienceInput = {}): Promise<BannerItem[]> {
  return ctx.db
    .select({ id: banners.id, image: banners.image, link: banners.link, displayOrder: banners.displayOrder })
    .from(banners)
    .where(forAudience(ctx, input, banners))
    .orderBy(...inDisplayOrder(banners));
}

/** The advert shown now: the first switched-on one in display order, or null. */
export async function getAdvert(ctx: ServiceContext): Promise<AdvertItem | null> {
  const [row] = await ctx.db
    .select({ id: adverts.id, image: adverts.image, status: adverts.status, link: adverts.link })
    .from(adverts)
    .where(eq(adverts.status, true))
    .orderBy(asc(adverts.displayOrder), asc(adverts.createdAt), asc(adverts.id))
    .limit(1);
  return row ?? null;
}
