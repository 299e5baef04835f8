// @vitest-environment node
// The calculator's problems in the admin's language (issue 33): the English catalogue words each
// problem exactly as the shared engine does (so English is unchanged), and Spanish words all.
import { describe, expect, it } from 'vitest';
import {
  CalculatorProblem,
  calculatorProblemOf,
  evaluateCalculator,
  validateCalculatorConfig,
} from '@commissionbee/shared/calculator';
import { createTranslator } from '@commissionbee/shared/i18n/messages';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { readCatalogue } from '@commissionbee/ui/i18n/catalogue-plugin';
import { DRAFT_PROBLEM_CODES, problemText } from './draft';

const RATE = 'Rep Commission %';
const table = (rows: Record<string, unknown>[], columns = ['Tier', RATE]) =>
  ({ lookupTableColumns: columns, lookupTable: rows }) as CalculatorConfig;

/** A config the save check refuses, one per problem it can find. */
const REFUSED: CalculatorConfig[] = [
  { inputs: 'x' as never },
  { lookupTable: 'x' as never },
  { inputs: [{ id: '1a', label: 'A' }] },
  { inputs: [{ id: 'commission', label: 'A' }] },
  {
    inputs: [
      { id: 'a', label: 'A' },
      { id: 'a', label: 'B' },
    ],
  },
  { inputs: [{ id: 'fee', label: 'Dealer Fee', isHardcoded: true, hardcodedValue: 'abc' }] },
  { ...table([{ 'A B': 1, A_B: 2 }], ['A B', 'A_B']), lookupTableOperation: 'A_B' },
  {
    inputs: [{ id: 'Tier', label: 'T' }],
    ...table([{ Tier: 1 }], ['Tier']),
    lookupTableOperation: 'Tier',
  },
  { operation: 'commission = lookup(1)' },
  { operation: 'commission = lookup(1)', ...table([{ Tier: 1 }], ['Tier']) },
  { operation: 'commission = lookup(1)', ...table([{ Tier: 'x', [RATE]: 5 }]) },
  { operation: 'commission = bonus' },
  { operation: 'bonus = 1' },
  { operation: 42 as never },
  { lookupTableOperation: 42 as never },
  { operation: 'commission = (1' },
];

/** A config and values whose run fails, one per problem only a run can find. */
const FAILED: [CalculatorConfig, Record<string, unknown>][] = [
  [{}, {}],
  [{ operation: 'commission = 1 / 0' }, {}],
  [{ operation: 'commission = lookup("a")', ...table([{ Tier: 0, [RATE]: 5 }]) }, {}],
  [{ operation: 'commission = lookup(5)', ...table([{ Tier: 0 }], ['Tier']) }, {}],
  [{ operation: 'commission = lookup(5, 3)', ...table([{ Tier: 0, [RATE]: 5 }]) }, {}],
  [{ operation: 'commission = lookup(5, "Nope")', ...table([{ Tier: 0, [RATE]: 5 }]) }, {}],
  [{ operation: 'commission = lookup(5)', ...table([]) }, {}],
  [{ operation: 'commission = lookup(5)', ...table([{ Tier: 'x', [RATE]: 5 }]) }, {}],
  [{ operation: 'commission = lookup(5)', ...table([{ Tier: 0, [RATE]: 'x' }]) }, {}],
];

function problems(): CalculatorProblem[] {
  const found = REFUSED.map((config) => {
    const check = validateCalculatorConfig(config);
    if (check.ok) throw new Error(`accepted: ${JSON.stringify(config)}`);
    return new CalculatorProblem(check.code, check.message, check.params);
  });
  for (const [config, values] of FAILED) {
    try {
      evaluateCalculator(config, values);
      throw new Error(`ran: ${JSON.stringify(config)}`);
    } catch (error) {
      found.push(calculatorProblemOf(error));
    }
  }
  return found;
}

describe('the calculator problems in the admin catalogue', () => {
  it('words every problem in English exactly as the engine does', () => {
    const t = createTranslator('en', readCatalogue('en', 'admin'));
    const made = problems();
    for (const problem of made) expect(problemText(t, problem)).toBe(problem.message);
    // Every code the engine has is made above (but 'notAllowed', a guard behind the parser's own
    // refusals), so a new problem fails here until it is made and worded.
    const notMade = ['formulaRequired', 'idRequired', 'notAllowed'];
    expect(new Set(made.map((problem) => problem.code))).toEqual(
      new Set(DRAFT_PROBLEM_CODES.filter((code) => !notMade.includes(code))),
    );
  });

  it('words every problem in Spanish, with its values', () => {
    const t = createTranslator('es-US', readCatalogue('es-US', 'admin'));
    const made = problems();
    const words = made.map((problem) => problemText(t, problem));
    made.forEach((problem, i) => expect(words[i]).not.toBe(problem.message));
    expect(words).toContain("El id 'a' lo usa más de un campo");
    expect(words).toContain("El valor oculto 'Dealer Fee' debe ser un número");
    expect(words.find((text) => text.startsWith('Nombre desconocido'))).toBe(
      "Nombre desconocido 'bonus' en la fórmula. Puede usar commission, commissionPct y min, max, round, roundTo, floor, ceil, abs, if, lookup",
    );
    expect(words).toContain('No se puede leer la fórmula: parse error [1:16]: Expected )');
  });
});
