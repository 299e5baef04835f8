// Domain types shared by the API and both front ends (spec §3).
import type { z } from 'zod';
import type * as A from './contracts/answers.js';

export type Feature = 'whatif-calc' | 'show-commission-pct';
export const FEATURES: readonly Feature[] = ['whatif-calc', 'show-commission-pct'];
export const CALCULATOR_FEATURE: Feature = 'whatif-calc';
export const COMMISSION_PCT_FEATURE: Feature = 'show-commission-pct';

export const DEMO_COMPANY_ID = 10;
export const MAINTENANCE_COMPANY_ID = 1;
export const BRAND = 'CommissionBee';

export type CompanyInfo = z.output<typeof A.companyInfo>;

/** GET /me (spec §3 User). `bee` is set by the client: company_id above 1. */
export type User = z.output<typeof A.me>;

export type PayStatus = 'PAID' | 'PENDING' | 'CANCELLED';

/** A ledger record as uploaded (CSV → JSON) and as read back. */
export type LedgerRecordInput = z.output<typeof A.ledgerRecordInput>;

export type LedgerRow = z.output<typeof A.ledgerRow>;
export type LedgerPageRow = z.output<typeof A.ledgerPageRow>;

/** Rows in rep views also carry job_name (= item_name) and id. */
export type RepRow = z.output<typeof A.repRow>;

/** GET /bee/rep-visit: the key's portal opens (ISO times). */
export type RepVisit = z.output<typeof A.repVisit>;

/** GET /bee/rep-key-data answer. */
export type RepKeyData = z.output<typeof A.repKeyData>;
export type TeamMemberSummary = z.output<typeof A.teamMemberSummary>;
export type RepTeamMemberLines = z.output<typeof A.repTeamMemberLines>;

export type LedgerPage = z.output<typeof A.ledgerPage>;

export type UploadBatch = z.output<typeof A.uploadBatch>;

export interface UploadResult extends Partial<UploadCounts> {
  message: 'success';
  newEmails: string[];
  upload_id?: number;
}

/** POST /bee/ledger's answer when the company notifies after every upload: the started send. */
export type UploadAnswer = z.output<typeof A.uploadAnswer>;

export type RepKeyRecord = z.output<typeof A.repKeyRecord>;

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
export type PortalRep = z.output<typeof A.portalRep>;

/** 202 answer of POST /mail/rep-portals/, POST /bee/uploads/:id/notify and a retry. */
export type SendStarted = z.output<typeof A.sendStarted>;

/** GET /mail/sends/:id: a send's progress. */
export type SendProgress = z.output<typeof A.sendProgress>;

export type CompanySummary = z.output<typeof A.companySummary>;

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
export type UploadPreview = z.output<typeof A.uploadPreview>;

export const MAX_PREVIEW_LINES = 5_000;
