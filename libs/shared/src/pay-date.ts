// Pay dates are a calendar date (YYYY-MM-DD) or the words PENDING / CANCELLED (spec §3, §4).
// A calendar date is never a moment in time: it is parsed and shown in local time so that
// '2024-03-05' stays March 5 whatever the viewer's timezone.
import type { PayStatus } from './types.js';

export const PAY_STATUSES: readonly PayStatus[] = ['PAID', 'PENDING', 'CANCELLED'];

/** The pay_date values that are words rather than dates, as stored (upper-case). */
export const PAY_DATE_WORDS = ['PENDING', 'CANCELLED'] as const;
export type PayDateWord = (typeof PAY_DATE_WORDS)[number];

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const YMD = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The longest accepted form is an ISO timestamp with nanoseconds and an offset. */
const MAX_DATE_TEXT_LENGTH = 40;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  // Year 0 does not exist in PostgreSQL's calendar.
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Reads YYYY-MM-DD, YYYY/MM/DD, M/D/YYYY, MM/DD/YYYY or an ISO timestamp (whose date part is
 * taken as written, never shifted by its offset). Impossible dates (2024-02-30) give null.
 */
function readCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_DATE_TEXT_LENGTH) return null;

  let match = YMD.exec(text);
  if (match) return calendarDate(Number(match[1]), Number(match[3]), Number(match[4]));

  match = MDY.exec(text);
  if (match) return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));

  match = ISO_TIMESTAMP.exec(text);
  if (match) {
    const [hours, minutes, seconds] = [match[4], match[5], match[6] ?? '0'].map(Number);
    if (hours > 23 || minutes > 59 || seconds > 59) return null;
    return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  return null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A date in any accepted form as YYYY-MM-DD, or null when it is not a real date. */
export function normalizeDate(value: unknown): string | null {
  const date = readCalendarDate(value);
  return date ? toIso(date) : null;
}

/** The stored form of a pay date: 'PENDING', 'CANCELLED' (any case on input) or YYYY-MM-DD; null when invalid. */
export function normalizePayDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const word = value.trim().toUpperCase();
  if ((PAY_DATE_WORDS as readonly string[]).includes(word)) return word;
  return normalizeDate(value);
}

/** PENDING or CANCELLED for those words (any case); PAID for anything else, including an unknown date. */
export function payStatusOf(payDate: string | null | undefined): PayStatus {
  const word = (payDate ?? '').trim().toUpperCase();
  if (word === 'PENDING' || word === 'CANCELLED') return word;
  return 'PAID';
}

/** The shape of every date in a path, query or body (YYYY-MM-DD); `isIsoDate` also checks the calendar. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar date written exactly YYYY-MM-DD: the form of every date in a path,
 * query or body. '2024-02-29' is one; '2023-02-29', '2024-04-31' and '2024-2-3' are not.
 * (`Date.parse` is not this check: V8 reads '2026-02-30' as March 2.)
 */
export function isIsoDate(value: unknown): value is string {
  return (
    typeof value === 'string' && ISO_DATE_PATTERN.test(value) && readCalendarDate(value) !== null
  );
}

/** True when the value is a real calendar date (not PENDING, CANCELLED, empty or garbage). */
export function isRealPayDate(value: unknown): boolean {
  return readCalendarDate(value) !== null;
}

/** Local midnight of the date ('2024-03-05' → March 5, 00:00 local), or null when not a date. */
export function parseLocalDate(value: unknown): Date | null {
  const date = readCalendarDate(value);
  if (!date) return null;
  // The Date(y, m, d) constructor maps years 0-99 to 1900-1999, so the year is set separately.
  const local = new Date(2000, date.month - 1, date.day);
  local.setFullYear(date.year);
  return local;
}

/** 'Mar 5' for a date; the word for PENDING / CANCELLED; 'Unknown' for anything else. */
export function formatMonthDay(payDate: string | null | undefined): string {
  const status = payStatusOf(payDate);
  if (status !== 'PAID') return status;
  const date = readCalendarDate(payDate);
  if (!date) return 'Unknown';
  return `${MONTH_ABBREVIATIONS[date.month - 1]} ${date.day}`;
}

/** M/D/YYYY ('3/5/2024'); a Date is read in local time. Anything that is not a date is returned trimmed. */
export function formatUsDate(value: string | Date | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getMonth() + 1}/${value.getDate()}/${value.getFullYear()}`;
  }
  const date = readCalendarDate(value);
  if (!date) return (value ?? '').trim();
  return `${date.month}/${date.day}/${date.year}`;
}

/** Today's local calendar date as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return toIso({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
