// The rep calculator's own formatting; numbers with units come from
// @commissionbee/shared/calculator-format, shared with the admin app.

/** A rate-table cell as written in the config. */
export function formatCell(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}
