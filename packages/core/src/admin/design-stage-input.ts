/**
 * Reading the design stages of the dashboard's product form (issue 22): what staff type for each
 * stage of an isIDesign product, checked and turned into the stored JSON that the design tool and
 * the print renderer read (`parseDesignStages`). Pure: the caller resolves which pictures a stage
 * may use and their sizes (the stored file's, measured on the server, never the form's).
 *
 * Field paths follow the input (`idesignStages.1.printArea`), so the form puts each message under
 * its own field. A row's index is its place in the submitted list, blank rows included, so the
 * paths match the rows the form drew.
 */
import type { FieldErrors } from '../content/form-input.ts';
import type { DesignElementType, DesignStage } from '../idesign/design-document.ts';
import { parseDesignStages } from '../idesign/design-stages.ts';
import { COUNTRIES, currencyOfCountry, toWesternDigits, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { parseMajorToMinor } from '../money/money.ts';
import { flag, isBlank, text, wholeNumber, type Value } from './form-values.ts';

export const DESIGN_STAGES_MAX = 12;
export const STAGE_NAME_MAX = 100;
export const PALETTE_MAX = 64;
export const PRINT_MM_MIN = 1;
export const PRINT_MM_MAX = 2000;
/** parseDesignStages' bound: 1,000,000.00 in any of the three currencies. */
export const STAGE_EXTRA_MAX_MINOR = 100_000_000;
const PX_MAX = 20_000;
const ID_MAX = 32;

/** One stage as the form posts it; money in major units, the palette as comma-separated codes. */
export interface DesignStageInput {
  /** The stage's id when it was saved before; blank for a new stage (its id comes from its name). */
  id?: Value;
  name?: Value;
  arName?: Value;
  /** One of the product's pictures (a stored path). */
  baseImage?: Value;
  printArea?: { xPx?: Value; yPx?: Value; widthPx?: Value; heightPx?: Value };
  printWidthMm?: Value;
  printHeightMm?: Value;
  allowedElements?: readonly Value[];
  /** `#rrggbb` codes separated by commas, spaces or new lines (or a list of them). */
  palette?: Value | readonly Value[];
  required?: Value;
  extraPrice?: Partial<Record<CountryCode, Value>>;
}

/** What is stored per stage: the design tool's DesignStage plus the spec's number/title/arTitle. */
export type StoredDesignStage = DesignStage & { number: number; title: string; arTitle: string };

export interface PictureSize {
  widthPx: number;
  heightPx: number;
}

export interface DesignStageOptions {
  /**
   * The pictures a stage may use (the product's own pictures, and each stored stage's current
   * picture so an older stage keeps working) with their sizes; null: the file could not be read.
   */
  pictures: ReadonlyMap<string, PictureSize | null>;
  /** The ids of the stages saved before: a posted id must be one of them. */
  storedIds: readonly string[];
}

type Fail = (field: string, key: string, params?: Record<string, string | number>) => void;

const ELEMENT_TYPES: readonly DesignElementType[] = ['text', 'image'];
const EXTRA_KEY: Record<CountryCode, keyof DesignStage['extraPrice']> = { eg: 'EG', sa: 'SA', ae: 'AE' };

/** The colours of a palette field: codes split on commas, spaces or lines, lower-cased, once each. */
export function paletteOf(value: Value | readonly Value[]): { colours: string[]; bad: boolean } {
  const parts = (Array.isArray(value) ? value.map((item) => text(item as Value)) : [text(value as Value)])
    .flatMap((part) => part.split(/[\s,\u060c]+/))
    .filter((part) => part !== '');
  const bad = parts.some((part) => !/^#[0-9a-f]{6}$/i.test(part));
  return { colours: [...new Set(parts.map((part) => part.toLowerCase()))], bad };
}

/** A stage id from its English name: lower-case letters, digits and dashes (parseDesignStages' rule). */
export function stageSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ID_MAX)
    .replace(/-+$/, '');
  return slug || 'stage';
}

/** `base`, else `base-2`, `base-3`… whichever is free (kept within the id's 32 characters). */
function freeId(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Millimetres typed (Arabic-Indic digits and separator accepted, two decimals at most), or undefined. */
function millimetres(value: Value): number | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const western = toWesternDigits(text(value)).replace(/[\u066b,]/g, '.');
  return /^\d{1,5}(\.\d{1,2})?$/.test(western) ? Number(western) : undefined;
}

const isBlankRow = (row: DesignStageInput) =>
  isBlank(row.id) &&
  isBlank(row.name) &&
  isBlank(row.arName) &&
  isBlank(row.baseImage) &&
  [row.printArea?.xPx, row.printArea?.yPx, row.printArea?.widthPx, row.printArea?.heightPx].every(isBlank) &&
  isBlank(row.printWidthMm) &&
  isBlank(row.printHeightMm);

/**
 * The stages checked and converted to what is stored (null: none), with every wrong field added
 * through `fail`. Blank new rows are skipped. The result passes `parseDesignStages` whenever no
 * field failed (asserted: a stage the design tool would refuse is never stored).
 */
export function parseDesignStageRows(
  rows: readonly DesignStageInput[],
  options: DesignStageOptions,
  fail: Fail,
): StoredDesignStage[] | null {
  const given = (Array.isArray(rows) ? rows : []).map((row, index) => ({ row, index }));
  const kept = given.filter(({ row }) => !isBlankRow(row));
  if (kept.length > DESIGN_STAGES_MAX) {
    fail('idesignStages', 'errors.product.stagesTooMany', { n: DESIGN_STAGES_MAX });
    return null;
  }
  let failed = false;
  const failHere: Fail = (field, key, params) => {
    failed = true;
    fail(field, key, params);
  };

  // Saved stages keep their ids (designs and orders name them); a posted id must be a saved one.
  const taken = new Set<string>();
  const ids = new Map<number, string>();
  for (const { row, index } of kept) {
    if (isBlank(row.id)) continue;
    const id = text(row.id);
    if (!options.storedIds.includes(id)) failHere(`idesignStages.${index}`, 'errors.product.stageNotFound');
    else if (taken.has(id)) failHere(`idesignStages.${index}`, 'errors.product.stageDuplicate');
    else {
      taken.add(id);
      ids.set(index, id);
    }
  }

  const stages: StoredDesignStage[] = kept.map(({ row, index }, position) => {
    const field = (name: string) => `idesignStages.${index}.${name}`;
    const name = text(row.name);
    const arName = text(row.arName);
    for (const [key, value] of [
      ['name', name],
      ['arName', arName],
    ] as const) {
      if (value === '') failHere(field(key), 'validation.required');
      else if (value.length > STAGE_NAME_MAX) failHere(field(key), 'errors.ticket.fieldTooLong');
      else if (hasControlCharacters(value)) failHere(field(key), 'validation.controlCharacters');
    }
    let id = ids.get(index);
    if (id === undefined) {
      id = freeId(stageSlug(name), taken);
      taken.add(id);
    }

    const baseImage = text(row.baseImage);
    let size: PictureSize | null = null;
    if (baseImage === '') failHere(field('baseImage'), 'validation.required');
    else if (!options.pictures.has(baseImage))
      failHere(field('baseImage'), 'errors.product.stagePictureNotOwn');
    else {
      size = options.pictures.get(baseImage) ?? null;
      if (!size) failHere(field('baseImage'), 'errors.product.stagePictureUnreadable');
    }

    const area = {
      xPx: wholeNumber(row.printArea?.xPx, PX_MAX),
      yPx: wholeNumber(row.printArea?.yPx, PX_MAX),
      widthPx: wholeNumber(row.printArea?.widthPx, PX_MAX),
      heightPx: wholeNumber(row.printArea?.heightPx, PX_MAX),
    };
    const numbers = Object.values(area).every((value) => typeof value === 'number');
    if (!numbers || !(area.widthPx! > 0) || !(area.heightPx! > 0))
      failHere(field('printArea'), 'errors.product.stagePrintArea');
    else if (size && (area.xPx! + area.widthPx! > size.widthPx || area.yPx! + area.heightPx! > size.heightPx))
      failHere(field('printArea'), 'errors.product.stagePrintAreaOutside', {
        width: size.widthPx,
        height: size.heightPx,
      });

    const mm = (key: 'printWidthMm' | 'printHeightMm'): number => {
      const value = millimetres(row[key]);
      if (value === null) failHere(field(key), 'validation.required');
      else if (value === undefined || value < PRINT_MM_MIN || value > PRINT_MM_MAX)
        failHere(field(key), 'errors.product.stagePrintSize', { min: PRINT_MM_MIN, max: PRINT_MM_MAX });
      return value ?? 0;
    };
    const printWidthMm = mm('printWidthMm');
    const printHeightMm = mm('printHeightMm');

    const allowed = new Set((row.allowedElements ?? []).map((value: Value) => text(value)));
    const allowedElements = ELEMENT_TYPES.filter((type) => allowed.has(type));
    if (allowedElements.length === 0) failHere(field('allowedElements'), 'errors.product.stageElements');

    const { colours, bad } = paletteOf(row.palette);
    if (bad || colours.length < 1 || colours.length > PALETTE_MAX)
      failHere(field('palette'), 'errors.product.stagePalette', { n: PALETTE_MAX });

    const extraPrice = { EG: 0, SA: 0, AE: 0 };
    for (const country of COUNTRIES) {
      const value = row.extraPrice?.[country];
      if (isBlank(value)) continue;
      const minor = typeof value === 'boolean' ? null : parseMajorToMinor(value!, currencyOfCountry(country));
      if (minor === null || minor > STAGE_EXTRA_MAX_MINOR)
        failHere(field(`extraPrice.${country}`), 'errors.ticket.priceInvalid');
      else extraPrice[EXTRA_KEY[country]] = minor;
    }

    return {
      id,
      name,
      arName,
      baseImage,
      baseWidthPx: size?.widthPx ?? 0,
      baseHeightPx: size?.heightPx ?? 0,
      printArea: {
        xPx: area.xPx ?? 0,
        yPx: area.yPx ?? 0,
        widthPx: area.widthPx ?? 0,
        heightPx: area.heightPx ?? 0,
      },
      printWidthMm,
      printHeightMm,
      allowedElements,
      palette: colours,
      required: flag(row.required),
      extraPrice,
      number: position + 1,
      title: name,
      arTitle: arName,
    };
  });

  if (failed || stages.length === 0) return null;
  // The design tool reads the stored stages strictly: a stage it would refuse is a bug here.
  if (!parseDesignStages(stages)) throw new Error('design stages passed the form but not parseDesignStages');
  return stages;
}

/** One stored stage as the form shows it: whatever is there, blanks where a value is missing. */
export interface EditableDesignStage {
  /** null: a stage saved before stages had ids (only titles). */
  id: string | null;
  name: string;
  arName: string;
  baseImage: string | null;
  baseWidthPx: number | null;
  baseHeightPx: number | null;
  printArea: { xPx: number; yPx: number; widthPx: number; heightPx: number } | null;
  printWidthMm: number | null;
  printHeightMm: number | null;
  allowedElements: DesignElementType[];
  palette: string[];
  required: boolean;
  /** Minor units per country. */
  extraPrice: Record<CountryCode, number>;
  /** The spec's title pair (images name their stage by `title`). */
  title: string;
  arTitle: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The stored stages read leniently for the form (a title-only legacy stage shows its titles). */
export function editableStagesOf(value: unknown): EditableDesignStage[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const stage = record(item);
    const area = record(stage['printArea']);
    const extra = record(stage['extraPrice']);
    const name = str(stage['name']) || str(stage['title']);
    const arName = str(stage['arName']) || str(stage['arTitle']);
    const areaValues = [area['xPx'], area['yPx'], area['widthPx'], area['heightPx']].map(int);
    const mm = (key: string) => (typeof stage[key] === 'number' ? (stage[key] as number) : null);
    return {
      id: /^[a-z0-9-]{1,32}$/.test(str(stage['id'])) ? str(stage['id']) : null,
      name,
      arName,
      baseImage: str(stage['baseImage']) || null,
      baseWidthPx: int(stage['baseWidthPx']),
      baseHeightPx: int(stage['baseHeightPx']),
      printArea: areaValues.every((part) => part !== null)
        ? {
            xPx: areaValues[0]!,
            yPx: areaValues[1]!,
            widthPx: areaValues[2]!,
            heightPx: areaValues[3]!,
          }
        : null,
      printWidthMm: mm('printWidthMm'),
      printHeightMm: mm('printHeightMm'),
      allowedElements: ELEMENT_TYPES.filter(
        (type) => Array.isArray(stage['allowedElements']) && stage['allowedElements'].includes(type),
      ),
      palette: Array.isArray(stage['palette'])
        ? stage['palette'].filter((colour): colour is string => typeof colour === 'string')
        : [],
      required: stage['required'] === true,
      extraPrice: {
        eg: int(extra['EG']) ?? 0,
        sa: int(extra['SA']) ?? 0,
        ae: int(extra['AE']) ?? 0,
      },
      title: str(stage['title']) || name,
      arTitle: str(stage['arTitle']) || arName,
    };
  });
}

/** The sizes stored stages already know for their pictures (kept while a stage keeps its picture). */
export function storedPictureSizes(value: unknown): Map<string, PictureSize> {
  const sizes = new Map<string, PictureSize>();
  for (const stage of editableStagesOf(value))
    if (stage.baseImage && stage.baseWidthPx && stage.baseHeightPx)
      sizes.set(stage.baseImage, { widthPx: stage.baseWidthPx, heightPx: stage.baseHeightPx });
  return sizes;
}

/** Every wrong field of the stages alone (for callers that only check stages). */
export function designStageErrors(
  rows: readonly DesignStageInput[],
  options: DesignStageOptions,
): { stages: StoredDesignStage[] | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const stages = parseDesignStageRows(rows, options, (field, key, params = {}) => {
    if (!errors[field]) errors[field] = { key, params };
  });
  return { stages, errors };
}
