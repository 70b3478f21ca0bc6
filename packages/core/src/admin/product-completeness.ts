/**
 * What a product needs before it may be published (issue 17): both languages' names and
 * descriptions, at least one country where it is sold with a price there (every such country),
 * at least one image and a category, and for an isIDesign product at least one design stage the
 * design tool accepts (issue 22: else the shop offers a tool that cannot open). Pure: the editor shows the list, publishing refuses while it
 * is not empty, the list page flags incomplete rows.
 */
import { parseDesignStages } from '../idesign/design-stages.ts';
import { COUNTRIES, type CountryCode } from '../locale/locales.ts';

export type CompletenessKey =
  | 'name'
  | 'arName'
  | 'description'
  | 'arDescription'
  | 'countries'
  | `price.${CountryCode}`
  | 'image'
  | 'category'
  | 'designStages';

export interface CompletenessInput {
  name: string | null;
  arName: string | null;
  description: string | null;
  arDescription: string | null;
  categoryId: string | null;
  prices: ReadonlyArray<{ country: CountryCode; active: boolean; amountMinor: number }>;
  imageCount: number;
  /** Left out: not an iDesign product. */
  isIdesign?: boolean;
  /** The stored (or about to be stored) design stages. */
  idesignStages?: unknown;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The missing items, in the order the checklist shows them; empty when the product may be published. */
export function productCompleteness(product: CompletenessInput): CompletenessKey[] {
  const missing: CompletenessKey[] = [];
  if (blank(product.name)) missing.push('name');
  if (blank(product.arName)) missing.push('arName');
  if (blank(product.description)) missing.push('description');
  if (blank(product.arDescription)) missing.push('arDescription');
  const sold = product.prices.filter((price) => price.active);
  if (sold.length === 0) missing.push('countries');
  for (const country of COUNTRIES) {
    const row = sold.find((price) => price.country === country);
    if (row && !(row.amountMinor > 0)) missing.push(`price.${country}`);
  }
  if (product.imageCount < 1) missing.push('image');
  if (blank(product.categoryId)) missing.push('category');
  if (product.isIdesign && !parseDesignStages(product.idesignStages)) missing.push('designStages');
  return missing;
}
