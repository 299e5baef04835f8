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
}

export interface LedgerRow extends LedgerRecordInput {
  id: number;
}

/** Rows in rep views also carry job_name (= item_name) and id. */
export interface RepRow extends LedgerRow {
  job_name: string;
}

/** GET /bee/rep-key-data answer. */
export interface RepKeyData {
  email: string;
  company: CompanyInfo;
  company_id: number;
  custom_features: string[];
  calculator: CalculatorConfig | null;
  data: RepRow[];
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
  uploaded_by: string | null;
  created_at: string;
  row_count: number;
  total_amount: number;
}

export interface UploadResult {
  message: 'success';
  newEmails: string[];
  upload_id?: number;
}

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
}

export interface CompanySummary {
  id: number;
  name: string;
  logo: string | null;
  color: string | null;
  features: string[];
}
