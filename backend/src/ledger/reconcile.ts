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
import {
  MAX_PREVIEW_LINES,
  type PreviewLine,
  type PreviewPayDate,
  type PreviewRep,
  type ReconcileOptions,
  type UploadCounts,
} from '@commissionbee/shared/types';
import { LINE_COPY_COLUMNS as LINE_COLUMNS } from '@commissionbee/shared/ledger-copy';
import type { EntityManager } from 'typeorm';
import { copyIn } from './copy-in.js';
import type { IngestProfile } from './ingest-profile.js';
import type { PackedUpload } from './ledger-upload-parser.js';
import { LedgerWriter } from './ledger-writer.js';

/** The pay date as the API writes it, of a row aliased `t`. */
const payDateText = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'PAID' THEN to_char(${t}.pay_date, 'YYYY-MM-DD') ELSE ${t}.pay_status END`;

/** A line as LedgerRecordInput JSON, of a row aliased `t`. */
const lineJson = (t: string) => `json_build_object(
  'pay_date', ${payDateText(t)}, 'rep_name', ${t}.rep_name, 'rep_email', ${t}.rep_email,
  'item_name', ${t}.item_name, 'item_pay_type', ${t}.item_pay_type, 'amount', ${t}.amount::float8,
  'manager_email', ${t}.manager_email, 'breakdown', ${t}.breakdown, 'manual_note', ${t}.manual_note,
  'line_id', ${t}.line_id)`;

/** Every value of a stored line `r` equals the file's line `u` (NULL equal to NULL). */
const SAME_VALUES = `r.pay_status = u.pay_status AND r.rep_name = u.rep_name AND r.rep_email = u.rep_email
  AND r.item_name = u.item_name AND r.item_pay_type = u.item_pay_type AND r.amount = u.amount
  AND r.pay_date IS NOT DISTINCT FROM u.pay_date AND r.manager_email IS NOT DISTINCT FROM u.manager_email
  AND r.breakdown IS NOT DISTINCT FROM u.breakdown AND r.manual_note IS NOT DISTINCT FROM u.manual_note`;

/** What a line counts for in a rep's total: its amount unless CANCELLED. */
const counted = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'CANCELLED' THEN 0 ELSE ${t}.amount END`;

/** Every line of the plan with what it does to its rep's total (removed lines as their own rows). */
const EFFECTS = `
  SELECT u.action, u.ord, u.rep_email, u.rep_name, ${payDateText('u')} AS pay_date,
         CASE u.action WHEN 'added' THEN ${counted('u')}
                       WHEN 'updated' THEN ${counted('u')} - ${counted('r')} ELSE 0 END AS delta,
         ${lineJson('r')} AS before, ${lineJson('u')} AS after
    FROM upload_lines u LEFT JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
  UNION ALL
  SELECT 'removed', NULL, r.rep_email, r.rep_name, ${payDateText('r')}, -${counted('r')},
         ${lineJson('r')}, NULL
    FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1`;

export interface ReconcileSummary extends UploadCounts {
  reps: PreviewRep[];
  pay_dates: PreviewPayDate[];
  lines: PreviewLine[];
  lineCount: number;
}

@Injectable()
export class LedgerReconciler {
  constructor(private readonly writer: LedgerWriter) {}

  /** Loads the packed records and gives each an action; nothing in the ledger changes. */
  async plan(
    tx: EntityManager,
    companyId: number,
    packed: PackedUpload,
    options: ReconcileOptions,
    profile?: IngestProfile,
  ): Promise<void> {
    if (packed.target !== 'lines') throw new Error('The upload is not packed for reconciling');
    await tx.query(`DROP TABLE IF EXISTS upload_lines`);
    await tx.query(`DROP TABLE IF EXISTS removed_lines`);
    await tx.query(`
      CREATE TEMP TABLE upload_lines (
        ord int PRIMARY KEY, pay_date date, pay_status varchar(10) NOT NULL, rep_name varchar(1000) NOT NULL,
        rep_email varchar(1000) NOT NULL, item_name varchar(1000) NOT NULL, item_pay_type varchar(1000) NOT NULL,
        amount numeric(14,2) NOT NULL, manager_email varchar(1000), breakdown jsonb, manual_note text,
        line_id varchar(200), action varchar(10) NOT NULL DEFAULT 'added', target_id int
      ) ON COMMIT DROP`);
    await tx.query(`CREATE TEMP TABLE removed_lines (id int PRIMARY KEY) ON COMMIT DROP`);
    await copyIn(tx, this.writer.embedded(), `upload_lines (ord, ${LINE_COLUMNS})`, packed.pieces);
    // Row count and the statistics of the columns the plan filters and joins on (all columns
    // took ~3x as long: the names, JSON and notes are the wide ones).
    await tx.query(
      `ANALYZE upload_lines (ord, pay_date, pay_status, rep_email, amount, line_id, action, target_id)`,
    );
    profile?.mark('reconcile_load');

    if (options.replacePayDates) {
      await tx.query(
        `INSERT INTO removed_lines (id)
         SELECT r.id FROM ledger_records r
          WHERE r.company_id = $1 AND r.pay_status = 'PAID'
            AND r.pay_date IN (SELECT DISTINCT pay_date FROM upload_lines WHERE pay_status = 'PAID')`,
        [companyId],
      );
    }
    if (packed.hasLineIds) {
      await tx.query(
        `UPDATE upload_lines u
            SET target_id = r.id,
                action = CASE WHEN ${SAME_VALUES} THEN 'skipped' ELSE 'updated' END
           FROM ledger_records r
          WHERE r.company_id = $1 AND r.line_id = u.line_id
            AND NOT EXISTS (SELECT 1 FROM removed_lines x WHERE x.id = r.id)`,
        [companyId],
      );
    }
    profile?.mark('reconcile_line_ids');
    if (options.duplicates === 'skip') await this.skipDuplicates(tx, companyId);
    profile?.mark('reconcile_duplicates');
    if (options.pending === 'update') await this.datePending(tx, companyId);
    profile?.mark('reconcile_pending');
  }

  /** Exact duplicates, with multiplicity: the first n lines of the file equal to n stored lines. */
  private async skipDuplicates(tx: EntityManager, companyId: number): Promise<void> {
    // The common file (new lines only) has no duplicate at all: one hash join tells, and the
    // ranking below (two sorts of the whole file) runs only when there is one to count.
    const [probe]: { found: boolean }[] = await tx.query(
      `SELECT EXISTS (
         SELECT 1 FROM upload_lines u JOIN ledger_records r ON r.company_id = $1 AND r.line_id IS NULL
                AND r.rep_email = u.rep_email AND r.item_name = u.item_name
                AND r.item_pay_type = u.item_pay_type AND r.amount = u.amount AND r.pay_status = u.pay_status
                AND r.pay_date IS NOT DISTINCT FROM u.pay_date AND r.rep_name = u.rep_name
                AND r.manager_email IS NOT DISTINCT FROM u.manager_email
                AND r.breakdown IS NOT DISTINCT FROM u.breakdown
                AND r.manual_note IS NOT DISTINCT FROM u.manual_note
          WHERE u.line_id IS NULL) AS found`,
      [companyId],
    );
    if (!probe.found) return;
    await tx.query(
      `WITH file_lines AS (
         SELECT ord, dense_rank() OVER (ORDER BY pay_date, pay_status, rep_name, rep_email, item_name,
                  item_pay_type, amount, manager_email, breakdown::text, manual_note) AS grp,
                row_number() OVER (PARTITION BY pay_date, pay_status, rep_name, rep_email, item_name,
                  item_pay_type, amount, manager_email, breakdown::text, manual_note ORDER BY ord) AS k
           FROM upload_lines WHERE line_id IS NULL
       ), stored AS (
         SELECT f.grp, count(*) AS n
           FROM (SELECT DISTINCT ON (f.grp) f.grp, u.* FROM file_lines f JOIN upload_lines u USING (ord)) f
           JOIN ledger_records r ON r.company_id = $1 AND r.line_id IS NULL
                AND r.rep_email = f.rep_email AND r.item_name = f.item_name
                AND r.item_pay_type = f.item_pay_type AND r.amount = f.amount AND r.pay_status = f.pay_status
                AND r.pay_date IS NOT DISTINCT FROM f.pay_date AND r.rep_name = f.rep_name
                AND r.manager_email IS NOT DISTINCT FROM f.manager_email
                AND r.breakdown IS NOT DISTINCT FROM f.breakdown
                AND r.manual_note IS NOT DISTINCT FROM f.manual_note
          WHERE NOT EXISTS (SELECT 1 FROM removed_lines x WHERE x.id = r.id)
          GROUP BY f.grp
       )
       UPDATE upload_lines u SET action = 'skipped'
         FROM file_lines f JOIN stored s USING (grp)
        WHERE u.ord = f.ord AND f.k <= s.n`,
      [companyId],
    );
  }

  /** A dated line of the file takes the place of a stored PENDING line of the same rep, item, pay type and amount. */
  private async datePending(tx: EntityManager, companyId: number): Promise<void> {
    // Only the stored PENDING lines of the file's reps (the partial PENDING index), and only the
    // file's lines with the key of one of them are ranked: a line's rank among the lines of its
    // own key is the same as in the whole file.
    await tx.query(
      `WITH pending AS (
         SELECT r.id, lower(trim(r.rep_email)) AS email, r.item_name, r.item_pay_type, r.amount,
                row_number() OVER (PARTITION BY lower(trim(r.rep_email)), r.item_name, r.item_pay_type, r.amount
                                   ORDER BY r.id) AS k
           FROM ledger_records r
          WHERE r.company_id = $1 AND r.pay_status = 'PENDING' AND r.line_id IS NULL
            AND lower(trim(r.rep_email)) IN (
                  SELECT lower(trim(rep_email)) FROM upload_lines
                   WHERE line_id IS NULL AND action = 'added' AND pay_status = 'PAID')
       ), file_lines AS (
         SELECT ord, lower(trim(rep_email)) AS email, item_name, item_pay_type, amount,
                row_number() OVER (PARTITION BY lower(trim(rep_email)), item_name, item_pay_type, amount
                                   ORDER BY ord) AS k
           FROM upload_lines
          WHERE line_id IS NULL AND action = 'added' AND pay_status = 'PAID'
            AND (lower(trim(rep_email)), item_name, item_pay_type, amount) IN (
                  SELECT email, item_name, item_pay_type, amount FROM pending)
       )
       UPDATE upload_lines u SET action = 'updated', target_id = p.id
         FROM file_lines f JOIN pending p USING (email, item_name, item_pay_type, amount, k)
        WHERE u.ord = f.ord`,
      [companyId],
    );
  }

  /** What the plan does: counts, per rep, per pay date, and the first MAX_PREVIEW_LINES lines. */
  async summarize(tx: EntityManager, companyId: number): Promise<ReconcileSummary> {
    const [counts]: (UploadCounts & { lineCount: number })[] = await tx.query(
      `SELECT count(*) FILTER (WHERE action = 'added')::int AS added,
              count(*) FILTER (WHERE action = 'updated')::int AS updated,
              count(*) FILTER (WHERE action = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE action = 'removed')::int AS removed,
              count(*)::int AS "lineCount"
         FROM (SELECT action FROM upload_lines UNION ALL SELECT 'removed' FROM removed_lines) a`,
    );
    const reps: PreviewRep[] = await tx.query(
      `SELECT min(rep_email) AS rep_email, min(rep_name) AS rep_name,
              count(*) FILTER (WHERE action = 'added')::int AS added,
              count(*) FILTER (WHERE action = 'updated')::int AS changed,
              count(*) FILTER (WHERE action = 'removed')::int AS removed,
              count(*) FILTER (WHERE action = 'skipped')::int AS skipped,
              sum(delta)::float8 AS total_change
         FROM (${EFFECTS}) e
        GROUP BY lower(trim(rep_email))
        ORDER BY min(rep_name), min(rep_email)`,
      [companyId],
    );
    const payDates: PreviewPayDate[] = await tx.query(
      `SELECT pay_date,
              count(*) FILTER (WHERE action = 'added')::int AS added,
              count(*) FILTER (WHERE action = 'updated')::int AS changed,
              count(*) FILTER (WHERE action = 'removed')::int AS removed,
              count(*) FILTER (WHERE action = 'skipped')::int AS skipped,
              sum(delta)::float8 AS total_change
         FROM (${EFFECTS}) e
        GROUP BY pay_date
        ORDER BY pay_date DESC`,
      [companyId],
    );
    const [lines]: { lines: string | null }[] = await tx.query(
      `SELECT json_agg(json_build_object('action', action, 'rep_email', rep_email, 'rep_name', rep_name,
                'before', CASE WHEN action IN ('updated', 'removed') THEN before END,
                'after', after) ORDER BY lower(trim(rep_email)), ord NULLS LAST)::text AS lines
         FROM (SELECT * FROM (${EFFECTS}) e
                ORDER BY lower(trim(rep_email)), ord NULLS LAST LIMIT ${MAX_PREVIEW_LINES}) l`,
      [companyId],
    );
    return {
      added: counts.added,
      updated: counts.updated,
      skipped: counts.skipped,
      removed: counts.removed,
      reps,
      pay_dates: payDates,
      lines: lines.lines ? (JSON.parse(lines.lines) as PreviewLine[]) : [],
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
    // A file that only adds lines (the common one) has no version to keep and nothing to change.
    const [{ changes }]: { changes: boolean }[] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM upload_lines WHERE action = 'updated')
              OR EXISTS (SELECT 1 FROM removed_lines) AS changes`,
    );
    let removed = 0;
    let updated = 0;
    if (changes) {
      await tx.query(
        `INSERT INTO ledger_record_versions (company_id, record_id, upload_id, replaced_by_upload_id, kind, old_row)
         SELECT $1::int, r.id, r.upload_id, $2::int, 'updated', to_jsonb(r)
           FROM upload_lines u JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
          WHERE u.action = 'updated'
         UNION ALL
         SELECT $1::int, r.id, r.upload_id, $2::int, 'removed', to_jsonb(r)
           FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1`,
        [companyId, uploadId],
      );
      profile?.mark('apply_versions');
      [{ removed }] = await tx.query(
        `WITH gone AS (DELETE FROM ledger_records WHERE company_id = $1 AND id IN (SELECT id FROM removed_lines)
                       RETURNING 1)
         SELECT count(*)::int AS removed FROM gone`,
        [companyId],
      );
      [{ updated }] = await tx.query(
        `WITH changed AS (
           UPDATE ledger_records r
              SET upload_id = $2, pay_date = u.pay_date, pay_status = u.pay_status, rep_name = u.rep_name,
                  rep_email = u.rep_email, item_name = u.item_name, item_pay_type = u.item_pay_type,
                  amount = u.amount, manager_email = u.manager_email, breakdown = u.breakdown,
                  manual_note = u.manual_note, line_id = u.line_id, changed_at = now(),
                  previous = ${lineJson('r')}::jsonb
             FROM upload_lines u
            WHERE u.action = 'updated' AND r.id = u.target_id AND r.company_id = $1
           RETURNING 1)
         SELECT count(*)::int AS updated FROM changed`,
        [companyId, uploadId],
      );
    }
    profile?.mark('apply_remove_update');
    const [{ added }]: { added: number }[] = await tx.query(
      `WITH stored AS (
         INSERT INTO ledger_records (company_id, upload_id, ${LINE_COLUMNS})
         SELECT $1, $2, ${LINE_COLUMNS} FROM upload_lines WHERE action = 'added' ORDER BY ord
         RETURNING 1)
       SELECT count(*)::int AS added FROM stored`,
      [companyId, uploadId],
    );
    profile?.mark('apply_insert');
    const [{ skipped }]: { skipped: number }[] = await tx.query(
      `SELECT count(*)::int AS skipped FROM upload_lines WHERE action = 'skipped'`,
    );
    return { added, updated, skipped, removed };
  }
}
