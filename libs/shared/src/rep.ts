// Derivations behind the rep portal: who is a manager, the team, paychecks and customers.
import { normalizeEmail, sameEmail } from './email.js';
import { CALCULATOR_FEATURE } from './types.js';
import { fromCents, type AmountValue } from './money.js';
import { countedCents } from './numbers.js';
import { normalizeDate, normalizePayDate } from './pay-date.js';

/** The fields of a ledger row these rules read; rep views carry more. */
export interface RepViewRow {
  pay_date?: string | null;
  rep_name?: string | null;
  rep_email?: string | null;
  manager_email?: string | null;
  item_name?: string | null;
  job_name?: string | null;
  amount?: AmountValue;
}

export interface TeamMember {
  name: string;
  email: string;
}

export interface PaycheckSummary {
  /** YYYY-MM-DD, PENDING or CANCELLED; otherwise the value as found, trimmed ('' when missing). */
  pay_date: string;
  total: number;
}

export type PaycheckGroupKind = 'PENDING' | 'CANCELLED' | 'UNKNOWN' | 'YEAR';

export interface PaycheckGroup {
  kind: PaycheckGroupKind;
  /** 'PENDING', 'CANCELLED', 'Unknown' or the year ('2024'). */
  label: string;
  paychecks: PaycheckSummary[];
}

/** The Dash graph shows at most this many paychecks (spec §9). */
export const DASH_PAYCHECK_COUNT = 7;

/** A viewer is a manager when some row lists their email as manager_email (spec §4). */
export function isManager(rows: readonly RepViewRow[], email: string | null | undefined): boolean {
  return rows.some((row) => sameEmail(row.manager_email, email));
}

/**
 * The distinct reps whose manager_email is the manager, sorted by name. A rep is one email
 * (compared trimmed and case-insensitively); the name is the first one seen for that email.
 */
export function teamMembers(
  rows: readonly RepViewRow[],
  managerEmail: string | null | undefined,
): TeamMember[] {
  const byEmail = new Map<string, TeamMember>();
  for (const row of rows) {
    if (!sameEmail(row.manager_email, managerEmail)) continue;
    const key = normalizeEmail(row.rep_email);
    if (key === '' || byEmail.has(key)) continue;
    byEmail.set(key, { name: (row.rep_name ?? '').trim(), email: (row.rep_email ?? '').trim() });
  }
  return [...byEmail.values()].sort(
    (a, b) => compareText(a.name, b.name) || compareText(a.email, b.email),
  );
}

/** The rows belonging to one rep (rep_email compared trimmed and case-insensitively). */
export function rowsForRep<T extends RepViewRow>(
  rows: readonly T[],
  email: string | null | undefined,
): T[] {
  return rows.filter((row) => sameEmail(row.rep_email, email));
}

/** The key a row's pay date is grouped under (see PaycheckSummary.pay_date). */
export function payDateKey(payDate: string | null | undefined): string {
  return normalizePayDate(payDate) ?? (payDate ?? '').trim();
}

/** The rows paid on one paycheck. */
export function rowsForPaycheck<T extends RepViewRow>(rows: readonly T[], payDate: string): T[] {
  const key = payDateKey(payDate);
  return rows.filter((row) => payDateKey(row.pay_date) === key);
}

/** The name of the customer or job a row pays for (job_name, else item_name), trimmed. */
export function jobNameOf(row: RepViewRow): string {
  return (row.job_name ?? row.item_name ?? '').trim();
}

/** The rows of one customer or job. */
export function rowsForJob<T extends RepViewRow>(rows: readonly T[], jobName: string): T[] {
  const name = jobName.trim();
  return rows.filter((row) => jobNameOf(row) === name);
}

/**
 * One total per pay date (exact to the cent), ordered as the Paychecks screen lists them. A
 * CANCELLED line counts in no total (numbers.ts, docs/numbers.md): the CANCELLED group lists its
 * lines at $0.00.
 */
export function paycheckSummaries(rows: readonly RepViewRow[]): PaycheckSummary[] {
  const cents = new Map<string, number>();
  for (const row of rows) {
    const key = payDateKey(row.pay_date);
    cents.set(key, (cents.get(key) ?? 0) + countedCents(row));
  }
  const summaries = [...cents].map(([pay_date, total]) => ({ pay_date, total: fromCents(total) }));
  return groupPaychecksByYear(summaries).flatMap((group) => group.paychecks);
}

/**
 * Groups for the Paychecks screen: PENDING, CANCELLED and Unknown (a missing or invalid date)
 * first, then one group per year, newest year first and newest paycheck first within it.
 * Empty groups are left out.
 */
export function groupPaychecksByYear(summaries: readonly PaycheckSummary[]): PaycheckGroup[] {
  const pending: PaycheckSummary[] = [];
  const cancelled: PaycheckSummary[] = [];
  const unknown: PaycheckSummary[] = [];
  const dated: { date: string; summary: PaycheckSummary }[] = [];
  for (const summary of summaries) {
    const key = payDateKey(summary.pay_date);
    if (key === 'PENDING') pending.push(summary);
    else if (key === 'CANCELLED') cancelled.push(summary);
    else if (normalizeDate(key) === null) unknown.push(summary);
    else dated.push({ date: key, summary });
  }
  dated.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

  const groups: PaycheckGroup[] = [];
  if (pending.length) groups.push({ kind: 'PENDING', label: 'PENDING', paychecks: pending });
  if (cancelled.length)
    groups.push({ kind: 'CANCELLED', label: 'CANCELLED', paychecks: cancelled });
  if (unknown.length) groups.push({ kind: 'UNKNOWN', label: 'Unknown', paychecks: unknown });
  for (const { date, summary } of dated) {
    const year = date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last?.kind === 'YEAR' && last.label === year) last.paychecks.push(summary);
    else groups.push({ kind: 'YEAR', label: year, paychecks: [summary] });
  }
  return groups;
}

/** The most recent paychecks with a real date (no PENDING / CANCELLED), oldest first for the chart. */
export function latestPaychecks(
  summaries: readonly PaycheckSummary[],
  count: number = DASH_PAYCHECK_COUNT,
): PaycheckSummary[] {
  const dated: PaycheckSummary[] = [];
  for (const summary of summaries) {
    const date = normalizeDate(summary.pay_date);
    if (date) dated.push({ pay_date: date, total: summary.total });
  }
  dated.sort((a, b) => (a.pay_date < b.pay_date ? -1 : a.pay_date > b.pay_date ? 1 : 0));
  return count > 0 ? dated.slice(-Math.floor(count)) : [];
}

/** The distinct customer / job names, sorted alphabetically regardless of case. */
export function uniqueJobNames(rows: readonly RepViewRow[]): string[] {
  const names = new Set<string>();
  for (const row of rows) {
    const name = jobNameOf(row);
    if (name) names.add(name);
  }
  return [...names].sort(compareText);
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Spec §6: a rep may use the what-if calculator when the company has the feature whatif-calc and
 * an admin granted it to the rep's key (its custom features). The server (GET /bee/calculator)
 * and the rep app decide with this one rule; rep-key-data's SQL says the same in SQL.
 */
export function canUseCalculator(
  companyFeatures: readonly string[] | null | undefined,
  keyFeatures: readonly string[] | null | undefined,
): boolean {
  return (
    (companyFeatures ?? []).includes(CALCULATOR_FEATURE) &&
    (keyFeatures ?? []).includes(CALCULATOR_FEATURE)
  );
}
