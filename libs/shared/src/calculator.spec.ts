import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  rateTierColumn,
  ceilTo2,
  columnVariable,
  evaluateCalculator,
  lookupTableRows,
  NO_OPERATION_MESSAGE,
  roundTo2,
  validateCalculatorConfig,
} from './calculator.js';
import { DEMO_CALCULATOR } from './demo-calculator.js';
import type { CalculatorConfig } from './types.js';

function aCalculator(overrides: Partial<CalculatorConfig> = {}): CalculatorConfig {
  return {
    title: 'Test',
    inputs: [
      { id: 'systemSize', label: 'System Size', units: 'kW' },
      { id: 'pricePerWatt', label: 'Price Per Watt', units: '$' },
      { id: 'adders', label: 'Adders', units: '$' },
      { id: 'redline', label: 'Redline', isHardcoded: true, hardcodedValue: 2.9 },
    ],
    operation:
      'commissionPct = lookup(pricePerWatt); ' +
      'commission = systemSize * 1000 * pricePerWatt * commissionPct / 100 + adders * 0.1',
    lookupTableColumns: ['PPW Tier', 'Rep Commission %'],
    lookupTable: [
      { 'PPW Tier': 3.0, 'Rep Commission %': 4 },
      { 'PPW Tier': 3.5, 'Rep Commission %': 6 },
      { 'PPW Tier': 4.0, 'Rep Commission %': 8 },
      { 'PPW Tier': 4.5, 'Rep Commission %': 10 },
    ],
    lookupTableOperation: 'systemSize * 1000 * PPW_Tier * Rep_Commission / 100',
    lookupTableResultColumn: { label: 'Est. Commission', units: '$' },
    ...overrides,
  };
}

/** The message of a refused config, or '' when it is accepted. */
function refusal(config: CalculatorConfig): string {
  const result = validateCalculatorConfig(config);
  return result.ok ? '' : result.message;
}

function commissionOf(operation: string, values: Record<string, unknown> = {}): number {
  return evaluateCalculator(aCalculator({ operation }), values).commission;
}

describe('evaluateCalculator', () => {
  it('computes commission and commissionPct from the rate tier and inputs', () => {
    const result = evaluateCalculator(aCalculator(), {
      systemSize: 8,
      pricePerWatt: 3.6,
      adders: 1500,
    });
    expect(result.commissionPct).toBe(6);
    expect(result.commission).toBeCloseTo(8000 * 3.6 * 0.06 + 150, 9);
  });

  it('reads numeric strings as typed in number fields', () => {
    const result = evaluateCalculator(aCalculator(), {
      systemSize: ' 10 ',
      pricePerWatt: '4.5',
      adders: '',
    });
    expect(result).toEqual({ commission: 4500, commissionPct: 10 });
  });

  it.each([[''], ['abc'], [undefined], [null], [NaN], [Infinity], [{}], [[3]], [true]])(
    'counts the input %j as 0',
    (value) => {
      expect(commissionOf('commission = systemSize + 1', { systemSize: value })).toBe(1);
    },
  );

  it('uses the hidden value, not what the rep sends, for a hardcoded input', () => {
    expect(commissionOf('commission = redline', { redline: 99 })).toBe(2.9);
  });

  it('counts an empty hidden value as 0', () => {
    const config = aCalculator({
      operation: 'commission = fee + 1',
      inputs: [{ id: 'fee', label: 'Fee', isHardcoded: true, hardcodedValue: '' }],
    });
    expect(evaluateCalculator(config, { fee: 5 }).commission).toBe(1);
  });

  it('gives a null commissionPct when the operation does not set one', () => {
    expect(evaluateCalculator(aCalculator({ operation: 'commission = 5' }), {})).toEqual({
      commission: 5,
      commissionPct: null,
    });
  });

  it('takes the value of an operation that assigns nothing as the commission', () => {
    expect(commissionOf('systemSize * 2', { systemSize: 4 })).toBe(8);
  });

  it('does not round the commission (the screens round it)', () => {
    expect(commissionOf('1 / 3')).toBeCloseTo(0.3333333, 6);
  });

  it('supports conditionals, comparisons and logic', () => {
    expect(commissionOf('systemSize > 5 ? 100 : 50', { systemSize: 6 })).toBe(100);
    expect(commissionOf('if(systemSize >= 5 and adders == 0, 1, 2)', { systemSize: 5 })).toBe(1);
    expect(commissionOf('not (systemSize != 0) or adders < 0 ? 7 : 8')).toBe(7);
    expect(commissionOf('systemSize <= 1 ? 1 : 0')).toBe(1);
  });

  it('supports min, max, round, roundTo, floor, ceil, abs and arithmetic', () => {
    expect(commissionOf('min(3, 1, 2) + max(3, 9)')).toBe(10);
    expect(commissionOf('round(2.5) + floor(2.7) + ceil(2.1) + abs(-4)')).toBe(12);
    expect(commissionOf('roundTo(2.34567, 2)')).toBe(2.35);
    expect(commissionOf('2 ^ 3 + 7 % 4 - -1')).toBe(12);
    expect(commissionOf('commission = 1; commission = commission + 1')).toBe(2);
  });

  it.each([undefined, '', '   '])('refuses the operation %j as not defined', (operation) => {
    expect(() => evaluateCalculator(aCalculator({ operation }), {})).toThrow(NO_OPERATION_MESSAGE);
  });

  it("reports the engine's message for a malformed operation", () => {
    expect(() => commissionOf('commission = (1 +')).toThrow(/parse error|unexpected/i);
  });

  it('refuses a name that is not an input, with the name in the message', () => {
    expect(() => commissionOf('commission = bonus')).toThrow("Unknown name 'bonus'");
  });

  it('does not expose values for ids that are not inputs', () => {
    expect(() => commissionOf('commission = secret', { secret: 5 })).toThrow('secret');
  });

  it('refuses a commission that is not a finite number', () => {
    expect(() => commissionOf('commission = adders / systemSize')).toThrow(
      'did not produce a number',
    );
    expect(() => commissionOf("commission = 'text'")).toThrow('did not produce a number');
    expect(() => commissionOf('commission = 1 > 0')).toThrow('did not produce a number');
  });

  it('refuses functions outside the allow-list', () => {
    for (const operation of ['sqrt(4)', 'sin(1)', 'random()', 'pow(2, 3)', 'length 3', 'fac(3)']) {
      expect(() => commissionOf(operation), operation).toThrow();
    }
  });
});

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

describe('roundTo2 and ceilTo2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [1670.635, 1670.64],
    [-0.001, 0],
  ])('roundTo2(%d) is %d', (x, expected) => {
    expect(roundTo2(x)).toBe(expected);
  });

  it.each([
    [1.1, 1.1],
    [1.001, 1.01],
    [0.1 * 3, 0.3],
    [844.8000000000001, 844.8],
    [-1.239, -1.23],
    [12, 12],
  ])('ceilTo2(%d) is %d', (x, expected) => {
    expect(ceilTo2(x)).toBe(expected);
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

// Payloads known to break naive expression sandboxes. Each must be refused or throw, and none may
// run code: the canary and Object.prototype must come through untouched.
const CANARY = '__calculatorCanary';
const SET_CANARY = `globalThis.${CANARY} = 'escaped'`;
const ESCAPES = [
  `constructor.constructor("${SET_CANARY}")()`,
  `toString.constructor("${SET_CANARY}")()`,
  "toString.constructor('return process')()",
  `[].constructor.constructor("${SET_CANARY}")()`,
  `''.constructor.constructor("${SET_CANARY}")()`,
  `(1).constructor.constructor("${SET_CANARY}")()`,
  `min.constructor("${SET_CANARY}")()`,
  `lookup.constructor("${SET_CANARY}")()`,
  `this.constructor.constructor("${SET_CANARY}")()`,
  'this',
  'constructor',
  "constructor('return this')()",
  'prototype',
  '__proto__',
  '__proto__ = 1',
  'commission = 1; __proto__.polluted = 1',
  'commission = 1; constructor.prototype.polluted = 1',
  'systemSize.__proto__.polluted = 1',
  'toString.__proto__.polluted = 1',
  'valueOf()',
  "hasOwnProperty('x')",
  'process',
  "process.mainModule.require('child_process').execSync('id')",
  SET_CANARY,
  'window.alert(1)',
  `eval("${SET_CANARY}")`,
  `Function("${SET_CANARY}")()`,
  "require('fs')",
  "import('fs')",
  'f(x) = x; commission = f(1)',
  'constructor(x) = 1; commission = 1',
  'commission = [1, 2][0]',
  "commission = 'a' || 'b'",
  'commission = 3!',
  "commission = join(',', [1])",
  'commission = map(min, [1])',
  'x = 1; commission = x',
  'toString = 1; commission = 1',
  'commission = toString',
  'commission = if(1, min, max).call(0, 1)',
  'commission = min.apply(0, 1)',
  'commission = с', // Cyrillic letter
  'commission = cоnstructor', // with a Cyrillic o
  'commission = PI',
];

describe('formula sandbox', () => {
  const realm = globalThis as Record<string, unknown>;
  beforeEach(() => {
    realm[CANARY] = 'untouched';
  });
  afterEach(() => {
    delete realm[CANARY];
  });

  function expectHarmless(): void {
    expect(realm[CANARY]).toBe('untouched');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  }

  it.each(ESCAPES)('refuses %s on save', (operation) => {
    expect(validateCalculatorConfig(aCalculator({ operation })).ok).toBe(false);
    expect(validateCalculatorConfig(aCalculator({ lookupTableOperation: operation })).ok).toBe(
      false,
    );
    expectHarmless();
  });

  it.each(ESCAPES)('throws on %s when run', (operation) => {
    expect(() => evaluateCalculator(aCalculator({ operation }), { systemSize: 1 })).toThrow(Error);
    const rows = lookupTableRows(aCalculator({ lookupTableOperation: operation }), {});
    expect(rows.every((row) => row.calculated === 'Error')).toBe(true);
    expectHarmless();
  });

  it('throws when something other than a function is called', () => {
    expect(() => commissionOf('commission = (1)(2)')).toThrow('not an allowed function');
    expect(() => commissionOf('commission = if(1, 2, 3)(4)')).toThrow('not an allowed function');
    expectHarmless();
  });

  it('ignores hostile keys in the values and the rate table', () => {
    const values = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": 5}') as Record<
      string,
      unknown
    >;
    const row = JSON.parse(
      '{"__proto__": {"polluted": 1}, "PPW Tier": 3, "Rep Commission %": 4}',
    ) as Record<string, number>;
    const config = aCalculator({
      inputs: [
        { id: '__proto__', label: 'x' },
        { id: 'constructor', label: 'y' },
        { id: 'systemSize', label: 'z' },
      ],
      lookupTableColumns: ['PPW Tier', 'Rep Commission %', '__proto__'],
      lookupTable: [row],
      operation: 'commission = systemSize + lookup(3)',
      lookupTableOperation: 'Rep_Commission',
    });
    expect(evaluateCalculator(config, values).commission).toBe(4);
    expect(lookupTableRows(config, values)[0].calculated).toBe(4);
    expectHarmless();
  });

  const hostileToken = fc.constantFrom(
    'constructor',
    'prototype',
    '__proto__',
    'toString',
    'valueOf',
    'this',
    'process',
    'globalThis',
    'commission',
    'commissionPct',
    'systemSize',
    'lookup',
    'min',
    'if',
    '.',
    '(',
    ')',
    '[',
    ']',
    '=',
    ';',
    ',',
    "'",
    '"',
    '||',
    '!',
    '?',
    ':',
    '1',
    '0.5',
    `'${SET_CANARY}'`,
  );
  const formula = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.array(hostileToken, { maxLength: 14 }).map((tokens) => tokens.join('')),
    fc.array(hostileToken, { maxLength: 14 }).map((tokens) => tokens.join(' ')),
  );

  it('never lets an arbitrary operation escape: a number or an Error, nothing else', () => {
    fc.assert(
      fc.property(formula, fc.dictionary(fc.string(), fc.anything()), (operation, values) => {
        const config = aCalculator({ operation, lookupTableOperation: operation });
        try {
          const { commission, commissionPct } = evaluateCalculator(config, values);
          expect(Number.isFinite(commission)).toBe(true);
          expect(commissionPct === null || Number.isFinite(commissionPct)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
        }
        expect(typeof validateCalculatorConfig(config).ok).toBe('boolean');
        for (const row of lookupTableRows(config, values)) {
          expect(['number', 'string']).toContain(typeof row.calculated);
        }
        expectHarmless();
      }),
      { numRuns: 3000 },
    );
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
