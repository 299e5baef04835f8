// The questions table: its SQL with typed rows. Every method takes the company id first; rep-side
// reads also take the asker's email, so a key only ever reaches its own questions.
import { Injectable } from '@nestjs/common';
import type {
  QuestionLineSnapshot,
  QuestionReason,
  QuestionScope,
  QuestionStatus,
  QuestionSummary,
  Resolution,
} from '@commissionbee/shared/questions';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import type { Columns, Narrowed, Reads } from '../database/row-types.js';

export interface QuestionRow extends QuestionSummary {
  snapshot: QuestionLineSnapshot | null;
  adjusted_pay_date: string | null;
  resolved_at: string | null;
}

/** QuestionRow as COLUMNS reads it: the questions columns it names must exist. */
type QuestionRead = Reads<
  QuestionRow,
  'questions',
  | 'id'
  | 'scope'
  | 'status'
  | 'resolution'
  | 'reason'
  | 'asker_email'
  | 'line_rep_email'
  | 'pay_date'
  | 'snapshot'
  | 'expected_amount'
  | 'created_at'
  | 'updated_at'
  | 'rep_unread'
  | 'opened_at'
  | 'record_id'
  | 'adjusted_pay_date'
  | 'resolved_at'
> &
  Reads<object, 'companies', 'answer_within_days'>;

export interface NewQuestion {
  askerEmail: string;
  clientId: string | null;
  scope: QuestionScope;
  recordId: number | null;
  lineRepEmail: string | null;
  payDate: string | null;
  reason: QuestionReason;
  expectedAmount: number | null;
  snapshot: QuestionLineSnapshot | null;
}

export interface QuestionChange {
  status: QuestionStatus;
  resolution?: Resolution | null;
  adjustedPayDate?: string | null;
  /** The question became open again now (overdue counts from here). */
  reopened?: boolean;
  resolved?: boolean;
  repUnread?: boolean;
}

export interface QuestionFilter {
  status: 'open' | 'waiting_on_rep' | 'resolved' | 'all';
  overdue: boolean;
  search?: string;
  page: number;
  pageSize: number;
}

/**
 * Business days (Monday to Friday) after the day a question became open, up to today, beyond the
 * company's answer time: the question is overdue. Only open questions (not waiting on the rep).
 */
const OVERDUE = `(q.status = 'open' AND (
    SELECT count(*) FROM generate_series(q.opened_at::date + 1, now()::date, interval '1 day') AS d
     WHERE extract(isodow FROM d) < 6) > c.answer_within_days)`;

/** The columns of QuestionRow; `q` is questions, `c` its company. */
const COLUMNS = `q.id, q.scope, q.status, q.resolution, q.reason, q.asker_email,
  (SELECT r.rep_name FROM ledger_records r
    WHERE r.company_id = q.company_id AND lower(trim(r.rep_email)) = q.asker_email
    ORDER BY r.id DESC LIMIT 1) AS asker_name,
  q.line_rep_email, to_char(q.pay_date, 'YYYY-MM-DD') AS pay_date,
  q.snapshot ->> 'item_name' AS item_name, (q.snapshot ->> 'amount')::float8 AS amount,
  q.expected_amount::float8 AS expected_amount,
  left((SELECT e.body FROM question_events e WHERE e.question_id = q.id AND e.kind = 'asked'
         ORDER BY e.id LIMIT 1), 140) AS excerpt,
  q.created_at, q.updated_at, q.rep_unread AS unread, ${OVERDUE} AS overdue,
  q.record_id, q.snapshot, to_char(q.adjusted_pay_date, 'YYYY-MM-DD') AS adjusted_pay_date,
  q.resolved_at`;

const STATUS_FILTER: Record<QuestionFilter['status'], string> = {
  open: `q.status = 'open'`,
  waiting_on_rep: `q.status = 'waiting_on_rep'`,
  resolved: `q.status IN ('resolved', 'accepted')`,
  all: 'true',
};

@Injectable()
export class QuestionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Holds the asker for the rest of `tx`: one question at a time per rep. */
  async lockAsker(tx: EntityManager, companyId: number, email: string): Promise<void> {
    await exec(tx, `SELECT pg_advisory_xact_lock($1, hashtext($2))`, [companyId, email]);
  }

  /** Questions the email asked in the last 24 hours. */
  async countAskedSince(
    tx: EntityManager,
    companyId: number,
    email: string,
    hours: number,
  ): Promise<number> {
    const [found] = await rows<{ count: number }>(
      tx,
      `SELECT count(*)::int AS count FROM questions
        WHERE company_id = $1 AND asker_email = $2 AND created_at > now() - make_interval(hours => $3)`,
      [companyId, email, hours],
    );
    return found.count;
  }

  async idByClientId(
    tx: EntityManager,
    companyId: number,
    email: string,
    clientId: string,
  ): Promise<number | null> {
    const found = await row<Columns<'questions', 'id'>>(
      tx,
      `SELECT id FROM questions WHERE company_id = $1 AND asker_email = $2 AND client_id = $3`,
      [companyId, email, clientId],
    );
    return found?.id ?? null;
  }

  async insert(tx: EntityManager, companyId: number, q: NewQuestion): Promise<number> {
    const [found] = await rows<Columns<'questions', 'id'>>(
      tx,
      `INSERT INTO questions (company_id, asker_email, client_id, scope, record_id, line_rep_email,
                              pay_date, reason, expected_amount, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        companyId,
        q.askerEmail,
        q.clientId,
        q.scope,
        q.recordId,
        q.lineRepEmail,
        q.payDate,
        q.reason,
        q.expectedAmount,
        q.snapshot ? JSON.stringify(q.snapshot) : null,
      ],
    );
    return found.id;
  }

  /** Locks the question for a transition; null when it is not the company's (or not the asker's). */
  async lock(
    tx: EntityManager,
    companyId: number,
    id: number,
    askerEmail: string | null,
  ): Promise<{ status: QuestionStatus; resolved_at: Date | null; asker_email: string } | null> {
    return row<
      Narrowed<
        Columns<'questions', 'status' | 'resolved_at' | 'asker_email'>,
        { status: QuestionStatus }
      >
    >(
      tx,
      `SELECT status, resolved_at, asker_email FROM questions
          WHERE company_id = $1 AND id = $2 AND ($3::text IS NULL OR asker_email = $3)
          FOR UPDATE`,
      [companyId, id, askerEmail],
    );
  }

  async change(tx: EntityManager, companyId: number, id: number, c: QuestionChange): Promise<void> {
    await exec(
      tx,
      `UPDATE questions SET status = $3::varchar, updated_at = now(),
              resolution = CASE WHEN $4::boolean THEN $5::varchar WHEN $3 = 'open' THEN NULL ELSE resolution END,
              adjusted_pay_date = CASE WHEN $4::boolean THEN $6::date WHEN $3 = 'open' THEN NULL
                                       ELSE adjusted_pay_date END,
              resolved_at = CASE WHEN $4::boolean THEN now() WHEN $3 = 'open' THEN NULL ELSE resolved_at END,
              opened_at = CASE WHEN $7::boolean THEN now() ELSE opened_at END,
              rep_unread = coalesce($8::boolean, rep_unread)
        WHERE company_id = $1 AND id = $2`,
      [
        companyId,
        id,
        c.status,
        c.resolved ?? false,
        c.resolution ?? null,
        c.adjustedPayDate ?? null,
        c.reopened ?? false,
        c.repUnread ?? null,
      ],
    );
  }

  async markRead(companyId: number, id: number): Promise<void> {
    await exec(
      this.db,
      `UPDATE questions SET rep_unread = false WHERE company_id = $1 AND id = $2 AND rep_unread`,
      [companyId, id],
    );
  }

  /** One question of the company, or of the asker when given. */
  async find(
    companyId: number,
    id: number,
    askerEmail: string | null,
  ): Promise<QuestionRow | null> {
    return row<QuestionRead>(
      this.db,
      `SELECT ${COLUMNS} FROM questions q JOIN companies c ON c.id = q.company_id
        WHERE q.company_id = $1 AND q.id = $2 AND ($3::text IS NULL OR q.asker_email = $3)`,
      [companyId, id, askerEmail],
    );
  }

  /** The asker's questions, newest activity first. */
  async listForAsker(companyId: number, askerEmail: string): Promise<QuestionRow[]> {
    return rows<QuestionRead>(
      this.db,
      `SELECT ${COLUMNS} FROM questions q JOIN companies c ON c.id = q.company_id
        WHERE q.company_id = $1 AND q.asker_email = $2
        ORDER BY q.updated_at DESC, q.id DESC LIMIT 500`,
      [companyId, askerEmail],
    );
  }

  /** The admin queue: one page in SQL, oldest open first, with the total and the open count. */
  async page(
    companyId: number,
    f: QuestionFilter,
  ): Promise<{ rows: QuestionRow[]; total: number; open: number }> {
    const search = f.search?.trim()
      ? `%${f.search
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, '\\$&')}%`
      : null;
    const found = await rows<QuestionRead & { total: number }>(
      this.db,
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
         FROM questions q JOIN companies c ON c.id = q.company_id
        WHERE q.company_id = $1 AND ${STATUS_FILTER[f.status]}
          AND (NOT $2::boolean OR ${OVERDUE})
          AND ($3::text IS NULL OR q.asker_email LIKE $3 OR coalesce(q.line_rep_email, '') LIKE $3
               OR lower(coalesce(q.snapshot ->> 'item_name', '')) LIKE $3
               OR lower(coalesce(q.snapshot ->> 'rep_name', '')) LIKE $3
               OR EXISTS (SELECT 1 FROM ledger_records r WHERE r.company_id = q.company_id
                             AND lower(trim(r.rep_email)) = q.asker_email AND lower(r.rep_name) LIKE $3)
               OR EXISTS (SELECT 1 FROM question_events e WHERE e.question_id = q.id
                             AND lower(e.body) LIKE $3))
        ORDER BY CASE WHEN q.status IN ('open', 'waiting_on_rep') THEN 0 ELSE 1 END,
                 CASE WHEN q.status IN ('open', 'waiting_on_rep') THEN q.opened_at END ASC,
                 q.updated_at DESC, q.id DESC
        LIMIT $4 OFFSET $5`,
      [companyId, f.overdue, search, f.pageSize, (f.page - 1) * f.pageSize],
    );
    const [{ open }] = await rows<{ open: number }>(
      this.db,
      `SELECT count(*)::int AS open FROM questions WHERE company_id = $1 AND status = 'open'`,
      [companyId],
    );
    const total = found[0]?.total ?? (f.page > 1 ? await this.count(companyId, f) : 0);
    return { rows: found.map(({ total: _total, ...row }) => row), total, open };
  }

  /** The total of a filter when the page asked for lies past the end. */
  private async count(companyId: number, f: QuestionFilter): Promise<number> {
    return (await this.page(companyId, { ...f, page: 1, pageSize: 1 })).total;
  }

  /** Open and waiting questions per asker of the company (the reviews summary). */
  async openByAsker(companyId: number): Promise<Map<string, number>> {
    const counts = await rows<{ asker_email: string; count: number }>(
      this.db,
      `SELECT asker_email, count(*)::int AS count FROM questions
        WHERE company_id = $1 AND status IN ('open', 'waiting_on_rep') GROUP BY 1`,
      [companyId],
    );
    return new Map(counts.map((r) => [r.asker_email, r.count]));
  }

  /** Open and waiting questions of a pay date (whoever asked). */
  async openOnPayDate(companyId: number, payDate: string): Promise<number> {
    const [found] = await rows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM questions
        WHERE company_id = $1 AND pay_date = $2::date AND status IN ('open', 'waiting_on_rep')`,
      [companyId, payDate],
    );
    return found.count;
  }
}
