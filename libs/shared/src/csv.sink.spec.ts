// The RecordSink of parseCsvText and validateRecords: the upload worker streams a large upload's
// records into the server's COPY while it validates the rest, so the sink must only ever see
// records of an upload that is valid so far, in row order, and must not change the answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUpload,
  parseCsvText,
  validateRecords,
  type LedgerField,
  type RecordSink,
} from './csv.js';
import { GOOD_LINE, HEADER, aRecord } from './csv.fixtures.js';
import type { LedgerRecordInput } from './types.js';

/** A sink that keeps what it is given: the header's fields and each call's records. */
function aSink(every: number, takes = true) {
  const seen = {
    fields: [] as (readonly LedgerField[] | null)[],
    calls: [] as LedgerRecordInput[][],
  };
  const sink: RecordSink = {
    every,
    begin(fields) {
      seen.fields.push(fields);
      return takes;
    },
    take(records, start, end) {
      seen.calls.push(records.slice(start, end));
    },
  };
  return { sink, seen };
}

const csvOf = (lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
const line = (i: number, amount = `${i}.00`) =>
  `2024-03-05,Jane Doe,jane@example.com,Job ${i},M1,${amount},max@example.com,,`;

describe('parseCsvText with a RecordSink', () => {
  it('hands over the valid records in whole groups of `every`, in row order, and keeps the rest', () => {
    const { sink, seen } = aSink(3);
    const result = parseCsvText(csvOf([1, 2, 3, 4, 5, 6, 7].map((i) => line(i))), sink);
    expect(canUpload(result)).toBe(true);
    expect(seen.calls.map((call) => call.map((r) => r.item_name))).toEqual([
      ['Job 1', 'Job 2', 'Job 3'],
      ['Job 4', 'Job 5', 'Job 6'],
    ]);
    // The answer is whole: the caller sends what is left (Job 7) itself.
    expect(result.records.map((r) => r.item_name)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => `Job ${i}`),
    );
  });

  it('asks once, with the fields the header names, and takes nothing when told not to', () => {
    const { sink, seen } = aSink(1, false);
    const result = parseCsvText(
      'Amount,Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Line ID\r\n' +
        '10,2024-03-05,Jane,jane@example.com,Job,M1,L-1\r\n',
      sink,
    );
    expect(seen.fields).toEqual([
      ['amount', 'pay_date', 'rep_name', 'rep_email', 'item_name', 'item_pay_type', 'line_id'],
    ]);
    expect(seen.calls).toEqual([]);
    expect(result.records).toHaveLength(1);
  });

  it('hands over nothing more after a bad row, and nothing at all after a bad header', () => {
    const late = aSink(2);
    const lines = [1, 2, 3, 4, 5, 6].map((i) => line(i));
    lines[3] = line(4, 'lots');
    const result = parseCsvText(csvOf(lines), late.sink);
    expect(canUpload(result)).toBe(false);
    expect(late.seen.calls.map((call) => call.map((r) => r.item_name))).toEqual([
      ['Job 1', 'Job 2'],
    ]);

    const header = aSink(1);
    parseCsvText(`${HEADER},Amount\r\n${GOOD_LINE}\r\n${GOOD_LINE}\r\n`, header.sink);
    expect(header.seen.calls).toEqual([]);
  });

  it('takes nothing from a row whose field count or quotes are wrong, or after it', () => {
    const { sink, seen } = aSink(1);
    parseCsvText(csvOf([line(1), `${line(2)},extra`, line(3)]), sink);
    expect(seen.calls.map((call) => call.map((r) => r.item_name))).toEqual([['Job 1']]);
  });

  it('answers exactly what it answers without a sink, for any file', () => {
    const cell = fc.oneof(
      fc.constantFrom('2024-03-05', 'PENDING', 'jane@example.com', '12.50', 'x', '', '"q""', ' '),
      fc.string({ maxLength: 6 }),
    );
    const row = fc.array(cell, { minLength: 8, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.integer({ min: 1, max: 5 }), (rows, n) => {
        const text = csvOf(rows.map((cells, i) => (i % 3 === 0 ? line(i) : cells.join(','))));
        const { sink, seen } = aSink(n);
        const withSink = parseCsvText(text, sink);
        expect(withSink).toEqual(parseCsvText(text));
        // What it took is the start of the records, and only ever of a file valid so far.
        const taken = seen.calls.flat();
        expect(withSink.records.slice(0, taken.length)).toEqual(taken);
        if (taken.length > 0 && !canUpload(withSink)) {
          const firstBad = Math.min(...withSink.issues.map((issue) => issue.row));
          expect(taken.length).toBeLessThanOrEqual(firstBad - 2);
        }
      }),
    );
  });
});

describe('validateRecords with a RecordSink', () => {
  it('asks with no header fields and hands over groups until the first bad record', () => {
    const { sink, seen } = aSink(2);
    const records = [1, 2, 3, 4, 5].map((i) => aRecord({ item_name: `Job ${i}` }));
    records[4] = aRecord({ amount: 'x' });
    const result = validateRecords(records, sink);
    expect(seen.fields).toEqual([null]);
    expect(seen.calls.map((call) => call.map((r) => r.item_name))).toEqual([
      ['Job 1', 'Job 2'],
      ['Job 3', 'Job 4'],
    ]);
    expect(result).toEqual(validateRecords(records));
  });

  it('asks nothing of a body that is not a list', () => {
    const { sink, seen } = aSink(1);
    validateRecords({ data: [] } as never, sink);
    expect(seen.fields).toEqual([]);
  });
});
