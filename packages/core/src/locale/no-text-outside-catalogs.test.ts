/**
 * Text shown to people comes from the message catalogs (ARCHITECTURE.md, rules of the house;
 * docs/decisions/029): no Arabic letter in the source of packages/<name>/src and apps/web/app
 * outside the catalogs (locale/messages/*.json), tests, test fixtures (packages/testing), the demo
 * seed (db/seed) and the files below, where Arabic is data rather than text. Comments may quote
 * Arabic examples. A new Arabic text goes into ar.json with its English twin in en.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = ['packages/api/src', 'packages/core/src', 'apps/web/app'];
const ARABIC = /[\u0600-\u06FF]/;

/** Files where Arabic is data, each with its reason. */
const ARABIC_IS_DATA: Record<string, string> = {
  'packages/core/src/locale/iso-countries.ts': 'the ISO 3166 country names in Arabic, a reference table',
  'packages/core/src/locale/locales.ts': 'the Arabic comma that separates list items (punctuation)',
  'packages/core/src/locale/parse.ts':
    'the Arabic country names a country argument accepts (input spellings)',
  'packages/core/src/money/money.ts': 'the Arabic currency symbols of SPEC.md section 1 (a money table)',
  'packages/core/src/search/postgres-search-index.ts': 'the Arabic stop words search ignores',
};

const isExcluded = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /\.fixtures?\.ts$/.test(file) ||
  file.startsWith('packages/core/src/db/seed/');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !isExcluded(file) ? [file] : [];
  });
}

/** The code without its comments (a `//` inside a URL string is kept). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');

describe('text outside the message catalogs', () => {
  it('has no Arabic letters outside the catalogs, the seed, tests and the data files', () => {
    const offenders = SCANNED.flatMap(sourceFiles)
      .filter((file) => !(file in ARABIC_IS_DATA))
      .filter((file) => ARABIC.test(withoutComments(fs.readFileSync(path.join(root, file), 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('lists only data files that still hold Arabic', () => {
    const stale = Object.keys(ARABIC_IS_DATA).filter(
      (file) => !ARABIC.test(withoutComments(fs.readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(stale).toEqual([]);
  });
});
