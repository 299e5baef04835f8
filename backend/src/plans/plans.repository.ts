// The plan tables' SQL (plans, plan_versions, plan_assignments, plan_signatures): every query takes
// the company first. Dates are answered as YYYY-MM-DD text and times as ISO text, as the API shows
// them. The PDFs (bytea) are read only by the queries that serve or copy them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affected, row, rows, type Db } from '../database/sql.js';

export interface PlanRow {
  id: number;
  name: string;
  created_at: string;
  latest_version: number | null;
  assigned: number;
  signed: number;
}

export interface VersionRow {
  id: number;
  plan_id: number;
  plan_name: string;
  version: number;
  effective_date: string;
  end_date: string | null;
  due_date: string | null;
  file_name: string | null;
  bytes: number;
  pages: number;
  document_sha256: string;
  employer_name: string | null;
  employer_title: string | null;
  employer_signed_at: string | null;
  created_at: string;
  assigned: number;
  signed: number;
}

export interface StatusRow {
  rep_email: string;
  rep_name: string | null;
  assigned_at: string;
  opened_at: string | null;
  signed_at: string | null;
  signature_id: number | null;
  signed_name: string | null;
  document_sha256: string | null;
  ip: string | null;
  user_agent: string | null;
  key_id: number | null;
  verified_email: string | null;
  verification_code: string | null;
  signed_sha256: string | null;
}

export interface AssignmentRow {
  id: number;
  version_id: number;
  rep_email: string;
  opened_at: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_expired: boolean;
  code_tries: number;
}

export interface RepPlanRow {
  version_id: number;
  plan_id: number;
  plan_name: string;
  version: number;
  effective_date: string;
  end_date: string | null;
  due_date: string | null;
  pages: number;
  bytes: number;
  document_sha256: string;
  employer_name: string | null;
  employer_title: string | null;
  employer_signed_at: string | null;
  signature_id: number | null;
  signed_at: string | null;
  signed_name: string | null;
  verification_code: string | null;
}

export interface SignatureRow {
  id: number;
  company_id: number;
  version_id: number;
  rep_email: string;
  signed_name: string;
  signed_at: string;
  verification_code: string;
  signed_sha256: string;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const VERSION_COLUMNS = `v.id, v.plan_id, p.name AS plan_name, v.version,
  ${DAY('v.effective_date')} AS effective_date, ${DAY('v.end_date')} AS end_date, ${DAY('v.due_date')} AS due_date,
  v.file_name, v.bytes, v.pages, v.document_sha256, v.employer_name, v.employer_title,
  ${ISO('v.employer_signed_at')} AS employer_signed_at, ${ISO('v.created_at')} AS created_at,
  (SELECT count(*)::int FROM plan_assignments a WHERE a.version_id = v.id) AS assigned,
  (SELECT count(*)::int FROM plan_signatures s WHERE s.version_id = v.id) AS signed`;

/**
 * One row per rep of company $1 who was sent a plan: `email` and `all_signed` (true when every
 * version sent to them is signed). The rule the Reps directory and the Email Center both show;
 * `extra` narrows it (e.g. `AND a.rep_email = $2`).
 */
export const planStatesSql = (extra = '') => `
  SELECT a.rep_email AS email, bool_and(s.id IS NOT NULL) AS all_signed
    FROM plan_assignments a LEFT JOIN plan_signatures s ON s.assignment_id = a.id
   WHERE a.company_id = $1 ${extra}
   GROUP BY 1`;

@Injectable()
export class PlansRepository {
  constructor(private readonly db: DataSource) {}

  list(companyId: number): Promise<PlanRow[]> {
    return rows<PlanRow>(
      this.db,
      `SELECT p.id, p.name, ${ISO('p.created_at')} AS created_at,
              (SELECT max(v.version) FROM plan_versions v WHERE v.plan_id = p.id) AS latest_version,
              (SELECT count(*)::int FROM plan_assignments a JOIN plan_versions v ON v.id = a.version_id
                WHERE v.plan_id = p.id) AS assigned,
              (SELECT count(*)::int FROM plan_signatures s JOIN plan_versions v ON v.id = s.version_id
                WHERE v.plan_id = p.id) AS signed
         FROM plans p WHERE p.company_id = $1 ORDER BY p.name, p.id`,
      [companyId],
    );
  }

  async find(companyId: number, planId: number): Promise<PlanRow | null> {
    return (await this.list(companyId)).find((p) => p.id === planId) ?? null;
  }

  async insertPlan(companyId: number, name: string, by: string | null, tx: Db): Promise<number> {
    const created = await row<{ id: number }>(
      tx,
      `INSERT INTO plans (company_id, name, created_by) VALUES ($1, $2, $3) RETURNING id`,
      [companyId, name, by],
    );
    return created!.id;
  }

  versions(companyId: number, planId: number): Promise<VersionRow[]> {
    return rows<VersionRow>(
      this.db,
      `SELECT ${VERSION_COLUMNS} FROM plan_versions v JOIN plans p ON p.id = v.plan_id
        WHERE v.company_id = $1 AND v.plan_id = $2 ORDER BY v.version`,
      [companyId, planId],
    );
  }

  version(companyId: number, planId: number, version: number, db: Db = this.db) {
    return row<VersionRow>(
      db,
      `SELECT ${VERSION_COLUMNS} FROM plan_versions v JOIN plans p ON p.id = v.plan_id
        WHERE v.company_id = $1 AND v.plan_id = $2 AND v.version = $3`,
      [companyId, planId, version],
    );
  }

  versionById(companyId: number, versionId: number, db: Db = this.db) {
    return row<VersionRow>(
      db,
      `SELECT ${VERSION_COLUMNS} FROM plan_versions v JOIN plans p ON p.id = v.plan_id
        WHERE v.company_id = $1 AND v.id = $2`,
      [companyId, versionId],
    );
  }

  async insertVersion(
    tx: Db,
    companyId: number,
    planId: number,
    v: {
      effective_date: string;
      end_date: string | null;
      due_date: string | null;
      file_name: string | null;
      pdf: Buffer;
      pages: number;
      sha256: string;
      by: string | null;
    },
  ): Promise<number> {
    // The plan row is locked so two uploads at once take versions n and n + 1.
    await rows(tx, `SELECT id FROM plans WHERE company_id = $1 AND id = $2 FOR UPDATE`, [
      companyId,
      planId,
    ]);
    const created = await row<{ version: number }>(
      tx,
      `INSERT INTO plan_versions (company_id, plan_id, version, effective_date, end_date, due_date, file_name,
                                  pdf, bytes, pages, document_sha256, created_by)
       SELECT $1, $2, coalesce(max(version), 0) + 1, $3::date, $4::date, $5::date, $6, $7, $8, $9, $10, $11
         FROM plan_versions WHERE plan_id = $2
       RETURNING version`,
      [
        companyId,
        planId,
        v.effective_date,
        v.end_date,
        v.due_date,
        v.file_name,
        v.pdf,
        v.pdf.length,
        v.pages,
        v.sha256,
        v.by,
      ],
    );
    return created!.version;
  }

  /** Sets the employer's signature once: false when it was already set. */
  async signForEmployer(
    tx: Db,
    companyId: number,
    versionId: number,
    s: { name: string; title: string; email: string },
  ): Promise<boolean> {
    return (
      (await affected(
        tx,
        `UPDATE plan_versions SET employer_name = $3, employer_title = $4, employer_email = $5,
                employer_signed_at = now()
          WHERE company_id = $1 AND id = $2 AND employer_signed_at IS NULL`,
        [companyId, versionId, s.name, s.title, s.email],
      )) > 0
    );
  }

  async pdf(companyId: number, versionId: number, db: Db = this.db): Promise<Buffer | null> {
    const found = await row<{ pdf: Buffer }>(
      db,
      `SELECT pdf FROM plan_versions WHERE company_id = $1 AND id = $2`,
      [companyId, versionId],
    );
    return found?.pdf ?? null;
  }

  /** Every rep of the company: the ledger's, the reps mapping's and those with a link. */
  allReps(companyId: number): Promise<{ email: string }[]> {
    return rows<{ email: string }>(
      this.db,
      `SELECT DISTINCT lower(trim(rep_email)) AS email FROM ledger_records
        WHERE company_id = $1 AND trim(rep_email) <> ''
       UNION SELECT email FROM rep_profiles WHERE company_id = $1
       UNION SELECT lower(trim(email)) FROM rep_keys WHERE company_id = $1 AND revoked_at IS NULL
        ORDER BY 1`,
      [companyId],
    );
  }

  /** The reps of these employee IDs (the reps mapping). */
  repsByEmployeeId(companyId: number, ids: string[]) {
    return rows<{ email: string; employee_id: string }>(
      this.db,
      `SELECT email, employee_id FROM rep_profiles WHERE company_id = $1 AND employee_id = ANY($2::varchar[])`,
      [companyId, ids],
    );
  }

  /** Assigns the version to the reps; answers the emails newly assigned. */
  async assign(tx: Db, companyId: number, versionId: number, emails: string[]): Promise<string[]> {
    const added = await rows<{ rep_email: string }>(
      tx,
      `INSERT INTO plan_assignments (company_id, version_id, rep_email)
       SELECT $1, $2, unnest($3::varchar[])
       ON CONFLICT (version_id, rep_email) DO NOTHING RETURNING rep_email`,
      [companyId, versionId, emails],
    );
    return added.map((a) => a.rep_email);
  }

  statusBoard(companyId: number, versionId: number): Promise<StatusRow[]> {
    return rows<StatusRow>(
      this.db,
      `SELECT a.rep_email,
              nullif(trim(concat_ws(' ', rp.first_name, rp.last_name)), '') AS rep_name,
              ${ISO('a.assigned_at')} AS assigned_at, ${ISO('a.opened_at')} AS opened_at,
              ${ISO('s.signed_at')} AS signed_at, s.id AS signature_id, s.signed_name, s.document_sha256,
              s.ip, s.user_agent, s.key_id, s.verified_email, s.verification_code, s.signed_sha256
         FROM plan_assignments a
         LEFT JOIN plan_signatures s ON s.assignment_id = a.id
         LEFT JOIN rep_profiles rp ON rp.company_id = a.company_id AND rp.email = a.rep_email
        WHERE a.company_id = $1 AND a.version_id = $2
        ORDER BY a.rep_email`,
      [companyId, versionId],
    );
  }

  /** The versions assigned to a rep, newest plan version first. */
  forRep(companyId: number, email: string): Promise<RepPlanRow[]> {
    return rows<RepPlanRow>(
      this.db,
      `SELECT v.id AS version_id, v.plan_id, p.name AS plan_name, v.version,
              ${DAY('v.effective_date')} AS effective_date, ${DAY('v.end_date')} AS end_date,
              ${DAY('v.due_date')} AS due_date, v.pages, v.bytes, v.document_sha256,
              v.employer_name, v.employer_title, ${ISO('v.employer_signed_at')} AS employer_signed_at,
              s.id AS signature_id, ${ISO('s.signed_at')} AS signed_at, s.signed_name, s.verification_code
         FROM plan_assignments a
         JOIN plan_versions v ON v.id = a.version_id
         JOIN plans p ON p.id = v.plan_id
         LEFT JOIN plan_signatures s ON s.assignment_id = a.id
        WHERE a.company_id = $1 AND a.rep_email = $2
        ORDER BY v.effective_date DESC, v.id DESC`,
      [companyId, email],
    );
  }

  /** The rep's pay dates (paid lines), newest first. */
  async payDates(companyId: number, email: string): Promise<string[]> {
    const found = await rows<{ day: string }>(
      this.db,
      `SELECT DISTINCT ${DAY('pay_date')} AS day FROM ledger_records
        WHERE company_id = $1 AND lower(trim(rep_email)) = $2 AND pay_date IS NOT NULL
        ORDER BY 1 DESC`,
      [companyId, email],
    );
    return found.map((f) => f.day);
  }

  assignment(companyId: number, versionId: number, email: string, db: Db = this.db) {
    return row<AssignmentRow>(
      db,
      `SELECT a.id, a.version_id, a.rep_email, ${ISO('a.opened_at')} AS opened_at, a.code_hash,
              ${ISO('a.code_expires_at')} AS code_expires_at, a.code_expires_at <= now() AS code_expired,
              a.code_tries
         FROM plan_assignments a WHERE a.company_id = $1 AND a.version_id = $2 AND a.rep_email = $3`,
      [companyId, versionId, email],
    );
  }

  /** Locks the assignment for a signing attempt (one attempt at a time per rep and version). */
  lockAssignment(tx: Db, companyId: number, versionId: number, email: string) {
    return row<AssignmentRow>(
      tx,
      `SELECT a.id, a.version_id, a.rep_email, ${ISO('a.opened_at')} AS opened_at, a.code_hash,
              ${ISO('a.code_expires_at')} AS code_expires_at, a.code_expires_at <= now() AS code_expired,
              a.code_tries
         FROM plan_assignments a WHERE a.company_id = $1 AND a.version_id = $2 AND a.rep_email = $3
          FOR UPDATE`,
      [companyId, versionId, email],
    );
  }

  async markOpened(companyId: number, assignmentId: number): Promise<void> {
    await affected(
      this.db,
      `UPDATE plan_assignments SET opened_at = now() WHERE company_id = $1 AND id = $2 AND opened_at IS NULL`,
      [companyId, assignmentId],
    );
  }

  async setCode(companyId: number, assignmentId: number, hash: string, minutes: number) {
    const found = await row<{ expires_at: string }>(
      this.db,
      `UPDATE plan_assignments SET code_hash = $3, code_tries = 0,
              code_expires_at = now() + make_interval(mins => $4)
        WHERE company_id = $1 AND id = $2 RETURNING ${ISO('code_expires_at')} AS expires_at`,
      [companyId, assignmentId, hash, minutes],
    );
    return found!.expires_at;
  }

  /** Counts a wrong try; the last allowed one clears the code. Answers the tries left. */
  async wrongTry(tx: Db, assignmentId: number, maxTries: number): Promise<number> {
    const found = await row<{ tries: number }>(
      tx,
      `UPDATE plan_assignments SET code_tries = code_tries + 1,
              code_hash = CASE WHEN code_tries + 1 >= $2 THEN NULL ELSE code_hash END
        WHERE id = $1 RETURNING code_tries AS tries`,
      [assignmentId, maxTries],
    );
    return Math.max(0, maxTries - found!.tries);
  }

  async clearCode(tx: Db, assignmentId: number): Promise<void> {
    await affected(
      tx,
      `UPDATE plan_assignments SET code_hash = NULL, code_expires_at = NULL, code_tries = 0 WHERE id = $1`,
      [assignmentId],
    );
  }

  async insertSignature(
    tx: Db,
    s: {
      companyId: number;
      versionId: number;
      assignmentId: number;
      email: string;
      name: string;
      signedAt: Date;
      documentSha256: string;
      ip: string | null;
      userAgent: string | null;
      keyId: number;
      verificationCode: string;
      signedPdf: Buffer;
      signedSha256: string;
    },
  ): Promise<number> {
    const created = await row<{ id: number }>(
      tx,
      `INSERT INTO plan_signatures (company_id, version_id, assignment_id, rep_email, signed_name, signed_at,
                                    document_sha256, ip, user_agent, key_id, verified_email,
                                    verification_code, signed_pdf, signed_sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $4, $11, $12, $13) RETURNING id`,
      [
        s.companyId,
        s.versionId,
        s.assignmentId,
        s.email,
        s.name,
        s.signedAt,
        s.documentSha256,
        s.ip,
        s.userAgent,
        s.keyId,
        s.verificationCode,
        s.signedPdf,
        s.signedSha256,
      ],
    );
    return created!.id;
  }

  async signedPdf(companyId: number, signatureId: number) {
    return row<{ signed_pdf: Buffer; rep_email: string; version_id: number }>(
      this.db,
      `SELECT signed_pdf, rep_email, version_id FROM plan_signatures WHERE company_id = $1 AND id = $2`,
      [companyId, signatureId],
    );
  }

  async signedPdfForRep(companyId: number, versionId: number, email: string, db: Db = this.db) {
    return row<{ signed_pdf: Buffer }>(
      db,
      `SELECT signed_pdf FROM plan_signatures WHERE company_id = $1 AND version_id = $2 AND rep_email = $3`,
      [companyId, versionId, email],
    );
  }

  /** A signature by its verification code (any company: the code is the secret). */
  byCode(code: string) {
    return row<SignatureRow & { company_name: string }>(
      this.db,
      `SELECT s.id, s.company_id, s.version_id, s.rep_email, s.signed_name, ${ISO('s.signed_at')} AS signed_at,
              s.verification_code, s.signed_sha256, c.name AS company_name
         FROM plan_signatures s JOIN companies c ON c.id = s.company_id WHERE s.verification_code = $1`,
      [code],
    );
  }

  /** A signature whose signed copy has these bytes (any company). */
  bySignedSha(sha256: string) {
    return row<{ company_name: string; signed_at: string }>(
      this.db,
      `SELECT c.name AS company_name, ${ISO('s.signed_at')} AS signed_at
         FROM plan_signatures s JOIN companies c ON c.id = s.company_id WHERE s.signed_sha256 = $1
        ORDER BY s.id LIMIT 1`,
      [sha256],
    );
  }

  companyName(companyId: number) {
    return row<{ name: string }>(this.db, `SELECT name FROM companies WHERE id = $1`, [companyId]);
  }

  /** Unsigned assignments of versions past their due date whose rep was not reminded today. */
  dueReminders(limit: number) {
    return rows<{ id: number; company_id: number; version_id: number; rep_email: string }>(
      this.db,
      `SELECT a.id, a.company_id, a.version_id, a.rep_email
         FROM plan_assignments a JOIN plan_versions v ON v.id = a.version_id
        WHERE NOT EXISTS (SELECT 1 FROM plan_signatures s WHERE s.assignment_id = a.id)
          AND v.due_date IS NOT NULL AND v.due_date < current_date
          AND (a.reminded_at IS NULL OR a.reminded_at < now() - interval '1 day')
        ORDER BY a.id LIMIT $1`,
      [limit],
    );
  }

  /** Marks a reminder sent unless another run did so within the day (true: this one may send). */
  async claimReminder(assignmentId: number): Promise<boolean> {
    return (
      (await affected(
        this.db,
        `UPDATE plan_assignments SET reminded_at = now()
          WHERE id = $1 AND (reminded_at IS NULL OR reminded_at < now() - interval '1 day')`,
        [assignmentId],
      )) > 0
    );
  }

  liveViewKey(companyId: number, email: string) {
    return row<{ view_key: string }>(
      this.db,
      `SELECT view_key FROM rep_keys WHERE company_id = $1 AND lower(trim(email)) = $2 AND revoked_at IS NULL
        ORDER BY id DESC LIMIT 1`,
      [companyId, email],
    );
  }
}
