// What changed for a rep since their previous visit (issue 13): lines added after it are New,
// lines an upload changed after it are Changed. Before a first recorded visit nothing is marked.
import type { RepRow } from '@commissionbee/shared/types';

export type LineChange = 'new' | 'changed' | null;

/** Milliseconds of an ISO time or of Unix seconds; NaN for nothing. */
const time = (value: string | number | null | undefined) =>
  typeof value === 'number' ? value * 1000 : value ? Date.parse(value) : NaN;

export function lineChange(row: RepRow, previousVisit: string | null): LineChange {
  const since = time(previousVisit);
  if (Number.isNaN(since)) return null;
  if (time(row.added_at) > since) return 'new';
  if (time(row.change?.at) > since) return 'changed';
  return null;
}

/** How many of the rows are new since the previous visit. */
export function newLineCount(rows: readonly RepRow[], previousVisit: string | null): number {
  return rows.filter((row) => lineChange(row, previousVisit) === 'new').length;
}

/** The last time an upload added or changed one of the rows, or null. */
export function lastUpdated(rows: readonly RepRow[]): Date | null {
  let latest = NaN;
  for (const row of rows) {
    for (const moment of [time(row.added_at), time(row.change?.at)]) {
      if (!Number.isNaN(moment) && !(moment <= latest)) latest = moment;
    }
  }
  return Number.isNaN(latest) ? null : new Date(latest);
}
