/**
 * The editor's calls to the iDesign endpoints (docs/decisions/049, the contract in
 * packages/core/src/idesign/design-document.ts). Each answers a value or a `DesignApiError` whose
 * message is already in the shopper's language (the server localizes it from the request).
 */
import type { CurrencyCode, LocaleCode } from '@souq/core/locale/locales.ts';
import type { DesignDocument, DesignStage } from '@souq/core/idesign/design-document.ts';

/** What GET /api/idesign/products/:productId answers. */
export interface DesignSetup {
  productId: string;
  currency: CurrencyCode;
  stages: Array<DesignStage & { label?: string }>;
  /** What each stage adds to the unit price once it has an element, in `currency`. */
  stageExtraMinor: Record<string, number>;
  baseImageUrls: Record<string, string>;
  fonts: Array<{ id: string; family: string; url: string; label: string }>;
}

export interface UploadedAsset {
  assetId: string;
  url: string;
  widthPx: number;
  heightPx: number;
}

export interface SavedDesign {
  designId: string;
  thumbnailUrl: string;
  extraMinor: number;
  warnings: Array<{ elementId: string; code: 'lowResolution'; dpi: number }>;
}

export class DesignApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

async function answerOf<T>(response: Response, fallback: string): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; path?: string };
  } | null;
  throw new DesignApiError(
    body?.error?.message ?? fallback,
    response.status,
    body?.error?.code ?? 'failed',
    body?.error?.path,
  );
}

export async function loadDesignSetup(locale: LocaleCode, productId: string, fallback: string) {
  const response = await fetch(
    `/api/idesign/products/${encodeURIComponent(productId)}?locale=${encodeURIComponent(locale)}`,
    { headers: { accept: 'application/json' } },
  );
  return answerOf<DesignSetup>(response, fallback);
}

export async function uploadDesignAsset(locale: LocaleCode, file: File, fallback: string) {
  const body = new FormData();
  body.set('file', file);
  const response = await fetch(`/api/idesign/assets?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json' },
  });
  return answerOf<UploadedAsset>(response, fallback);
}

export async function saveDesign(locale: LocaleCode, document: DesignDocument, fallback: string) {
  const response = await fetch(`/api/idesign/designs?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    body: JSON.stringify(document),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  return answerOf<SavedDesign>(response, fallback);
}

export async function loadSavedDesign(locale: LocaleCode, designId: string, fallback: string) {
  const response = await fetch(
    `/api/idesign/designs/${encodeURIComponent(designId)}?locale=${encodeURIComponent(locale)}`,
    { headers: { accept: 'application/json' } },
  );
  return answerOf<{ document: DesignDocument; thumbnailUrl: string }>(response, fallback);
}

/** The cart line `lineId` now carries `designId` (the cart's "Edit design"). */
export async function replaceLineDesign(
  locale: LocaleCode,
  lineId: string,
  designId: string,
  fallback: string,
) {
  const response = await fetch(
    `/api/idesign/cart-lines/${encodeURIComponent(lineId)}/design?locale=${encodeURIComponent(locale)}`,
    {
      method: 'POST',
      body: JSON.stringify({ designId }),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    },
  );
  return answerOf<unknown>(response, fallback);
}

/** Where an uploaded image is drawn from (its owner only). */
export function assetUrl(assetId: string): string {
  return `/api/idesign/assets/${encodeURIComponent(assetId)}`;
}
