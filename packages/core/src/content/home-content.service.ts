/**
 * The pictures of the home page: sliders (getSliders), banners (getBanners(country, lang)) and the
 * advert (getAdvert). A slide or banner without a country or language is shown everywhere; one
 * with them only to shoppers of that country and language. Switched-off items are never shown.
 */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { memoryCopy } from '../db/memory-copy.ts';
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
type Audience = `${CountryCode}:${LanguageCode}`;

const audienceOf = (ctx: ServiceContext, input: AudienceInput): Audience =>
  `${input.country ?? ctx.country}:${input.lang ?? languageOf(ctx.locale)}`;

const forAudience = (audience: Audience, table: typeof sliders | typeof banners): SQL => {
  const [country, lang] = audience.split(':') as [CountryCode, LanguageCode];
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

// The home page of every visitor reads them: kept in memory per audience until the content changes.
const slidersOf = memoryCopy(['content'], (ctx, audience: Audience): Promise<SliderItem[]> =>
  ctx.db
    .select({
      id: sliders.id,
      image: sliders.image,
      country: sliders.country,
      lang: sliders.lang,
      link: sliders.link,
      displayOrder: sliders.displayOrder,
    })
    .from(sliders)
    .where(forAudience(audience, sliders))
    .orderBy(...inDisplayOrder(sliders)),
);

const bannersOf = memoryCopy(['content'], (ctx, audience: Audience): Promise<BannerItem[]> =>
  ctx.db
    .select({ id: banners.id, image: banners.image, link: banners.link, displayOrder: banners.displayOrder })
    .from(banners)
    .where(forAudience(audience, banners))
    .orderBy(...inDisplayOrder(banners)),
);

const advertOf = memoryCopy(['content'], async (ctx, _first: 'first'): Promise<AdvertItem | null> => {
  const [row] = await ctx.db
    .select({ id: adverts.id, image: adverts.image, status: adverts.status, link: adverts.link })
    .from(adverts)
    .where(eq(adverts.status, true))
    .orderBy(asc(adverts.displayOrder), asc(adverts.createdAt), asc(adverts.id))
    .limit(1);
  return row ?? null;
});

/** The switched-on slides for the audience (default the context's country and language), in order. */
export function getSliders(ctx: ServiceContext, input: AudienceInput = {}): Promise<SliderItem[]> {
  return slidersOf(ctx, audienceOf(ctx, input));
}

/** The switched-on banners for the audience, in order. */
export function getBanners(ctx: ServiceContext, input: AudienceInput = {}): Promise<BannerItem[]> {
  return bannersOf(ctx, audienceOf(ctx, input));
}

/** The first switched-on advert, or null. */
export function getAdvert(ctx: ServiceContext): Promise<AdvertItem | null> {
  return advertOf(ctx, 'first');
}
