/**
 * A product's design stages as stored (`products.idesign_stages`, written by the designer's forms
 * and the seed): read strictly, so a malformed or legacy value makes the product not designable
 * rather than a broken editor or print file.
 */
import { z } from 'zod';
import type { DesignStage } from './design-document.ts';

const money = z.number().int().min(0).max(100_000_000);
const px = z.number().int().min(0).max(20_000);
const stageSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  name: z.string().min(1).max(100),
  arName: z.string().min(1).max(100),
  baseImage: z.string().min(1).max(500),
  baseWidthPx: px.min(1),
  baseHeightPx: px.min(1),
  printArea: z.object({ xPx: px, yPx: px, widthPx: px.min(1), heightPx: px.min(1) }),
  printWidthMm: z.number().positive().max(2000),
  printHeightMm: z.number().positive().max(2000),
  allowedElements: z.array(z.enum(['text', 'image'])).min(1),
  palette: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/))
    .min(1)
    .max(64),
  required: z.boolean(),
  extraPrice: z.object({ EG: money, SA: money, AE: money }),
});

/** The stages of a product, or null when it has none usable (not an iDesign product to us). */
export function parseDesignStages(value: unknown): DesignStage[] | null {
  const parsed = z.array(stageSchema).min(1).max(12).safeParse(value);
  if (!parsed.success) return null;
  const ids = new Set(parsed.data.map((stage) => stage.id));
  return ids.size === parsed.data.length ? (parsed.data as DesignStage[]) : null;
}

/** DesignStage.extraPrice's key for a country. */
export const extraPriceKey = (country: 'eg' | 'sa' | 'ae'): keyof DesignStage['extraPrice'] =>
  country === 'eg' ? 'EG' : country === 'sa' ? 'SA' : 'AE';

/** What the stages used by a design add to one unit, in a country's minor units. */
export function stageExtrasMinor(
  stages: readonly DesignStage[],
  usedStageIds: readonly string[],
  country: 'eg' | 'sa' | 'ae',
): number {
  const key = extraPriceKey(country);
  return stages.reduce(
    (sum, stage) => sum + (usedStageIds.includes(stage.id) ? stage.extraPrice[key] : 0),
    0,
  );
}
