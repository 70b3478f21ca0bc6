/**
 * Shapes shared by the category and product pages: a product summary as a card, alternates
 * and canonical links, JSON-LD serialisation.
 */
import { data } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { countryOf, listSeparator, type LocaleCode, type LanguageCode } from '@souq/core/locale/locales.ts';
import type { ProductSummary } from '@souq/core/catalog/catalog.types.ts';
import type { ProductCardData } from '../components/ui/product-card.tsx';
import { t } from '../i18n/i18n.ts';
import { alternateLinks, localePath, localeRouting, type LocaleRoutingSettings } from './locale-routing.ts';

/**
 * The one way to pick the text of a page's language out of one written in both (English `x`,
 * Arabic `arX`): the other language's when this one is empty, so a text written in one language
 * still shows; null when neither has one.
 */
export const textIn = (language: LanguageCode, en: string | null, ar: string | null): string | null =>
  (language === 'ar' ? ar || en : en || ar)?.trim() || null;

/** The name of a catalogue item (`name`, `arName`) in `language` (textIn). */
export const inLanguage = (language: LanguageCode, item: { name: string; arName: string }): string =>
  textIn(language, item.name, item.arName) ?? '';

export type ProductCardLink = ProductCardData & { href: string };

export function toProductCard(
  locale: LocaleCode,
  language: LanguageCode,
  product: ProductSummary,
): ProductCardLink {
  return {
    id: product.id,
    href: localePath(locale, `/products/${product.id}`),
    name: inLanguage(language, product),
    designerName: product.designer.name,
    imagePath: product.primaryImagePath,
    currency: product.currency,
    priceMinor: product.priceAfterOfferMinor,
    originalMinor: product.priceBeforeOfferMinor,
    discountPercent: product.totalDiscount,
    hasOffer: product.hasOffer,
    soldOut: product.availableEdition === 0,
    // A card of a product the country does not sell says where it is sold instead of a price.
    ...(product.availableIn.includes(countryOf(locale))
      ? {}
      : {
          onlyIn: t(locale, 'product.onlyIn', {
            countries: product.availableIn
              .map((country) => t(locale, `countriesInText.${country}`))
              .join(listSeparator(language)),
          }),
        }),
  };
}

/**
 * Canonical and hreflang links for a page at `path`: the locales the strategy serves
 * (alternateLinks, as the root's and the sitemap's), limited to those of `countries` when given.
 */
export function localeLinks(
  origin: string,
  locale: LocaleCode,
  path: string,
  search = '',
  countries?: readonly string[],
  settings: LocaleRoutingSettings = localeRouting(),
) {
  const links = alternateLinks(origin, locale, path, search, settings);
  const sold = (alternate: LocaleCode) => !countries || countries.includes(countryOf(alternate));
  return [
    { tagName: 'link', rel: 'canonical', href: links.canonical },
    ...links.alternates
      .filter((alternate) => sold(alternate.locale))
      .map((alternate) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate.hrefLang,
        href: alternate.href,
      })),
    ...(sold(settings.defaultLocale)
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: links.xDefault }]
      : []),
  ];
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the tag. */
export const jsonLd = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Awaits a service call; its 404 DomainError becomes the 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not Found', { status: 404 });
    throw error;
  }
}
