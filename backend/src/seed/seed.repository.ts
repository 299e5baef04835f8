// The seed's own SQL: the reads and bulk writes that build the demo company's history (questions,
// payroll details, activity log) in one statement each, where the features' repositories write one
// row at a time. Every method takes the seed's transaction; nothing here runs outside the seed.
import { Injectable } from '@nestjs/common';
import type { QuestionLineSnapshot } from '@commissionbee/shared/questions';
import type { EntityManager } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import { counted } from '../uploads/reconcile-sql.js';

/** The company's ($1) paid lines, as a question's snapshot keeps them. */
const PAID_LINES = `SELECT id, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, rep_name, lower(trim(rep_email)) AS rep_email,
            item_name, item_pay_type, amount::float8 AS amount, breakdown, manual_note, upload_id
       FROM ledger_records
      WHERE company_id = $1 AND pay_status = 'PAID'`;

export interface SeedQuestion {
  companyId: number;
  askerEmail: string;
  line: QuestionLineSnapshot | null;
  reason: string;
  status: string;
  resolution: string | null;
  adjustedPayDate: string | null;
  repUnread: boolean;
  daysAgo: number;
}

export interface SeedProfile {
  email: string;
  employee_id: string;
  first_name: string;
  last_name: string;
}

export interface AdjustableLine {
  id: number;
  pay_date: string;
  rep_name: string;
  rep_email: string;
  manager_email: string | null;
  item_name: string;
}

export interface SeedEvent {
  created_at: string;
  action: string;
  target: string | null;
  details: object;
}

@Injectable()
export class SeedRepository {
  /** How many ledger lines the company has (the demo ledger is written once, into an empty one). */
  async ledgerLineCount(tx: EntityManager, companyId: number): Promise<number> {
    const ledger = await row<{ count: number }>(
      tx,
      `SELECT count(*)::int AS count FROM ledger_records WHERE company_id = $1`,
      [companyId],
    );
    return ledger!.count;
  }

  /** The rep's own latest paid lines (newest first). */
  repPaidLines(
    tx: EntityManager,
    companyId: number,
    repEmail: string,
    limit: number,
  ): Promise<QuestionLineSnapshot[]> {
    return rows<QuestionLineSnapshot>(
      tx,
      `${PAID_LINES} AND lower(trim(rep_email)) = $2
        ORDER BY pay_date DESC, id LIMIT $3`,
      [companyId, repEmail, limit],
    );
  }

  /** The latest paid line of someone on the manager's team (not the manager's own). */
  teamPaidLine(
    tx: EntityManager,
    companyId: number,
    managerEmail: string,
  ): Promise<QuestionLineSnapshot | null> {
    return row<QuestionLineSnapshot>(
      tx,
      `${PAID_LINES} AND lower(trim(manager_email)) = $2
          AND lower(trim(rep_email)) <> $2
        ORDER BY pay_date DESC, id LIMIT 1`,
      [companyId, managerEmail],
    );
  }

  /** A question as it stands after its history, dated `daysAgo` days back; answers its id. */
  async insertQuestion(tx: EntityManager, q: SeedQuestion): Promise<number> {
    const { id } = (await row<{ id: number }>(
      tx,
      `INSERT INTO questions (company_id, asker_email, scope, record_id, line_rep_email, pay_date, reason,
                              snapshot, status, resolution, adjusted_pay_date, resolved_at, rep_unread,
                              created_at, updated_at, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9::varchar, $10::varchar, $11::date,
               CASE WHEN $9::varchar IN ('resolved', 'accepted') THEN now() - interval '1 day' END, $12,
               now() - make_interval(days => $13), now() - interval '1 hour', now() - make_interval(days => $13))
       RETURNING id`,
      [
        q.companyId,
        q.askerEmail,
        q.line ? 'line' : 'missing',
        q.line?.id ?? null,
        q.line?.rep_email ?? null,
        q.line?.pay_date ?? null,
        q.reason,
        q.line ? JSON.stringify(q.line) : null,
        q.status,
        q.resolution,
        q.adjustedPayDate,
        q.repUnread,
        q.daysAgo,
      ],
    ))!;
    return id;
  }

  async insertQuestionEvent(
    tx: EntityManager,
    event: {
      questionId: number;
      kind: string;
      actor: string;
      actorEmail: string;
      body: string | null;
    },
  ): Promise<void> {
    await exec(
      tx,
      `INSERT INTO question_events (question_id, kind, actor, actor_email, body) VALUES ($1, $2, $3, $4, $5)`,
      [event.questionId, event.kind, event.actor, event.actorEmail, event.body],
    );
  }

  /** A user of the company by email (any case), with their display name if any. */
  user(
    tx: EntityManager,
    companyId: number,
    email: string,
  ): Promise<{ id: number; email: string; name: string | null } | null> {
    return row<{ id: number; email: string; name: string | null }>(
      tx,
      `SELECT id, email, nullif(trim(name), '') AS name FROM users
        WHERE company_id = $1 AND lower(email) = lower($2)`,
      [companyId, email],
    );
  }

  /** The company's reps by ledger email (lower case, trimmed). */
  async ledgerEmails(tx: EntityManager, companyId: number): Promise<string[]> {
    const found = await rows<{ email: string }>(
      tx,
      `SELECT DISTINCT lower(trim(rep_email)) AS email FROM ledger_records WHERE company_id = $1`,
      [companyId],
    );
    return found.map((r) => r.email);
  }

  /** Payroll details for reps that have none yet. */
  async insertProfiles(
    tx: EntityManager,
    companyId: number,
    profiles: SeedProfile[],
  ): Promise<void> {
    await exec(
      tx,
      `INSERT INTO rep_profiles (company_id, email, employee_id, first_name, last_name)
       SELECT $1, p.email, p.employee_id, p.first_name, p.last_name
         FROM jsonb_to_recordset($2::jsonb) AS p(email text, employee_id text, first_name text, last_name text)
       ON CONFLICT (company_id, email) DO NOTHING`,
      [companyId, JSON.stringify(profiles)],
    );
  }

  /** One upload's rows and total as docs/numbers.md defines them. */
  async ledgerTotals(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
  ): Promise<{ rows: number; total: string }> {
    return (await row<{ rows: number; total: string }>(
      tx,
      // CANCELLED lines are in no total.
      `SELECT count(*)::int AS rows, coalesce(sum(${counted('r')}), 0)::text AS total
         FROM ledger_records r WHERE r.company_id = $1 AND r.upload_id = $2`,
      [companyId, uploadId],
    ))!;
  }

  /**
   * A paid line of one of `payDates` to correct (the demo's adjustment, issue 29): the manager's
   * own latest install, else her team's, else anyone's.
   */
  lineToAdjust(
    tx: EntityManager,
    companyId: number,
    managerEmail: string,
    payDates: string[],
  ): Promise<AdjustableLine | null> {
    return row<AdjustableLine>(
      tx,
      `SELECT id, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, rep_name, rep_email, manager_email, item_name
         FROM ledger_records
        WHERE company_id = $1 AND pay_status = 'PAID' AND pay_date = ANY ($3::date[])
        ORDER BY CASE WHEN lower(trim(rep_email)) = $2 THEN 0 WHEN lower(trim(manager_email)) = $2 THEN 1 ELSE 2 END,
                 (item_pay_type = 'M1 - Install') DESC, pay_date DESC, id
        LIMIT 1`,
      [companyId, managerEmail, payDates],
    );
  }

  /** Links the lines of upload `uploadId` to the closed line they adjust. */
  async markAdjustments(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    adjusts: { id: number; pay_date: string },
  ): Promise<void> {
    await exec(
      tx,
      `UPDATE ledger_records SET adjusts_record_id = $3, adjusts_pay_date = $4::date
        WHERE company_id = $1 AND upload_id = $2`,
      [companyId, uploadId, adjusts.id, adjusts.pay_date],
    );
  }

  /** The latest paycheck: its date, how many reps it paid and its total. */
  lastPaycheck(
    tx: EntityManager,
    companyId: number,
  ): Promise<{ pay_date: string | null; reps: number; total: string | null } | null> {
    return row<{ pay_date: string | null; reps: number; total: string | null }>(
      tx,
      `WITH last AS (SELECT max(pay_date) AS d FROM ledger_records WHERE company_id = $1 AND pay_status = 'PAID')
       SELECT to_char(last.d, 'YYYY-MM-DD') AS pay_date,
              count(DISTINCT lower(trim(r.rep_email)))::int AS reps, sum(r.amount)::text AS total
         FROM last LEFT JOIN ledger_records r
           ON r.company_id = $1 AND r.pay_date = last.d AND r.pay_status = 'PAID'
        GROUP BY last.d`,
      [companyId],
    );
  }

  /** The user's past actions in the activity log, oldest first, from one desktop browser. */
  async insertUserEvents(
    tx: EntityManager,
    companyId: number,
    user: { id: number; email: string; name: string | null },
    userAgent: string,
    events: SeedEvent[],
  ): Promise<void> {
    await exec(
      tx,
      `INSERT INTO activity_events
         (company_id, created_at, actor_kind, actor_user_id, actor_email, actor_name, action, target,
          details, ip, user_agent)
       SELECT $1, e.created_at, 'user', $2, $3, $4, e.action, e.target, e.details, '203.0.113.24', $5
         FROM jsonb_to_recordset($6::jsonb)
           AS e(created_at timestamptz, action text, target text, details jsonb)
        ORDER BY e.created_at`,
      [companyId, user.id, user.email, user.name, userAgent, JSON.stringify(events)],
    );
  }
}
