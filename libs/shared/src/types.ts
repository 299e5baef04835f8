// Domain types shared by the API and both front ends (spec §3).

export type Feature = 'whatif-calc' | 'show-commission-pct';
export const FEATURES: readonly Feature[] = ['whatif-calc', 'show-commission-pct'];
export const CALCULATOR_FEATURE: Feature = 'whatif-calc';
export const COMMISSION_PCT_FEATURE: Feature = 'show-commission-pct';

export const DEMO_COMPANY_ID = 10;
export const MAINTENANCE_COMPANY_ID = 1;
export const BRAND = 'CommissionBee';

export interface CompanyInfo {
  name: string;
  logo: string | null;
  color: string | null;
  features: string[];
}

/** GET /me (spec §3 User). `bee` is set by the client: company_id above 1. */
export interface User {
  user_id: number;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  admin: boolean;
  super: boolean;
  rep_id: number | null;
  viewing_as_email: string | null;
  company_id: number;
  company: CompanyInfo;
  features: string[];
  calculator: CalculatorConfig | null;
  /**
   * The password was set by someone else (a new company's first admin): the admin app shows only
   * the change-password screen and the API refuses other calls (PASSWORD_CHANGE_REQUIRED).
   */
  must_change_password: boolean;
  bee?: boolean;
}

export type PayStatus = 'PAID' | 'PENDING' | 'CANCELLED';

/** A ledger record as uploaded (CSV → JSON) and as read back. */
export interface LedgerRecordInput {
  pay_date: string; // YYYY-MM-DD, PENDING or CANCELLED
  rep_name: string;
  rep_email: string;
  item_name: string;
  item_pay_type: string;
  amount: number;
  manager_email?: string | null;
  breakdown?: string[] | null;
  manual_note?: string | null;
  /** The source system's id of this pay line (optional): an upload replaces the line by it. */
  line_id?: string | null;
}

export interface LedgerRow extends LedgerRecordInput {
  id: number;
}

/** Rows in rep views also carry job_name (= item_name) and id. */
export interface RepRow extends LedgerRow {
  job_name: string;
  /** When the line was added to the ledger (Unix seconds). */
  added_at?: number;
  /** When an upload last changed the line (Unix seconds) and what it was before. */
  change?: { at: number; previous: Partial<LedgerRecordInput> | null } | null;
  /** Pay runs (issue 29): an adjustment line's closed pay date and the line it corrects. */
  adjusts?: { pay_date: string; line: number | null };
}

/** GET /bee/rep-visit: the key's portal opens (ISO times). */
export interface RepVisit {
  first_opened_at: string | null;
  last_opened_at: string | null;
  /** The last open of the visit before this one: lines added or changed after it are New / Changed. */
  previous_visit_at: string | null;
}

/** GET /bee/rep-key-data answer. */
export interface RepKeyData {
  email: string;
  company: CompanyInfo;
  company_id: number;
  custom_features: string[];
  calculator: CalculatorConfig | null;
  data: RepRow[];
  /** Pay runs, review on only: when each pay date was published (Unix seconds), by pay date. */
  published?: Record<string, number>;
}

export interface LedgerPage {
  rows: LedgerRow[];
  /** Matches (at most the server's search cap when `capped`). */
  total: number;
  page: number;
  pages: number;
  /** True when a search matched more rows than the server counts (GET /bee/ledger). */
  capped?: boolean;
}

export interface UploadBatch {
  id: number;
  file_name: string | null;
  /** The uploader's email (or `API token "name"`), as recorded at the time. */
  uploaded_by: string | null;
  /** The uploader's name from Settings → Your name; null when unset or an API token uploaded. */
  uploaded_by_name: string | null;
  created_at: string;
  row_count: number;
  total_amount: number;
  /** Undone uploads stay in the history, marked (issue 27); who undid it and when. */
  undone: boolean;
  undone_at: string | null;
  undone_by: string | null;
  /** The name of whoever undid it, when they set one. */
  undone_by_name: string | null;
}

export interface UploadResult extends Partial<UploadCounts> {
  message: 'success';
  newEmails: string[];
  upload_id?: number;
}

/** POST /bee/ledger's answer when the company notifies after every upload: the started send. */
export type UploadAnswer = UploadResult & { notified?: SendStarted };

export interface RepKeyRecord {
  id: number;
  email: string;
  custom_features: string[];
}

export interface CalculatorInput {
  id: string;
  label: string;
  units?: string;
  placeholder?: string;
  isHardcoded?: boolean;
  hardcodedValue?: number | string | null;
}

export interface CalculatorConfig {
  title?: string;
  buttonText?: string;
  resultLabel?: string;
  result_units?: string;
  operation?: string;
  lookupTable?: Record<string, string | number>[];
  lookupTableColumns?: string[];
  lookupTableOperation?: string;
  lookupTableResultColumn?: { label: string; units?: string };
  inputs?: CalculatorInput[];
}

/** Email Center rep row (derived). */
export interface PortalRep {
  rep_email: string;
  rep_name: string;
  team_members: number;
  last_emailed: string | null;
  latest_pay_date: string | null;
  key_issued_at: string | null;
  /** The rep's last recorded portal open (ISO time), and the latest pay date they said looks right. */
  last_opened_at?: string | null;
  last_reviewed?: string | null;
}

/** 202 answer of POST /mail/rep-portals/, POST /bee/uploads/:id/notify and a retry. */
export interface SendStarted {
  /** The send's id, for GET /mail/sends/:id. */
  id: string;
  /** Reps the send will reach (one message each). */
  total: number;
  /** Requested addresses with no live portal link in the company: not sent. */
  ignored: string[];
}

/** GET /mail/sends/:id: a send's progress. */
export interface SendProgress {
  id: string;
  kind: 'portal' | 'new-pay';
  /** 'sending' while any rep waits; then 'sent' (all delivered) or 'failed' (some could not be). */
  state: 'sending' | 'sent' | 'failed';
  total: number;
  sent: number;
  queued: number;
  /** The reps that could not be reached, with the reason. */
  failed: { email: string; error: string }[];
  created_at: string;
}

export interface CompanySummary {
  id: number;
  name: string;
  logo: string | null;
  color: string | null;
  features: string[];
}

/** What an upload does with lines the ledger already has (query parameters of the uploads). */
export interface ReconcileOptions {
  /** Exact duplicates of stored lines (counted with multiplicity): skip them (default) or add them. */
  duplicates: 'skip' | 'add';
  /** A PENDING line arriving with a pay date: update the pending line (default) or add a new one. */
  pending: 'update' | 'add';
  /** Replace every stored line of the pay dates in the file (off by default). */
  replacePayDates: boolean;
  /**
   * Pay runs (issue 29): reconcile even an upload that only adds lines, so its lines can be
   * checked against closed pay dates (set by the server when the company has one).
   */
  checkClosed?: boolean;
  /** Post changes to closed pay dates as adjustments on this open pay date (YYYY-MM-DD). */
  adjustClosedOn?: string;
}

export const DEFAULT_RECONCILE_OPTIONS: ReconcileOptions = {
  duplicates: 'skip',
  pending: 'update',
  replacePayDates: false,
};

/** How many lines an upload adds, updates (Line ID or pending → dated), skips and removes. */
export interface UploadCounts {
  added: number;
  updated: number;
  skipped: number;
  removed: number;
}

export type PreviewAction = 'added' | 'updated' | 'skipped' | 'removed';

/** One line of a preview: what the file brings (after) and what the ledger had (before). */
export interface PreviewLine {
  action: PreviewAction;
  rep_email: string;
  rep_name: string;
  before: LedgerRecordInput | null;
  after: LedgerRecordInput | null;
}

/** A rep's part of a preview; total_change is what their paid-and-pending total moves by. */
export interface PreviewRep {
  rep_email: string;
  rep_name: string;
  added: number;
  changed: number;
  removed: number;
  skipped: number;
  total_change: number;
}

export interface PreviewPayDate {
  /** YYYY-MM-DD, PENDING or CANCELLED. */
  pay_date: string;
  added: number;
  changed: number;
  removed: number;
  skipped: number;
  total_change: number;
  /** Pay runs, review on only: the pay date after the upload. */
  after?: 'new_draft' | 'draft' | 'revision';
}

/** POST /bee/ledger/preview: what the upload would do, stored nowhere. */
export interface UploadPreview extends UploadCounts {
  /** Send back as preview_token to store exactly this; 409 if the ledger changed meanwhile. */
  preview_token: string;
  reps: PreviewRep[];
  pay_dates: PreviewPayDate[];
  /** The lines that change something or are skipped, at most MAX_PREVIEW_LINES of lineCount. */
  lines: PreviewLine[];
  lineCount: number;
}

export const MAX_PREVIEW_LINES = 5_000;
