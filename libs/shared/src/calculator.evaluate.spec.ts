import { describe, expect, it } from 'vitest';
import { ceilTo2, evaluateCalculator, NO_OPERATION_MESSAGE, roundTo2 } from './calculator.js';
import { aCalculator, commissionOf } from './calculator.fixtures.js';

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
