/**
 * CSV exports of the dashboard's filtered lists, streamed: rows are read a batch at a time and
 * written as they come, so a million-order export never sits in memory. UTF-8 with a byte order
 * mark (spreadsheet programs then read Arabic right), CRLF lines (RFC 4180), and every cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with an
 * apostrophe: a customer's name must not become a formula in a staff member's spreadsheet.
 */
import { PRIVATE_HEADERS } from './session.server.ts';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | boolean | null | undefined>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A streamed CSV download: `batches` yields the rows a page at a time (a keyset walk of the
 * filtered list); `filename` without a path.
 */
export function csvResponse<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.header))}`));
    },
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')),
      );
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const safeName = filename.replace(/[^\w.-]+/g, '-');
  return new Response(stream, {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}"`,
    },
  });
}
