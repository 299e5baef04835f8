// Stores validated ledger records as one upload batch inside the caller's transaction, and
// registers every rep email the company has not seen before (a rep key with a fresh view key).
// Uploads that only add lines (no Line ID, duplicates and pending added) come straight here;
// the others go through reconcile.ts, which uses createUpload, countUpload and registerReps.
// The rows go in with COPY (about three times faster than INSERT): through the pg driver on a
// PostgreSQL server; on PGlite, which cannot take COPY FROM STDIN through the driver, as a blob
// handed to PGlite itself — its one session is the one this transaction holds, so the COPY is
// part of the transaction.
import { Inject, Injectable } from '@nestjs/common';
import type { LedgerRecordInput } from '@commissionbee/shared/types';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from 'typeorm';
import type { PGlite } from '@electric-sql/pglite';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EMBEDDED_PGLITE } from '../database/embedded-db.module.js';
import { newViewKey } from '../view-keys/view-key.js';
import type { IngestProfile } from './ingest-profile.js';

const COPY_INTO = `COPY ledger_records (company_id, upload_id, pay_date, pay_status, rep_name,
  rep_email, item_name, item_pay_type, amount, manager_email, breakdown, manual_note)`;
/** Rows per piece of the COPY stream. */
const COPY_PIECE = 10_000;

const status = (payDate: string) =>
  payDate === 'PENDING' || payDate === 'CANCELLED' ? payDate : 'PAID';

/** A COPY … (FORMAT csv) field: unquoted empty is NULL, anything else quoted. */
const copyField = (value: string | null | undefined) =>
  value === null || value === undefined ? '' : `"${value.replaceAll('"', '""')}"`;

function copyLine(companyId: number, uploadId: number, r: LedgerRecordInput): string {
  const payStatus = status(r.pay_date);
  return [
    companyId,
    uploadId,
    payStatus === 'PAID' ? r.pay_date : '',
    payStatus,
    copyField(r.rep_name),
    copyField(r.rep_email),
    copyField(r.item_name),
    copyField(r.item_pay_type),
    String(r.amount),
    copyField(r.manager_email || null),
    copyField(r.breakdown ? JSON.stringify(r.breakdown) : null),
    copyField(r.manual_note || null),
  ].join(',');
}

export interface UploadMeta {
  fileName: string | null;
  userId: number | null;
  uploadedBy: string | null;
}

@Injectable()
export class LedgerWriter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMBEDDED_PGLITE) private readonly pglite: PGlite | null,
  ) {}

  async store(
    tx: EntityManager,
    companyId: number,
    records: LedgerRecordInput[],
    meta: UploadMeta,
    profile?: IngestProfile,
  ) {
    const totalCents = records.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    const [upload]: { id: number }[] = await tx.query(
      `INSERT INTO uploads (company_id, user_id, uploaded_by, file_name, row_count, total_amount)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, meta.userId, meta.uploadedBy, meta.fileName, records.length, totalCents / 100],
    );
    if (this.config.DATABASE_URL) {
      await this.copyRows(tx, companyId, upload.id, records);
    } else {
      await this.copyRowsEmbedded(this.pglite!, companyId, upload.id, records);
    }
    profile?.mark('store_rows');
    const newEmails = await this.registerReps(tx, companyId, records);
    profile?.mark('register_keys');
    return { uploadId: upload.id, newEmails };
  }

  /** COPY on the transaction's own connection, so the rows commit or roll back with it. */
  private async copyRows(
    tx: EntityManager,
    companyId: number,
    uploadId: number,
    rows: LedgerRecordInput[],
  ) {
    const client = (await tx.queryRunner!.connect()) as PoolClient;
    const copy = client.query(copyFrom(`${COPY_INTO} FROM STDIN WITH (FORMAT csv)`));
    function* pieces() {
      for (let start = 0; start < rows.length; start += COPY_PIECE) {
        const lines = rows
          .slice(start, start + COPY_PIECE)
          .map((r) => copyLine(companyId, uploadId, r));
        yield `${lines.join('\n')}\n`;
      }
    }
    await pipeline(Readable.from(pieces()), copy);
  }

  private async copyRowsEmbedded(
    pglite: PGlite,
    companyId: number,
    uploadId: number,
    rows: LedgerRecordInput[],
  ) {
    const pieces: string[] = [];
    for (let start = 0; start < rows.length; start += COPY_PIECE) {
      const lines = rows
        .slice(start, start + COPY_PIECE)
        .map((r) => copyLine(companyId, uploadId, r));
      pieces.push(`${lines.join('\n')}\n`);
    }
    await pglite.query(`${COPY_INTO} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob(pieces, { type: 'text/csv' }),
    });
  }

  /** An upload batch with no rows yet (a reconciled upload counts its rows with countUpload). */
  async createUpload(tx: EntityManager, companyId: number, meta: UploadMeta): Promise<number> {
    const [upload]: { id: number }[] = await tx.query(
      `INSERT INTO uploads (company_id, user_id, uploaded_by, file_name, row_count, total_amount)
       VALUES ($1, $2, $3, $4, 0, 0) RETURNING id`,
      [companyId, meta.userId, meta.uploadedBy, meta.fileName],
    );
    return upload.id;
  }

  /** The batch's row count and total: the lines it added or updated. */
  async countUpload(tx: EntityManager, companyId: number, uploadId: number): Promise<void> {
    await tx.query(
      `UPDATE uploads u SET row_count = s.n, total_amount = s.total
         FROM (SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total
                 FROM ledger_records WHERE company_id = $1 AND upload_id = $2) s
        WHERE u.company_id = $1 AND u.id = $2`,
      [companyId, uploadId],
    );
  }

  /** Returns the emails that got a rep key just now, as first written in the file. */
  async registerReps(
    tx: EntityManager,
    companyId: number,
    rows: LedgerRecordInput[],
  ): Promise<string[]> {
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
