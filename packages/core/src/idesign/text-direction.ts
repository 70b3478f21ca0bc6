/**
 * A text element's paragraph direction, shared by the editor (Konva, in the browser) and the print
 * renderer (Pango), so both put the same line the same way round. Browser-safe.
 */
import type { DesignTextElement } from './design-document.ts';

// Hebrew and Arabic letters; Arabic-Indic digits (U+0660-0669, U+06F0-06F9) are weak, as in Unicode's bidi classes.
const ARABIC = /[\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LATIN = /[A-Za-z\u00c0-\u024f]/;

/** 'auto' follows the first strong character, as the browser's `dir="auto"` does. */
export function resolvedDirection(text: string, direction: DesignTextElement['direction']): 'rtl' | 'ltr' {
  if (direction !== 'auto') return direction;
  for (const char of text) {
    if (ARABIC.test(char)) return 'rtl';
    if (LATIN.test(char)) return 'ltr';
  }
  return 'ltr';
}
