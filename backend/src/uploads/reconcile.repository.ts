// The SQL of reconciling an upload with the ledger (reconcile.ts decides the order): the plan's
// two temporary tables (upload_lines, removed_lines), the joins that give each line its action,
// the preview's summaries and the writes of a commit. Everything runs in the caller's transaction.
import { Injectable } from '@nestjs/common';
import {
  MAX_PREVIEW_LINES,
  type PreviewLine,
  type PreviewPayDate,
  type PreviewRep,
  type UploadCounts,
} from '@commissionbee/shared/types';
import { LINE_COPY_COLUMNS as LINE_COLUMNS } from '@commissionbee/shared/ledger-copy';
import { exec, row, rows, type Db } from '../database/sql.js';
import { ADJUSTMENT_PAY_TYPE } from '@commissionbee/shared/pay-runs';
import { payDateKey } from '../ledger/rep-visible-lines.js';
import {
  EFFECTS,
  EFFECT_TOTALS,
  PLAN_LINES,
  SAME_VALUES,
  joinStoredDuplicates,
  lineJson,
} from './reconcile-sql.js';

/** The COPY target of an upload's lines (ord first, then the line's columns). */
export const UPLOAD_LINES_COPY = `upload_lines (ord, ${LINE_COLUMNS})`;

@Injectable()
export class ReconcileRepository {
  /** Empty temporary tables for one plan, dropped at commit. */
  async createPlanTables(tx: Db): Promise<void> {
    await exec(tx, `DROP TABLE IF EXISTS upload_lines`);
    await exec(tx, `DROP TABLE IF EXISTS removed_lines`);
    await exec(
      tx,
      `
      CREATE TEMP TABLE upload_lines (
        ord int PRIMARY KEY, pay_date date, pay_status varchar(10) NOT NULL, rep_name varchar(1000) NOT NULL,
        rep_email varchar(1000) NOT NULL, item_name varchar(1000) NOT NULL, item_pay_type varchar(1000) NOT NULL,
        amount numeric(14,2) NOT NULL, manager_email varchar(1000), breakdown jsonb, manual_note text,
        line_id varchar(200), action varchar(10) NOT NULL DEFAULT 'added', target_id int,
        adjusts_record_id int, adjusts_pay_date date
      ) ON COMMIT DROP`,
    );
    await exec(tx, `CREATE TEMP TABLE removed_lines (id int PRIMARY KEY) ON COMMIT DROP`);
  }

  /**
   * Row count and the statistics of the columns the plan filters and joins on (all columns took
   * ~3x as long: the names, JSON and notes are the wide ones).
   */
  async analyzeLines(tx: Db): Promise<void> {
    await exec(
      tx,
      `ANALYZE upload_lines (ord, pay_date, pay_status, rep_email, amount, line_id, action, target_id)`,
    );
  }

  /** Replace mode: every stored PAID line of a pay date in the file is removed. */
  async removePayDates(companyId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO removed_lines (id)
         SELECT r.id FROM ledger_records r
          WHERE r.company_id = $1 AND r.pay_status = 'PAID'
            AND r.pay_date IN (SELECT DISTINCT pay_date FROM upload_lines WHERE pay_status = 'PAID')`,
      [companyId],
    );
  }

  /** Lines whose Line ID is stored: 'updated', or 'skipped' when every value is the same. */
  async matchLineIds(companyId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE upload_lines u
            SET target_id = r.id,
                action = CASE WHEN ${SAME_VALUES} THEN 'skipped' ELSE 'updated' END
           FROM ledger_records r
          WHERE r.company_id = $1 AND r.line_id = u.line_id
            AND NOT EXISTS (SELECT 1 FROM removed_lines x WHERE x.id = r.id)`,
      [companyId],
    );
  }

  /**
   * Whether any line without a Line ID equals a stored line. The common file (new lines only)
   * has none: one hash join tells, and the ranking of skipDuplicates (two sorts of the whole
   * file) runs only when there is one to count.
   */
  async hasDuplicates(companyId: number, tx: Db): Promise<boolean> {
    const probe = await row<{ found: boolean }>(
      tx,
      `SELECT EXISTS (
         SELECT 1 FROM upload_lines u ${joinStoredDuplicates('u')}
          WHERE u.line_id IS NULL) AS found`,
      [companyId],
    );
    return probe!.found;
  }

  /** Exact duplicates, with multiplicity: the first n lines of the file equal to n stored lines. */
  async skipDuplicates(companyId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `WITH file_lines AS (
         SELECT ord, dense_rank() OVER (ORDER BY pay_date, pay_status, rep_name, rep_email, item_name,
                  item_pay_type, amount, manager_email, breakdown::text, manual_note) AS grp,
                row_number() OVER (PARTITION BY pay_date, pay_status, rep_name, rep_email, item_name,
                  item_pay_type, amount, manager_email, breakdown::text, manual_note ORDER BY ord) AS k
           FROM upload_lines WHERE line_id IS NULL
       ), stored AS (
         SELECT f.grp, count(*) AS n
           FROM (SELECT DISTINCT ON (f.grp) f.grp, u.* FROM file_lines f JOIN upload_lines u USING (ord)) f
           ${joinStoredDuplicates('f')}
          WHERE NOT EXISTS (SELECT 1 FROM removed_lines x WHERE x.id = r.id)
          GROUP BY f.grp
       )
       UPDATE upload_lines u SET action = 'skipped'
         FROM file_lines f JOIN stored s USING (grp)
        WHERE u.ord = f.ord AND f.k <= s.n`,
      [companyId],
    );
  }

  /**
   * A dated line of the file takes the place of a stored PENDING line of the same rep, item, pay
   * type and amount. Only the stored PENDING lines of the file's reps (the partial PENDING
   * index), and only the file's lines with the key of one of them are ranked: a line's rank
   * among the lines of its own key is the same as in the whole file.
   */
  async datePending(companyId: number, tx: Db): Promise<void> {
    await exec(
      tx,
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

  /** How many lines the plan adds, updates, skips and removes, and how many lines it has. */
  async counts(tx: Db): Promise<UploadCounts & { lineCount: number }> {
    const counts = await row<UploadCounts & { lineCount: number }>(
      tx,
      `SELECT count(*) FILTER (WHERE action = 'added')::int AS added,
              count(*) FILTER (WHERE action = 'updated')::int AS updated,
              count(*) FILTER (WHERE action = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE action = 'removed')::int AS removed,
              count(*)::int AS "lineCount"
         FROM (SELECT action FROM upload_lines UNION ALL SELECT 'removed' FROM removed_lines) a`,
    );
    return counts!;
  }

  async reps(companyId: number, tx: Db): Promise<PreviewRep[]> {
    return rows<PreviewRep>(
      tx,
      `SELECT min(rep_email) AS rep_email, min(rep_name) AS rep_name,
              ${EFFECT_TOTALS}
         FROM (${EFFECTS}) e
        GROUP BY lower(trim(rep_email))
        ORDER BY min(rep_name), min(rep_email)`,
      [companyId],
    );
  }

  async payDates(companyId: number, tx: Db): Promise<PreviewPayDate[]> {
    return rows<PreviewPayDate>(
      tx,
      `SELECT pay_date,
              ${EFFECT_TOTALS}
         FROM (${EFFECTS}) e
        GROUP BY pay_date
        ORDER BY pay_date DESC`,
      [companyId],
    );
  }

  /** The first MAX_PREVIEW_LINES lines of the plan, by rep. */
  async lines(companyId: number, tx: Db): Promise<PreviewLine[]> {
    const lines = await row<{ lines: string | null }>(
      tx,
      `SELECT json_agg(json_build_object('action', action, 'rep_email', rep_email, 'rep_name', rep_name,
                'before', CASE WHEN action IN ('updated', 'removed') THEN before END,
                'after', after) ORDER BY lower(trim(rep_email)), ord NULLS LAST)::text AS lines
         FROM (SELECT * FROM (${PLAN_LINES}) e
                ORDER BY lower(trim(rep_email)), ord NULLS LAST LIMIT ${MAX_PREVIEW_LINES}) l`,
      [companyId],
    );
    return lines?.lines ? (JSON.parse(lines.lines) as PreviewLine[]) : [];
  }

  /** Whether the plan updates or removes any stored line. */
  async hasChanges(tx: Db): Promise<boolean> {
    const answer = await row<{ changes: boolean }>(
      tx,
      `SELECT EXISTS (SELECT 1 FROM upload_lines WHERE action = 'updated')
              OR EXISTS (SELECT 1 FROM removed_lines) AS changes`,
    );
    return answer!.changes;
  }

  /** The values of the lines the plan replaces or removes, as versions tied to their upload. */
  async keepVersions(companyId: number, uploadId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO ledger_record_versions (company_id, record_id, upload_id, replaced_by_upload_id, kind, old_row)
         SELECT $1::int, r.id, r.upload_id, $2::int, 'updated', to_jsonb(r)
           FROM upload_lines u JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
          WHERE u.action = 'updated'
         UNION ALL
         SELECT $1::int, r.id, r.upload_id, $2::int, 'removed', to_jsonb(r)
           FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1`,
      [companyId, uploadId],
    );
  }

  /** Deletes the plan's removed lines; answers how many. */
  async removeLines(companyId: number, tx: Db): Promise<number> {
    const answer = await row<{ removed: number }>(
      tx,
      `WITH gone AS (DELETE FROM ledger_records WHERE company_id = $1 AND id IN (SELECT id FROM removed_lines)
                       RETURNING 1)
         SELECT count(*)::int AS removed FROM gone`,
      [companyId],
    );
    return answer!.removed;
  }

  /** Writes the plan's updated lines as upload `uploadId`; answers how many. */
  async updateLines(companyId: number, uploadId: number, tx: Db): Promise<number> {
    const answer = await row<{ updated: number }>(
      tx,
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
    return answer!.updated;
  }

  /** Inserts the plan's added lines as upload `uploadId`, in file order; answers how many. */
  async insertAdded(companyId: number, uploadId: number, tx: Db): Promise<number> {
    const answer = await row<{ added: number }>(
      tx,
      `WITH stored AS (
         INSERT INTO ledger_records (company_id, upload_id, ${LINE_COLUMNS}, adjusts_record_id, adjusts_pay_date)
         SELECT $1, $2, ${LINE_COLUMNS}, adjusts_record_id, adjusts_pay_date
           FROM upload_lines WHERE action = 'added' ORDER BY ord
         RETURNING 1)
       SELECT count(*)::int AS added FROM stored`,
      [companyId, uploadId],
    );
    return answer!.added;
  }

  async countSkipped(tx: Db): Promise<number> {
    const answer = await row<{ skipped: number }>(
      tx,
      `SELECT count(*)::int AS skipped FROM upload_lines WHERE action = 'skipped'`,
    );
    return answer!.skipped;
  }

  // --- Pay runs (issue 29): closed pay dates ---

  /**
   * The plan's lines that would change a closed pay date: a line added to it, a line of it
   * updated (or moved into it), by file row (`ord`); the closed date is named.
   */
  closedLines(companyId: number, tx: Db): Promise<{ ord: number; pay_date: string }[]> {
    return rows<{ ord: number; pay_date: string }>(
      tx,
      `SELECT DISTINCT ON (u.ord) u.ord, p.pay_date
         FROM upload_lines u
         LEFT JOIN ledger_records r ON r.id = u.target_id AND r.company_id = $1
         JOIN pay_dates p ON p.company_id = $1 AND p.state = 'closed'
                         AND (p.pay_date = ${payDateKey('u')}
                              OR (u.action = 'updated' AND p.pay_date = ${payDateKey('r')}))
        WHERE u.action IN ('added', 'updated')
        ORDER BY u.ord, p.pay_date LIMIT 1000`,
      [companyId],
    );
  }

  /** Whether pay date `payDate` of the company is closed. */
  async closed(companyId: number, payDate: string, tx: Db): Promise<boolean> {
    const found = await row<{ closed: boolean }>(
      tx,
      `SELECT EXISTS (SELECT 1 FROM pay_dates WHERE company_id = $1 AND pay_date = $2 AND state = 'closed') AS closed`,
      [companyId, payDate],
    );
    return !!found?.closed;
  }

  /**
   * "Post changes to closed pay dates as adjustments on {adjustOn}": a closed line the file
   * updates stays as it is and an adjustment line of the difference goes on `adjustOn` (nothing
   * when the amount is the same); a line the file adds to a closed date goes on `adjustOn` as an
   * adjustment of its amount; a closed line replace mode would remove stays and an adjustment of
   * minus its amount goes on `adjustOn`. Each adjustment names the line and the date it corrects.
   */
  async adjustClosed(companyId: number, adjustOn: string, tx: Db): Promise<void> {
    const closedR = `p.company_id = $1 AND p.state = 'closed' AND p.pay_date = ${payDateKey('r')}`;
    await exec(
      tx,
      `UPDATE upload_lines u
          SET action = CASE WHEN u.amount = r.amount THEN 'skipped' ELSE 'added' END,
              amount = u.amount - r.amount, pay_date = $2::date, pay_status = 'PAID',
              item_pay_type = '${ADJUSTMENT_PAY_TYPE}', line_id = NULL, target_id = NULL,
              adjusts_record_id = r.id, adjusts_pay_date = r.pay_date
         FROM ledger_records r, pay_dates p
        WHERE u.action = 'updated' AND r.id = u.target_id AND r.company_id = $1 AND ${closedR}`,
      [companyId, adjustOn],
    );
    await exec(
      tx,
      `UPDATE upload_lines u
          SET adjusts_pay_date = u.pay_date, pay_date = $2::date,
              item_pay_type = '${ADJUSTMENT_PAY_TYPE}', line_id = NULL
         FROM pay_dates p
        WHERE u.action IN ('added', 'updated') AND u.adjusts_record_id IS NULL
          AND p.company_id = $1 AND p.state = 'closed' AND p.pay_date = ${payDateKey('u')}`,
      [companyId, adjustOn],
    );
    await exec(
      tx,
      `INSERT INTO upload_lines (ord, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type,
                                 amount, manager_email, action, adjusts_record_id, adjusts_pay_date)
       SELECT -row_number() OVER (ORDER BY r.id), $2::date, 'PAID', r.rep_name, r.rep_email, r.item_name,
              '${ADJUSTMENT_PAY_TYPE}', -r.amount, r.manager_email, 'added', r.id, r.pay_date
         FROM removed_lines x JOIN ledger_records r ON r.id = x.id AND r.company_id = $1
         JOIN pay_dates p ON ${closedR}`,
      [companyId, adjustOn],
    );
    await exec(
      tx,
      `DELETE FROM removed_lines x USING ledger_records r, pay_dates p
        WHERE r.id = x.id AND r.company_id = $1 AND ${closedR}`,
      [companyId],
    );
  }
}
