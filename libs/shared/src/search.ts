// The search-box rule (spec §5): a case-insensitive substring of any field, where a date field
// also matches the ways people write dates (3/5/2024, 3-5-2024, 3/5, 03/05/2024).
import { formatAmount } from './money.js';
import { todayIso } from './pay-date.js';

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const DATE_LIKE_QUERY = /^[\d/-]+$/;
/** Nested values (breakdown arrays) are searched; deeper structures are not expected in rows. */
const MAX_DEPTH = 3;

/** The US spellings of an ISO date that a query may start with. */
function usDateForms(value: string): string[] {
  const match = ISO_DATE_PREFIX.exec(value);
  if (!match) return [];
  const [, year, month, day] = match;
  const m = String(Number(month));
  const d = String(Number(day));
  return [
    `${m}/${d}/${year}`,
    `${m}-${d}-${year}`,
    `${month}/${day}/${year}`,
    `${month}-${day}-${year}`,
  ];
}

function numberForms(value: number): string[] {
  if (!Number.isFinite(value)) return [String(value)];
  const grouped = formatAmount(value);
  return [String(value), grouped, grouped.replaceAll(',', '')];
}

/**
 * A predicate for one query, to filter many rows without re-reading the query each time.
 * The query is trimmed; an empty query matches every row.
 */
export function createSearchMatcher(query: string): (row: Record<string, unknown>) => boolean {
  const needle = (typeof query === 'string' ? query : '').trim().toLowerCase();
  if (needle === '') return () => true;
  const mayBeDate = DATE_LIKE_QUERY.test(needle);

  const matchesValue = (value: unknown, depth: number): boolean => {
    if (value === null || value === undefined) return false;
    if (typeof value === 'string') {
      if (value.toLowerCase().includes(needle)) return true;
      // A prefix, so '3/5' finds March 5 but '1/2' does not find 11/23.
      return mayBeDate && usDateForms(value).some((form) => form.startsWith(needle));
    }
    if (typeof value === 'number') return numberForms(value).some((form) => form.includes(needle));
    if (typeof value === 'boolean' || typeof value === 'bigint')
      return String(value).includes(needle);
    if (value instanceof Date) {
      // Its local calendar date, as a date field would hold it.
      return !Number.isNaN(value.getTime()) && matchesValue(todayIso(value), depth);
    }
    if (typeof value === 'object' && depth < MAX_DEPTH) {
      const children = Array.isArray(value) ? value : Object.values(value);
      return children.some((child) => matchesValue(child, depth + 1));
    }
    return false;
  };

  return (row) => row !== null && typeof row === 'object' && matchesValue(row, 0);
}

/** True when some field of the row matches the query (see createSearchMatcher). */
export function matchesSearch(row: Record<string, unknown>, query: string): boolean {
  return createSearchMatcher(query)(row);
}

/** The rows that match the query, in their original order. */
export function filterBySearch<T extends object>(rows: readonly T[], query: string): T[] {
  const matches = createSearchMatcher(query);
  return rows.filter((row) => matches(row as Record<string, unknown>));
}
