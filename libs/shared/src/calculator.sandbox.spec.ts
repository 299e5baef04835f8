import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { evaluateCalculator, lookupTableRows, validateCalculatorConfig } from './calculator.js';
import { aCalculator, commissionOf } from './calculator.fixtures.js';

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
