// How the calculator shows numbers that carry a unit: '$' leads ('$1,234.50'), any other unit
// follows ('8.00 kW', '6.00%'). The rep app's calculator shows them the same way.
import { formatAmount, formatMoney } from '@commissionbee/shared/money';
import type { CalculatedCell } from '@commissionbee/shared/calculator';

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

/** A hidden value as stored, with its unit next to it. */
export function showHiddenValue(value: unknown, units?: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  const unit = units?.trim();
  if (!unit || text === '') return text;
  return unit === '$' ? `$${text}` : `${text} ${unit}`;
}
