// Stores validated ledger records as one upload batch inside the caller's transaction, and
// registers every rep email the company has not seen before (a rep key with a fresh view key).
import { Injectable } from '@nestjs/common';
import type { LedgerRecordInput } from '@commissionbee/shared/types';
import type { EntityManager } from 'typeorm';
import { newViewKey } from '../view-keys/view-key.js';

/** Rows per INSERT … SELECT FROM unnest(…): one round trip per chunk, no parameter limit. */
const CHUNK = 5_000;

export interface UploadMeta {
  fileName: string | null;
  userId: number | null;
  uploadedBy: string | null;
}

@Injectable()
export class LedgerWriter {
  async store(tx: EntityManager, companyId: number, records: LedgerRecordInput[], meta: UploadMeta) {
    const totalCents = records.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    const [upload]: { id: number }[] = await tx.query(
      `INSERT INTO uploads (company_id, user_id, uploaded_by, file_name, row_count, total_amount)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, meta.userId, meta.uploadedBy, meta.fileName, records.length, totalCents / 100],
    );
    for (let start = 0; start < records.length; start += CHUNK) {
      await this.insertChunk(tx, companyId, upload.id, records.slice(start, start + CHUNK));
    }
    const newEmails = await this.registerReps(tx, companyId, records);
    return { uploadId: upload.id, newEmails };
  }

  private async insertChunk(tx: EntityManager, companyId: number, uploadId: number, rows: LedgerRecordInput[]) {
    const status = (d: string) => (d === 'PENDING' || d === 'CANCELLED' ? d : 'PAID');
    await tx.query(
      `INSERT INTO ledger_records
         (company_id, upload_id, pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type,
          amount, manager_email, breakdown, manual_note)
       SELECT $1, $2, t.pay_date, t.pay_status, t.rep_name, t.rep_email, t.item_name, t.item_pay_type,
              t.amount, t.manager_email, t.breakdown, t.manual_note
         FROM unnest($3::date[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::varchar[],
                     $9::numeric[], $10::varchar[], $11::jsonb[], $12::text[])
           AS t(pay_date, pay_status, rep_name, rep_email, item_name, item_pay_type, amount, manager_email,
                breakdown, manual_note)`,
      [
        companyId,
        uploadId,
        rows.map((r) => (status(r.pay_date) === 'PAID' ? r.pay_date : null)),
        rows.map((r) => status(r.pay_date)),
        rows.map((r) => r.rep_name),
        rows.map((r) => r.rep_email),
        rows.map((r) => r.item_name),
        rows.map((r) => r.item_pay_type),
        rows.map((r) => r.amount),
        rows.map((r) => r.manager_email || null),
        rows.map((r) => (r.breakdown ? JSON.stringify(r.breakdown) : null)),
        rows.map((r) => r.manual_note || null),
      ],
    );
  }

  /** Returns the emails that got a rep key just now, as first written in the file. */
  private async registerReps(tx: EntityManager, companyId: number, rows: LedgerRecordInput[]): Promise<string[]> {
    const byLower = new Map<string, string>();
    for (const r of rows) {
      const email = r.rep_email.trim();
      if (!byLower.has(email.toLowerCase())) byLower.set(email.toLowerCase(), email);
    }
    if (byLower.size === 0) return [];
    const emails = [...byLower.values()];
    const inserted: { email: string }[] = await tx.query(
      `INSERT INTO rep_keys (company_id, email, view_key)
       SELECT $1, e.email, e.view_key FROM unnest($2::varchar[], $3::varchar[]) AS e(email, view_key)
       ON CONFLICT (company_id, lower(email)) WHERE revoked_at IS NULL DO NOTHING
       RETURNING email`,
      [companyId, emails, emails.map(() => newViewKey())],
    );
    const added = new Set(inserted.map((r) => r.email));
    return emails.filter((e) => added.has(e));
  }
}
