// How the calculator shows numbers that carry a unit: '$' leads ('$1,234.50'), any other unit
// follows ('8.00 kW', '6.00%').
import { formatAmount, formatMoney } from '@commissionbee/shared/money';

export function withUnits(value: number, units?: string): string {
  const unit = units?.trim() ?? '';
  if (unit === '$') return formatMoney(value);
  if (!unit) return formatAmount(value);
  return unit === '%' ? `${formatAmount(value)}%` : `${formatAmount(value)} ${unit}`;
}

/** 'Commission: 6%': at most 2 decimals, no trailing zeros. */
export function formatPct(pct: number): string {
  return String(Number(pct.toFixed(2)));
}

/** A rate-table cell as written in the config. */
export function formatCell(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}
