// The admin calculator's own formatting; numbers with units come from
// @commissionbee/shared/calculator-format, shared with the rep app.

/** A hidden value as stored, with its unit next to it. */
export function showHiddenValue(value: unknown, units?: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  const unit = units?.trim();
  if (!unit || text === '') return text;
  return unit === '$' ? `$${text}` : `${text} ${unit}`;
}
