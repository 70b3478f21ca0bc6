/**
 * The font files behind DESIGN_FONTS (docs/decisions/048): TTFs shipped by npm packages, served to
 * the editor (`GET /api/idesign/fonts/:fontId`) and handed to the print renderer (Pango/HarfBuzz
 * through sharp), so Arabic is shaped from the same file in both. Server-only (resolves paths).
 */
import { createRequire } from 'node:module';
import { DESIGN_FONTS, type DesignFontId } from './design-document.ts';

export interface DesignFont {
  id: DesignFontId;
  /** The family name inside the file (what Pango and CSS @font-face call it). */
  family: string;
  /** The name shown in the editor's font list (the family's own name in both languages). */
  label: string;
  /** Absolute path of the TTF. */
  file: string;
}

const require = createRequire(import.meta.url);

const FILES: Record<DesignFontId, { family: string; module: string }> = {
  'ibm-plex-sans-arabic': {
    family: 'IBM Plex Sans Arabic',
    module: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  },
  cairo: { family: 'Cairo', module: '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf' },
  amiri: { family: 'Amiri', module: '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf' },
};

let fonts: Map<DesignFontId, DesignFont> | null = null;

/** Every shipped font, in DESIGN_FONTS order (resolved once per process). */
export function designFonts(): DesignFont[] {
  fonts ??= new Map(
    DESIGN_FONTS.map((id) => [
      id,
      { id, family: FILES[id].family, label: FILES[id].family, file: require.resolve(FILES[id].module) },
    ]),
  );
  return [...fonts.values()];
}

export const isDesignFontId = (value: unknown): value is DesignFontId =>
  typeof value === 'string' && (DESIGN_FONTS as readonly string[]).includes(value);

/** The font of `id`, or null for anything that is not one of ours. */
export function designFont(id: unknown): DesignFont | null {
  if (!isDesignFontId(id)) return null;
  return designFonts().find((font) => font.id === id) ?? null;
}
