// One place for how dates, times and counts read in both apps (docs/style-dates.md): tables use
// M/D/YYYY, prose uses 'Oct 23, 2026', lists of paychecks use 'Oct 23'; counts go through
// plural() so no screen says 'address(es)'.
import { formatMonthDay, formatUsDate, parseLocalDate } from './pay-date.js';

const SHORT_MONTHS = [
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
];

/** A calendar date ('2026-10-23') or a moment (ISO time, Date) as a local Date; null when neither. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!value) return null;
  const calendar = parseLocalDate(value);
  if (calendar && !/T\d/.test(value)) return calendar;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** Tables: '10/23/2026'. PENDING, CANCELLED and other words come back as they are. */
export function formatTableDate(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && /T\d/.test(value)) return formatUsDate(toDate(value));
  return formatUsDate(value);
}

/** Prose (sentences, dialogs, cards): 'Oct 23, 2026'; '' when not a date. */
export function formatProseDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value.trim() : '';
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Time of day: '2:07 PM' (written out: Intl puts a narrow no-break space before PM on some ICUs). */
function formatTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Tables: '3/5/2024 2:07 PM' in the viewer's time zone; '' when not a moment. */
export function formatTableMoment(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatUsDate(date)} ${formatTime(date)}` : '';
}

/** Prose: 'Mar 5, 2024 at 2:07 PM' in the viewer's time zone; '' when not a moment. */
export function formatProseMoment(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatProseDate(date)} at ${formatTime(date)}` : '';
}

/** Lists of paychecks on a phone: 'Oct 23' (the rep app's short form, spec's pay date chips). */
export const formatShortPayDate = formatMonthDay;

/**
 * '1 record', '6 new email addresses', '0 reps': the count with the noun agreeing. `many`
 * defaults to `one` + 's'; give it for anything else ('address' → 'addresses').
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The noun alone, agreeing with the count ('Email' / 'Emails'). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** The year now, for '© 2026 CommissionBee' (never a year typed into a page). */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
