// Ledger uploads of one company at a time (the company id is the first argument of every method
// and comes from the caller's token, never from the request): what the upload workers need, the
// one transaction that stores a valid upload, and the preview of what it would do. Reading the
// ledger is ledger-read.service.ts.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { canUpload } from '@commissionbee/shared/csv';
import { fromCents } from '@commissionbee/shared/money';
import type { ReconcileOptions, UploadPreview, UploadResult } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import { IngestProfile } from './ingest-profile.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import { reconcileOptions, type ReconcileQuery } from './ledger.dto.js';
import { LEDGER_CHANGED } from './ledger.messages.js';
import { LedgerRecordsRepository } from './ledger-records.repository.js';
import { LedgerSearchIndexer } from './ledger-search-indexer.js';
import { LedgerStatistics } from './ledger-statistics.js';
import type { CheckedUpload, PackFor } from './ledger-upload-parser.js';
import { LedgerWriter, type UploadMeta } from './ledger-writer.js';
import { LedgerReconciler } from './reconcile.js';
import { appError } from '../common/app-error.js';

// The batch sizes and the search cap belong to the queries (ledger-records.repository.ts); the API
// specs import them from here.
export { ALL_BATCH, EXPORT_BATCH, SEARCH_COUNT_CAP } from './ledger-records.repository.js';

@Injectable()
export class LedgerService {
  constructor(
    private readonly db: DataSource,
    private readonly records: LedgerRecordsRepository,
    private readonly writer: LedgerWriter,
    private readonly statistics: LedgerStatistics,
    private readonly reconciler: LedgerReconciler,
    private readonly searchIndex: LedgerSearchIndexer,
    private readonly activity: ActivityService,
  ) {}

  /**
   * What the upload worker needs to pack a valid upload (LedgerUploadParser): for a commit an
   * upload id taken now, which the COPY text carries; for a preview none.
   */
  async packFor(companyId: number, query: ReconcileQuery, preview = false): Promise<PackFor> {
    return {
      companyId,
      uploadId: preview ? null : await this.writer.reserveUploadId(this.db),
      options: reconcileOptions(query),
      digest: preview || !!query.preview_token,
      // Not on PGlite: its one connection would be held by the upload's transaction while the
      // rest of the file is parsed, and every other tenant would wait for it (a file refused at
      // its last row used to hold nobody up). On a server only this upload's connection waits.
      stream: !preview && !this.writer.embedded(),
    };
  }

  /**
   * Stores a fully valid upload in one transaction, or nothing: reconciled with the ledger
   * (reconcile.ts) unless every line is simply added. With the token of a preview, only while the
   * ledger is as it was previewed (else 409), so what is stored is exactly what was previewed.
   * `checked` comes from LedgerUploadParser with packFor(companyId, query).
   */
  async ingest(
    companyId: number,
    checked: CheckedUpload,
    pack: PackFor,
    meta: UploadMeta,
    query: ReconcileQuery,
    profile = new IngestProfile(),
  ): Promise<Required<UploadResult>> {
    // A streamed upload is still being validated: a bad row fails its COPY with the same 400.
    if (!checked.packed || (!checked.packed.streaming && !canUpload(checked.result)))
      throw new InvalidCsvDataException(checked.result);
    const packed = checked.packed;
    const uploadId = pack.uploadId!;
    const options = pack.options;
    profile.restart();
    const stored = await this.db.transaction(async (tx) => {
      // An upload may take longer than a request query may (STATEMENT_TIMEOUT_MS).
      await this.records.withoutStatementTimeout(tx);
      const plain = packed.target === 'ledger';
      // Locked for a commit that reconciles or was previewed: two uploads of one company
      // reconcile one after the other, and a previewed state cannot change before the write.
      const version = await this.records.version(companyId, {
        tx,
        forUpdate: !plain || !!query.preview_token,
      });
      // A streamed upload's digest is known once its rows are in (checked after the load below).
      const previewed = () => {
        if (
          query.preview_token &&
          query.preview_token !== previewToken(companyId, version, packed.digest!, options)
        )
          throw appError('LEDGER_PREVIEW_STALE', LEDGER_CHANGED);
      };
      if (!packed.streaming) previewed();
      profile.mark('lock');
      const logged = (id: number) =>
        this.activity.record(tx, {
          companyId,
          action: 'ledger.upload',
          target: String(id),
          details: {
            upload_id: id,
            file_name: meta.fileName,
            rows: packed.rowCount,
            total: fromCents(packed.totalCents),
          },
        });
      if (plain) {
        const written = await this.writer.storePacked(
          tx,
          companyId,
          uploadId,
          packed,
          meta,
          profile,
        );
        await logged(uploadId);
        profile.restart();
        return { ...written, added: packed.rowCount, updated: 0, skipped: 0, removed: 0 };
      }
      await this.reconciler.load(tx, packed, profile);
      if (packed.streaming) previewed();
      await this.reconciler.match(tx, companyId, packed, options, profile);
      await this.writer.createUpload(tx, companyId, uploadId, meta);
      const counts = await this.reconciler.apply(tx, companyId, uploadId, profile);
      await this.writer.countUpload(tx, companyId, uploadId);
      profile.mark('count_upload');
      const newEmails = await this.writer.registerReps(tx, companyId, packed.emails);
      await logged(uploadId);
      profile.mark('register_keys');
      return { uploadId, newEmails, ...counts };
    });
    profile.mark('commit');
    return {
      message: 'success',
      newEmails: stored.newEmails,
      upload_id: stored.uploadId,
      added: stored.added,
      updated: stored.updated,
      skipped: stored.skipped,
      removed: stored.removed,
    };
  }

  /**
   * The upload's work after its answer: the planner statistics (an ANALYZE once enough rows
   * changed) and the ledger search's index of the new rows (LedgerSearchIndexer). Both run in the
   * background; on PGlite's one connection they would otherwise hold the upload's own last
   * queries (webhooks, notifications) back by up to a second. Until the index has them, a search
   * checks the new rows one by one, with the same answers.
   */
  afterAnswer(stored: Required<UploadResult>): void {
    this.statistics.changed(stored.added + stored.updated + stored.removed);
    void this.searchIndex.kick();
  }

  /** What the upload would do, per rep and per pay date; stores nothing. */
  async preview(companyId: number, checked: CheckedUpload, pack: PackFor): Promise<UploadPreview> {
    if (!canUpload(checked.result) || !checked.packed)
      throw new InvalidCsvDataException(checked.result);
    const packed = checked.packed;
    return this.db.transaction(async (tx) => {
      // Reconciling a large file may take longer than a request query may (STATEMENT_TIMEOUT_MS).
      await this.records.withoutStatementTimeout(tx);
      const version = await this.records.version(companyId, { tx });
      await this.reconciler.plan(tx, companyId, packed, pack.options);
      const summary = await this.reconciler.summarize(tx, companyId);
      return {
        preview_token: previewToken(companyId, version, packed.digest!, pack.options),
        ...summary,
      };
    });
  }
}

/**
 * Names one preview: the company, the state of its data (companies.data_version, bumped by any
 * change to its ledger), the options and the validated records (their digest, written by the
 * upload worker). A commit that computes another token would store something else than was
 * previewed.
 */
function previewToken(
  companyId: number,
  version: string,
  recordsDigest: string,
  options: ReconcileOptions,
): string {
  return createHash('sha256')
    .update(`${companyId}|${version}|${JSON.stringify(options)}|${recordsDigest}`)
    .digest('hex');
}
