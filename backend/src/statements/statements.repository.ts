// The statements table (issue 31): each frozen revision of a rep's paycheck statement. Every
// method is scoped to a company, but the public verification, which finds a statement by its
// unguessable code and answers only its status, company and date.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Reads } from '../database/row-types.js';

/** A revision as the statements read it (the pay date as YYYY-MM-DD text). */
export type StatementRow = Reads<
  Columns<
    'statements',
    | 'id'
    | 'company_id'
    | 'rep_email'
    | 'revision'
    | 'state'
    | 'content'
    | 'content_sha256'
    | 'lines_sha256'
    | 'pdf_sha256'
    | 'code'
    | 'issued_at'
    | 'superseded_at'
  > & { pay_date: string },
  'statements',
  'pay_date'
>;

export type NewStatement = Omit<StatementRow, 'id' | 'pdf_sha256' | 'superseded_at'> & {
  reason: string;
  /** The rep is to be emailed this revision (a publish issued it with the statement email on). */
  email_due?: boolean;
};

/** A revision with what its email job needs: whether it is due, sent, and the company's setting. */
export type StatementEmailRow = StatementRow &
  Columns<'statements', 'email_due' | 'emailed_at'> & { statement_email: string };

const COLUMNS = `id, company_id, rep_email, to_char(pay_date, 'YYYY-MM-DD') AS pay_date, revision, state,
  content, content_sha256, lines_sha256, pdf_sha256, code, issued_at, superseded_at`;

export type VerifiedRow = Columns<'statements', 'issued_at' | 'superseded_at'> & {
  company_name: string;
};

@Injectable()
export class StatementsRepository {
  constructor(private readonly db: DataSource) {}

  /** The newest revision of the rep's statement of a pay date. */
  latest(companyId: number, email: string, payDate: string, db: Db = this.db) {
    return row<StatementRow>(
      db,
      `SELECT ${COLUMNS} FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3::date
        ORDER BY revision DESC LIMIT 1`,
      [companyId, email, payDate],
    );
  }

  /** One revision of the rep's statement of a pay date. */
  revision(companyId: number, email: string, payDate: string, revision: number) {
    return row<StatementRow>(
      this.db,
      `SELECT ${COLUMNS} FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3::date AND revision = $4`,
      [companyId, email, payDate, revision],
    );
  }

  /** Every revision of the rep's statements, newest pay date first, then newest revision. */
  ofRep(companyId: number, email: string) {
    return rows<StatementRow>(
      this.db,
      `SELECT ${COLUMNS} FROM statements WHERE company_id = $1 AND rep_email = $2
        ORDER BY pay_date DESC, revision DESC`,
      [companyId, email],
    );
  }

  /** The current revision of each of the rep's statements whose pay date starts with `prefix` (YYYY or YYYY-MM). */
  currentInPeriod(companyId: number, email: string, from: string, to: string) {
    return rows<StatementRow>(
      this.db,
      `SELECT ${COLUMNS} FROM statements
        WHERE company_id = $1 AND rep_email = $2 AND pay_date BETWEEN $3::date AND $4::date
          AND superseded_at IS NULL
        ORDER BY pay_date, revision`,
      [companyId, email, from, to],
    );
  }

  /** The current revision of every rep's statement of a pay date, by email. */
  currentOfPayDate(companyId: number, payDate: string) {
    return rows<StatementRow>(
      this.db,
      `SELECT ${COLUMNS} FROM statements
        WHERE company_id = $1 AND pay_date = $2::date AND superseded_at IS NULL
        ORDER BY rep_email COLLATE "C"`,
      [companyId, payDate],
    );
  }

  /** Whether any statement of the pay date was ever frozen. */
  async anyOfPayDate(companyId: number, payDate: string): Promise<boolean> {
    const found = await row<{ one: number }>(
      this.db,
      `SELECT 1 AS one FROM statements WHERE company_id = $1 AND pay_date = $2::date LIMIT 1`,
      [companyId, payDate],
    );
    return found !== null;
  }

  /**
   * The reps who may have a statement of the pay date: those with a ledger line of it (whoever
   * sees it is decided by the rep portal's read, not here) and those with a statement of it already
   * (every line of theirs may have left it).
   */
  async candidateReps(companyId: number, payDate: string): Promise<string[]> {
    const found = await rows<{ email: string }>(
      this.db,
      `SELECT lower(trim(rep_email)) AS email FROM ledger_records
        WHERE company_id = $1 AND pay_date = $2::date AND pay_status = 'PAID'
       UNION
       SELECT rep_email FROM statements WHERE company_id = $1 AND pay_date = $2::date
       ORDER BY 1`,
      [companyId, payDate],
    );
    return found.map((r) => r.email);
  }

  /** The pay dates an upload touched: of the lines it added or changed, and what they were before. */
  async payDatesOfUpload(companyId: number, uploadId: number): Promise<string[]> {
    const found = await rows<{ pay_date: string }>(
      this.db,
      `SELECT to_char(pay_date, 'YYYY-MM-DD') AS pay_date FROM ledger_records
        WHERE company_id = $1 AND upload_id = $2 AND pay_date IS NOT NULL
       UNION
       SELECT v.old_row ->> 'pay_date' FROM ledger_record_versions v
        WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2
          AND v.old_row ->> 'pay_date' ~ '^\\d{4}-\\d{2}-\\d{2}'
       ORDER BY 1`,
      [companyId, uploadId],
    );
    return found.map((r) => r.pay_date.slice(0, 10));
  }

  /**
   * Stores a new revision and marks the one before superseded, in one transaction; null when
   * another process froze the same revision first.
   */
  async insertRevision(statement: NewStatement): Promise<StatementRow | null> {
    return this.db.transaction(async (tx) => {
      const inserted = await row<StatementRow>(
        tx,
        `INSERT INTO statements (company_id, rep_email, pay_date, revision, state, reason, content,
                                 content_sha256, lines_sha256, code, issued_at, email_due)
         VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (company_id, rep_email, pay_date, revision) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          statement.company_id,
          statement.rep_email,
          statement.pay_date,
          statement.revision,
          statement.state,
          statement.reason,
          statement.content,
          statement.content_sha256,
          statement.lines_sha256,
          statement.code,
          statement.issued_at,
          statement.email_due ?? false,
        ],
      );
      if (!inserted) return null;
      await exec(
        tx,
        `UPDATE statements SET superseded_at = $5
          WHERE company_id = $1 AND rep_email = $2 AND pay_date = $3::date AND revision < $4
            AND superseded_at IS NULL`,
        [
          statement.company_id,
          statement.rep_email,
          statement.pay_date,
          statement.revision,
          statement.issued_at,
        ],
      );
      return inserted;
    });
  }

  /** The company's statement email setting ('off' | 'link' | 'attachment'); null for no company. */
  async emailSetting(companyId: number, db: Db = this.db): Promise<string | null> {
    const found = await row<Columns<'companies', 'statement_email'>>(
      db,
      `SELECT statement_email FROM companies WHERE id = $1`,
      [companyId],
    );
    return found?.statement_email ?? null;
  }

  async setEmailSetting(companyId: number, mode: string): Promise<void> {
    await exec(this.db, `UPDATE companies SET statement_email = $2 WHERE id = $1`, [
      companyId,
      mode,
    ]);
  }

  /**
   * A revision the portal caught up (reason 'caught_up') and never emailed: due now, because the
   * queued freeze of its publish found it already issued.
   */
  async dueIfCaughtUp(companyId: number, id: number): Promise<void> {
    await exec(
      this.db,
      `UPDATE statements SET email_due = true
        WHERE company_id = $1 AND id = $2 AND reason = 'caught_up'
          AND NOT email_due AND emailed_at IS NULL AND superseded_at IS NULL`,
      [companyId, id],
    );
  }

  /** A pay date's current revisions still to be emailed (their jobs are queued again harmlessly). */
  async dueEmails(companyId: number, payDate: string): Promise<number[]> {
    const found = await rows<{ id: number }>(
      this.db,
      `SELECT id FROM statements
        WHERE company_id = $1 AND pay_date = $2::date AND email_due AND emailed_at IS NULL
          AND superseded_at IS NULL
        ORDER BY rep_email`,
      [companyId, payDate],
    );
    return found.map((r) => r.id);
  }

  /** One revision for its email job, with the company's setting as it is now. */
  forEmail(companyId: number, id: number) {
    return row<StatementEmailRow>(
      this.db,
      `SELECT s.id, s.company_id, s.rep_email, to_char(s.pay_date, 'YYYY-MM-DD') AS pay_date, s.revision,
              s.state, s.content, s.content_sha256, s.lines_sha256, s.pdf_sha256, s.code, s.issued_at,
              s.superseded_at, s.email_due, s.emailed_at, c.statement_email
         FROM statements s JOIN companies c ON c.id = s.company_id
        WHERE s.company_id = $1 AND s.id = $2`,
      [companyId, id],
    );
  }

  /** Records that the rep was emailed the revision; false when another attempt already had. */
  async markEmailed(companyId: number, id: number): Promise<boolean> {
    const done = await row<{ id: number }>(
      this.db,
      `UPDATE statements SET emailed_at = now()
        WHERE company_id = $1 AND id = $2 AND emailed_at IS NULL RETURNING id`,
      [companyId, id],
    );
    return done !== null;
  }

  /** The rep's portal key (the newest not revoked), for the link in their statement email. */
  liveViewKey(companyId: number, email: string) {
    return row<{ view_key: string }>(
      this.db,
      `SELECT view_key FROM rep_keys WHERE company_id = $1 AND lower(trim(email)) = $2 AND revoked_at IS NULL
        ORDER BY id DESC LIMIT 1`,
      [companyId, email],
    );
  }

  /** The SHA-256 of a statement's PDF, kept the first time it is made. */
  async keepPdfHash(companyId: number, id: number, sha256: string): Promise<void> {
    await exec(
      this.db,
      `UPDATE statements SET pdf_sha256 = $3 WHERE company_id = $1 AND id = $2 AND pdf_sha256 IS NULL`,
      [companyId, id, sha256],
    );
  }

  /** /verify: the statement of a code, with only what the answer may say. */
  verify(code: string) {
    return row<VerifiedRow>(
      this.db,
      `SELECT s.issued_at, s.superseded_at, c.name AS company_name
         FROM statements s JOIN companies c ON c.id = s.company_id WHERE s.code = $1`,
      [code],
    );
  }
}
