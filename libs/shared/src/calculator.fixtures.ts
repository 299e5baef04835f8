import { evaluateCalculator, validateCalculatorConfig } from './calculator.js';
import type { CalculatorConfig } from './types.js';

/** Shared fixtures of the calculator.*.spec.ts files (not a spec itself; kept out of dist by tsconfig.build.json). */
export function aCalculator(overrides: Partial<CalculatorConfig> = {}): CalculatorConfig {
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
export function refusal(config: CalculatorConfig): string {
  const result = validateCalculatorConfig(config);
  return result.ok ? '' : result.message;
}

export function commissionOf(operation: string, values: Record<string, unknown> = {}): number {
  return evaluateCalculator(aCalculator({ operation }), values).commission;
}
