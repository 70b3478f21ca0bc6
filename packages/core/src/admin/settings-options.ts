/**
 * The settings editor's sections and choices (issue 21), without the service's database code: the
 * dashboard's page components import this file, the service (settings.service.ts) the same.
 */
export const SETTINGS_SECTIONS = [
  'site',
  'contacts',
  'social',
  'display',
  'money',
  'locale',
  'promo',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** SPEC.md section 2, Locale: the three URL strategies and the two readings of the default locale. */
export const LOCALE_STRATEGY_CHOICES = ['A', 'B', 'C'] as const;
export const DEFAULT_LOCALE_CHOICES = ['ar-eg', 'ar-sa'] as const;

export const isSettingsSection = (value: string): value is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(value);
