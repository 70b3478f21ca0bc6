import { CATEGORIES, THEMES } from '@souq/core/db/seed/catalog.words.ts';

/**
 * What shoppers type, from the demo catalogue's own words: names, words, prefixes, typos and
 * spelling variants in both languages (a fixed list: the same on every run).
 */
export function searchQueries(): string[] {
  const nouns = CATEGORIES.flatMap((category) => category.subcategories.map((sub) => sub.noun));
  const out: string[] = [];
  // One wrong letter (the middle one doubled over its neighbour) or one missing letter, by turns.
  let turn = 0;
  const typo = (word: string) => {
    const at = Math.floor(word.length / 2);
    turn += 1;
    return turn % 2 === 0
      ? word.slice(0, at) + (word[at - 1] ?? '') + word.slice(at + 1)
      : word.slice(0, at) + word.slice(at + 1);
  };
  const arabicVariant = (word: string) => word.replace(/ة/g, 'ه').replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي');
  for (let i = 0; i < THEMES.length; i++) {
    const theme = THEMES[i]!;
    const noun = nouns[(i * 7) % nouns.length]!;
    out.push(
      theme.en,
      theme.ar,
      noun.en.toLowerCase(),
      noun.ar,
      `${theme.en} ${noun.en}`,
      `${noun.ar} ${theme.ar}`,
      theme.en.slice(0, 4),
      theme.ar.slice(0, 4),
      typo(theme.en),
      arabicVariant(theme.ar),
      `${noun.en.toLowerCase()} ${theme.en.split(' ')[0]!.toLowerCase()}`,
      `${arabicVariant(noun.ar)} ${typo(theme.ar.split(' ').at(-1)!)}`,
    );
  }
  return out;
}
