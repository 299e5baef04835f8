// How both calculators (admin test run and rate table, rep calculator and rate key) show numbers
// that carry a unit: '$' leads ('$1,234.50'), any other unit follows ('8.00 kW', '6.00%').
// Apart from calculator.ts so that showing a result never loads the formula engine.
import type { CalculatedCell } from './calculator.js';
import { formatAmount, formatMoney } from './money.js';

export function withUnits(value: number, units?: string): string {
  const unit = units?.trim() ?? '';
  if (unit === '$') return formatMoney(value);
  if (!unit) return formatAmount(value);
  return unit === '%' ? `${formatAmount(value)}%` : `${formatAmount(value)} ${unit}`;
}

/** A rate-table calculated cell: the number with its units, or 'Error' / 'N/A'. */
export function showCalculated(cell: CalculatedCell, units?: string): string {
  return typeof cell === 'number' ? withUnits(cell, units) : cell;
}

/** 'Commission: 6%': at most 2 decimals, no trailing zeros. */
export function formatPct(pct: number): string {
  return String(Number(pct.toFixed(2)));
}
