// Reading a company's ledger: the ledger screen's pages (searched and counted in SQL, the count
// kept per state of the ledger), the whole ledger and the Master CSV a batch at a time.
import { Injectable } from '@nestjs/common';
import type { LedgerSort } from '@commissionbee/shared/ledger-query';
import type { LedgerPage, LedgerRow } from '@commissionbee/shared/types';
import { VersionedCache } from '../common/versioned-cache.js';
import type { LedgerQuery } from './ledger.dto.js';
import {
  ALL_BATCH,
  EXPORT_BATCH,
  LedgerRecordsRepository,
  SEARCH_COUNT_CAP,
  type AllBatchCursor,
  type LedgerMatch,
} from './ledger-records.repository.js';
import {
  MASTER_CSV_HEADER,
  masterCsvFromCopy,
  masterCsvLines,
  type MasterCsvCells,
} from './master-csv.js';

/** Rows per chunk of the Master CSV (about 70 kB, below V8's large-object size). */
const CSV_CHUNK_ROWS = 500;

/** Searches and filters whose number of matches is kept (per company, for its current data). */
const KEPT_COUNTS = 1_000;

@Injectable()
export class LedgerReadService {
  /** How many rows match a search, kept so paging does not count them all again on every page. */
  private readonly totals: VersionedCache<number>;

  constructor(private readonly records: LedgerRecordsRepository) {
    this.totals = new VersionedCache(KEPT_COUNTS, (companyId) => records.version(companyId));
  }

  /**
   * The whole ledger, newest pay date first (PENDING and CANCELLED on top), ALL_BATCH rows per
   * query by keyset on the ledger screen's index: a million rows are never in memory at once
   * and the connection is free between batches. First the undated rows (id descending), then
   * the dated ones (pay date, then id, descending).
   */
  async *allBatches(companyId: number): AsyncGenerator<LedgerRow[]> {
    let after: AllBatchCursor | null = null;
    let dated = false;
    for (;;) {
      const rows = await this.records.allBatch(companyId, dated, after);
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

  /** The whole ledger (allBatches) as the text of one JSON array, a batch a chunk. */
  async *allJson(companyId: number): AsyncGenerator<string> {
    let open = '[';
    for await (const rows of this.allBatches(companyId)) {
      yield `${open}${rows.map((row) => JSON.stringify(row)).join(',')}`;
      open = ',';
    }
    yield open === '[' ? '[]' : ']';
  }

  /**
   * The Master CSV's text: its header, then its rows as PostgreSQL writes them (one COPY on a
   * connection of its own, a server only, a few at a time) or, on PGlite or while those are all
   * taken, from exportBatches a few hundred rows a chunk. The same bytes either way.
   */
  async *masterCsv(companyId: number): AsyncGenerator<string | Buffer> {
    yield MASTER_CSV_HEADER;
    const slot = this.records.copySlot();
    if (slot) {
      try {
        yield* masterCsvFromCopy(this.records.exportCopy(companyId));
      } finally {
        slot.release();
      }
      return;
    }
    yield* this.masterCsvBatches(companyId);
  }

  /** The Master CSV's rows (without its header) from exportBatches, a few hundred rows a chunk. */
  async *masterCsvBatches(companyId: number): AsyncGenerator<string> {
    for await (const rows of this.exportBatches(companyId)) {
      // A few hundred rows at a time: small strings die young instead of piling up in the
      // large-object space until a full garbage collection.
      for (let start = 0; start < rows.length; start += CSV_CHUNK_ROWS)
        yield masterCsvLines(rows.slice(start, start + CSV_CHUNK_ROWS));
    }
  }

  /**
   * One page of the rows matching the search; a page past the end answers the last page. The
   * number of matches is counted once per state of the ledger and search, not on every page.
   */
  async page(companyId: number, query: LedgerQuery): Promise<LedgerPage> {
    const { page, pageSize, search, sort } = query;
    const searched = await this.records.match(companyId, search);
    const searching = searched.sql !== '';
    const match = this.records.withFilters(searched, {
      payDate: query.pay_date,
      rep: query.rep,
      status: query.status,
    });
    // The count does not depend on the order: one kept count per search and filters (any case).
    const counted = [query.pay_date ?? '', query.rep ?? '', query.status ?? '', search.trim()]
      .join('\u0000')
      .toLowerCase();
    // A new search: its page and its count in one pass over the matches.
    const fresh: { page?: LedgerPage } = {};
    let total = await this.totals.get(companyId, counted, async () => {
      const found = searching
        ? await this.pageAndCount(companyId, match, page, pageSize, sort)
        : null;
      if (!found) return this.records.count(companyId, match, searching);
      fresh.page = found.answer;
      return found.counted;
    });
    if (fresh.page) return fresh.page;
    const capped = searching && total > SEARCH_COUNT_CAP;
    if (capped) total = SEARCH_COUNT_CAP;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(page, pages);
    const rows =
      total === 0
        ? []
        : await this.records.page(companyId, match, pageSize, (current - 1) * pageSize, sort);
    return { rows, total, page: current, pages, ...(capped ? { capped } : {}) };
  }

  /**
   * A page and the number of matches from one pass, so a new search finds its matches once
   * instead of once to count and once to page. Null for a page past the end.
   */
  private async pageAndCount(
    companyId: number,
    match: LedgerMatch,
    page: number,
    pageSize: number,
    sort: LedgerSort,
  ): Promise<{ answer: LedgerPage; counted: number } | null> {
    // Pages past SEARCH_COUNT_CAP matches are not read: the caller gets the last page there is.
    if ((page - 1) * pageSize >= SEARCH_COUNT_CAP) return null;
    const found = await this.records.pageAndCount(
      companyId,
      match,
      pageSize,
      (page - 1) * pageSize,
      sort,
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
   * million rows never sit in memory and the database connection is free between batches. The
   * next batch is read while the current one is written; the cells are in CSV_TITLES order.
   */
  async *exportBatches(companyId: number): AsyncGenerator<MasterCsvCells[]> {
    let next = this.records.exportBatch(companyId, 0);
    for (;;) {
      const batch = await next;
      if (!batch) return;
      next =
        batch.rows.length < EXPORT_BATCH
          ? Promise.resolve(null)
          : this.records.exportBatch(companyId, batch.last);
      // A download cut short leaves the read ahead unawaited: its failure must not go unhandled.
      next.catch(() => undefined);
      yield batch.rows;
    }
  }
}
