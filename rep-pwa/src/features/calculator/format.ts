// The rep calculator's own formatting: rate-table cells as written in the config, and a result
// with its unit in the rep's language ('$' leads and keeps exact cents, any other unit follows).
import type { Formats } from '@commissionbee/shared/i18n/formats';

/** A rate-table cell as written in the config. */
export function formatCell(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

const twoDecimals = new Map<string, Intl.NumberFormat>();

/** '$1,234.50', '8.00 kW', '6.00%' (en); the number written as the language writes it. */
export function withUnits(format: Formats, value: number, units?: string): string {
  const unit = units?.trim() ?? '';
  if (unit === '$') return format.money(value);
  let numbers = twoDecimals.get(format.locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(format.locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    twoDecimals.set(format.locale, numbers);
  }
  const amount = numbers.format(value);
  if (!unit) return amount;
  return unit === '%' ? `${amount}%` : `${amount} ${unit}`;
}
