/**
 * Domain catalog objects -> the names of the GraphQL contract (SPEC.md sections 3 and 7).
 *
 * Money leaves the domain here: the contract carries prices as plain numbers in major units
 * (`egPrice: 1250`, `suPrice: 99.5`), as existing clients read them. A price is null in a
 * country where the product is not sold. Price keys: eg -> eg, sa -> su, ae -> em.
 */
import {
  COUNTRIES,
  currencyOfCountry,
  priceKeyOf,
  type CountryCode,
  type CurrencyCode,
  type PriceKey,
} from '../locale/locales.ts';
import { applyPercent, toMajorUnits } from '../money/money.ts';
import type {
  CategoryItem,
  CountryPriceDetail,
  ProductDetail,
  ProductImageItem,
  ProductSummary,
} from './catalog.types.ts';

type PerCountry<Prefix extends string, Value = number | null> = {
  [K in PriceKey as `${Prefix}${Capitalize<K>}`]: Value;
};
type PerCountryLower<Suffix extends string> = { [K in PriceKey as `${K}${Suffix}`]: number | null };

const capitalize = (key: PriceKey) => (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<PriceKey>;

const major = (amountMinor: number | null | undefined, country: CountryCode): number | null =>
  amountMinor === null || amountMinor === undefined
    ? null
    : toMajorUnits(amountMinor, currencyOfCountry(country));

/** `{ eg<suffix>, su<suffix>, em<suffix> }` from a per-country minor amount. */
function perCountry<Suffix extends string>(
  suffix: Suffix,
  amountOf: (country: CountryCode) => number | null | undefined,
): PerCountryLower<Suffix> {
  const out: Record<string, number | null> = {};
  for (const country of COUNTRIES) out[`${priceKeyOf(country)}${suffix}`] = major(amountOf(country), country);
  return out as PerCountryLower<Suffix>;
}

/** `{ <prefix>Eg, <prefix>Su, <prefix>Em }` (revenueEg, salesNumberInEg, ...). */
function perCountryPrefixed<Prefix extends string, Value extends number | null>(
  prefix: Prefix,
  valueOf: (country: CountryCode) => Value,
): PerCountry<Prefix, Value> {
  const out: Record<string, Value> = {};
  for (const country of COUNTRIES) out[`${prefix}${capitalize(priceKeyOf(country))}`] = valueOf(country);
  return out as PerCountry<Prefix, Value>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export interface CategoryContract {
  _id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  displayOrder: number;
  banner: string | null;
  description: string | null;
  arDescription: string | null;
  hasProducts: boolean;
  subCategories: Array<{ _id: string; name: string; arName: string; slug: string; image: string | null }>;
}

export function toCategoryContract(category: CategoryItem): CategoryContract {
  return {
    _id: category.id,
    slug: category.slug,
    name: category.name,
    arName: category.arName,
    image: category.image,
    displayOrder: category.displayOrder,
    banner: category.banner,
    description: category.description,
    arDescription: category.arDescription,
    hasProducts: category.hasProducts,
    subCategories: category.subCategories.map((subcategory) => ({
      _id: subcategory.id,
      name: subcategory.name,
      arName: subcategory.arName,
      slug: subcategory.slug,
      image: subcategory.image,
    })),
  };
}

export type ProductImageContract = {
  _id: string;
  path: string;
  originalName: string | null;
  primaryImage: boolean;
  featured: boolean;
  stage: string | null;
  otherImages: Array<{ _id: string; path: string }>;
  features: Array<
    {
      _id: string;
      property: string;
      arProperty: string;
      value: string;
      arValue: string;
      featureImage: string | null;
      description: string | null;
      arDescription: string | null;
    } & PerCountryLower<'ExtraPrice'>
  >;
} & PerCountryLower<'ExtraPrice'>;

export function toImageContract(image: ProductImageItem): ProductImageContract {
  return {
    _id: image.id,
    path: image.path,
    originalName: image.originalName,
    primaryImage: image.primaryImage,
    featured: image.featured,
    stage: image.stage,
    ...perCountry('ExtraPrice', (country) => image.extraPrices[country] ?? 0),
    otherImages: image.otherImages.map((photo) => ({ _id: photo.id, path: photo.path })),
    features: image.features.map((feature) => ({
      _id: feature.id,
      property: feature.property,
      arProperty: feature.arProperty,
      value: feature.value,
      arValue: feature.arValue,
      featureImage: feature.featureImage,
      description: feature.description,
      arDescription: feature.arDescription,
      ...perCountry('ExtraPrice', (country) => feature.extraPrices[country] ?? 0),
    })),
  };
}

export type ProductContract = {
  _id: string;
  sku: string;
  slug: string;
  name: string;
  arName: string;
  createdAt: string;
  /** Country codes the product is sold in (eg, sa, ae). */
  availableIn: CountryCode[];
  /** The currency of allPriceBeforeOffer/allPriceAfterOffer. */
  currency: CurrencyCode;
  allPriceBeforeOffer: number;
  allPriceAfterOffer: number;
  hasOffer: boolean;
  totalDiscount: number;
  primaryProductImagePath: string | null;
  isIDesign: boolean;
  isAvailableForCod: boolean;
  availableEdition: number | null;
  badge: { color: string | null; title: string | null; titleAr: string | null } | null;
  designer: { _id: string; slug: string; name: string; image: string | null; fName: string; lName: string };
  category: { _id: string; slug?: string; name?: string; arName?: string };
  subCategory: { _id: string; slug?: string; name?: string; arName?: string } | null;
  collection: { _id: string; slug?: string; title?: string; arTitle?: string; discount?: number } | null;
  /** Full-product fields: present when mapping a ProductDetail. */
  status?: string;
  productStatus?: boolean;
  description?: string | null;
  arDescription?: string | null;
  briefDescription?: string | null;
  arBriefDescription?: string | null;
  lists?: string[];
  arLists?: string[];
  singleWeight?: number | null;
  maxPerOrder?: number | null;
  initAvailableEdition?: number | null;
  idesignStages?: unknown[] | null;
  designerStage?: string | null;
  displayOrderInCategory?: number;
  newMessage?: number;
  requiredTimeForEgypt?: number | null;
  requiredTimeForSaudi?: number | null;
  requiredTimeForEmirates?: number | null;
  offer?: {
    _id: string;
    title: string;
    arTitle: string;
    discount: number;
    startDate: string | null;
    endDate: string | null;
    status: boolean;
  } | null;
  tag?: { _id: string; name: string; arName: string; createdAt: string | null } | null;
  images?: ProductImageContract[];
  /** Cost side: null unless the caller is staff or the product's designer. */
  basePrice?: number | null;
  tax?: number | null;
} & PerCountryLower<'Price'> &
  PerCountry<'salesNumberIn', number> &
  Partial<PerCountry<'revenue'> & PerCountry<'siteRevenue'> & PerCountry<'manufacturingCost'>>;

const isDetail = (product: ProductSummary | ProductDetail): product is ProductDetail => 'images' in product;

/**
 * A product in the contract's names for one country: `allPriceBeforeOffer`/`allPriceAfterOffer`
 * are the prices in `country` (normally the product was loaded for that country), `egPrice`,
 * `suPrice`, `emPrice` are the prices per country, null where it is not sold.
 */
export function toProductContract(
  product: ProductSummary | ProductDetail,
  country: CountryCode,
): ProductContract {
  const priceIn = (c: CountryCode) => product.prices[c]?.amountMinor;
  const sameCountry = product.country === country;
  const before = sameCountry ? product.priceBeforeOfferMinor : (priceIn(country) ?? 0);
  const after = sameCountry ? product.priceAfterOfferMinor : applyPercent(before, product.totalDiscount);

  const base = {
    _id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    arName: product.arName,
    createdAt: product.createdAt.toISOString(),
    availableIn: product.availableIn,
    currency: currencyOfCountry(country),
    ...perCountry('Price', priceIn),
    allPriceBeforeOffer: major(before, country) ?? 0,
    allPriceAfterOffer: major(after, country) ?? 0,
    hasOffer: product.hasOffer,
    totalDiscount: product.totalDiscount,
    primaryProductImagePath: product.primaryImagePath,
    isIDesign: product.isIdesign,
    isAvailableForCod: product.isAvailableForCod,
    availableEdition: product.availableEdition,
    badge: product.badge,
    designer: {
      _id: product.designer.id,
      slug: product.designer.slug,
      name: product.designer.name,
      image: product.designer.image,
      fName: product.designer.fName,
      lName: product.designer.lName,
    },
    ...perCountryPrefixed('salesNumberIn', (c) => product.prices[c]?.salesNumber ?? 0),
  };

  if (!isDetail(product)) {
    return {
      ...base,
      category: { _id: product.categoryId },
      subCategory: product.subcategoryId ? { _id: product.subcategoryId } : null,
      collection: product.collectionId ? { _id: product.collectionId } : null,
    };
  }

  const detailPrice = (c: CountryCode): CountryPriceDetail | undefined => product.prices[c];
  const here = detailPrice(country);
  const internals = product.includesInternals
    ? {
        basePrice: major(here?.basePriceMinor, country),
        tax: major(here?.taxMinor, country),
        ...perCountryPrefixed('revenue', (c) => major(detailPrice(c)?.revenueMinor, c)),
        ...perCountryPrefixed('siteRevenue', (c) => major(detailPrice(c)?.siteRevenueMinor, c)),
        ...perCountryPrefixed('manufacturingCost', (c) => major(detailPrice(c)?.manufacturingCostMinor, c)),
      }
    : { basePrice: null, tax: null };

  return {
    ...base,
    ...internals,
    status: product.status,
    productStatus: product.productStatus,
    description: product.description,
    arDescription: product.arDescription,
    briefDescription: product.brief,
    arBriefDescription: product.arBrief,
    lists: product.lists,
    arLists: product.arLists,
    singleWeight: product.singleWeightGrams,
    maxPerOrder: product.maxPerOrder,
    initAvailableEdition: product.initAvailableEdition,
    idesignStages: product.idesignStages,
    designerStage: product.designerStage,
    displayOrderInCategory: product.displayOrderInCategory,
    newMessage: product.newMessage,
    requiredTimeForEgypt: product.prices.eg?.requiredTimeDays ?? null,
    requiredTimeForSaudi: product.prices.sa?.requiredTimeDays ?? null,
    requiredTimeForEmirates: product.prices.ae?.requiredTimeDays ?? null,
    category: {
      _id: product.category.id,
      slug: product.category.slug,
      name: product.category.name,
      arName: product.category.arName,
    },
    subCategory: product.subcategory
      ? {
          _id: product.subcategory.id,
          slug: product.subcategory.slug,
          name: product.subcategory.name,
          arName: product.subcategory.arName,
        }
      : null,
    collection: product.collection
      ? {
          _id: product.collection.id,
          slug: product.collection.slug,
          title: product.collection.title,
          arTitle: product.collection.arTitle,
          discount: product.collection.discountPercent,
        }
      : null,
    offer: product.offer
      ? {
          _id: product.offer.id,
          title: product.offer.title,
          arTitle: product.offer.arTitle,
          discount: product.offer.discountPercent,
          startDate: iso(product.offer.startDate),
          endDate: iso(product.offer.endDate),
          status: product.offer.status,
        }
      : null,
    tag: product.tag
      ? {
          _id: product.tag.id,
          name: product.tag.name,
          arName: product.tag.arName,
          createdAt: iso(product.tag.createdAt),
        }
      : null,
    images: product.images.map(toImageContract),
  };
}
