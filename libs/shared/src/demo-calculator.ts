// The calculator shown in demo mode (company 10): a solar deal paid by price-per-watt tier, net of
// the financing dealer fee, plus 10% of adders.
import type { CalculatorConfig } from './types.js';

export const DEMO_CALCULATOR: CalculatorConfig = {
  title: 'Solar Commission Calculator',
  buttonText: 'Calculate',
  resultLabel: 'Commission',
  result_units: '$',
  inputs: [
    { id: 'systemSize', label: 'System Size', units: 'kW', placeholder: '8.0' },
    { id: 'pricePerWatt', label: 'Price Per Watt', units: '$', placeholder: '3.60' },
    { id: 'adders', label: 'Adders', units: '$', placeholder: '0' },
    {
      id: 'baseRedline',
      label: 'Base Redline',
      units: '$/W',
      isHardcoded: true,
      hardcodedValue: 2.9,
    },
    { id: 'dealerFee', label: 'Dealer Fee', units: '%', isHardcoded: true, hardcodedValue: 12 },
  ],
  operation:
    'commissionPct = pricePerWatt < baseRedline ? 0 : lookup(pricePerWatt); ' +
    'commission = systemSize * 1000 * pricePerWatt * (1 - dealerFee / 100) * commissionPct / 100' +
    ' + adders * 0.1',
  lookupTableColumns: ['PPW Tier', 'Rep Commission %'],
  lookupTable: [
    { 'PPW Tier': 2.9, 'Rep Commission %': 3 },
    { 'PPW Tier': 3.0, 'Rep Commission %': 4 },
    { 'PPW Tier': 3.5, 'Rep Commission %': 6 },
    { 'PPW Tier': 4.0, 'Rep Commission %': 8 },
    { 'PPW Tier': 4.5, 'Rep Commission %': 10 },
  ],
  lookupTableOperation:
    'systemSize * 1000 * PPW_Tier * (1 - dealerFee / 100) * Rep_Commission / 100',
  lookupTableResultColumn: { label: 'Est. Commission', units: '$' },
};
