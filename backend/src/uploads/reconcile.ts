// Reconciles an upload's validated records with the company's ledger, in SQL: the records go into
// a temporary table (COPY of the text the upload worker wrote, PackedUpload), each line gets an action
// by joins against ledger_records (no ledger row is read into Node), and the plan is either
// summarised (the preview) or applied (the commit) inside the caller's transaction.
//
// Actions, in this order (a line takes the first that fits):
// - replace mode: every stored PAID line of a pay date in the file is removed;
// - a Line ID already stored: 'updated' (or 'skipped' when every value is the same);
// - no Line ID, duplicates=skip: as many exact duplicates of stored lines as are stored are
//   'skipped' (counted with multiplicity: two stored, three in the file → one added);
// - no Line ID, pending=update: a dated line pairs with a stored PENDING line of the same rep,
//   item, pay type and amount (the k-th with the k-th) and 'updated' it;
// - otherwise 'added'.
import { Injectable } from '@nestjs/common';
import type {
  PreviewLine,
  PreviewPayDate,
  PreviewRep,
  ReconcileOptions,
  UploadCounts,
} from '@commissionbee/shared/types';
import type { EntityManager } from 'typeorm';
import { MAX_LISTED_ISSUES } from '@commissionbee/shared/csv';
import { PAY_RUN_MESSAGES } from '@commissionbee/shared/pay-runs';
import { appError } from '../common/app-error.js';
import { copyIn } from '../database/copy-in.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import type { IngestProfile } from './ingest-profile.js';
import type { PackedUpload } from './ledger-upload-parser.js';
import { LedgerWriter } from './ledger-writer.js';
import { ReconcileRepository, UPLOAD_LINES_COPY } from './reconcile.repository.js';

export interface ReconcileSummary extends UploadCounts {
  reps: PreviewRep[];
  pay_dates: PreviewPayDate[];
  lines: PreviewLine[];
  lineCount: number;
}

@Injectable()
export class LedgerReconciler {
  constructor(
    private readonly writer: LedgerWriter,
    private readonly repository: ReconcileRepository,
  ) {}

  /** Loads the packed records and gives each an action; nothing in the ledger changes. */
  async plan(
    tx: EntityManager,
    companyId: number,
    packed: PackedUpload,
    options: ReconcileOptions,
    profile?: IngestProfile,
  ): Promise<void> {
    await this.load(tx, packed, profile);
    await this.match(tx, companyId, packed, options, profile);
  }

  /**
   * The first half of plan: the packed records into the plan's tables. A streamed upload's facts
   * (its Line IDs, its digest) are final once this has read its last piece.
   */
  async load(tx: EntityManager, packed: PackedUpload, profile?: IngestProfile): Promise<void> {
    if (packed.target !== 'lines') throw new Error('The upload is not packed for reconciling');
    await this.repository.createPlanTables(tx);
    await copyIn(tx, this.writer.embedded(), UPLOAD_LINES_COPY, packed.pieces);
    await this.repository.analyzeLines(tx);
    profile?.mark('reconcile_load');
  }

  /** The second half of plan: each loaded line's action. */
  async match(
    tx: EntityManager,
    companyId: number,
    packed: PackedUpload,
    options: ReconcileOptions,
    profile?: IngestProfile,
  ): Promise<void> {
    if (options.replacePayDates) await this.repository.removePayDates(companyId, tx);
    if (packed.hasLineIds) await this.repository.matchLineIds(companyId, tx);
    profile?.mark('reconcile_line_ids');
    if (options.duplicates === 'skip' && (await this.repository.hasDuplicates(companyId, tx)))
      await this.repository.skipDuplicates(companyId, tx);
    profile?.mark('reconcile_duplicates');
    if (options.pending === 'update') await this.repository.datePending(companyId, tx);
    profile?.mark('reconcile_pending');
    await this.guardClosed(tx, companyId, packed, options);
  }

  /**
   * Pay runs (issue 29): a line that would change a closed pay date is refused as a row error
   * (the whole upload stores nothing), unless the upload asked for adjustments on an open pay
   * date (options.adjustClosedOn): then those changes become adjustment lines there.
   */
  private async guardClosed(
    tx: EntityManager,
    companyId: number,
    packed: PackedUpload,
    options: ReconcileOptions,
  ): Promise<void> {
    if (options.adjustClosedOn) {
      if (await this.repository.closed(companyId, options.adjustClosedOn, tx))
        throw appError('PAY_DATE_CLOSED', PAY_RUN_MESSAGES.adjustOnClosed(options.adjustClosedOn), {
          pay_dates: [options.adjustClosedOn],
        });
      await this.repository.adjustClosed(companyId, options.adjustClosedOn, tx);
      return;
    }
    const closed = await this.repository.closedLines(companyId, tx);
    if (closed.length === 0) return;
    const issues = closed.map((c) => ({
      row: c.ord + 2,
      column: 'Pay Date',
      message: PAY_RUN_MESSAGES.closed(c.pay_date),
      code: 'CSV_PAY_DATE_CLOSED' as const,
      params: { payDate: c.pay_date },
    }));
    throw new InvalidCsvDataException({
      records: [],
      issues: issues.slice(0, MAX_LISTED_ISSUES),
      issueCount: issues.length,
      rowCount: packed.rowCount,
      invalidRowCount: issues.length,
      headerIssues: [],
    });
  }

  /** What the plan does: counts, per rep, per pay date, and the first MAX_PREVIEW_LINES lines. */
  async summarize(tx: EntityManager, companyId: number): Promise<ReconcileSummary> {
    const counts = await this.repository.counts(tx);
    const reps = await this.repository.reps(companyId, tx);
    const payDates = await this.repository.payDates(companyId, tx);
    const lines = await this.repository.lines(companyId, tx);
    return {
      added: counts.added,
      updated: counts.updated,
      skipped: counts.skipped,
      removed: counts.removed,
      reps,
      pay_dates: payDates,
      lines,
      lineCount: counts.lineCount,
    };
  }

  /**
   * Stores the plan as upload `uploadId`: the replaced and removed lines' values first become
   * versions tied to their upload, then the ledger changes. Answers the counts.
   */
  async apply(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    profile?: IngestProfile,
  ): Promise<UploadCounts> {
    let removed = 0;
    let updated = 0;
    // A file that only adds lines (the common one) has no version to keep and nothing to change.
    if (await this.repository.hasChanges(tx)) {
      await this.repository.keepVersions(companyId, uploadId, tx);
      profile?.mark('apply_versions');
      removed = await this.repository.removeLines(companyId, tx);
      updated = await this.repository.updateLines(companyId, uploadId, tx);
    }
    profile?.mark('apply_remove_update');
    const added = await this.repository.insertAdded(companyId, uploadId, tx);
    profile?.mark('apply_insert');
    const skipped = await this.repository.countSkipped(tx);
    return { added, updated, skipped, removed };
  }
}
