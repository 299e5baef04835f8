import { describe, expect, it } from 'vitest';
import {
  evaluateCalculator,
  lookupTableRows,
  roundTo2,
  validateCalculatorConfig,
} from './calculator.js';
import { DEMO_CALCULATOR } from './demo-calculator.js';
import type { CalculatorConfig } from './types.js';
import { aCalculator, refusal } from './calculator.fixtures.js';

describe('validateCalculatorConfig', () => {
  it('accepts a well-formed calculator', () => {
    expect(validateCalculatorConfig(aCalculator())).toEqual({ ok: true });
  });

  it('accepts a calculator that has no operation yet', () => {
    const config = aCalculator({ operation: undefined, lookupTableOperation: undefined });
    expect(validateCalculatorConfig(config)).toEqual({ ok: true });
  });

  it.each([
    ['commission = (1 +', /parse error|unexpected/i],
    ['commission = bonus', "Unknown name 'bonus'"],
    ['bonus = 1; commission = bonus', "not 'bonus'"],
    ['systemSize = 1; commission = systemSize', "not 'systemSize'"],
    ['min = 1; commission = 2', "not 'min'"],
    ['commission = sqrt(4)', "Unknown name 'sqrt'"],
  ])('refuses the operation %j', (operation, message) => {
    const result = validateCalculatorConfig(aCalculator({ operation }));
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.message).toMatch(message);
  });

  it('refuses an input id used twice', () => {
    const inputs = [
      { id: 'a', label: 'A' },
      { id: 'a', label: 'B' },
    ];
    expect(validateCalculatorConfig(aCalculator({ inputs }))).toEqual({
      ok: false,
      message: "Input id 'a' is used by more than one input",
      code: 'inputIdTwice',
      params: { id: 'a' },
    });
  });

  it.each(['', 'system size', '1st', 'a-b', 'a.b', '$x'])(
    'refuses the input id %j as not identifier-shaped',
    (id) => {
      expect(refusal(aCalculator({ inputs: [{ id, label: 'X' }] }))).toContain('must start');
    },
  );

  it.each([
    'commission',
    'commissionPct',
    'min',
    'lookup',
    'if',
    'and',
    'true',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'myprototype',
  ])('refuses the reserved input id %j', (id) => {
    expect(refusal(aCalculator({ inputs: [{ id, label: 'X' }] }))).toContain('reserved');
  });

  it('refuses a hidden value that is not a number', () => {
    const inputs = [{ id: 'fee', label: 'Dealer Fee', isHardcoded: true, hardcodedValue: 'lots' }];
    expect(validateCalculatorConfig(aCalculator({ inputs }))).toEqual({
      ok: false,
      message: "Hidden value 'Dealer Fee' must be a number",
      code: 'hiddenNotNumber',
      params: { label: 'Dealer Fee' },
    });
  });

  it('refuses a rate table operation naming an unknown column', () => {
    const config = aCalculator({ lookupTableOperation: 'Tier * 2' });
    expect(refusal(config)).toContain("Unknown name 'Tier' in the rate table operation");
  });

  it('refuses columns that would share a variable name', () => {
    const config = aCalculator({
      lookupTableColumns: ['PPW Tier', 'PPW-Tier'],
      lookupTable: [{ 'PPW Tier': 3, 'PPW-Tier': 4 }],
    });
    expect(validateCalculatorConfig(config)).toMatchObject({ ok: false });
  });

  it('refuses a column whose variable clashes with an input id', () => {
    const config = aCalculator({
      lookupTableColumns: ['systemSize', 'Rep Commission %'],
      lookupTable: [{ systemSize: 3, 'Rep Commission %': 4 }],
    });
    expect(validateCalculatorConfig(config)).toMatchObject({ ok: false });
  });

  it('refuses lookup() without usable tiers', () => {
    const empty = aCalculator({ lookupTable: [], lookupTableColumns: [] });
    expect(validateCalculatorConfig(empty)).toMatchObject({ ok: false });
    const oneColumn = aCalculator({ lookupTable: [{ Tier: 3 }], lookupTableColumns: ['Tier'] });
    expect(validateCalculatorConfig(oneColumn)).toMatchObject({ ok: false });
    const textTier = aCalculator({
      lookupTable: [{ 'PPW Tier': 'low', 'Rep Commission %': 4 }],
      lookupTableOperation: undefined,
    });
    expect(validateCalculatorConfig(textTier)).toMatchObject({ ok: false });
  });

  it('refuses shapes that are not a calculator', () => {
    const garbage = [{ inputs: 'x' }, { lookupTable: 5 }, { operation: 42 }, { inputs: [null] }];
    for (const config of garbage) {
      expect(validateCalculatorConfig(config as unknown as CalculatorConfig).ok).toBe(false);
    }
  });
});

describe('DEMO_CALCULATOR', () => {
  it('passes validation', () => {
    expect(validateCalculatorConfig(DEMO_CALCULATOR)).toEqual({ ok: true });
  });

  it('pays an 8 kW deal at $3.60/W with $1,500 adders at the 3.5 tier, net of the dealer fee', () => {
    const result = evaluateCalculator(DEMO_CALCULATOR, {
      systemSize: 8,
      pricePerWatt: 3.6,
      adders: 1500,
    });
    expect(result.commissionPct).toBe(6);
    expect(roundTo2(result.commission)).toBe(1670.64); // 8000 × 3.6 × 0.88 × 6% + 150
  });

  it('pays nothing below the redline', () => {
    const result = evaluateCalculator(DEMO_CALCULATOR, { systemSize: 8, pricePerWatt: 2.5 });
    expect(result).toEqual({ commission: 0, commissionPct: 0 });
  });

  it('pays 0 for an empty form', () => {
    expect(evaluateCalculator(DEMO_CALCULATOR, {}).commission).toBe(0);
  });

  it('estimates each tier for the entered system size', () => {
    const rows = lookupTableRows(DEMO_CALCULATOR, { systemSize: 8 });
    expect(rows.map((row) => row.calculated)).toEqual([612.48, 844.8, 1478.4, 2252.8, 3168]);
  });
});
