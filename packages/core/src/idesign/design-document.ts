/**
 * The iDesign contract (issue 22): what a product's design stages are and what a shopper's saved
 * design is. Browser-safe (types and constants only): the editor (apps/web, loaded when the tool
 * opens) and the server (validation, storage, print rendering) both import it. The server never
 * trusts a document: design-validation.ts checks every rule below before anything is stored.
 *
 * Coordinates are in the stage's print space: millimetres from the printable rectangle's top-left
 * corner (so a design survives a change of the base image's pixels), rotation in degrees clockwise
 * about the element's centre.
 */

/** Bumped when the document's shape changes; the server migrates older versions when it reads. */
export const DESIGN_DOCUMENT_VERSION = 1;

/** Limits the server enforces (and the editor shows before the shopper hits them). */
export const DESIGN_LIMITS = {
  /** Elements on one stage. */
  maxElementsPerStage: 20,
  /** Characters of one text element. */
  maxTextLength: 200,
  /** The whole document as JSON, in bytes. */
  maxDocumentBytes: 64 * 1024,
  /** Font size in points at print size. */
  minFontSizePt: 6,
  maxFontSizePt: 200,
  /** Below this an image is warned about (not refused): issue 22. */
  minPrintDpi: 150,
  /** The print file's resolution. */
  printDpi: 300,
} as const;

/**
 * A text line's height as a multiple of its font size, in the editor (Konva's lineHeight) and in the
 * print file (Pango's line_height, the SVG's line step): the fonts' own line heights differ by half
 * (Cairo's is 1.9 em), so a multi-line text would not fit the box the shopper saw.
 */
export const TEXT_LINE_HEIGHT = 1.25;

/** The fonts the project ships (the same files in the browser and in the print renderer). */
export const DESIGN_FONTS = ['ibm-plex-sans-arabic', 'cairo', 'amiri'] as const;
export type DesignFontId = (typeof DESIGN_FONTS)[number];

export type DesignElementType = 'text' | 'image';

/** One step of an isIDesign product (front, back, sleeve, mug wrap…), from `products.idesign_stages`. */
export interface DesignStage {
  /** Stable within the product: 'front', 'back', 'wrap'. */
  id: string;
  name: string;
  arName: string;
  /** The mock-up picture (a stored upload path or a /demo/ path) the printable area sits on. */
  baseImage: string;
  /** The base image's size in pixels, so the editor can place the printable rectangle on it. */
  baseWidthPx: number;
  baseHeightPx: number;
  /** The printable rectangle on the base image, in the base image's pixels. */
  printArea: { xPx: number; yPx: number; widthPx: number; heightPx: number };
  /** The printable rectangle's real size (the print file is this size at printDpi). */
  printWidthMm: number;
  printHeightMm: number;
  allowedElements: DesignElementType[];
  /** Hex colours (#rrggbb) text may use. */
  palette: string[];
  required: boolean;
  /**
   * Added to the unit price when the stage has at least one element, per country, in minor units
   * of that country's currency (5000 = 50.00 EGP).
   */
  extraPrice: { EG: number; SA: number; AE: number };
}

interface DesignElementBase {
  /** Unique within the document (the editor makes them). */
  id: string;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  rotation: number;
}

export interface DesignTextElement extends DesignElementBase {
  type: 'text';
  text: string;
  font: DesignFontId;
  sizePt: number;
  color: string;
  align: 'start' | 'center' | 'end';
  /** 'auto' follows the first strong character (Arabic → rtl). */
  direction: 'auto' | 'rtl' | 'ltr';
}

export interface DesignImageElement extends DesignElementBase {
  type: 'image';
  /** A design asset the same shopper (user or guest cart) uploaded: design_assets.id. */
  assetId: string;
}

export type DesignElement = DesignTextElement | DesignImageElement;

/** What the editor saves and the server validates, stores and renders. */
export interface DesignDocument {
  version: typeof DESIGN_DOCUMENT_VERSION;
  productId: string;
  stages: Array<{ stageId: string; elements: DesignElement[] }>;
}
