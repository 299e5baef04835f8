// How the rep app writes an amount: 2 decimals with separators, and a true minus sign on a
// deduction (read "minus", where a hyphen is read "dash" or not at all).
import { formatMoney, toCents, type AmountValue } from '@commissionbee/shared/money';

export function isNegative(value: AmountValue): boolean {
  return toCents(value) < 0;
}

/** '$1,234.50'; a negative amount as '−$50.00'. */
export function money(value: AmountValue): string {
  return formatMoney(value).replace(/^-/, '\u2212');
}

/** The class an amount gets: tabular figures, one line, marked when negative. */
export function amountClass(value: AmountValue, extra = ''): string {
  return `rep-amount${isNegative(value) ? ' rep-amount--negative' : ''}${extra ? ` ${extra}` : ''}`;
}
