import { useState } from 'react';
import type { ProductPageProduct, ProductVariant } from './product-types.ts';

/** What the shopper has chosen on the product page: a version and a value per property of each. */
export interface ProductChoice {
  variant: ProductVariant | undefined;
  /** The chosen value id of `property` of `variant` (the first value until one is chosen). */
  valueOf(variant: ProductVariant, property: string): string | undefined;
  chooseVariant(variantId: string): void;
  chooseValue(variantId: string, property: string, valueId: string): void;
  /** What the chosen version and its chosen values add to the price, minor units. */
  extraMinor: number;
}

/**
 * The choice starts at the main version with every property's first value, on the server and in
 * the browser alike, so the headline price the server renders is the one hydration keeps.
 */
export function useProductChoice(product: ProductPageProduct): ProductChoice {
  const primary = product.variants.find((variant) => variant.primary) ?? product.variants[0];
  const [variantId, setVariantId] = useState(primary?.id);
  const [values, setValues] = useState<Record<string, string>>({});
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? primary;
  const valueOf = (of: ProductVariant, property: string) =>
    values[`${of.id}:${property}`] ?? of.features.find((group) => group.property === property)?.values[0]?.id;
  const extraMinor = variant
    ? variant.extraMinor +
      variant.features.reduce((sum, group) => {
        const chosen = group.values.find((value) => value.id === valueOf(variant, group.property));
        return sum + (chosen?.extraMinor ?? 0);
      }, 0)
    : 0;
  return {
    variant,
    valueOf,
    chooseVariant: setVariantId,
    chooseValue: (of, property, valueId) =>
      setValues((current) => ({ ...current, [`${of}:${property}`]: valueId })),
    extraMinor,
  };
}
