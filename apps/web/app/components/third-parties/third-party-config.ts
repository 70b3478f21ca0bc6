/**
 * What the pages know of the third parties of SPEC.md section 7 (docs/decisions/037): error
 * reporting, the support chat and the advertising pixels. Built by the root loader from the
 * configuration and the settings; the same for every visitor (the consent is read in the browser).
 */
import type { CountryCode } from '@souq/core/locale/locales.ts';

export interface ThirdPartyConfig {
  /** Sentry in the browser; null = SENTRY_DSN unset (nothing is loaded). */
  sentry: { dsn: string; release: string; environment: string } | null;
  /** WhatsApp numbers (international digits) per country; a country without one has no link. */
  whatsapp: Partial<Record<CountryCode, string>>;
  /** A Tawk.to `propertyId/widgetId`, loaded only when the shopper opens the chat. */
  chatWidgetId: string | null;
  /** Advertising pixels: loaded only after consent. */
  pixels: { meta: string | null; tiktok: string | null; snap: string | null };
  /** The analytics id (Google Analytics): its script loads only when set, after consent. */
  analytics: string | null;
}

/** Digits only (a number typed as +20 100 123 4567 becomes 201001234567); null when too short. */
export const whatsappDigits = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
};

/** A pixel or widget id: letters, digits and the few separators they use; anything else is dropped. */
export const safeId = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return /^[A-Za-z0-9_\-/]{1,80}$/.test(trimmed) ? trimmed : null;
};

/** Whether anything waits for the shopper's consent (the pixels, analytics): the banner shows then. */
export const hasPixels = (config: ThirdPartyConfig) =>
  Boolean(config.pixels.meta || config.pixels.tiktok || config.pixels.snap || config.analytics);

/** The consent cookie: `granted` or `denied`, kept 180 days. */
export const CONSENT_COOKIE = 'souq_consent';
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
