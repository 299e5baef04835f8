// Writes the Master CSV (spec §9): title-case headers, and every cell through the product's one
// CSV rule (libs/shared/src/csv-cell.ts: RFC 4180 quoting, formulas neutralised, amounts numbers).
import { csvCell } from '@commissionbee/shared/csv-cell';
import { CSV_TITLES } from '@commissionbee/shared/csv';
import { BRAND } from '@commissionbee/shared/types';

export const MASTER_CSV_FILE_NAME = `${BRAND}-master.csv`;

/** One ledger row's cells as text, in the Master CSV's column order (CSV_TITLES). */
export type MasterCsvCells = (string | null)[];

export const MASTER_CSV_HEADER = `${CSV_TITLES.map(csvCell).join(',')}\r\n`;

export function masterCsvLine(cells: MasterCsvCells): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function masterCsvLines(rows: MasterCsvCells[]): string {
  let text = '';
  for (const cells of rows) text += masterCsvLine(cells);
  return text;
}

const LF = 0x0a;
const QUOTE = 0x22;
/** `0,,`: a line PostgreSQL wrote whole (see masterCsvCopy in ledger-records.repository.ts). */
const WRITTEN = Buffer.from('0,,');
/** `1,"`: a line whose cells come as JSON, to go through the rule here. */
const AS_JSON = Buffer.from('1,"');
const CR = 0x0d;

/**
 * The Master CSV's rows from the lines of masterCsvCopy's COPY, as they come: a line PostgreSQL
 * wrote is passed on without its `0,,` (and with CRLF, as RFC 4180 and the rest of the product's
 * CSV end lines), a line of JSON is written through the rule (masterCsvLine). No line has a line
 * break inside (one in a cell sends the row as JSON, whose text escapes it), so each LF ends one.
 * The chunks are written over: they must be this function's alone.
 */
export async function* masterCsvFromCopy(copied: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer | null = null;
  for await (const chunk of copied) {
    const text: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    const end = text.lastIndexOf(LF) + 1;
    rest = end < text.length ? Buffer.from(text.subarray(end)) : null;
    if (end > 0) yield* copiedLines(text, end);
  }
  if (rest) throw new Error('The Master CSV export ended inside a row.');
}

/**
 * The Master CSV text of the whole lines in `text` before `end`, written over `text` itself (a
 * written line loses 3 bytes and gains a CR, so the writing never overtakes the reading): no
 * second buffer per chunk for the garbage collector to find.
 */
function* copiedLines(text: Buffer, end: number): Generator<Buffer> {
  let from = 0;
  let at = 0;
  for (let start = 0; start < end;) {
    const lf = text.indexOf(LF, start);
    if (text.compare(WRITTEN, 0, 3, start, start + 3) === 0) {
      at += text.copy(text, at, start + 3, lf);
      text[at++] = CR;
      text[at++] = LF;
    } else if (text.compare(AS_JSON, 0, 3, start, start + 3) === 0) {
      if (at > from) yield text.subarray(from, at);
      yield Buffer.from(masterCsvLine(jsonCells(text, start + 2)));
      from = at = lf + 1;
    } else {
      throw new Error('The Master CSV export wrote a line of an unknown form.');
    }
    start = lf + 1;
  }
  if (at > from) yield text.subarray(from, at);
}

/** The cells of the quoted JSON field that starts at `open` (its quotes doubled, as CSV writes). */
function jsonCells(text: Buffer, open: number): MasterCsvCells {
  let close = text.indexOf(QUOTE, open + 1);
  while (text[close + 1] === QUOTE) close = text.indexOf(QUOTE, close + 2);
  return JSON.parse(text.toString('utf8', open + 1, close).replaceAll('""', '"')) as MasterCsvCells;
}
