import type { LanguageCode } from '@souq/core/locale/locales.ts';

/** The features chosen on a cart or order line as one text: "Size: XL · Colour: Navy"; null when none. */
export function featuresLabel(
  features: ReadonlyArray<{ property: string; arProperty: string; value: string; arValue: string }>,
  language: LanguageCode,
): string | null {
  if (features.length === 0) return null;
  return features
    .map((feature) =>
      language === 'ar'
        ? `${feature.arProperty}: ${feature.arValue}`
        : `${feature.property}: ${feature.value}`,
    )
    .join(' · ');
}
