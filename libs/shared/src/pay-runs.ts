// Pay runs (issue 29): a pay date's state, the texts both apps and the server show, and the shapes
// of the pay-runs API. A pay date is 'YYYY-MM-DD', or PENDING_PAY_DATE for the undated lines
// (PENDING and CANCELLED), which are published like a pay date but never closed.
import { formatUsDate } from './pay-date.js';

export const PAY_DATE_STATES = ['draft', 'approved', 'published', 'closed'] as const;
export type PayDateState = (typeof PAY_DATE_STATES)[number];

/** The pseudo pay date of the undated lines. */
export const PENDING_PAY_DATE = 'PENDING';

/** The Item Pay Type of an adjustment line. */
export const ADJUSTMENT_PAY_TYPE = 'Adjustment';

export const PAY_DATE_STATE_LABELS: Record<PayDateState, string> = {
  draft: 'Draft',
  approved: 'Approved',
  published: 'Published',
  closed: 'Closed',
};

/** How a pay date reads in a sentence: "10/15/2026", or "Pending lines". */
export const payDateLabel = (payDate: string) =>
  payDate === PENDING_PAY_DATE ? 'Pending lines' : formatUsDate(payDate);

export const PAY_RUN_MESSAGES = {
  /** The row error of an upload (and the 409 of an undo) that would change a closed pay date. */
  closed: (payDate: string) =>
    `Pay date ${formatUsDate(payDate)} is closed. Post the correction as an adjustment on an open pay date, or reopen it.`,
  notFound: 'No such pay date',
  notDraft: (payDate: string, state: PayDateState) =>
    `${payDateLabel(payDate)} is ${state}: only a draft pay date can be approved.`,
  notApproved: (payDate: string, state: PayDateState) =>
    state === 'published'
      ? `${payDateLabel(payDate)} is already published.`
      : `${payDateLabel(payDate)} is ${state}: approve it before publishing.`,
  notPublished: (payDate: string, state: PayDateState) =>
    `${payDateLabel(payDate)} is ${state}: only a published pay date can be closed.`,
  pendingNotClosable: 'Pending lines have no pay date to close.',
  notClosed: (payDate: string, state: PayDateState) =>
    `${payDateLabel(payDate)} is ${state}: only a closed pay date can be reopened.`,
  secondApprover: (payDate: string) =>
    `You uploaded or last changed ${payDateLabel(payDate)}: another admin must approve it (Needs a second approver is on).`,
  reasonRequired: 'Say why the pay date is reopened',
  reviewOff:
    'Review pay before reps see it is off: every upload is published at once, so there is nothing to approve or publish.',
  adjustOnClosed: (payDate: string) =>
    `Adjustments go on an open pay date; ${formatUsDate(payDate)} is closed.`,
  openQuestions: (n: number) =>
    `${n} open question${n === 1 ? '' : 's'} on this pay date: close anyway?`,
} as const;

/**
 * A payroll file as it was sent (issue 29 §5: payroll export "records which file was exported"):
 * `sha256` is the SHA-256 (hex) of exactly the bytes of the download.
 */
export interface PayrollExportRecord {
  id: number;
  pay_date: string;
  /** gusto, adp or generic. */
  format: string;
  file_name: string;
  /** The file's data rows (one per rep) and their total, in dollars. */
  rows: number;
  total: number;
  bytes: number;
  sha256: string;
  exported_at: string;
  /** An email, or `API token "name"`. */
  exported_by: string;
}

/** How an export reads on the Pay runs screen (local date): "Exported 11/14/2026 by x, sha256 abc123…". */
export const exportLabel = (
  e: Pick<PayrollExportRecord, 'exported_at' | 'exported_by' | 'sha256'>,
) =>
  `Exported ${formatUsDate(new Date(e.exported_at))} by ${e.exported_by}, sha256 ${e.sha256.slice(0, 12)}…`;

/** A reviewer's view of one pay date. */
export interface PayDateSummary {
  pay_date: string;
  state: PayDateState;
  /** The live ledger's lines, reps and total of the date (what publishing would show). */
  lines: number;
  reps: number;
  total: number;
  /** What reps see now (the published version), or null when never published. */
  published_lines: number | null;
  published_total: number | null;
  /** total − published_total (0 when unchanged; total when never published). */
  change: number;
  /** Whether the pay date has changes reps do not see yet (a draft of a published date). */
  revision: boolean;
  open_questions: number;
  changed_at: string;
  changed_by: string | null;
  approved_at: string | null;
  approved_by: string | null;
  published_at: string | null;
  published_by: string | null;
  closed_at: string | null;
  closed_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  reopen_reason: string | null;
  /** The newest payroll file exported for the date, or null. */
  last_export: PayrollExportRecord | null;
}

export interface PayDateRepChange {
  rep_email: string;
  rep_name: string;
  published_total: number;
  total: number;
  change: number;
}

export interface PayDateOpenQuestion {
  id: number;
  rep_email: string;
  subject: string;
}

export interface PayDateDetail extends PayDateSummary {
  /** Per rep: the published total beside the current one (only reps whose total changed). */
  changes: PayDateRepChange[];
  questions: PayDateOpenQuestion[];
  /** Every payroll file exported for the date, newest first (at most 50). */
  exports: PayrollExportRecord[];
}

export interface PayRunSettings {
  review_before_publish: boolean;
  second_approver: boolean;
}

/** What a transition answers: the pay date after it (and the notification started, if any). */
export interface PayDateTransition {
  pay_date: PayDateSummary;
  notified?: { id: string; total: number } | null;
}
