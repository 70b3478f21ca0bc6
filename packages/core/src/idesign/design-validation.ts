/**
 * The server's check of a design document (issue 22): nothing from the editor is trusted. Pure
 * (the service looks up which assets the shopper owns first), so every rule is unit-testable;
 * the first broken rule is answered with the path of the offending value.
 */
import { isUuid } from '../ids.ts';
import {
  DESIGN_DOCUMENT_VERSION,
  DESIGN_LIMITS,
  type DesignDocument,
  type DesignElement,
  type DesignStage,
} from './design-document.ts';
import { isDesignFontId } from './design-fonts.ts';
import { designErrors } from './design-errors.ts';

/** Rounding slack of the editor's maths (a millimetre fraction), so an edge-aligned element passes. */
const EDGE_TOLERANCE_MM = 0.5;
const ELEMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Control characters other than the line break (a tab or a NUL has no place on a print).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Every asset id the document names (well-formed ones), to look up before validating. */
export function assetIdsOf(raw: unknown): string[] {
  if (!isObject(raw) || !Array.isArray(raw.stages)) return [];
  const ids = new Set<string>();
  for (const stage of raw.stages.slice(0, 64))
    if (isObject(stage) && Array.isArray(stage.elements))
      for (const element of stage.elements.slice(0, DESIGN_LIMITS.maxElementsPerStage + 1))
        if (isObject(element) && typeof element.assetId === 'string' && isUuid(element.assetId))
          ids.add(element.assetId.toLowerCase());
  return [...ids];
}

/** The corners of an element's box rotated about its centre, in print millimetres. */
export function rotatedBounds(
  element: Pick<DesignElement, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>,
) {
  const cx = element.xMm + element.widthMm / 2;
  const cy = element.yMm + element.heightMm / 2;
  const angle = (element.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const halfWidth = (element.widthMm * cos + element.heightMm * sin) / 2;
  const halfHeight = (element.widthMm * sin + element.heightMm * cos) / 2;
  return { left: cx - halfWidth, top: cy - halfHeight, right: cx + halfWidth, bottom: cy + halfHeight };
}

export interface ValidationInput {
  productId: string;
  stages: readonly DesignStage[];
  /** The asset ids (lower case) the shopper owns among those the document names. */
  ownedAssetIds: ReadonlySet<string>;
}

/** The document, typed and normalised, or a DomainError thrown for the first broken rule. */
export function validateDesignDocument(raw: unknown, input: ValidationInput): DesignDocument {
  if (!isObject(raw)) throw designErrors.invalid('');
  if (raw.version !== DESIGN_DOCUMENT_VERSION) throw designErrors.invalid('version');
  if (typeof raw.productId !== 'string' || raw.productId.toLowerCase() !== input.productId.toLowerCase())
    throw designErrors.productMismatch();
  if (!Array.isArray(raw.stages) || raw.stages.length > input.stages.length)
    throw designErrors.invalid('stages');
  const seenStages = new Set<string>();
  const seenElements = new Set<string>();
  const stages: DesignDocument['stages'] = raw.stages.map((rawStage, s) => {
    const path = `stages[${s}]`;
    if (!isObject(rawStage) || typeof rawStage.stageId !== 'string') throw designErrors.invalid(path);
    const stage = input.stages.find((candidate) => candidate.id === rawStage.stageId);
    if (!stage || seenStages.has(stage.id)) throw designErrors.unknownStage(`${path}.stageId`);
    seenStages.add(stage.id);
    if (!Array.isArray(rawStage.elements)) throw designErrors.invalid(`${path}.elements`);
    if (rawStage.elements.length > DESIGN_LIMITS.maxElementsPerStage)
      throw designErrors.tooManyElements(`${path}.elements`, DESIGN_LIMITS.maxElementsPerStage);
    const elements = rawStage.elements.map((rawElement, e) =>
      validateElement(rawElement, `${path}.elements[${e}]`, stage, input.ownedAssetIds, seenElements),
    );
    return { stageId: stage.id, elements };
  });
  for (const stage of input.stages) {
    const used = stages.find((candidate) => candidate.stageId === stage.id);
    if (stage.required && (!used || used.elements.length === 0))
      throw designErrors.requiredStage('stages', stage.id);
  }
  if (stages.every((stage) => stage.elements.length === 0)) throw designErrors.emptyDesign();
  return { version: DESIGN_DOCUMENT_VERSION, productId: input.productId.toLowerCase(), stages };
}

function validateElement(
  raw: unknown,
  path: string,
  stage: DesignStage,
  owned: ReadonlySet<string>,
  seen: Set<string>,
): DesignElement {
  if (!isObject(raw)) throw designErrors.invalid(path);
  if (typeof raw.id !== 'string' || !ELEMENT_ID.test(raw.id) || seen.has(raw.id))
    throw designErrors.invalid(`${path}.id`);
  seen.add(raw.id);
  if (raw.type !== 'text' && raw.type !== 'image') throw designErrors.invalid(`${path}.type`);
  if (!stage.allowedElements.includes(raw.type)) throw designErrors.elementNotAllowed(`${path}.type`);
  for (const key of ['xMm', 'yMm', 'widthMm', 'heightMm', 'rotation'] as const)
    if (!isFiniteNumber(raw[key]) || Math.abs(raw[key]) > 10_000)
      throw designErrors.invalid(`${path}.${key}`);
  const box = {
    xMm: raw.xMm as number,
    yMm: raw.yMm as number,
    widthMm: raw.widthMm as number,
    heightMm: raw.heightMm as number,
    rotation: (((raw.rotation as number) % 360) + 360) % 360,
  };
  if (box.widthMm <= 0 || box.heightMm <= 0) throw designErrors.invalid(`${path}.widthMm`);
  const bounds = rotatedBounds(box);
  if (
    bounds.left < -EDGE_TOLERANCE_MM ||
    bounds.top < -EDGE_TOLERANCE_MM ||
    bounds.right > stage.printWidthMm + EDGE_TOLERANCE_MM ||
    bounds.bottom > stage.printHeightMm + EDGE_TOLERANCE_MM
  )
    throw designErrors.outsidePrintArea(path);
  const base = { id: raw.id, ...box };
  if (raw.type === 'image') {
    if (typeof raw.assetId !== 'string' || !isUuid(raw.assetId))
      throw designErrors.invalid(`${path}.assetId`);
    if (!owned.has(raw.assetId.toLowerCase())) throw designErrors.assetNotOwned(`${path}.assetId`);
    return { ...base, type: 'image', assetId: raw.assetId.toLowerCase() };
  }
  if (typeof raw.text !== 'string' || raw.text.trim() === '' || CONTROL.test(raw.text))
    throw designErrors.invalid(`${path}.text`);
  if ([...raw.text].length > DESIGN_LIMITS.maxTextLength)
    throw designErrors.textTooLong(`${path}.text`, DESIGN_LIMITS.maxTextLength);
  if (!isDesignFontId(raw.font)) throw designErrors.unknownFont(`${path}.font`);
  if (
    !isFiniteNumber(raw.sizePt) ||
    raw.sizePt < DESIGN_LIMITS.minFontSizePt ||
    raw.sizePt > DESIGN_LIMITS.maxFontSizePt
  )
    throw designErrors.fontSize(`${path}.sizePt`);
  const color = typeof raw.color === 'string' ? raw.color.toLowerCase() : '';
  if (!stage.palette.some((allowed) => allowed.toLowerCase() === color))
    throw designErrors.colourNotInPalette(`${path}.color`);
  if (raw.align !== 'start' && raw.align !== 'center' && raw.align !== 'end')
    throw designErrors.invalid(`${path}.align`);
  if (raw.direction !== 'auto' && raw.direction !== 'rtl' && raw.direction !== 'ltr')
    throw designErrors.invalid(`${path}.direction`);
  return {
    ...base,
    type: 'text',
    text: raw.text.normalize('NFC'),
    font: raw.font,
    sizePt: raw.sizePt,
    color,
    align: raw.align,
    direction: raw.direction,
  };
}

/** The stages of a valid document that hold at least one element. */
export const usedStageIdsOf = (document: DesignDocument): string[] =>
  document.stages.filter((stage) => stage.elements.length > 0).map((stage) => stage.stageId);
