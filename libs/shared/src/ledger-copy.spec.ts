import { describe, expect, it } from 'vitest';
import {
  addsOnly,
  ledgerCopyLines,
  reconcileCopyLines,
  repEmails,
  totalCents,
} from './ledger-copy.js';
import type { LedgerRecordInput } from './types.js';

const record = (overrides: Partial<LedgerRecordInput> = {}): LedgerRecordInput => ({
  pay_date: '2024-03-05',
  rep_name: 'Jane Doe',
  rep_email: 'jane@example.com',
  item_name: 'Job 1',
  item_pay_type: 'M1',
  amount: 100.5,
  manager_email: null,
  breakdown: null,
  manual_note: null,
  ...overrides,
});

describe('ledgerCopyLines', () => {
  it('writes company, upload, date and status, quotes text, doubles quotes and leaves NULLs empty', () => {
    expect(
      ledgerCopyLines(7, 42, [
        record({
          item_name: 'Job, "big"',
          breakdown: ['a "b"', 'single-line'],
          manager_email: 'boss@example.com',
        }),
        record({ pay_date: 'PENDING', amount: -3, manual_note: '', manager_email: '' }),
      ]),
    ).toBe(
      '7,42,2024-03-05,PAID,"Jane Doe","jane@example.com","Job, ""big""","M1",100.5,"boss@example.com",' +
        '"[""a \\""b\\"""",""single-line""]",\n' +
        '7,42,,PENDING,"Jane Doe","jane@example.com","Job 1","M1",-3,,,\n',
    );
  });

  it('writes only the rows from start to end', () => {
    const rows = [
      record({ item_name: 'A' }),
      record({ item_name: 'B' }),
      record({ item_name: 'C' }),
    ];
    expect(ledgerCopyLines(1, 2, rows, 1, 2)).toContain('"B"');
    expect(ledgerCopyLines(1, 2, rows, 1, 2).split('\n')).toHaveLength(2);
  });
});

describe('reconcileCopyLines', () => {
  it('numbers the rows, writes empty text as NULL and the Line ID last', () => {
    expect(
      reconcileCopyLines([
        record({ pay_date: 'CANCELLED', manual_note: '', line_id: 'L-1' }),
        record(),
      ]),
    ).toBe(
      '0,,CANCELLED,"Jane Doe","jane@example.com","Job 1","M1",100.5,,,,"L-1"\n' +
        '1,2024-03-05,PAID,"Jane Doe","jane@example.com","Job 1","M1",100.5,,,,\n',
    );
  });
});

describe('the facts of an upload', () => {
  it('lists each rep email once, trimmed, as first written, whatever its case', () => {
    expect(
      repEmails([
        record({ rep_email: ' Ann@Example.com' }),
        record({ rep_email: 'ann@example.com' }),
        record({ rep_email: 'bob@example.com' }),
      ]),
    ).toEqual(['Ann@Example.com', 'bob@example.com']);
  });

  it('sums amounts in cents', () => {
    expect(
      totalCents([record({ amount: 0.1 }), record({ amount: 0.2 }), record({ amount: -1 })]),
    ).toBe(-70);
  });

  it('leaves CANCELLED lines out of an upload total', () => {
    expect(
      totalCents([
        record({ amount: 100 }),
        record({ amount: 40, pay_date: 'PENDING' }),
        record({ amount: 640, pay_date: 'CANCELLED' }),
      ]),
    ).toBe(14_000);
  });

  it('adds only when duplicates and pending lines are added, no pay date is replaced and no line has a Line ID', () => {
    const add = { duplicates: 'add', pending: 'add', replacePayDates: false } as const;
    expect(addsOnly([record()], add)).toBe(true);
    expect(addsOnly([record({ line_id: 'x' })], add)).toBe(false);
    expect(addsOnly([record()], { ...add, duplicates: 'skip' })).toBe(false);
    expect(addsOnly([record()], { ...add, pending: 'update' })).toBe(false);
    expect(addsOnly([record()], { ...add, replacePayDates: true })).toBe(false);
  });
});
