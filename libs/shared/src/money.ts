// Money is counted in whole cents so that sums are exact; amounts show 2 decimals (spec §9).
// Amounts arrive as numbers from JSON or as decimal strings from PostgreSQL's numeric type.

export type AmountValue = number | string | null | undefined;

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Cents of a plain decimal string ('-1234.565' → -123457), rounding half away from zero on the
 * decimal digits as written, so '1.005' gives 101 (binary floating point would give 100).
 * Null when the text is not a plain decimal.
 */
export function decimalStringToCents(text: string): number | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = fraction.padEnd(3, '0');
  const cents =
    Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Cents of an amount, rounded half away from zero; anything that is not a finite number counts as 0. */
export function toCents(value: AmountValue): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0;
    const text = String(value);
    // Exponent notation only appears below 1e-6 (rounds to 0 cents) or at 1e21 and above.
    if (text.includes('e')) return Math.abs(value) < 1 ? 0 : Math.round(value * 100);
    return decimalStringToCents(text) ?? 0;
  }
  if (typeof value === 'string') {
    const exact = decimalStringToCents(value);
    if (exact !== null) return exact;
    const number = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(number) ? toCents(number) : 0;
  }
  return 0;
}

/** The amount a number of cents stands for (never -0). */
export function fromCents(cents: number): number {
  return cents === 0 ? 0 : cents / 100;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatCents(cents: number, symbol: string): string {
  const absolute = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(absolute / 100)));
  const rest = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${symbol}${dollars}.${rest}`;
}

/** '$1,234.50'; negative as '-$50.00'. */
export function formatMoney(value: AmountValue): string {
  return formatCents(toCents(value), '$');
}

/** '1,234.50'; negative as '-50.00'. */
export function formatAmount(value: AmountValue): string {
  return formatCents(toCents(value), '');
}

/** Chart axis labels: whole dollars up to 1000 ('$950'), thousands with one decimal above ('$1.2k'). */
export function shortMoney(value: AmountValue): string {
  const amount = fromCents(toCents(value));
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  if (absolute > 1000) {
    const [whole, tenth] = (absolute / 1000).toFixed(1).split('.');
    return `${sign}$${groupThousands(whole)}${tenth === '0' ? '' : `.${tenth}`}k`;
  }
  const dollars = Math.round(absolute);
  return `${dollars === 0 ? '' : sign}$${dollars}`;
}

/** The exact sum of the rows' amounts (added as integer cents). */
export function sumAmounts(rows: Iterable<{ amount?: AmountValue }>): number {
  let cents = 0;
  for (const row of rows) cents += toCents(row?.amount);
  return fromCents(cents);
}
