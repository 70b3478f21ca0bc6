/** The URLs of iDesign's files as the browser reads them (browser-safe: no server imports). */

/** A public upload (a stored path), or a /demo/ path as is. */
export const uploadUrl = (path: string): string => (path.startsWith('/') ? path : `/uploads/${path}`);
export const fontUrl = (fontId: string): string => `/api/idesign/fonts/${fontId}`;
export const assetUrl = (assetId: string): string => `/api/idesign/assets/${assetId}`;
export const printFileUrl = (
  orderId: string,
  lineId: string,
  stageId: string,
  format: 'png' | 'svg',
): string => `/api/idesign/orders/${orderId}/lines/${lineId}/print/${stageId}.${format}`;
