// A statement's canonical content (issue 31): what a frozen statement holds, byte for byte, and the
// PDF is made from. The server builds it from the rep's visible lines (the rep portal's read) with
// the totals of numbers.ts; the PDF worker (backend/workers/statement-pdf.mjs) only lays it out.

/** One line of a statement. Amounts are cents. */
export interface StatementLine {
  id: number;
  /** Customer or job (item_name). */
  item: string;
  /** Item Pay Type: the milestone. */
  pay_type: string;
  amount_cents: number;
  breakdown: string[] | null;
  note: string | null;
  /** An adjustment: the pay date it corrects (when the data says so). */
  adjusts: string | null;
}

/** A line whose fields changed between two revisions. */
export interface StatementLineChange {
  before: StatementLine;
  after: StatementLine;
}

export interface StatementChanges {
  previous_revision: number;
  added: StatementLine[];
  changed: StatementLineChange[];
  removed: StatementLine[];
  /** The total's move, in cents. */
  total_change_cents: number;
}

interface StatementHead {
  format: 1;
  company: { name: string; logo: string | null };
  rep: { name: string; email: string };
  /** When it was issued (ISO, whole seconds): the PDF's date, so the bytes never move. */
  issued_at: string;
  /** Where /verify lives (the server's public URL). */
  verify_url: string;
}

/** A paycheck statement: one rep, one pay date, one revision. */
export interface PaycheckStatement extends StatementHead {
  kind: 'paycheck';
  pay_date: string;
  state: 'published' | 'closed';
  revision: number;
  number: string;
  code: string;
  lines: StatementLine[];
  total_cents: number;
  /** The rep's PAID lines of the year up to and including this pay date. */
  ytd_cents: number;
  /** PENDING lines: owed, not yet paid (listed apart, never in the paycheck total). */
  pending: StatementLine[];
  pending_cents: number;
  /** The plan version in force for the rep on the pay date ("Solar Sales Plan 2024 v2", issue 30), or null. */
  plan_version: string | null;
  changes: StatementChanges | null;
}

/** A month's or a year's statement: each pay date's current revision, a total each, the grand total. */
export interface PeriodStatement extends StatementHead {
  kind: 'monthly' | 'ytd';
  /** YYYY-MM or YYYY. */
  period: string;
  paychecks: {
    pay_date: string;
    revision: number;
    number: string;
    state: 'published' | 'closed';
    lines: StatementLine[];
    total_cents: number;
  }[];
  total_cents: number;
}

export type StatementContent = PaycheckStatement | PeriodStatement;

/** A statement's PDF file name: `{pay_date}-{rep-email}.pdf` (the ZIP's entries, the downloads). */
export function statementFileName(payDate: string, email: string): string {
  return `${payDate}-${email.replace(/[^A-Za-z0-9@._+-]/g, '_')}.pdf`;
}
