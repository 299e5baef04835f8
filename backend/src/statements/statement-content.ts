// Builds a statement's canonical content from the rep's visible lines (RepPortalService.dataOf,
// the rep portal's own read): the paycheck total, the year to date and the PENDING total are the
// definitions of libs/shared/src/numbers.ts, never a second sum.
import { createHash } from 'node:crypto';
import { payBucket, payBucketTotals, repKey } from '@commissionbee/shared/numbers';
import { toCents } from '@commissionbee/shared/money';
import type {
  PaycheckStatement,
  StatementChanges,
  StatementLine,
} from '@commissionbee/shared/statements';
import type { RepKeyData, RepRow } from '@commissionbee/shared/types';

/** A line of the ledger as a statement shows it. */
export function statementLine(row: RepRow): StatementLine {
  const extra = row as RepRow & { adjusts_pay_date?: string | null };
  return {
    id: row.id,
    item: row.item_name ?? row.job_name ?? '',
    pay_type: row.item_pay_type ?? '',
    amount_cents: toCents(row.amount),
    breakdown: row.breakdown?.length ? row.breakdown : null,
    note: row.manual_note?.trim() ? row.manual_note : null,
    adjusts: extra.adjusts_pay_date ?? null,
  };
}

/** The rep's own lines among what the portal shows them (their team's lines are theirs to see, not their pay). */
export function ownRows(data: RepKeyData, email: string): RepRow[] {
  const me = repKey(email);
  return data.data.filter((row) => repKey(row.rep_email) === me);
}

/** The facts of one pay date for one rep, before it is numbered and frozen. */
export interface PaycheckFacts {
  lines: StatementLine[];
  total_cents: number;
  ytd_cents: number;
  pending: StatementLine[];
  pending_cents: number;
  rep_name: string;
  /** sha256 of the rep's name, the company's name and the lines: a change issues a revision. */
  lines_sha256: string;
}

const byId = (a: StatementLine, b: StatementLine) => a.id - b.id;

export function paycheckFacts(data: RepKeyData, email: string, payDate: string): PaycheckFacts {
  const rows = ownRows(data, email);
  const mine = rows.filter((row) => payBucket(row.pay_date) === payDate);
  const totals = payBucketTotals(rows);
  const year = payDate.slice(0, 4);
  let ytd = 0;
  for (const [bucket, cents] of totals)
    if (bucket.startsWith(year) && /^\d{4}-\d{2}-\d{2}$/.test(bucket) && bucket <= payDate)
      ytd += cents;
  const lines = mine.map(statementLine).sort(byId);
  const pending = rows
    .filter((row) => payBucket(row.pay_date) === 'PENDING')
    .map(statementLine)
    .sort(byId);
  const repName = (mine[0] ?? rows[0])?.rep_name?.trim() || email;
  return {
    lines,
    total_cents: totals.get(payDate) ?? 0,
    ytd_cents: ytd,
    pending,
    pending_cents: totals.get('PENDING') ?? 0,
    rep_name: repName,
    lines_sha256: sha256(JSON.stringify({ company: data.company.name, rep: repName, lines })),
  };
}

/** What changed from one revision's lines to the next (by line id), with the total's move. */
export function changesBetween(
  previous: PaycheckStatement,
  lines: StatementLine[],
  totalCents: number,
): StatementChanges {
  const before = new Map(previous.lines.map((line) => [line.id, line]));
  const after = new Map(lines.map((line) => [line.id, line]));
  return {
    previous_revision: previous.revision,
    added: lines.filter((line) => !before.has(line.id)),
    changed: lines
      .filter(
        (line) =>
          before.has(line.id) && JSON.stringify(before.get(line.id)) !== JSON.stringify(line),
      )
      .map((line) => ({ before: before.get(line.id)!, after: line })),
    removed: previous.lines.filter((line) => !after.has(line.id)),
    total_change_cents: totalCents - previous.total_cents,
  };
}

export const sha256 = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');
