/**
 * The direction and zero-width marks that copying Arabic text brings along (left-to-right and
 * right-to-left marks, embeddings, overrides and isolates, zero-width space, joiners, BOM), written
 * out here rather than read from the rule in core, so the tests check the rule against the list.
 */
export const TEXT_MARKS = [
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200b',
  '\u200c',
  '\u200d',
  '\ufeff',
] as const;
