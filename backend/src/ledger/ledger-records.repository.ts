// The read side of ledger_records (the ingest files write it): the ledger screen's pages and
// counts, the whole ledger and the Master CSV a batch at a time, the reps directory's summary, the
// statistics refresh and an undo's removal of added lines (putting replaced lines back reads
// their versions: ledger-record-versions.repository.ts). Its SQL is tuned on a million-row ledger
// (npm run bench -- ledger, reps): change it only with the benches.
import { Injectable } from '@nestjs/common';
import { SEARCH_COUNT_CAP } from '@commissionbee/shared/contracts/ledger';
import { CSV_COLUMNS, CSV_TITLES, type LedgerField } from '@commissionbee/shared/csv';
import type { LedgerSort } from '@commissionbee/shared/ledger-query';
import type { LedgerPageRow, LedgerRow, PayStatus } from '@commissionbee/shared/types';
import { charClass, FORMULA_SPLITTERS, FORMULA_STARTS } from '@commissionbee/shared/csv-cell';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Reads, TableRow } from '../database/row-types.js';
import {
  PAY_DATE_TEXT,
  searchCandidates,
  searchFilter,
  type SqlFilter,
} from './search/ledger-search.js';
import type { MasterCsvCells } from './master-csv.js';
import { payDateKey, reviewOn } from './rep-visible-lines.js';

/** Rows per query of the Master CSV export. */
// Measured on 1,000,000 rows (npm run bench -- ledger): 1,000, 2,000 and 5,000 rows per query
// give the same memory profile; 2,000 was the fastest (about 220,000 rows/s on a server).
export const EXPORT_BATCH = 2_000;

/** Rows per query of the whole-ledger answer (GET /bee/ledger without parameters). */
export const ALL_BATCH = 2_000;

/**
 * A search counts and pages at most this many matches (the answer then says `capped: true`):
 * a search matching most of a million rows costs no more than one matching ten thousand.
 */
/** Stated in the contract (GET /bee/ledger's description): a search counts at most this many. */
export { SEARCH_COUNT_CAP };

/** Most candidate rows a search reads by id (ledger-search.ts); with more it reads in order. */
const MAX_CANDIDATES = 20_000;

const ROW_COLUMNS = `id, ${PAY_DATE_TEXT} AS pay_date, rep_name, rep_email, item_name, item_pay_type,
  amount::float8 AS amount, manager_email, breakdown, manual_note`;

/**
 * The page's columns, qualified (the page joins pay_dates and published_ledger_lines, which share
 * their names), plus what pay runs says of each line (issue 29): `pay_run`, the state of a pay date
 * never published; `revised`, a line of a published pay date whose unpublished revision changed
 * its amount or added it, and `published_amount`, what reps see of it. All null with review off.
 */
const PAGE_COLUMNS = `ledger_records.id,
  CASE WHEN ledger_records.pay_status = 'PAID' THEN to_char(ledger_records.pay_date, 'YYYY-MM-DD') ELSE ledger_records.pay_status END AS pay_date,
  ledger_records.rep_name, ledger_records.rep_email, ledger_records.item_name, ledger_records.item_pay_type,
  ledger_records.amount::float8 AS amount, ledger_records.manager_email, ledger_records.breakdown,
  ledger_records.manual_note,
  CASE WHEN pd.published_at IS NULL THEN pd.state END AS pay_run,
  (pd.published_at IS NOT NULL AND (pl.id IS NULL OR pl.amount <> ledger_records.amount)) AS revised,
  pl.amount::float8 AS published_amount`;

/**
 * The pay date of each page row while it has unpublished changes (review on, state draft or
 * approved: one row of pay_dates on its unique key) and, when it was published, the line's
 * published version (one primary-key look-up of published_ledger_lines, keyed as PayRunsService
 * snapshots: company, pay date key, ledger_records.id), LATERAL so it stays a look-up per page
 * row whatever the table's size. With review off the InitPlan is false and neither is read.
 */
const PAY_RUN_JOINS = `
  LEFT JOIN pay_dates pd ON pd.company_id = ledger_records.company_id
        AND pd.pay_date = ${payDateKey('ledger_records')}
        AND pd.state IN ('draft', 'approved') AND ${reviewOn('$1')}
  LEFT JOIN LATERAL (
    SELECT s.id, s.amount FROM published_ledger_lines s
     WHERE pd.published_at IS NOT NULL AND s.company_id = ledger_records.company_id
       AND s.pay_date_key = pd.pay_date AND s.id = ledger_records.id LIMIT 1) pl ON true`;

type PageRowRead = LedgerRowRead & {
  pay_run: 'draft' | 'approved' | null;
  revised: boolean | null;
  published_amount: number | null;
};

/** A page row as the answer carries it: the pay-run fields only where they say something. */
function pageRow({ pay_run, revised, published_amount, ...line }: PageRowRead): LedgerPageRow {
  return {
    ...line,
    ...(pay_run ? { pay_run } : {}),
    ...(revised ? { published_amount } : {}),
  };
}

// Qualified: a bare pay_date here would name the text column of the SELECT list, not the date.
const NEWEST_FIRST = 'ORDER BY ledger_records.pay_date DESC NULLS FIRST, ledger_records.id DESC';

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

/**
 * The Master CSV as PostgreSQL writes it (COPY … WITH (FORMAT csv), on a server): its quoting is
 * the product's one CSV rule's (libs/shared/src/csv-cell.ts: a cell with a quote, comma or line
 * break is quoted, its quotes doubled; empty and null cells are written as nothing), so a row
 * whose cells the rule would not neutralise is written by PostgreSQL as it is. A row that holds a
 * formula start, a formula after a comma or semicolon, or a line break (the `needs_rule` flag,
 * its pattern made from the rule's own characters) comes as the JSON of its cells instead, and
 * master-csv.ts writes it through the rule. Each line, then: `0,,<cells>` or `1,"<json>",,,…`.
 */
const COPY_TEXT_CELLS: LedgerField[] = [
  'rep_name',
  'rep_email',
  'item_name',
  'item_pay_type',
  'manager_email',
  'breakdown',
  'manual_note',
  'line_id',
];
/** Each cell's text: the Breakdown as compact JSON (between the strings of a jsonb array, `", "`
 * can only be a separator: a quote inside a string is escaped). The date needs DateStyle ISO. */
const COPY_SQL: Record<LedgerField, string> = {
  ...Object.fromEntries(COPY_TEXT_CELLS.map((field) => [field, `nullif(${field}, '')`])),
  pay_date: `CASE WHEN pay_status = 'PAID' THEN pay_date::text ELSE pay_status END`,
  amount: 'amount::text',
  breakdown: `replace(breakdown::text, '", "', '","')`,
} as Record<LedgerField, string>;
const UNIT_SEPARATOR = '\x1f';
const NEEDS_RULE = [
  `(^|${UNIT_SEPARATOR})${charClass(FORMULA_STARTS)}`,
  charClass(FORMULA_SPLITTERS) + charClass(FORMULA_STARTS),
  charClass('\r\n'),
].join('|');
const sqlText = (text: string) => `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** The COPY of a company's Master CSV rows in upload order (`companyId` checked an integer). */
export function masterCsvCopy(companyId: number): string {
  if (!Number.isSafeInteger(companyId)) throw new Error(`not a company id: ${companyId}`);
  const cells = CSV_TITLES.map((title) => CSV_COLUMNS[title]);
  return `COPY (
    SELECT needs_rule::int,
           CASE WHEN needs_rule THEN json_build_array(${cells.join(', ')})::text END,
           ${cells.map((cell) => `CASE WHEN NOT needs_rule THEN ${cell} END`).join(', ')}
      FROM (SELECT ${cells.map((cell) => `${COPY_SQL[cell]} AS ${cell}`).join(', ')},
                   concat_ws(${sqlText(UNIT_SEPARATOR)}, ${COPY_TEXT_CELLS.join(', ')}) ~ ${sqlText(NEEDS_RULE)} AS needs_rule
              FROM ledger_records WHERE company_id = ${companyId} ORDER BY id OFFSET 0) cells
  ) TO STDOUT WITH (FORMAT csv)`;
}

/** Master CSV COPYs at once per process, each on a connection of its own (the rest use batches). */
export const MAX_COPY_EXPORTS = 4;
/** The longest a Master CSV's COPY may last, a slow client's download included. */
export const COPY_EXPORT_TIMEOUT_MS = 15 * 60_000;

/** The rows a search matches: conditions after `company_id = $1`, their parameters from $2. */
export type LedgerMatch = SqlFilter;

/** The ledger screen's filters (each optional): one pay date or bucket, one rep, one status. */
export interface LedgerFilters {
  /** YYYY-MM-DD, PENDING or CANCELLED. */
  payDate?: string;
  /** A rep's email, trimmed and lower-cased. */
  rep?: string;
  status?: PayStatus;
}

/**
 * The order of each sort, of the columns of `t` (`ledger_records.` or '' for a subquery that
 * selected id, pay_date, rep_name and amount). Each ends in the id, so pages never overlap. The
 * two date orders read ledger_records_company_newest_idx (backwards for `date`); rep and amount
 * sort the filtered rows (top-N heap sort: a page costs one pass over the matching rows).
 */
function orderBy(sort: LedgerSort, t: string): string {
  switch (sort) {
    case 'date':
      return `ORDER BY ${t}pay_date ASC NULLS LAST, ${t}id ASC`;
    case 'rep':
      return `ORDER BY lower(${t}rep_name) ASC, ${t}id ASC`;
    case '-rep':
      return `ORDER BY lower(${t}rep_name) DESC, ${t}id DESC`;
    case 'amount':
      return `ORDER BY ${t}amount ASC, ${t}id ASC`;
    case '-amount':
      return `ORDER BY ${t}amount DESC, ${t}id DESC`;
    default:
      return `ORDER BY ${t}pay_date DESC NULLS FIRST, ${t}id DESC`;
  }
}

/** Where the whole-ledger reading stands: the last row of the previous batch. */
export interface AllBatchCursor {
  payDate: string | null;
  id: number;
}

/** A ledger row of the whole-ledger answer and its date as stored (for the next batch's keyset). */
/** LedgerRow as ROW_COLUMNS reads it: each of its fields is a ledger_records column. */
type LedgerRowRead = TableRow<'ledger_records', LedgerRow>;

export type BatchRow = LedgerRowRead & { raw_date: string | null };

export interface ExportBatch {
  /** The id of the batch's last row, where the next batch starts. */
  last: number;
  rows: MasterCsvCells[];
}

/** One row of the reps directory's summary: a (rep, manager) pair and its newest line. */
export interface RepPairRow {
  email: string;
  manager_email: string | null;
  /** The pair's newest ledger row id, as text (bigint). */
  id: string;
  rep_name: string;
}

// One row per (rep, manager) pair with its newest line id, then that line's name: a hash
// aggregate over the company's rows plus one primary-key look-up a pair.
const REP_SUMMARY = `
  WITH pairs AS (
    SELECT lower(trim(rep_email)) AS email,
           nullif(lower(trim(manager_email)), '') AS manager_email,
           max(id) AS id
      FROM ledger_records WHERE company_id = $1
     GROUP BY 1, 2)
  SELECT p.email, p.manager_email, p.id::text AS id, r.rep_name
    FROM pairs p JOIN ledger_records r ON r.id = p.id
   WHERE p.email <> ''`;

@Injectable()
export class LedgerRecordsRepository {
  /** Master CSV COPYs running (copySlot). */
  private copying = 0;

  constructor(private readonly db: DataSource) {}

  /**
   * The state of a company's ledger: companies.data_version, bumped by triggers in the same
   * transaction as any change to its ledger rows (migration CompanyDataVersion). In `tx` and
   * locked (FOR UPDATE) for an upload's commit, so two uploads of one company reconcile one after
   * the other and a previewed state cannot change between the check and the write.
   */
  async version(
    companyId: number,
    { tx = this.db, forUpdate = false }: { tx?: Db; forUpdate?: boolean } = {},
  ): Promise<string> {
    const state = await row<Columns<'companies', 'data_version'>>(
      tx,
      `SELECT data_version::text AS data_version FROM companies WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [companyId],
    );
    return state?.data_version ?? '0';
  }

  /** Lets the statements of `tx` run past STATEMENT_TIMEOUT_MS (an upload, a large preview). */
  async withoutStatementTimeout(tx: Db): Promise<void> {
    await exec(tx, 'SET LOCAL statement_timeout = 0');
  }

  /**
   * One batch of the whole ledger, newest pay date first, by keyset on the ledger screen's index:
   * the undated rows (id descending) when `dated` is false, else the dated ones (pay date, then
   * id, descending), after `after`.
   */
  allBatch(companyId: number, dated: boolean, after: AllBatchCursor | null): Promise<BatchRow[]> {
    return rows<BatchRow>(
      this.db,
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
  }

  /**
   * The rows a search matches (searchFilter), narrowed to the ids the indexes point at when they
   * point at few enough: too many of them (a broad query, or a large upload not indexed yet) and
   * the rows are read in the ledger's order instead, which finds the page and the capped count
   * early.
   */
  async match(companyId: number, search: string): Promise<LedgerMatch> {
    const filter = searchFilter(search);
    const candidates = searchCandidates(search);
    if (!candidates) return filter;
    const found = await row<{ ids: number[] }>(
      this.db,
      `SELECT ARRAY(SELECT id FROM (${candidates}) c LIMIT ${MAX_CANDIDATES + 1}) AS ids`,
      [companyId, ...filter.params],
    );
    const ids = found!.ids;
    if (ids.length > MAX_CANDIDATES) return filter;
    const params = [...filter.params, ids];
    return { sql: `${filter.sql} AND id = ANY($${params.length + 1}::int[])`, params };
  }

  /**
   * `match` narrowed by the filters, each on an index: a pay date on (company_id, pay_date), a
   * bucket or status on the newest-first index's undated or dated range, a rep on
   * (company_id, lower(trim(rep_email))).
   */
  withFilters(match: LedgerMatch, filters: LedgerFilters): LedgerMatch {
    let sql = match.sql;
    const params = [...match.params];
    const add = (condition: (param: string) => string, value: unknown) => {
      params.push(value);
      sql += ` AND ${condition(`$${params.length + 1}`)}`;
    };
    if (filters.payDate === 'PENDING' || filters.payDate === 'CANCELLED')
      add((p) => `pay_date IS NULL AND pay_status = ${p}`, filters.payDate);
    else if (filters.payDate) add((p) => `pay_date = ${p}::date`, filters.payDate);
    if (filters.status === 'PAID') sql += ` AND pay_date IS NOT NULL AND pay_status = 'PAID'`;
    else if (filters.status) add((p) => `pay_date IS NULL AND pay_status = ${p}`, filters.status);
    if (filters.rep) add((p) => `lower(trim(rep_email)) = ${p}`, filters.rep);
    return { sql, params };
  }

  /**
   * How many rows match (`match.sql` is '' for every row). A search counts at most SEARCH_COUNT_CAP + 1 matches (the "+ 1" says
   * there are more), so a search matching most of a million rows stops early (issue 11).
   */
  async count(companyId: number, match: LedgerMatch, capped = true): Promise<number> {
    const where = `company_id = $1${match.sql}`;
    const counted = await row<{ total: number }>(
      this.db,
      match.sql && capped
        ? `SELECT count(*)::int AS total FROM (SELECT 1 FROM ledger_records WHERE ${where}
              LIMIT ${SEARCH_COUNT_CAP + 1}) capped`
        : `SELECT count(*)::int AS total FROM ledger_records WHERE ${where}`,
      [companyId, ...match.params],
    );
    return counted!.total;
  }

  /** The matching rows from `offset`, in the order of `sort` (newest first by default). */
  page(
    companyId: number,
    match: LedgerMatch,
    pageSize: number,
    offset: number,
    sort: LedgerSort = '-date',
  ): Promise<LedgerPageRow[]> {
    const order = orderBy(sort, 'ledger_records.');
    return rows<PageRowRead>(
      this.db,
      // The page's ids come off ledger_records_company_newest_idx without reading the rows
      // they skip (index-only), then only those rows are read: a deep page stays cheap.
      `SELECT ${PAGE_COLUMNS} FROM ledger_records ${PAY_RUN_JOINS}
              WHERE ledger_records.company_id = $1 AND ledger_records.id IN (
                SELECT id FROM ledger_records WHERE company_id = $1${match.sql}
                 ${order}
                 LIMIT ${pageSize} OFFSET ${offset})
              ${order}`,
      [companyId, ...match.params],
    ).then((found) => found.map(pageRow));
  }

  /**
   * The matching rows from `offset`, newest first, each with the number of matches (at most
   * SEARCH_COUNT_CAP + 1) from one pass (count(*) OVER ()): for searches, whose matches are few
   * (over a whole ledger the window would hold every row).
   */
  pageAndCount(
    companyId: number,
    match: LedgerMatch,
    pageSize: number,
    offset: number,
    sort: LedgerSort = '-date',
  ): Promise<(LedgerPageRow & { total: number })[]> {
    return rows<PageRowRead & { total: number }>(
      this.db,
      `SELECT ${PAGE_COLUMNS}, matches.total FROM ledger_records
         JOIN (SELECT id, count(*) OVER ()::int AS total FROM (
                 SELECT id, pay_date, rep_name, amount FROM ledger_records WHERE company_id = $1${match.sql}
                  ${orderBy(sort, 'ledger_records.')} LIMIT ${SEARCH_COUNT_CAP + 1}) capped
                ${orderBy(sort, '')}
                LIMIT ${pageSize} OFFSET ${offset}) matches ON matches.id = ledger_records.id
         ${PAY_RUN_JOINS}
        WHERE ledger_records.company_id = $1
        ${orderBy(sort, 'ledger_records.')}`,
      [companyId, ...match.params],
    ).then((found) => found.map(({ total, ...line }) => ({ ...pageRow(line), total })));
  }

  /**
   * The Master CSV rows after `afterId` in upload order, EXPORT_BATCH of them as one JSON text
   * (one row of the result, not thousands), the cells in CSV_TITLES order; null past the end.
   */
  async exportBatch(companyId: number, afterId: number): Promise<ExportBatch | null> {
    const batch = await row<{ last: number | null; rows: string | null }>(
      this.db,
      `SELECT max(id) AS last, json_agg(json_build_array(${EXPORT_CELLS}) ORDER BY id)::text AS rows
         FROM (SELECT id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type, amount,
                      manager_email, breakdown, manual_note, line_id
                 FROM ledger_records WHERE company_id = $1 AND id > $2 ORDER BY id LIMIT ${EXPORT_BATCH}) batch`,
      [companyId, afterId],
    );
    if (!batch?.rows || batch.last === null) return null;
    const cells = JSON.parse(batch.rows) as unknown[][];
    for (const line of cells) {
      // The Breakdown as it is written in an upload: compact JSON.
      const lines = line[BREAKDOWN_CELL];
      line[BREAKDOWN_CELL] = lines === null ? null : JSON.stringify(lines);
    }
    return { last: batch.last, rows: cells as MasterCsvCells[] };
  }

  /**
   * A slot for one Master CSV COPY (masterCsvCopy) on a server; null on PGlite, which has no
   * COPY TO STDOUT through the driver, or while MAX_COPY_EXPORTS are running.
   */
  copySlot(): { release(): void } | null {
    if (!this.serverUrl() || this.copying >= MAX_COPY_EXPORTS) return null;
    this.copying++;
    let released = false;
    return {
      release: () => {
        if (!released) this.copying--;
        released = true;
      },
    };
  }

  /**
   * The company's Master CSV as PostgreSQL writes it (masterCsvCopy), as it comes, on a
   * connection of its own rather than the pool's: a client that downloads slowly holds this
   * connection (the COPY waits on the socket's back-pressure, nothing piles up here), never one
   * other requests and companies need. Take a copySlot first. Leaving the loop early (the client
   * went away) or an error cuts the connection, which ends the COPY on the server.
   */
  async *exportCopy(companyId: number): AsyncGenerator<Buffer> {
    const client = new pg.Client({
      connectionString: this.serverUrl(),
      // The pay date's text (pay_date::text) needs DateStyle ISO.
      options: `-c statement_timeout=${COPY_EXPORT_TIMEOUT_MS} -c DateStyle=ISO`,
      connectionTimeoutMillis: 5_000,
    });
    // An error on the idle client (the server went away between chunks) must not crash the
    // process: the COPY stream fails with it and the answer is cut.
    client.on('error', () => undefined);
    await client.connect();
    let finished = false;
    try {
      for await (const chunk of client.query(copyTo(masterCsvCopy(companyId))))
        yield chunk as Buffer;
      finished = true;
    } finally {
      if (finished) await client.end();
      // Mid-COPY, a polite end would wait for PostgreSQL to finish sending: cut the socket.
      else
        (
          client as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
    }
  }

  private serverUrl(): string | undefined {
    const { options } = this.db;
    return options.type === 'postgres' ? options.url : undefined;
  }

  /** Each (rep, manager) pair of the company's ledger with its newest line (the reps directory). */
  repPairs(companyId: number): Promise<RepPairRow[]> {
    return rows<
      Reads<RepPairRow, 'ledger_records', 'rep_email' | 'manager_email' | 'id' | 'rep_name'>
    >(this.db, REP_SUMMARY, [companyId]);
  }

  /** The planner's estimate of the table's rows (all companies). */
  async estimatedRows(): Promise<number> {
    const estimate = await row<{ tuples: number }>(
      this.db,
      `SELECT greatest(reltuples, 0)::float8 AS tuples FROM pg_class WHERE oid = 'ledger_records'::regclass`,
    );
    return estimate!.tuples;
  }

  /** Refreshes the planner statistics of the table. */
  async analyze(): Promise<void> {
    await exec(this.db, 'ANALYZE ledger_records');
  }

  /** Undo: removes the lines the upload added (not those it replaced); answers how many. */
  async deleteAddedBy(companyId: number, uploadId: number, tx: Db): Promise<number> {
    const gone = await row<{ deleted: number }>(
      tx,
      `WITH gone AS (
           DELETE FROM ledger_records WHERE company_id = $1 AND upload_id = $2
              AND id NOT IN (SELECT record_id FROM ledger_record_versions
                              WHERE company_id = $1 AND replaced_by_upload_id = $2 AND kind = 'updated')
           RETURNING 1)
         SELECT count(*)::int AS deleted FROM gone`,
      [companyId, uploadId],
    );
    return gone!.deleted;
  }
}
