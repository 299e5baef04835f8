// Ledger reads and writes for one company at a time: the company id is the first argument of
// every method and comes from the caller's token, never from the request.
import { createHash } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { canUpload, CSV_COLUMNS, CSV_TITLES, type LedgerField } from '@commissionbee/shared/csv';
import type {
  LedgerPage,
  LedgerRow,
  ReconcileOptions,
  UploadPreview,
  UploadResult,
} from '@commissionbee/shared/types';
import { DataSource, type EntityManager } from 'typeorm';
import { reconcileOptions, type ReconcileQuery } from './dto/reconcile-options.dto.js';
import type { CheckedUpload, PackFor } from './ledger-upload-parser.js';
import type { LedgerQuery } from './dto/ledger-query.dto.js';
import { IngestProfile } from './ingest-profile.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import { LedgerWriter, type UploadMeta } from './ledger-writer.js';
import { PAY_DATE_TEXT, searchCandidates, searchFilter } from './ledger-search.js';
import { LedgerStatistics } from './ledger-statistics.js';
import { LedgerSearchIndexer } from './ledger-search-indexer.js';
import { LedgerTotals } from './ledger-totals.js';
import type { MasterCsvCells } from './master-csv.js';
import { LedgerReconciler } from './reconcile.js';
import { LEDGER_CHANGED } from './reconcile.messages.js';
import { ActivityService } from '../activity/activity.service.js';
import { fromCents } from '@commissionbee/shared/money';

const ROW_COLUMNS = `id, ${PAY_DATE_TEXT} AS pay_date, rep_name, rep_email, item_name, item_pay_type,
  amount::float8 AS amount, manager_email, breakdown, manual_note`;

// Qualified: a bare pay_date here would name the text column of the SELECT list, not the date.
const NEWEST_FIRST = 'ORDER BY ledger_records.pay_date DESC NULLS FIRST, ledger_records.id DESC';

/** Rows per query of the Master CSV export. */
// Measured on 1,000,000 rows (npm run bench -- ledger): 1,000, 2,000 and 5,000 rows per query
// give the same memory profile; 2,000 was the fastest (about 220,000 rows/s on a server).
export const EXPORT_BATCH = 2_000;

/** The SQL of each Master CSV cell: text, except the Breakdown (a JSON list, made compact in JS). */
const EXPORT_SQL: Record<LedgerField, string> = {
  pay_date: PAY_DATE_TEXT,
  rep_name: 'rep_name',
  rep_email: 'rep_email',
  item_name: 'item_name',
  item_pay_type: 'item_pay_type',
  amount: 'amount::text',
  manager_email: 'manager_email',
  breakdown: 'breakdown',
  manual_note: 'manual_note',
  line_id: 'line_id',
};
const EXPORT_CELLS = CSV_TITLES.map((title) => EXPORT_SQL[CSV_COLUMNS[title]]).join(', ');
const BREAKDOWN_CELL = CSV_TITLES.indexOf('Breakdown');

/** Rows per query of the whole-ledger answer (GET /bee/ledger without parameters). */
export const ALL_BATCH = 2_000;

/**
 * A search counts and pages at most this many matches (the answer then says `capped: true`):
 * a search matching most of a million rows costs no more than one matching ten thousand.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Most candidate rows a search reads by id (ledger-search.ts); with more it reads in order. */
const MAX_CANDIDATES = 20_000;

interface ExportBatch {
  last: number;
  rows: MasterCsvCells[];
}

@Injectable()
export class LedgerService {
  constructor(
    private readonly db: DataSource,
    private readonly writer: LedgerWriter,
    private readonly totals: LedgerTotals,
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
    if (!canUpload(checked.result) || !checked.packed)
      throw new InvalidCsvDataException(checked.result);
    const packed = checked.packed;
    const uploadId = pack.uploadId!;
    const options = pack.options;
    profile.restart();
    const stored = await this.db.transaction(async (tx) => {
      // An upload may take longer than a request query may (STATEMENT_TIMEOUT_MS).
      await tx.query('SET LOCAL statement_timeout = 0');
      const plain = packed.target === 'ledger';
      const version = await this.lockCompany(tx, companyId, !plain || !!query.preview_token);
      if (
        query.preview_token &&
        query.preview_token !== previewToken(companyId, version, packed.digest!, options)
      )
        throw new ConflictException(LEDGER_CHANGED);
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
      await this.reconciler.plan(tx, companyId, packed, options, profile);
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
    this.statistics.changed(stored.added + stored.updated + stored.removed);
    void this.searchIndex.kick();
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

  /** What the upload would do, per rep and per pay date; stores nothing. */
  async preview(companyId: number, checked: CheckedUpload, pack: PackFor): Promise<UploadPreview> {
    if (!canUpload(checked.result) || !checked.packed)
      throw new InvalidCsvDataException(checked.result);
    const packed = checked.packed;
    return this.db.transaction(async (tx) => {
      // Reconciling a large file may take longer than a request query may (STATEMENT_TIMEOUT_MS).
      await tx.query('SET LOCAL statement_timeout = 0');
      const version = await this.lockCompany(tx, companyId, false);
      await this.reconciler.plan(tx, companyId, packed, pack.options);
      const summary = await this.reconciler.summarize(tx, companyId);
      return {
        preview_token: previewToken(companyId, version, packed.digest!, pack.options),
        ...summary,
      };
    });
  }

  /**
   * The company's data_version, read in the transaction. Locked (FOR UPDATE) for a commit, so two
   * uploads of one company reconcile one after the other and a previewed state cannot change
   * between the check and the write.
   */
  private async lockCompany(tx: EntityManager, companyId: number, lock: boolean) {
    const [row]: { data_version: string }[] = await tx.query(
      `SELECT data_version FROM companies WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [companyId],
    );
    return row?.data_version ?? '0';
  }

  /**
   * The whole ledger, newest pay date first (PENDING and CANCELLED on top), ALL_BATCH rows per
   * query by keyset on the ledger screen's index: a million rows are never in memory at once
   * and the connection is free between batches. First the undated rows (id descending), then
   * the dated ones (pay date, then id, descending).
   */
  async *allBatches(companyId: number): AsyncGenerator<LedgerRow[]> {
    let after: { payDate: string | null; id: number } | null = null;
    let dated = false;
    for (;;) {
      const rows: (LedgerRow & { raw_date: string | null })[] = await this.db.query(
        dated
          ? `SELECT ${ROW_COLUMNS}, ledger_records.pay_date::text AS raw_date FROM ledger_records
              WHERE company_id = $1 AND ledger_records.pay_date IS NOT NULL
                AND ($2::date IS NULL OR (ledger_records.pay_date, id) < ($2::date, $3::int))
              ${NEWEST_FIRST} LIMIT ${ALL_BATCH}`
          : `SELECT ${ROW_COLUMNS}, NULL AS raw_date FROM ledger_records
              WHERE company_id = $1 AND ledger_records.pay_date IS NULL AND ($3::int IS NULL OR id < $3)
                AND $2::date IS NULL
              ${NEWEST_FIRST} LIMIT ${ALL_BATCH}`,
        [companyId, after?.payDate ?? null, after?.id ?? null],
      );
      if (rows.length > 0) {
        const last = rows[rows.length - 1];
        after = { payDate: last.raw_date, id: last.id };
        yield rows.map(({ raw_date: _raw, ...row }) => row);
      }
      if (rows.length < ALL_BATCH) {
        if (dated) return;
        dated = true;
        after = null;
      }
    }
  }

  /**
   * One page of the rows matching the search; a page past the end answers the last page. The
   * number of matches is counted once per state of the ledger and search, not on every page.
   */
  async page(companyId: number, { page, pageSize, search }: LedgerQuery): Promise<LedgerPage> {
    const filter = searchFilter(search);
    let where = `company_id = $1${filter.sql}`;
    const params: unknown[] = [companyId, ...filter.params];
    const candidates = searchCandidates(search);
    if (candidates) {
      // The ids the indexes point at, then only those rows are read and checked. Too many of
      // them (a broad query, or a large upload not indexed yet): the rows are read in the
      // ledger's order instead, which finds the page and the capped count early.
      const [{ ids }]: { ids: number[] }[] = await this.db.query(
        `SELECT ARRAY(SELECT id FROM (${candidates}) c LIMIT ${MAX_CANDIDATES + 1}) AS ids`,
        params,
      );
      if (ids.length <= MAX_CANDIDATES) {
        params.push(ids);
        where += ` AND id = ANY($${params.length}::int[])`;
      }
    }
    const version = await this.totals.version(companyId);
    let total = this.totals.get(companyId, version, search);
    if (total === undefined && filter.sql) {
      // A new search: its page and its count in one pass over the matches.
      const first = await this.pageAndCount(where, params, page, pageSize);
      if (first) {
        this.totals.set(companyId, version, search, first.counted);
        return first.answer;
      }
    }
    if (total === undefined) {
      // A search counts at most SEARCH_COUNT_CAP + 1 matches (the "+ 1" says there are more),
      // so a search matching most of a million rows stops early (issue 11).
      const [counted]: { total: number }[] = await this.db.query(
        filter.sql
          ? `SELECT count(*)::int AS total FROM (SELECT 1 FROM ledger_records WHERE ${where}
              LIMIT ${SEARCH_COUNT_CAP + 1}) capped`
          : `SELECT count(*)::int AS total FROM ledger_records WHERE ${where}`,
        params,
      );
      total = counted.total;
      this.totals.set(companyId, version, search, total);
    }
    const capped = filter.sql !== '' && total > SEARCH_COUNT_CAP;
    if (capped) total = SEARCH_COUNT_CAP;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(page, pages);
    const rows: LedgerRow[] =
      total === 0
        ? []
        : await this.db.query(
            // The page's ids come off ledger_records_company_newest_idx without reading the rows
            // they skip (index-only), then only those rows are read: a deep page stays cheap.
            `SELECT ${ROW_COLUMNS} FROM ledger_records
              WHERE company_id = $1 AND id IN (
                SELECT id FROM ledger_records WHERE ${where}
                 ORDER BY pay_date DESC NULLS FIRST, id DESC
                 LIMIT ${pageSize} OFFSET ${(current - 1) * pageSize})
              ${NEWEST_FIRST}`,
            params,
          );
    return { rows, total, page: current, pages, ...(capped ? { capped } : {}) };
  }

  /**
   * A page and the number of matches from one pass (count(*) OVER ()), so a new search finds its
   * matches once instead of once to count and once to page; only for searches, where the matches
   * are few (over a whole ledger the window would hold every row). Null for a page past the end.
   */
  private async pageAndCount(
    where: string,
    params: unknown[],
    page: number,
    pageSize: number,
  ): Promise<{ answer: LedgerPage; counted: number } | null> {
    // Pages past SEARCH_COUNT_CAP matches are not read: the caller gets the last page there is.
    if ((page - 1) * pageSize >= SEARCH_COUNT_CAP) return null;
    const found: (LedgerRow & { total: number })[] = await this.db.query(
      `SELECT ${ROW_COLUMNS}, matches.total FROM ledger_records
         JOIN (SELECT id, count(*) OVER ()::int AS total FROM (
                 SELECT id, pay_date FROM ledger_records WHERE ${where}
                  ORDER BY pay_date DESC NULLS FIRST, id DESC LIMIT ${SEARCH_COUNT_CAP + 1}) capped
                ORDER BY pay_date DESC NULLS FIRST, id DESC
                LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) matches USING (id)
        WHERE company_id = $1
        ${NEWEST_FIRST}`,
      params,
    );
    if (found.length === 0 && page > 1) return null;
    const counted = found[0]?.total ?? 0;
    const total = Math.min(counted, SEARCH_COUNT_CAP);
    const rows = found.map(({ total: _total, ...row }) => row);
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const capped = counted > SEARCH_COUNT_CAP;
    return { answer: { rows, total, page, pages, ...(capped ? { capped } : {}) }, counted };
  }

  /**
   * The Master CSV rows in upload order, EXPORT_BATCH at a time by keyset (id > last id), so a
   * million rows never sit in memory and the database connection is free between batches. Each
   * batch comes back as one JSON text (one row of the result, not thousands), the next one is read
   * while the current one is written, and the cells are in CSV_TITLES order.
   */
  async *exportBatches(companyId: number): AsyncGenerator<MasterCsvCells[]> {
    let next = this.exportBatch(companyId, 0);
    for (;;) {
      const batch = await next;
      if (!batch) return;
      next =
        batch.rows.length < EXPORT_BATCH
          ? Promise.resolve(null)
          : this.exportBatch(companyId, batch.last);
      // A download cut short leaves the read ahead unawaited: its failure must not go unhandled.
      next.catch(() => undefined);
      yield batch.rows;
    }
  }

  private async exportBatch(companyId: number, afterId: number): Promise<ExportBatch | null> {
    const [batch]: { last: number | null; rows: string | null }[] = await this.db.query(
      `SELECT max(id) AS last, json_agg(json_build_array(${EXPORT_CELLS}) ORDER BY id)::text AS rows
         FROM (SELECT id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type, amount,
                      manager_email, breakdown, manual_note, line_id
                 FROM ledger_records WHERE company_id = $1 AND id > $2 ORDER BY id LIMIT ${EXPORT_BATCH}) batch`,
      [companyId, afterId],
    );
    if (!batch.rows || batch.last === null) return null;
    const rows = JSON.parse(batch.rows) as unknown[][];
    for (const cells of rows) {
      // The Breakdown as it is written in an upload: compact JSON.
      const lines = cells[BREAKDOWN_CELL];
      cells[BREAKDOWN_CELL] = lines === null ? null : JSON.stringify(lines);
    }
    return { last: batch.last, rows: rows as MasterCsvCells[] };
  }
}

/**
 * Names one preview: the company, the state of its data (companies.data_version, bumped by any
 * change to its ledger), the options and the validated records. A commit that computes another
 * token would store something else than was previewed.
 */
/** The records (their digest, written by the upload worker) as previewed on this ledger version. */
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
