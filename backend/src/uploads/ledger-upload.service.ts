// The commit pipeline of a ledger upload, for one company at a time (the company id comes from the
// caller's token, never from the request): parse and validate in the upload workers, reconcile
// with the ledger and store in one transaction, then the work after the answer (webhooks, the
// reps' notifications, statistics and search index). The preview runs the same first half and
// stores nothing. Reading the ledger is ledger/ledger-read.service.ts.
import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { canUpload } from '@commissionbee/shared/csv';
import { fromCents } from '@commissionbee/shared/money';
import type {
  ReconcileOptions,
  SendStarted,
  UploadPreview,
  UploadResult,
} from '@commissionbee/shared/types';
import { PAY_RUN_MESSAGES } from '@commissionbee/shared/pay-runs';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import type { Actor } from '../auth/principal.js';
import { LedgerRecordsRepository } from '../ledger/ledger-records.repository.js';
import { LedgerSearchIndexer } from '../ledger/search/ledger-search-indexer.js';
import { LedgerStatistics } from '../ledger/ledger-statistics.js';
import { reconcileOptions, type ReconcileQuery } from '../ledger/ledger.dto.js';
import { LEDGER_CHANGED } from '../ledger/ledger.messages.js';
import { MailService } from '../mail/mail.service.js';
import { PayRunsService } from '../pay-runs/pay-runs.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { StatementsService } from '../statements/statements.service.js';
import { IngestProfile } from './ingest-profile.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import { LedgerUploadParser, type CheckedUpload, type PackFor } from './ledger-upload-parser.js';
import { LedgerWriter, type UploadMeta } from './ledger-writer.js';
import { LedgerReconciler } from './reconcile.js';
import { appError } from '../common/app-error.js';

/** An upload as it arrives: the records of a JSON body, or the bytes of a CSV file. */
export type UploadInput = { data: unknown } | { bytes: Uint8Array };

/** What an upload needs of its HTTP answer (an express Response): a header and its end. */
export interface UploadAnswer {
  setHeader(name: string, value: string): unknown;
  once(event: 'close', listener: () => void): unknown;
}

@Injectable()
export class LedgerUploadService {
  constructor(
    private readonly db: DataSource,
    private readonly records: LedgerRecordsRepository,
    private readonly writer: LedgerWriter,
    private readonly statistics: LedgerStatistics,
    private readonly reconciler: LedgerReconciler,
    private readonly searchIndex: LedgerSearchIndexer,
    private readonly activity: ActivityService,
    private readonly parser: LedgerUploadParser,
    private readonly webhooks: WebhooksService,
    private readonly statements: StatementsService,
    private readonly mail: MailService,
    private readonly payRuns: PayRunsService,
  ) {}

  /**
   * The whole upload: checks `input` (in the upload workers), stores it, tells who should hear of
   * it and answers. The answer's Server-Timing header says where the time went; the statistics
   * and the search index follow once the answer is out (afterAnswer).
   */
  async commit(
    actor: Actor,
    input: UploadInput,
    fileName: string | null | undefined,
    query: ReconcileQuery,
    res: UploadAnswer,
  ): Promise<Required<UploadResult> & { notified?: SendStarted }> {
    const profile = new IngestProfile();
    const pack = await this.packFor(actor.companyId, query);
    const checked = await this.check(input, pack, profile);
    const meta = { fileName: fileName || null, userId: actor.userId, uploadedBy: actor.label };
    try {
      const stored = await this.ingest(actor.companyId, checked, pack, meta, query, profile);
      res.once('close', () => this.afterAnswer(stored));
      profile.restart();
      const answer = await this.notifyAfterUpload(actor, stored, meta.fileName);
      profile.mark('notify');
      return answer;
    } finally {
      res.setHeader('Server-Timing', profile.header());
    }
  }

  /** What committing `input` would do (POST /bee/ledger/preview); parsed off the main thread too. */
  async previewUpload(
    companyId: number,
    input: UploadInput,
    query: ReconcileQuery,
  ): Promise<UploadPreview> {
    const pack = await this.packFor(companyId, query, true);
    const preview = await this.preview(companyId, await this.check(input, pack), pack);
    if (!(await this.payRuns.reviewOn(companyId))) return preview;
    // Pay runs (issue 29): which pay dates the upload creates or revises, and their state after.
    const known = new Map((await this.payRuns.list(companyId)).map((p) => [p.pay_date, p]));
    return {
      ...preview,
      pay_dates: preview.pay_dates.map((d) => {
        const found = known.get(/^\d{4}-/.test(d.pay_date) ? d.pay_date : 'PENDING');
        const after = !found ? 'new_draft' : found.published_at ? 'revision' : 'draft';
        return { ...d, after };
      }),
    };
  }

  private check(input: UploadInput, pack: PackFor, profile?: IngestProfile) {
    return 'data' in input
      ? this.parser.records(input.data, pack, profile)
      : this.parser.csv(input.bytes, pack, profile);
  }

  /** With the company setting on, the reps with new pay are told at once (answer's `notified`). */
  private async notifyAfterUpload<T extends Required<UploadResult>>(
    actor: Actor,
    answer: T,
    fileName: string | null,
  ): Promise<T & { notified?: SendStarted }> {
    // Integrations hear of it too (queued: an endpoint never slows the upload).
    const { upload_id, added, updated, skipped, removed } = answer;
    await this.webhooks.emit(actor.companyId, 'upload.completed', {
      upload_id,
      file_name: fileName,
      uploaded_by: actor.label,
      counts: { added, updated, skipped, removed },
    });
    // Pay runs (issue 29): with review on, reps hear of new pay when its pay date is published.
    if (await this.payRuns.reviewOn(actor.companyId)) return answer;
    try {
      // The pay dates it touched are published as stored (until pay runs, issue 29): their
      // statements are frozen by a queued job, never in this request.
      await this.statements.afterUpload(actor.companyId, answer.upload_id);
    } catch (error) {
      new Logger('Ledger').error(`Could not queue the statements: ${(error as Error).message}`);
    }
    try {
      const notified = await this.mail.afterUpload(actor.companyId, actor.userId, answer.upload_id);
      return notified ? { ...answer, notified } : answer;
    } catch (error) {
      // The upload is stored: a notification that could not be queued must not turn it into an error.
      new Logger('Ledger').error(`Could not notify after upload: ${(error as Error).message}`);
      return answer;
    }
  }

  /**
   * What the upload worker needs to pack a valid upload (LedgerUploadParser): for a commit an
   * upload id taken now, which the COPY text carries; for a preview none.
   */
  private async packFor(
    companyId: number,
    query: ReconcileQuery,
    preview = false,
  ): Promise<PackFor> {
    const options = reconcileOptions(query);
    // Pay runs: with a closed pay date, every upload is reconciled so its lines can be checked.
    if (!options.adjustClosedOn && (await this.payRuns.hasClosed(companyId)))
      options.checkClosed = true;
    return {
      companyId,
      uploadId: preview ? null : await this.writer.reserveUploadId(this.db),
      options,
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
        await this.payDatesChanged(tx, companyId, uploadId, meta);
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
      await this.payDatesChanged(tx, companyId, uploadId, meta);
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
   * Pay runs (issue 29): the pay dates the upload touched become drafts (review on) or are
   * published (review off). An upload that only adds lines is not reconciled when no pay date
   * was closed at packFor; one closed since is refused here (nothing is stored).
   */
  private async payDatesChanged(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    meta: UploadMeta,
  ): Promise<void> {
    const touched = await this.payRuns.touchedBy(companyId, uploadId, tx);
    const closed = await this.payRuns.closedOf(companyId, touched, tx);
    if (closed.length > 0)
      throw appError('PAY_DATE_CLOSED', PAY_RUN_MESSAGES.closed(closed[0]), { pay_dates: closed });
    await this.payRuns.ledgerChanged(
      companyId,
      touched,
      { label: meta.uploadedBy ?? 'upload', userId: meta.userId },
      tx,
    );
  }

  /**
   * The upload's work after its answer: the planner statistics (an ANALYZE once enough rows
   * changed) and the ledger search's index of the new rows (LedgerSearchIndexer). Both run in the
   * background; on PGlite's one connection they would otherwise hold the upload's own last
   * queries (webhooks, notifications) back by up to a second. Until the index has them, a search
   * checks the new rows one by one, with the same answers.
   */
  private afterAnswer(stored: Required<UploadResult>): void {
    this.statistics.changed(stored.added + stored.updated + stored.removed);
    void this.searchIndex.kick();
  }

  /** What the upload would do, per rep and per pay date; stores nothing. */
  private async preview(
    companyId: number,
    checked: CheckedUpload,
    pack: PackFor,
  ): Promise<UploadPreview> {
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
