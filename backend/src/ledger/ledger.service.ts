// Ledger reads and writes for one company at a time: the company id is the first argument of
// every method and comes from the caller's token, never from the request.
import { Injectable } from '@nestjs/common';
import { canUpload, type CsvValidationResult } from '@commissionbee/shared/csv';
import type { LedgerPage, LedgerRow, UploadResult } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import type { LedgerQuery } from './dto/ledger-query.dto.js';
import { InvalidCsvDataException } from './invalid-csv-data.exception.js';
import { LedgerWriter, type UploadMeta } from './ledger-writer.js';
import { PAY_DATE_TEXT, searchFilter } from './ledger-search.js';
import { LedgerStatistics } from './ledger-statistics.js';
import { LedgerTotals } from './ledger-totals.js';
import type { MasterCsvRow } from './master-csv.js';

const ROW_COLUMNS = `id, ${PAY_DATE_TEXT} AS pay_date, rep_name, rep_email, item_name, item_pay_type,
  amount::float8 AS amount, manager_email, breakdown, manual_note`;

// Qualified: a bare pay_date here would name the text column of the SELECT list, not the date.
const NEWEST_FIRST = 'ORDER BY ledger_records.pay_date DESC NULLS FIRST, ledger_records.id DESC';

/** Rows per query of the Master CSV export. */
export const EXPORT_BATCH = 5_000;

type ExportRow = Omit<MasterCsvRow, 'breakdown'> & { id: number; breakdown: string[] | null };

@Injectable()
export class LedgerService {
  constructor(
    private readonly db: DataSource,
    private readonly writer: LedgerWriter,
    private readonly totals: LedgerTotals,
    private readonly statistics: LedgerStatistics,
  ) {}

  /** Stores every record of a fully valid upload in one transaction, or nothing. */
  async ingest(
    companyId: number,
    checked: CsvValidationResult,
    meta: UploadMeta,
  ): Promise<Required<UploadResult>> {
    if (!canUpload(checked)) throw new InvalidCsvDataException(checked);
    const stored = await this.db.transaction((tx) =>
      this.writer.store(tx, companyId, checked.records, meta),
    );
    this.statistics.changed(checked.records.length);
    return { message: 'success', newEmails: stored.newEmails, upload_id: stored.uploadId };
  }

  /** The whole ledger, newest pay date first (PENDING and CANCELLED on top). */
  all(companyId: number): Promise<LedgerRow[]> {
    return this.db.query(
      `SELECT ${ROW_COLUMNS} FROM ledger_records WHERE company_id = $1 ${NEWEST_FIRST}`,
      [companyId],
    );
  }

  /**
   * One page of the rows matching the search; a page past the end answers the last page. The
   * number of matches is counted once per state of the ledger and search, not on every page.
   */
  async page(companyId: number, { page, pageSize, search }: LedgerQuery): Promise<LedgerPage> {
    const filter = searchFilter(search);
    const where = `company_id = $1${filter.sql}`;
    const params = [companyId, ...filter.params];
    const version = await this.totals.version(this.db, companyId);
    let total = this.totals.get(companyId, version, search);
    if (total === undefined) {
      const [counted]: { total: number }[] = await this.db.query(
        `SELECT count(*)::int AS total FROM ledger_records WHERE ${where}`,
        params,
      );
      total = counted.total;
      this.totals.set(companyId, version, search, total);
    }
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(page, pages);
    const rows: LedgerRow[] =
      total === 0
        ? []
        : await this.db.query(
            `SELECT ${ROW_COLUMNS} FROM ledger_records WHERE ${where} ${NEWEST_FIRST}
              LIMIT ${pageSize} OFFSET ${(current - 1) * pageSize}`,
            params,
          );
    return { rows, total, page: current, pages };
  }

  /**
   * The Master CSV rows in upload order, EXPORT_BATCH at a time by keyset (id > last id), so a
   * million rows never sit in memory and the database connection is free between batches.
   */
  async *exportBatches(companyId: number): AsyncGenerator<MasterCsvRow[]> {
    let afterId = 0;
    for (;;) {
      const rows: ExportRow[] = await this.db.query(
        `SELECT id, ${PAY_DATE_TEXT} AS pay_date, rep_name, rep_email, item_name, item_pay_type,
                amount::text AS amount, manager_email, breakdown, manual_note
           FROM ledger_records WHERE company_id = $1 AND id > $2 ORDER BY id LIMIT ${EXPORT_BATCH}`,
        [companyId, afterId],
      );
      if (rows.length === 0) return;
      // The Breakdown as it is written in an upload: compact JSON, not jsonb's spaced text.
      yield rows.map((row) => ({
        ...row,
        breakdown: row.breakdown ? JSON.stringify(row.breakdown) : null,
      }));
      if (rows.length < EXPORT_BATCH) return;
      afterId = rows[rows.length - 1].id;
    }
  }
}
