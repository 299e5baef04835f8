import { describe, expect, it } from 'vitest';
import {
  countedCents,
  countsInTotal,
  payBucket,
  payBucketTotals,
  repTotals,
  totalChanges,
  uploadTotals,
} from './numbers.js';

const line = (pay_date: string, amount: number | string, rep_email = 'ann@example.com') => ({
  pay_date,
  amount,
  rep_email,
});

describe('the product numbers', () => {
  it('counts PAID and PENDING lines in totals and never CANCELLED ones', () => {
    expect(countsInTotal('PAID')).toBe(true);
    expect(countsInTotal('PENDING')).toBe(true);
    expect(countsInTotal('CANCELLED')).toBe(false);
    expect(countedCents(line('CANCELLED', 640))).toBe(0);
    expect(countedCents(line('pending', '12.34'))).toBe(1234);
  });

  it('puts a line in the bucket of its pay date, or PENDING / CANCELLED', () => {
    expect(payBucket('2026-11-20')).toBe('2026-11-20');
    expect(payBucket(' Pending ')).toBe('PENDING');
    expect(payBucket('CANCELLED')).toBe('CANCELLED');
  });

  it('totals a pay date from its PAID lines, and the CANCELLED bucket at zero', () => {
    const totals = payBucketTotals([
      line('2026-11-20', 100),
      line('2026-11-20', -25.5),
      line('PENDING', 40),
      line('CANCELLED', 640),
    ]);
    expect(Object.fromEntries(totals)).toEqual({
      '2026-11-20': 7450,
      PENDING: 4000,
      CANCELLED: 0,
    });
  });

  it('totals a rep by email whatever its case and spaces, without CANCELLED lines', () => {
    const totals = repTotals([
      line('2026-11-20', 100, ' Ann@Example.com'),
      line('PENDING', 40, 'ann@example.com'),
      line('CANCELLED', 640, 'ann@example.com'),
      line('2026-11-20', 5, 'bob@example.com'),
    ]);
    expect(Object.fromEntries(totals)).toEqual({
      'ann@example.com': 14000,
      'bob@example.com': 500,
    });
  });

  it('shows a PENDING line that gets a date as a move from PENDING to its date', () => {
    const before = payBucketTotals([line('PENDING', 1432.18), line('2026-11-20', 1960.95)]);
    const after = payBucketTotals([line('2026-11-20', 1432.18), line('2026-11-20', 1960.95)]);
    expect(Object.fromEntries(totalChanges(before, after))).toEqual({
      PENDING: -143218,
      '2026-11-20': 143218,
    });
  });

  it('leaves out the keys whose total does not move', () => {
    const same = payBucketTotals([line('2026-11-06', 10)]);
    expect(totalChanges(same, same).size).toBe(0);
  });

  it('counts every line of an upload as a row and totals the ones that count', () => {
    expect(
      uploadTotals([line('2026-10-09', 73126.2), line('CANCELLED', 640), line('PENDING', 0)]),
    ).toEqual({ rows: 3, total: 73126.2 });
  });
});
