// The admin calculator's own formatting; numbers with units are shown as in the rep app
// (@commissionbee/shared/calculator-format).
export { formatPct, showCalculated, withUnits } from '@commissionbee/shared/calculator-format';

/** A hidden value as stored, with its unit next to it. */
export function showHiddenValue(value: unknown, units?: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  const unit = units?.trim();
  if (!unit || text === '') return text;
  return unit === '$' ? `$${text}` : `${text} ${unit}`;
}
