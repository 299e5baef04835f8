import { describe, expect, it } from 'vitest';
import { formatPct, showCalculated, withUnits } from './calculator-format.js';

describe('withUnits', () => {
  it.each([
    [1234.5, '$', '$1,234.50'],
    [-50, ' $ ', '-$50.00'],
    [8, 'kW', '8.00 kW'],
    [6, '%', '6.00%'],
    [1234.5, undefined, '1,234.50'],
    [3, '  ', '3.00'],
  ])('%d with %j is %s', (value, units, expected) => {
    expect(withUnits(value, units)).toBe(expected);
  });
});

describe('showCalculated', () => {
  it('shows a number with its units and a word as it is', () => {
    expect(showCalculated(0.2, '$')).toBe('$0.20');
    expect(showCalculated('N/A', '$')).toBe('N/A');
    expect(showCalculated('Error')).toBe('Error');
  });
});

describe('formatPct', () => {
  it.each([
    [6, '6'],
    [6.5, '6.5'],
    [6.125, '6.13'],
    [0.1 + 0.2, '0.3'],
  ])('%d is %s', (pct, expected) => {
    expect(formatPct(pct)).toBe(expected);
  });
});
