import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvResponse } from './csv.server.ts';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses cells a spreadsheet would run as formulas, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+20100')).toBe("'+20100");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvLine(['منى', 1])).toBe('منى,1\r\n');
  });

  it('streams a byte order mark, the header and every batch', async () => {
    async function* batches() {
      yield [{ n: 'أحمد' }];
      yield [{ n: 'b' }, { n: 'c' }];
    }
    const response = csvResponse(
      'orders 2026.csv',
      [{ header: 'name', value: (row: { n: string }) => row.n }],
      batches(),
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('name\r\nأحمد\r\nb\r\nc\r\n');
  });
});
