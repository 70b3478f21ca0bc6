/**
 * The catalog as services return it: domain names, money in integer minor units. The GraphQL
 * contract names of SPEC.md (`_id`, `egPrice`, `arName`, ...) come from product.mapper.ts.
 */
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';

export type ProductState = 'active' | 'draft' | 'archived';

/** What anyone may see of a designer (or, in search, of any user): listings, pages and results. */
export interface PublicProfileFields {
  slug: string;
  name: string;
  fName: string;
  lName: string;
  image: string | null;
  description: string | null;
  arDescription: string | null;
  city: string | null;
  country: string | null;
  featured: boolean;
  salesNumber: number;
  status: boolean;
}

export interface SubcategoryItem {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  displayOrder: number;
  /** Has at least one product available in the context's country. */
  hasProducts: boolean;
}

export interface CategoryItem {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  banner: string | null;
  description: string | null;
  arDescription: string | null;
  displayOrder: number;
  /** Has at least one product available in the context's country (SPEC.md section 3). */
  hasProducts: boolean;
  subCategories: SubcategoryItem[];
}

export interface DesignerRef {
  id: string;
  slug: string;
  name: string;
  fName: string;
  lName: string;
  image: string | null;
}

export interface Badge {
  color: string | null;
  title: string | null;
  titleAr: string | null;
}

/** The public price of a product in one country. */
export interface CountryPrice {
  country: CountryCode;
  currency: CurrencyCode;
  amountMinor: number;
  salesNumber: number;
  requiredTimeDays: number | null;
}

/** Cost side of a country price: shown to staff and to the product's own designer only. */
export interface CountryPriceInternals {
  basePriceMinor: number;
  taxMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
}

export type CountryPriceDetail = CountryPrice & Partial<CountryPriceInternals>;

/** A product as listings show it, priced for the context's country. */
export interface ProductSummary {
  id: string;
  sku: string;
  slug: string;
  name: string;
  arName: string;
  createdAt: Date;
  isIdesign: boolean;
  isAvailableForCod: boolean;
  availableEdition: number | null;
  badge: Badge | null;
  designer: DesignerRef;
  categoryId: string;
  subcategoryId: string | null;
  collectionId: string | null;
  /** The country the prices below are for (the context's). */
  country: CountryCode;
  currency: CurrencyCode;
  priceBeforeOfferMinor: number;
  priceAfterOfferMinor: number;
  /** The running discount in percent (best of product offer and collection), 0 when none. */
  totalDiscount: number;
  hasOffer: boolean;
  /** Relative to the uploads root, e.g. `products/art-07.webp`; null when the product has no image. */
  primaryImagePath: string | null;
  /** Active prices in every country the product is sold in. */
  prices: Partial<Record<CountryCode, CountryPrice>>;
  availableIn: CountryCode[];
}

export interface ActiveOffer {
  id: string;
  title: string;
  arTitle: string;
  discountPercent: number;
  startDate: Date;
  endDate: Date;
  status: boolean;
}

export interface CategoryRef {
  id: string;
  slug: string;
  name: string;
  arName: string;
}

export interface CollectionRef {
  id: string;
  slug: string;
  title: string;
  arTitle: string;
  discountPercent: number;
  /** The collection's discount applies now. */
  running: boolean;
}

export interface TagRef {
  id: string;
  slug: string;
  name: string;
  arName: string;
  createdAt: Date;
}

export interface ImageFeatureItem {
  id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  featureImage: string | null;
  description: string | null;
  arDescription: string | null;
  extraPrices: Partial<Record<CountryCode, number>>;
}

export interface ProductImageItem {
  id: string;
  path: string;
  originalName: string | null;
  primaryImage: boolean;
  featured: boolean;
  stage: string | null;
  displayOrder: number;
  /** Extra cost of this variant per country, minor units. */
  extraPrices: Partial<Record<CountryCode, number>>;
  otherImages: Array<{ id: string; path: string }>;
  features: ImageFeatureItem[];
}

/** The full product of the product page and of getProductById. */
export interface ProductDetail extends Omit<ProductSummary, 'prices'> {
  status: ProductState;
  productStatus: boolean;
  description: string | null;
  arDescription: string | null;
  brief: string | null;
  arBrief: string | null;
  lists: string[];
  arLists: string[];
  singleWeightGrams: number | null;
  maxPerOrder: number | null;
  initAvailableEdition: number | null;
  idesignStages: unknown[] | null;
  designerStage: string | null;
  displayOrderInCategory: number;
  newMessage: number;
  updatedAt: Date;
  category: CategoryRef;
  subcategory: CategoryRef | null;
  collection: CollectionRef | null;
  tag: TagRef | null;
  offer: ActiveOffer | null;
  prices: Partial<Record<CountryCode, CountryPriceDetail>>;
  images: ProductImageItem[];
  /** True when the cost side of the prices is included (staff or the product's designer). */
  includesInternals: boolean;
}
