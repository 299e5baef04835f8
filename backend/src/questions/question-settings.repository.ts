// The question settings kept on companies (answer time) and users (question emails), and the
// people a question email goes to: the company's admins who want them, and the rep's live link.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

export type AdminRecipient = Columns<'users', 'email' | 'name'>;

@Injectable()
export class QuestionSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async get(
    companyId: number,
    userId: number,
  ): Promise<{ answer_within_days: number; email_me: boolean }> {
    const [found] = await rows<Columns<'companies', 'answer_within_days'> & { email_me: boolean }>(
      this.db,
      `SELECT c.answer_within_days, coalesce(u.question_emails, false) AS email_me
         FROM companies c LEFT JOIN users u ON u.id = $2 AND u.company_id = c.id
        WHERE c.id = $1`,
      [companyId, userId],
    );
    return found;
  }

  async setAnswerWithin(companyId: number, days: number): Promise<void> {
    await exec(this.db, `UPDATE companies SET answer_within_days = $2 WHERE id = $1`, [
      companyId,
      days,
    ]);
  }

  async setEmailMe(companyId: number, userId: number, on: boolean): Promise<void> {
    await exec(this.db, `UPDATE users SET question_emails = $3 WHERE company_id = $1 AND id = $2`, [
      companyId,
      userId,
      on,
    ]);
  }

  async companyName(companyId: number): Promise<string> {
    const [found] = await rows<Columns<'companies', 'name'>>(
      this.db,
      `SELECT name FROM companies WHERE id = $1`,
      [companyId],
    );
    return found?.name ?? '';
  }

  /** The company's admins who have not turned question emails off. */
  async adminRecipients(companyId: number): Promise<AdminRecipient[]> {
    return rows<AdminRecipient>(
      this.db,
      `SELECT email, name FROM users
        WHERE company_id = $1 AND admin AND question_emails AND status = 'active' ORDER BY id`,
      [companyId],
    );
  }

  /** The rep's live portal link key, or null when the rep has none. */
  async liveViewKey(companyId: number, email: string): Promise<string | null> {
    const found = await row<Columns<'rep_keys', 'view_key'>>(
      this.db,
      `SELECT view_key FROM rep_keys WHERE company_id = $1 AND lower(email) = $2 AND revoked_at IS NULL`,
      [companyId, email],
    );
    return found?.view_key ?? null;
  }
}
