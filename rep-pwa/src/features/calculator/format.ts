// The rep calculator's own formatting; numbers with units are shown as in the admin app
// (@commissionbee/shared/calculator-format).
export { formatPct, showCalculated, withUnits } from '@commissionbee/shared/calculator-format';

/** A rate-table cell as written in the config. */
export function formatCell(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}
