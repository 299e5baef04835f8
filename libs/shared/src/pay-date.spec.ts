import { describe, expect, it } from 'vitest';
import {
  formatMonthDay,
  formatUsDate,
  isIsoDate,
  isRealPayDate,
  normalizeDate,
  normalizePayDate,
  PAY_STATUSES,
  parseLocalDate,
  payStatusOf,
  todayIso,
} from './pay-date.js';

describe('PAY_STATUSES', () => {
  it('lists the three stored statuses', () => {
    expect(PAY_STATUSES).toEqual(['PAID', 'PENDING', 'CANCELLED']);
  });
});

describe('payStatusOf', () => {
  const sut = payStatusOf;

  it('reads PENDING and CANCELLED in any case and with spaces around', () => {
    expect(sut(' pending ')).toBe('PENDING');
    expect(sut('Cancelled')).toBe('CANCELLED');
  });

  it('treats a date as paid', () => {
    expect(sut('2024-03-05')).toBe('PAID');
  });

  it('treats a missing or unreadable date as paid, leaving the date check to isRealPayDate', () => {
    expect(sut(null)).toBe('PAID');
    expect(sut('soon')).toBe('PAID');
  });
});

describe('normalizeDate', () => {
  const sut = normalizeDate;

  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-3-5', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['2024-03-05T00:00:00.000Z', '2024-03-05'],
    ['2024-03-05T23:30:00-08:00', '2024-03-05'],
    ['2024-03-05 10:15', '2024-03-05'],
    [' 2024-02-29 ', '2024-02-29'],
  ])('reads %j as %s', (input, expected) => {
    expect(sut(input)).toBe(expected);
  });

  it('keeps the date part of a timestamp instead of shifting it by the offset', () => {
    expect(sut('2024-12-31T23:59:59+14:00')).toBe('2024-12-31');
    expect(sut('2025-01-01T00:00:00-12:00')).toBe('2025-01-01');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '0000-01-01',
    '13/1/2024',
    '3/5/24',
    '2024-03-05T25:00',
    '2024-03/05',
    'March 5',
    '',
    'PENDING',
  ])('refuses %j', (input) => {
    expect(sut(input)).toBeNull();
  });

  it('refuses values that are not text', () => {
    expect(sut(20240305)).toBeNull();
    expect(sut(null)).toBeNull();
  });
});

describe('normalizePayDate', () => {
  const sut = normalizePayDate;

  it('stores the words upper-case', () => {
    expect(sut(' pending')).toBe('PENDING');
    expect(sut('cancelled ')).toBe('CANCELLED');
  });

  it('stores dates as YYYY-MM-DD', () => {
    expect(sut('12/31/2024')).toBe('2024-12-31');
  });

  it('refuses anything else', () => {
    expect(sut('PAID')).toBeNull();
    expect(sut('canceled')).toBeNull();
  });
});

describe('isRealPayDate', () => {
  const sut = isRealPayDate;

  it('is true only for real calendar dates', () => {
    expect(sut('2024-03-05')).toBe(true);
    expect(sut('PENDING')).toBe(false);
    expect(sut('2024-02-30')).toBe(false);
    expect(sut(undefined)).toBe(false);
  });
});

describe('parseLocalDate', () => {
  const sut = parseLocalDate;

  it('gives local midnight of the calendar date', () => {
    const date = sut('2024-03-05');
    expect(date).not.toBeNull();
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate()]).toEqual([2024, 2, 5]);
    expect([date!.getHours(), date!.getMinutes()]).toEqual([0, 0]);
  });

  it('keeps two-digit years as written', () => {
    expect(sut('0099-01-02')!.getFullYear()).toBe(99);
  });

  it('gives null for a status word or garbage', () => {
    expect(sut('PENDING')).toBeNull();
    expect(sut('nope')).toBeNull();
  });
});

describe('formatMonthDay', () => {
  const sut = formatMonthDay;

  it('shows month abbreviation and day', () => {
    expect(sut('2024-03-05')).toBe('Mar 5');
    expect(sut('2024-12-25')).toBe('Dec 25');
  });

  it('shows the status word for PENDING and CANCELLED', () => {
    expect(sut('pending')).toBe('PENDING');
    expect(sut('CANCELLED')).toBe('CANCELLED');
  });

  it('shows Unknown for a missing or invalid date', () => {
    expect(sut(null)).toBe('Unknown');
    expect(sut('2024-02-30')).toBe('Unknown');
  });
});

describe('formatUsDate', () => {
  const sut = formatUsDate;

  it('writes M/D/YYYY without zero padding', () => {
    expect(sut('2024-03-05')).toBe('3/5/2024');
    expect(sut('2024-11-23')).toBe('11/23/2024');
  });

  it('writes a Date in local time', () => {
    expect(sut(new Date(2024, 2, 5, 23, 59))).toBe('3/5/2024');
  });

  it('returns other text unchanged but trimmed', () => {
    expect(sut(' PENDING ')).toBe('PENDING');
    expect(sut(null)).toBe('');
  });
});

describe('todayIso', () => {
  const sut = todayIso;

  it('gives the local calendar date, even late in the evening', () => {
    expect(sut(new Date(2024, 0, 9, 23, 59, 59))).toBe('2024-01-09');
  });

  it('defaults to now', () => {
    expect(sut()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('isIsoDate', () => {
  it('accepts a real date written YYYY-MM-DD, leap days included', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it('refuses days the calendar has not, which Date.parse would roll into the next month', () => {
    expect(Number.isNaN(Date.parse('2026-02-30T00:00:00Z'))).toBe(false); // why it is not the check
    for (const value of [
      '2026-02-30',
      '2023-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '0000-01-01',
    ])
      expect(isIsoDate(value)).toBe(false);
  });

  it('refuses every other form, words and non-text', () => {
    for (const value of [
      '2024-2-3',
      '2024/02/03',
      '02/03/2024',
      ' 2024-02-03',
      '2024-02-03T00:00',
      'PENDING',
      '',
      null,
      20240203,
    ])
      expect(isIsoDate(value)).toBe(false);
  });
});
