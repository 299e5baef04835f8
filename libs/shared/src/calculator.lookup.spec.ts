import { describe, expect, it } from 'vitest';
import {
  rateTierColumn,
  columnVariable,
  evaluateCalculator,
  lookupTableRows,
} from './calculator.js';
import { DEMO_CALCULATOR } from './demo-calculator.js';
import { aCalculator, commissionOf } from './calculator.fixtures.js';

describe('lookup', () => {
  const pct = (value: number, config = aCalculator()) =>
    evaluateCalculator({ ...config, operation: `commissionPct = lookup(${value}); 0` }, {})
      .commissionPct;

  it('returns the rate of the highest tier at or below the value', () => {
    expect(pct(3.0)).toBe(4);
    expect(pct(3.49)).toBe(4);
    expect(pct(3.5)).toBe(6);
    expect(pct(9)).toBe(10);
  });

  it('returns 0 below the lowest tier', () => {
    expect(pct(2.99)).toBe(0);
  });

  it('does not depend on the order of the rows', () => {
    const rows = [...(aCalculator().lookupTable ?? [])].reverse();
    expect(pct(3.7, aCalculator({ lookupTable: rows }))).toBe(6);
  });

  it('reads numeric text cells such as "$3.50" and "6%"', () => {
    const config = aCalculator({
      lookupTable: [
        { 'PPW Tier': '$3.00', 'Rep Commission %': '4%' },
        { 'PPW Tier': '3.50', 'Rep Commission %': ' 6 ' },
      ],
    });
    expect(pct(3.6, config)).toBe(6);
  });

  it('reads another column when named', () => {
    expect(commissionOf("lookup(3.7, 'PPW Tier')")).toBe(3.5);
  });

  it('defaults to the second column without a Rep Commission % column', () => {
    const config = aCalculator({
      lookupTableColumns: ['Min', 'Rate'],
      lookupTable: [{ Min: 0, Rate: 2 }],
    });
    expect(pct(1, config)).toBe(2);
  });

  it('takes the columns from the first row when none are listed', () => {
    expect(pct(4.1, aCalculator({ lookupTableColumns: undefined }))).toBe(8);
  });

  it('explains an unknown column', () => {
    expect(() => commissionOf("lookup(3, 'Bonus')")).toThrow("no column 'Bonus'");
  });

  it('explains a column that is not a quoted name', () => {
    expect(() => commissionOf('lookup(3, 5)')).toThrow('column name in quotes');
  });

  it('explains a missing Rep Commission % column', () => {
    const config = aCalculator({ lookupTableColumns: ['PPW Tier'] });
    expect(() => pct(3, config)).toThrow("no 'Rep Commission %' column");
  });

  it('explains an empty rate table', () => {
    const config = aCalculator({ lookupTable: [], lookupTableColumns: [] });
    expect(() => pct(3, config)).toThrow();
  });

  it('explains a tier without a number', () => {
    const config = aCalculator({ lookupTable: [{ 'PPW Tier': 'cheap', 'Rep Commission %': 4 }] });
    expect(() => pct(3, config)).toThrow("no number in 'PPW Tier'");
  });

  it('explains a rate cell without a number', () => {
    const config = aCalculator({ lookupTable: [{ 'PPW Tier': 3, 'Rep Commission %': '' }] });
    expect(() => pct(3, config)).toThrow("no number in 'Rep Commission %'");
  });

  it('explains a value that is not a number', () => {
    expect(() => commissionOf("lookup('high')")).toThrow('lookup() needs a number');
  });
});

describe('lookupTableRows', () => {
  const values = { systemSize: 8 };

  it('adds the calculated column, rounded up to cents', () => {
    const config = aCalculator({ lookupTableOperation: 'Rep_Commission / 3' });
    expect(lookupTableRows(config, values).map((row) => row.calculated)).toEqual([
      1.34, 2, 2.67, 3.34,
    ]);
  });

  it('uses the inputs and keeps the rows as given', () => {
    const rows = lookupTableRows(aCalculator(), values);
    expect(rows[0]).toEqual({ cells: { 'PPW Tier': 3, 'Rep Commission %': 4 }, calculated: 960 });
    expect(rows.map((row) => row.calculated)).toEqual([960, 1680, 2560, 3600]);
  });

  it("shows 'Error' for a row whose calculation fails", () => {
    const config = aCalculator({ lookupTableOperation: '1 / (PPW_Tier - 3)' });
    expect(lookupTableRows(config, values).map((row) => row.calculated)).toEqual([
      'Error',
      2,
      1,
      0.67,
    ]);
  });

  it("shows 'N/A' for a row missing a value the calculation uses", () => {
    const config = aCalculator({
      lookupTable: [
        { 'PPW Tier': 3, 'Rep Commission %': '' },
        { 'PPW Tier': 3.5, 'Rep Commission %': 6 },
      ],
    });
    expect(lookupTableRows(config, values).map((row) => row.calculated)).toEqual(['N/A', 1680]);
  });

  it("shows 'N/A' everywhere without a lookup table operation", () => {
    const rows = lookupTableRows(aCalculator({ lookupTableOperation: '' }), values);
    expect(rows.map((row) => row.calculated)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
  });

  it("shows 'Error' everywhere for an operation that does not parse or names unknown things", () => {
    for (const lookupTableOperation of ['(', 'process', 'constructor']) {
      const rows = lookupTableRows(aCalculator({ lookupTableOperation }), values);
      expect(rows.map((row) => row.calculated)).toEqual(['Error', 'Error', 'Error', 'Error']);
    }
  });

  it('returns nothing without a rate table', () => {
    expect(lookupTableRows(aCalculator({ lookupTable: undefined }), values)).toEqual([]);
  });
});

describe('columnVariable', () => {
  it.each([
    ['PPW Tier', 'PPW_Tier'],
    ['Rep Commission %', 'Rep_Commission'],
    ['Est. Commission ($)', 'Est_Commission'],
    ['2024 rate', '_2024_rate'],
    ['%', null],
  ])('names the column %j %j', (column, expected) => {
    expect(columnVariable(column)).toBe(expected);
  });
});

describe('rateTierColumn', () => {
  it("names the rate table's tier column, the one each rate applies from", () => {
    expect(rateTierColumn(DEMO_CALCULATOR)).toBe('PPW Tier');
  });

  it('has none when the table holds only the rep rate', () => {
    expect(
      rateTierColumn({
        ...DEMO_CALCULATOR,
        lookupTableColumns: ['Rep Commission %'],
        lookupTable: [{ 'Rep Commission %': 5 }],
      }),
    ).toBeUndefined();
  });
});
