// The Email Center's view of the rep list: which rows the filter, the Since date and the search box
// let through, and how their dates read (spec §2, §4, §5).
import { formatTableDate, formatTableMoment } from '@commissionbee/shared/copy-format';
import { parseLocalDate } from '@commissionbee/shared/pay-date';
import { createSearchMatcher } from '@commissionbee/shared/search';
import type { PortalRep } from '@commissionbee/shared/types';

export type RepFilter = 'recent' | 'all';

/** Each filter's catalogue key. */
export const FILTER_LABELS: Record<RepFilter, string> = {
  recent: 'portals.recent',
  all: 'portals.all',
};

/** Spec §9: the default Since is 30 days before today. */
export const DEFAULT_SINCE_DAYS = 30;

/** Local midnight `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
}

/** Emails compare trimmed and case-insensitively (spec §5); this is a row's selection key. */
export const repKey = (rep: Pick<PortalRep, 'rep_email'>) => rep.rep_email.trim().toLowerCase();

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Recently paid: the latest real pay date lies between the Since day and now. */
export function isRecentlyPaid(rep: PortalRep, since: Date, now: Date): boolean {
  const paid = parseLocalDate(rep.latest_pay_date);
  return paid !== null && paid >= startOfDay(since) && paid <= now;
}

/** The fields a search looks at: every column, timestamps as dates so 3/5 finds March 5 local. */
function searchable(rep: PortalRep): Record<string, unknown> {
  return {
    rep_email: rep.rep_email,
    rep_name: rep.rep_name,
    team_members: rep.team_members,
    last_emailed: rep.last_emailed ? new Date(rep.last_emailed) : 'Never',
    latest_pay_date: rep.latest_pay_date,
    key_issued_at: rep.key_issued_at ? new Date(rep.key_issued_at) : null,
  };
}

export interface RepView {
  filter: RepFilter;
  since: Date;
  search: string;
  now: Date;
}

export function visibleReps(reps: readonly PortalRep[], view: RepView): PortalRep[] {
  const matches = createSearchMatcher(view.search);
  return reps.filter(
    (rep) =>
      (view.filter === 'all' || isRecentlyPaid(rep, view.since, view.now)) &&
      matches(searchable(rep)),
  );
}

/** 'M/D/YYYY h:mm AM' in local time, or 'Never'. */
export function formatLastEmailed(value: string | null): string {
  if (!value) return 'Never';
  return formatTableMoment(value) || 'Never';
}

export function formatDay(value: string | null): string {
  return value ? formatTableDate(value) : '';
}
