// The pay_dates and published_ledger_lines tables (issue 29, pay runs): a pay date's state, who
// moved it when, and the published snapshot reps read while review is on
// (ledger/rep-visible-lines.ts). Every method is scoped to a company; writes take the caller's
// transaction. A pay date key is 'YYYY-MM-DD', or 'PENDING' for the undated lines.
import { Injectable } from '@nestjs/common';
import type { PayDateState, PayRunSettings } from '@commissionbee/shared/pay-runs';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Narrowed, Tables } from '../database/row-types.js';
import { REP_VISIBLE_COLUMNS, payDateKey } from '../ledger/rep-visible-lines.js';

export type PayDateRow = Narrowed<Tables['pay_dates'], { state: PayDateState }>;

/** A pay date with its live and published counts (the list's and the detail's row). */
export type PayDateListRow = PayDateRow & {
  lines: number;
  reps: number;
  total: number;
  snap_lines: number | null;
  snap_total: number | null;
  open_questions: number;
  review: boolean;
};

/** The lines of company $1 with key $2 in ledger_records aliased `r`. */
const KEY_MATCHES = `CASE WHEN $2::text = 'PENDING' THEN (r.pay_status <> 'PAID' OR r.pay_date IS NULL)
                          ELSE r.pay_status = 'PAID' AND r.pay_date = (CASE WHEN $2::text = 'PENDING' THEN NULL ELSE $2::text END)::date END`;

/** What a line counts for in a total (countsInTotal, libs/shared/src/numbers.ts). */
const COUNTED = (t: string) =>
  `CASE WHEN ${t}.pay_status = 'CANCELLED' THEN 0 ELSE ${t}.amount END`;

/** Questions open on a pay date key (status not resolved). */
const OPEN_QUESTIONS = `SELECT CASE WHEN q.pay_date IS NULL THEN 'PENDING' ELSE to_char(q.pay_date, 'YYYY-MM-DD') END AS key,
                               q.id, q.asker_email, q.reason
                          FROM questions q WHERE q.company_id = $1 AND q.status NOT IN ('resolved', 'accepted')`;

const LIST_SQL = (one: boolean) => `
  WITH live AS (
    SELECT ${payDateKey('r')} AS key, count(*)::int AS lines,
           count(DISTINCT lower(trim(r.rep_email)))::int AS reps, sum(${COUNTED('r')})::float8 AS total
      FROM ledger_records r WHERE r.company_id = $1 ${one ? `AND ${KEY_MATCHES}` : ''}
     GROUP BY 1
  ), snap AS (
    SELECT s.pay_date_key AS key, count(*)::int AS lines, sum(${COUNTED('s')})::float8 AS total
      FROM published_ledger_lines s WHERE s.company_id = $1 ${one ? 'AND s.pay_date_key = $2::text' : ''}
     GROUP BY 1
  ), questions AS (
    SELECT key, count(*)::int AS n FROM (${OPEN_QUESTIONS}) q GROUP BY 1
  )
  SELECT p.*, coalesce(l.lines, 0) AS lines, coalesce(l.reps, 0) AS reps, coalesce(l.total, 0)::float8 AS total,
         s.lines AS snap_lines, s.total AS snap_total, coalesce(q.n, 0) AS open_questions,
         c.review_before_publish AS review
    FROM pay_dates p
    JOIN companies c ON c.id = p.company_id
    LEFT JOIN live l ON l.key = p.pay_date
    LEFT JOIN snap s ON s.key = p.pay_date
    LEFT JOIN questions q ON q.key = p.pay_date
   WHERE p.company_id = $1 ${one ? 'AND p.pay_date = $2::text' : ''}
   ORDER BY (p.pay_date = 'PENDING') DESC, p.pay_date DESC`;

@Injectable()
export class PayDatesRepository {
  constructor(private readonly db: DataSource) {}

  settings(companyId: number, tx: Db = this.db): Promise<PayRunSettings | null> {
    return row<Columns<'companies', 'review_before_publish' | 'second_approver'>>(
      tx,
      `SELECT review_before_publish, second_approver FROM companies WHERE id = $1`,
      [companyId],
    );
  }

  async setSettings(companyId: number, settings: PayRunSettings, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE companies SET review_before_publish = $2, second_approver = $3 WHERE id = $1`,
      [companyId, settings.review_before_publish, settings.second_approver],
    );
  }

  list(companyId: number): Promise<PayDateListRow[]> {
    return rows<PayDateListRow>(this.db, LIST_SQL(false), [companyId]);
  }

  one(companyId: number, payDate: string): Promise<PayDateListRow | null> {
    return row<PayDateListRow>(this.db, LIST_SQL(true), [companyId, payDate]);
  }

  /** The pay date's row, locked for a transition. */
  lock(companyId: number, payDate: string, tx: Db): Promise<PayDateRow | null> {
    return row<PayDateRow>(
      tx,
      `SELECT * FROM pay_dates WHERE company_id = $1 AND pay_date = $2 FOR UPDATE`,
      [companyId, payDate],
    );
  }

  /** Sets the state and the columns named (who/when of the transition). */
  async transition(
    companyId: number,
    payDate: string,
    state: PayDateState,
    set: Record<string, string | number | null>,
    tx: Db,
  ): Promise<void> {
    const names = Object.keys(set);
    const assignments = names.map((name, i) => `${name} = $${i + 4}`).join(', ');
    await exec(
      tx,
      `UPDATE pay_dates SET state = $3${assignments ? `, ${assignments}` : ''}
        WHERE company_id = $1 AND pay_date = $2`,
      [companyId, payDate, state, ...names.map((n) => set[n])],
    );
  }

  /** Per rep: the published total beside the live one, where they differ. */
  repChanges(
    companyId: number,
    payDate: string,
  ): Promise<{ rep_email: string; rep_name: string; published_total: number; total: number }[]> {
    return rows(
      this.db,
      `WITH live AS (
         SELECT lower(trim(r.rep_email)) AS key, max(r.rep_name) AS rep_name, sum(${COUNTED('r')}) AS total
           FROM ledger_records r WHERE r.company_id = $1 AND ${KEY_MATCHES} GROUP BY 1
       ), snap AS (
         SELECT lower(trim(s.rep_email)) AS key, max(s.rep_name) AS rep_name, sum(${COUNTED('s')}) AS total
           FROM published_ledger_lines s WHERE s.company_id = $1 AND s.pay_date_key = $2::text GROUP BY 1
       )
       SELECT coalesce(l.key, s.key) AS rep_email, coalesce(l.rep_name, s.rep_name) AS rep_name,
              coalesce(s.total, 0)::float8 AS published_total, coalesce(l.total, 0)::float8 AS total
         FROM live l FULL JOIN snap s ON s.key = l.key
        WHERE coalesce(l.total, 0) <> coalesce(s.total, 0)
        ORDER BY 1 LIMIT 500`,
      [companyId, payDate],
    );
  }

  openQuestions(
    companyId: number,
    payDate: string,
    tx: Db = this.db,
  ): Promise<{ id: number; rep_email: string; subject: string }[]> {
    return rows(
      tx,
      `SELECT q.id, q.asker_email AS rep_email, q.reason AS subject FROM (${OPEN_QUESTIONS}) q
        WHERE q.key = $2 ORDER BY q.id LIMIT 100`,
      [companyId, payDate],
    );
  }

  /**
   * The pay dates upload `uploadId` touches: the keys of the lines it wrote (added or updated)
   * and of the values it replaced or removed. Run after an upload's writes, or before its undo.
   */
  async touchedBy(companyId: number, uploadId: number, tx: Db): Promise<string[]> {
    const found = await rows<{ key: string }>(
      tx,
      `SELECT ${payDateKey('r')} AS key FROM ledger_records r WHERE r.company_id = $1 AND r.upload_id = $2
       UNION
       SELECT CASE WHEN v.old_row ->> 'pay_status' = 'PAID' AND v.old_row ->> 'pay_date' IS NOT NULL
                   THEN left(v.old_row ->> 'pay_date', 10) ELSE 'PENDING' END
         FROM ledger_record_versions v WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2`,
      [companyId, uploadId],
    );
    return found.map((f) => f.key).sort();
  }

  /** Of these keys, the closed ones. */
  async closedOf(companyId: number, keys: string[], tx: Db = this.db): Promise<string[]> {
    if (keys.length === 0) return [];
    const found = await rows<{ pay_date: string }>(
      tx,
      `SELECT pay_date FROM pay_dates WHERE company_id = $1 AND pay_date = ANY ($2::text[]) AND state = 'closed'
        ORDER BY pay_date`,
      [companyId, keys],
    );
    return found.map((f) => f.pay_date);
  }

  async hasClosed(companyId: number, tx: Db = this.db): Promise<boolean> {
    const found = await row<{ closed: boolean }>(
      tx,
      `SELECT EXISTS (SELECT 1 FROM pay_dates WHERE company_id = $1 AND state = 'closed') AS closed`,
      [companyId],
    );
    return !!found?.closed;
  }

  /**
   * The ledger changed these pay dates (an upload or an undo by `by`). With review off they are
   * published at once (the specification's flow); with review on each becomes a draft (a
   * revision when it was published) and loses its approval. A never-published draft left without
   * lines is forgotten. Closed dates are never passed here (refused before).
   */
  async changed(
    companyId: number,
    keys: string[],
    by: { label: string; userId: number | null },
    review: boolean,
    tx: Db,
  ): Promise<void> {
    if (keys.length === 0) return;
    await exec(
      tx,
      `INSERT INTO pay_dates AS p (company_id, pay_date, state, changed_at, changed_by, changed_by_user_id,
                                  published_at, published_by)
       SELECT $1::int, k, CASE WHEN $5::boolean THEN 'draft' ELSE 'published' END, now(), $3::varchar, $4::int,
              CASE WHEN $5::boolean THEN NULL ELSE now() END, CASE WHEN $5::boolean THEN NULL ELSE $3::varchar END
         FROM unnest($2::text[]) AS k
       ON CONFLICT (company_id, pay_date) DO UPDATE
         SET changed_at = now(), changed_by = $3::varchar, changed_by_user_id = $4::int,
             state = CASE WHEN p.state = 'closed' THEN 'closed' WHEN $5::boolean THEN 'draft' ELSE 'published' END,
             approved_at = CASE WHEN $5::boolean THEN NULL ELSE p.approved_at END,
             approved_by = CASE WHEN $5::boolean THEN NULL ELSE p.approved_by END,
             published_at = CASE WHEN $5::boolean THEN p.published_at ELSE now() END,
             published_by = CASE WHEN $5::boolean THEN p.published_by ELSE $3::varchar END`,
      [companyId, keys, by.label, by.userId, review],
    );
    await exec(
      tx,
      `DELETE FROM pay_dates p
        WHERE p.company_id = $1 AND p.pay_date = ANY ($2::text[]) AND p.published_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = $1 AND ${payDateKey('r')} = p.pay_date)`,
      [companyId, keys],
    );
  }

  /**
   * Publishes the pay date's lines as they are now: its snapshot is replaced by its current
   * ledger lines. Answers the snapshot's line count and total.
   */
  async snapshot(
    companyId: number,
    payDate: string,
    tx: Db,
  ): Promise<{ lines: number; total: number }> {
    await exec(
      tx,
      `DELETE FROM published_ledger_lines WHERE company_id = $1 AND pay_date_key = $2::text`,
      [companyId, payDate],
    );
    const answer = await row<{ lines: number; total: number }>(
      tx,
      `WITH copied AS (
         INSERT INTO published_ledger_lines (company_id, pay_date_key, ${REP_VISIBLE_COLUMNS})
         SELECT r.company_id, $2::text, ${REP_VISIBLE_COLUMNS.replace(/(\w+)/g, 'r.$1')}
           FROM ledger_records r WHERE r.company_id = $1 AND ${KEY_MATCHES}
         RETURNING pay_status, amount)
       SELECT count(*)::int AS lines, coalesce(sum(${COUNTED('copied')}), 0)::float8 AS total FROM copied`,
      [companyId, payDate],
    );
    return answer!;
  }

  /**
   * Review turned on: everything reps can see now becomes the published snapshot, and every pay
   * date is published (reps saw all of it).
   */
  async snapshotAll(companyId: number, by: string, tx: Db): Promise<void> {
    await exec(tx, `DELETE FROM published_ledger_lines WHERE company_id = $1`, [companyId]);
    await exec(
      tx,
      `INSERT INTO published_ledger_lines (company_id, pay_date_key, ${REP_VISIBLE_COLUMNS})
       SELECT r.company_id, ${payDateKey('r')}, ${REP_VISIBLE_COLUMNS.replace(/(\w+)/g, 'r.$1')}
         FROM ledger_records r WHERE r.company_id = $1`,
      [companyId],
    );
    await exec(
      tx,
      `UPDATE pay_dates SET state = 'published', published_at = coalesce(published_at, now()),
              published_by = coalesce(published_by, $2)
        WHERE company_id = $1 AND state IN ('draft', 'approved')`,
      [companyId, by],
    );
  }

  /**
   * Review turned off: reps read the live ledger again, so every draft and approved pay date is
   * published now, and the snapshot is dropped.
   */
  async publishAllLive(companyId: number, by: string, tx: Db): Promise<void> {
    await exec(tx, `DELETE FROM published_ledger_lines WHERE company_id = $1`, [companyId]);
    await exec(
      tx,
      `UPDATE pay_dates SET state = 'published', published_at = now(), published_by = $2
        WHERE company_id = $1 AND state IN ('draft', 'approved')`,
      [companyId, by],
    );
  }

  /** Every rep answer of the company is rebuilt (companies.data_version). */
  async bumpDataVersion(companyId: number, tx: Db): Promise<void> {
    await exec(tx, `UPDATE companies SET data_version = data_version + 1 WHERE id = $1`, [
      companyId,
    ]);
  }

  /** The open pay dates (not closed) with a date, newest first: where adjustments may go. */
  async isClosed(companyId: number, payDate: string, tx: Db = this.db): Promise<boolean> {
    return (await this.closedOf(companyId, [payDate], tx)).length > 0;
  }

  /** Pay dates with lines but no row yet (lines stored outside an upload: the seed) are published. */
  async publishUntracked(companyId: number, by: string, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO pay_dates (company_id, pay_date, state, changed_by, published_at, published_by)
       SELECT DISTINCT $1::int, ${payDateKey('r')}, 'published', $2::text, now(), $2::text
         FROM ledger_records r WHERE r.company_id = $1
       ON CONFLICT (company_id, pay_date) DO NOTHING`,
      [companyId, by],
    );
  }

  /** The pay dates with a state that is not yet published or closed (draft, approved). */
  async unpublished(companyId: number): Promise<string[]> {
    const found = await rows<{ pay_date: string }>(
      this.db,
      `SELECT pay_date FROM pay_dates WHERE company_id = $1 AND state IN ('draft', 'approved')`,
      [companyId],
    );
    return found.map((f) => f.pay_date);
  }
}
