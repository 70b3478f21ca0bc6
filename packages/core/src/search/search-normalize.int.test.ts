import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@souq/testing/test-database.ts';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { normalizeSearchText } from './normalize.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const inDatabase = async (values: string[]): Promise<string[]> => {
  const rows = await selectRows<{ normalized: string }>(
    database.db,
    sql`select search_normalize(value) as normalized from unnest(${sql.raw('array[')}${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}${sql.raw(']::text[]')}) with ordinality as t(value, position) order by position`,
  );
  return rows.map((row) => row.normalized);
};

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POOL = [
  ...'abcXYZ019 -_.,;:!?&|*()\'"%\\/@#',
  ...'ابتثجحخدذرسشصضطظعغفقكلمنهوي',
  ...'أإآٱىةؤئءی ک',
  ...'\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670\u0640',
  ...'٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  ...'éÉàçñÖøßÆİı',
  ...'ﻻﷲＡｂ１',
  '\u00a0',
  '\t',
  '\n',
  '\u200b',
  '☕',
  '🎁',
  '،',
  '؛',
  '؟',
];

describe(`search_normalize (SQL) and normalizeSearchText (TypeScript) agree on ${testDatabaseKind()}`, () => {
  it('on the written cases', async () => {
    const cases = [
      'أحمد إسلام آمنة ٱلله',
      'مُحَمَّدٌ كِتَابًا جمـــيل',
      'مستشفى مكتبة مؤمن سائق شاطئ',
      'آيفون ١٥ برو ۱۲۳',
      'Café Crème BRÛLÉE Ångström Straße',
      'ﻻ ﷲ ＦＵＬＬ',
      "& | ! : * ( ) ' % _ \\",
      't-shirt, "oversized" (XL)!',
      'كوب، قهوة؛ رائع؟',
      '☕ mug 🎁',
      '  nile \t\n  sunset\u00a0 mug  ',
      '',
      '   ',
      'كوب Mug سيراميك',
    ];
    expect(await inDatabase(cases)).toEqual(cases.map((value) => normalizeSearchText(value, Infinity)));
  });

  it('on 500 random strings of Arabic, Latin, marks, digits, punctuation and spaces', async () => {
    const next = random(20260101);
    const cases = Array.from({ length: 500 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 30) }, () => POOL[Math.floor(next() * POOL.length)]).join(
        '',
      ),
    );
    const expected = cases.map((value) => normalizeSearchText(value, Infinity));
    const actual = await inDatabase(cases);
    const differences = cases
      .map((value, index) => ({ value, sql: actual[index], ts: expected[index] }))
      .filter((entry) => entry.sql !== entry.ts);
    expect(differences).toEqual([]);
  });

  it('gives an empty text for null', async () => {
    const rows = await selectRows<{ normalized: string }>(
      database.db,
      sql`select search_normalize(null) as normalized`,
    );
    expect(rows[0]?.normalized).toBe('');
  });
});
