/** What the product page's loader sends its parts (routes/product.tsx). */
import type { CurrencyCode } from '@souq/core/locale/locales.ts';

/** One value of a variant's feature (Size: XL). */
export interface FeatureValue {
  /** The image_features id the add-to-cart form sends for this choice. */
  id: string;
  value: string;
  /** Extra cost of this value in the page's country, minor units. */
  extraMinor: number;
}

/** A feature of a variant with its values: Size: S, M, L. */
export interface FeatureGroup {
  property: string;
  values: FeatureValue[];
}

export interface ProductVariant {
  id: string;
  path: string;
  /** Where the version's own picture is in the product's `pictures` (the gallery shows it when chosen). */
  pictureIndex: number;
  primary: boolean;
  extraMinor: number;
  features: FeatureGroup[];
}

export interface ProductPageProduct {
  id: string;
  sku: string;
  name: string;
  designerName: string;
  description: string | null;
  brief: string | null;
  lists: string[];
  badge: string | null;
  offerTitle: string | null;
  currency: CurrencyCode;
  priceMinor: number;
  originalMinor: number;
  discountPercent: number;
  hasOffer: boolean;
  leadTimeDays: number | null;
  maxPerOrder: number | null;
  availableEdition: number | null;
  isAvailableForCod: boolean;
  isIdesign: boolean;
  designerId: string;
  soldOut: boolean;
  /** What the quantity stepper offers (core shopperLineMax). */
  maxQuantity: number;
  pictures: string[];
  variants: ProductVariant[];
}
