import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalStringToCents,
  formatAmount,
  formatMoney,
  fromCents,
  shortMoney,
  sumAmounts,
  toCents,
} from './money.js';

describe('decimalStringToCents', () => {
  const sut = decimalStringToCents;

  it('rounds half away from zero on the digits as written', () => {
    expect(sut('1.005')).toBe(101);
    expect(sut('-1.005')).toBe(-101);
    expect(sut('0.004')).toBe(0);
    expect(sut('12.3')).toBe(1230);
    expect(sut('.5')).toBe(50);
  });

  it('refuses text that is not a plain decimal', () => {
    expect(sut('1e5')).toBeNull();
    expect(sut('1,000')).toBeNull();
    expect(sut('.')).toBeNull();
    expect(sut('')).toBeNull();
  });

  it('never gives negative zero', () => {
    expect(Object.is(sut('-0.001'), 0)).toBe(true);
  });
});

describe('toCents', () => {
  const sut = toCents;

  it('reads numbers and PostgreSQL numeric strings', () => {
    expect(sut(1234.5)).toBe(123450);
    expect(sut('1234.50')).toBe(123450);
    expect(sut(1.005)).toBe(101);
  });

  it('counts what is not a number as zero', () => {
    expect(sut(null)).toBe(0);
    expect(sut(Number.NaN)).toBe(0);
    expect(sut('abc')).toBe(0);
    expect(sut(1e-9)).toBe(0);
  });
});

describe('fromCents', () => {
  it('never gives negative zero', () => {
    const sut = fromCents;
    expect(Object.is(sut(-0), 0)).toBe(true);
    expect(sut(-5050)).toBe(-50.5);
  });
});

describe('formatMoney', () => {
  const sut = formatMoney;

  it('shows a dollar sign, thousands separators and two decimals', () => {
    expect(sut(1234.5)).toBe('$1,234.50');
    expect(sut(1234567.891)).toBe('$1,234,567.89');
    expect(sut(0)).toBe('$0.00');
    expect(sut(999)).toBe('$999.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(sut(-50)).toBe('-$50.00');
  });

  it('shows an amount that rounds to zero without a minus sign', () => {
    expect(sut(-0.001)).toBe('$0.00');
  });

  it('accepts numeric strings', () => {
    expect(sut('1000.1')).toBe('$1,000.10');
  });
});

describe('formatAmount', () => {
  const sut = formatAmount;

  it('shows thousands separators and two decimals without a currency sign', () => {
    expect(sut(1234.5)).toBe('1,234.50');
    expect(sut(-1234.5)).toBe('-1,234.50');
  });
});

describe('shortMoney', () => {
  const sut = shortMoney;

  it('shows whole dollars up to 1000', () => {
    expect(sut(950)).toBe('$950');
    expect(sut(137.5)).toBe('$138');
    expect(sut(1000)).toBe('$1000');
    expect(sut(0)).toBe('$0');
  });

  it('shows thousands with k and one decimal above 1000', () => {
    expect(sut(1234)).toBe('$1.2k');
    expect(sut(12000)).toBe('$12k');
    expect(sut(1234567)).toBe('$1,234.6k');
  });

  it('keeps the sign of negative values', () => {
    expect(sut(-1500)).toBe('-$1.5k');
    expect(sut(-20)).toBe('-$20');
  });
});

describe('sumAmounts', () => {
  const sut = sumAmounts;

  it('adds to the exact cent where floating point would drift', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: 0.1 }));
    expect(sut(rows)).toBe(1);
    expect(sut([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
  });

  it('adds numeric strings and negative clawbacks', () => {
    expect(sut([{ amount: '1250.00' }, { amount: -500 }, { amount: null }])).toBe(750);
  });

  it('is zero for no rows', () => {
    expect(sut([])).toBe(0);
  });

  it('equals the sum of integer cents for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e11, max: 1e11 })), (cents) => {
        expect(sut(cents.map((c) => ({ amount: c / 100 })))).toBe(
          fromCents(cents.reduce((a, b) => a + b, 0)),
        );
      }),
    );
  });
});
