import { describe, expect, it } from 'vitest';
import {
  currentYear,
  formatProseDate,
  formatProseMoment,
  formatTableDate,
  formatTableMoment,
  plural,
  pluralWord,
} from './copy-format.js';

describe('date styles', () => {
  it('writes a calendar date as M/D/YYYY in tables and Mon D, YYYY in prose', () => {
    expect(formatTableDate('2026-10-23')).toBe('10/23/2026');
    expect(formatTableDate('2026-10-09')).toBe('10/9/2026');
    expect(formatProseDate('2026-10-23')).toBe('Oct 23, 2026');
    expect(formatProseDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  it('keeps PENDING and CANCELLED as words', () => {
    expect(formatTableDate('PENDING')).toBe('PENDING');
    expect(formatProseDate('CANCELLED')).toBe('CANCELLED');
    expect(formatTableDate(null)).toBe('');
  });

  it('reads a moment in local time', () => {
    const local = new Date(2024, 2, 5, 14, 7);
    expect(formatTableMoment(local.toISOString())).toBe('3/5/2024 2:07 PM');
    expect(formatProseMoment(local)).toBe('Mar 5, 2024 at 2:07 PM');
    expect(formatTableDate(local.toISOString())).toBe('3/5/2024');
    expect(formatTableMoment('not a time')).toBe('');
  });
});

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'record')).toBe('1 record');
    expect(plural(0, 'record')).toBe('0 records');
    expect(plural(1204, 'row')).toBe('1,204 rows');
    expect(plural(6, 'new email address', 'new email addresses')).toBe('6 new email addresses');
    expect(plural(1, 'new email address', 'new email addresses')).toBe('1 new email address');
    expect(pluralWord(2, 'Email')).toBe('Emails');
    expect(pluralWord(1, 'Email')).toBe('Email');
  });
});

describe('currentYear', () => {
  it('comes from the clock', () => {
    expect(currentYear(new Date(2031, 0, 1))).toBe(2031);
  });
});
