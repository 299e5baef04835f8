// The text the server hands to PostgreSQL's COPY … (FORMAT csv) for validated ledger records:
// built in the upload worker (backend/workers/ledger-upload.worker.mjs), where the records are,
// so only this text — one transferable buffer — goes back to the main thread instead of the
// records themselves. Plain functions without Node or browser APIs: the worker loads the built
// file, the server's TypeScript (LedgerWriter.store for records it already holds) the same one.
import { countedCents } from './numbers.js';
import type { LedgerRecordInput, ReconcileOptions } from './types.js';

/** The columns of ledgerCopyLines, in order. */
export const LEDGER_COPY_COLUMNS = `company_id, upload_id, pay_date, pay_status, rep_name,
  rep_email, item_name, item_pay_type, amount, manager_email, breakdown, manual_note`;

/** The columns of reconcileCopyLines after `ord`, in order (the temporary table upload_lines). */
export const LINE_COPY_COLUMNS = `pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type,
  amount, manager_email, breakdown, manual_note, line_id`;

export const payStatus = (payDate: string) =>
  payDate === 'PENDING' || payDate === 'CANCELLED' ? payDate : 'PAID';

/** A COPY … (FORMAT csv) field: unquoted empty is NULL, anything else quoted. */
const copyField = (value: string | null | undefined) =>
  value === null || value === undefined
    ? ''
    : value.includes('"')
      ? `"${value.replaceAll('"', '""')}"`
      : `"${value}"`;

/** The same, with an empty text NULL too (the reconcile table compares NULLs). */
const nullableField = (value: string | null | undefined) => (value === '' ? '' : copyField(value));

/** True when the upload needs no reconciling: every line is simply added. */
export function addsOnly(records: LedgerRecordInput[], options: ReconcileOptions): boolean {
  return (
    options.duplicates === 'add' &&
    options.pending === 'add' &&
    !options.replacePayDates &&
    !options.checkClosed &&
    !options.adjustClosedOn &&
    !records.some((r) => r.line_id)
  );
}

/** Records `start`…`end` as COPY lines of ledger_records (LEDGER_COPY_COLUMNS), each ending in \n. */
export function ledgerCopyLines(
  companyId: number,
  uploadId: number,
  records: readonly LedgerRecordInput[],
  start = 0,
  end = records.length,
): string {
  const prefix = `${companyId},${uploadId},`;
  let text = '';
  for (let i = start; i < end; i += 1) {
    const r = records[i];
    const status = payStatus(r.pay_date);
    text += `${prefix}${status === 'PAID' ? r.pay_date : ''},${status},${copyField(r.rep_name)},${copyField(
      r.rep_email,
    )},${copyField(r.item_name)},${copyField(r.item_pay_type)},${String(r.amount)},${copyField(
      r.manager_email || null,
    )},${copyField(r.breakdown ? JSON.stringify(r.breakdown) : null)},${copyField(r.manual_note || null)}\n`;
  }
  return text;
}

/** Records `start`…`end` as COPY lines of upload_lines (`ord`, LINE_COPY_COLUMNS), each ending in \n. */
export function reconcileCopyLines(
  records: readonly LedgerRecordInput[],
  start = 0,
  end = records.length,
): string {
  let text = '';
  for (let i = start; i < end; i += 1) {
    const r = records[i];
    const status = payStatus(r.pay_date);
    text += `${i},${status === 'PAID' ? r.pay_date : ''},${status},${nullableField(r.rep_name)},${nullableField(
      r.rep_email,
    )},${nullableField(r.item_name)},${nullableField(r.item_pay_type)},${String(r.amount)},${nullableField(
      r.manager_email,
    )},${nullableField(r.breakdown ? JSON.stringify(r.breakdown) : null)},${nullableField(
      r.manual_note,
    )},${nullableField(r.line_id)}\n`;
  }
  return text;
}

/** The rep emails of the records, trimmed, one per address (any case), as first written. */
export function repEmails(records: readonly LedgerRecordInput[]): string[] {
  const byLower = new Map<string, string>();
  for (const r of records) {
    const email = r.rep_email.trim();
    const key = email.toLowerCase();
    if (!byLower.has(key)) byLower.set(key, email);
  }
  return [...byLower.values()];
}

/** An upload's total in cents (numbers.ts: every line but the CANCELLED ones), exact. */
export function totalCents(records: readonly LedgerRecordInput[]): number {
  let sum = 0;
  for (const r of records) sum += countedCents(r);
  return sum;
}
