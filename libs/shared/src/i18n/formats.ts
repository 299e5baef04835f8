// Dates and numbers in a language (issue 33), through Intl. Money stays in the company's currency
// (USD) with exact cents (money.ts); Intl's es-US writes USD as en-US does ('$1,234.50').
import { formatMoney, type AmountValue } from '../money.js';
import { parseLocalDate } from '../pay-date.js';

export interface Formats {
  /** The Intl locale: 'en' is shown as en-US. */
  locale: string;
  /** A calendar date or an instant, numeric: 11/28/2026 (en), 28/11/2026 (es-US). */
  date(value: string | Date | null | undefined): string;
  /** Nov 28 (en), 28 nov (es-US). */
  monthDay(value: string | Date | null | undefined): string;
  /** Friday, November 28, 2026. */
  longDate(value: string | Date | null | undefined): string;
  /** November 2026. */
  monthYear(value: string | Date | null | undefined): string;
  /** 3:05 PM. */
  time(value: Date): string;
  number(value: number): string;
  /** '$1,234.50'; a negative amount with a true minus sign. */
  money(value: AmountValue): string;
}

function intlLocale(language: string): string {
  return language === 'en' ? 'en-US' : language === 'en-XA' ? 'en-US' : language;
}

/** A calendar date (YYYY-MM-DD, M/D/YYYY) as a UTC midnight, an instant as itself. */
function instant(value: string | Date | null | undefined): { date: Date; utc: boolean } | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { date: value, utc: false };
  const local = parseLocalDate(value);
  if (!local) return null;
  return {
    date: new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())),
    utc: true,
  };
}

export function createFormats(language: string): Formats {
  const locale = intlLocale(language);
  const cache = new Map<string, Intl.DateTimeFormat>();
  const dateWith = (name: string, options: Intl.DateTimeFormatOptions) => {
    return (value: string | Date | null | undefined): string => {
      const at = instant(value);
      if (!at) return typeof value === 'string' ? value.trim() : '';
      const key = `${name}:${at.utc}`;
      let format = cache.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(
          locale,
          at.utc ? { ...options, timeZone: 'UTC' } : options,
        );
        cache.set(key, format);
      }
      return format.format(at.date);
    };
  };
  const numbers = new Intl.NumberFormat(locale);
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  return {
    locale,
    date: dateWith('date', { year: 'numeric', month: 'numeric', day: 'numeric' }),
    monthDay: dateWith('monthDay', { month: 'short', day: 'numeric' }),
    longDate: dateWith('long', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    monthYear: dateWith('monthYear', { year: 'numeric', month: 'long' }),
    time: (value) => times.format(value),
    number: (value) => numbers.format(value),
    money: (value) => formatMoney(value).replace(/^-/, '\u2212'),
  };
}
