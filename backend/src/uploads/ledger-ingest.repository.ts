// The SQL an upload runs besides its COPY (copy-in.ts) and its reconciling (reconcile.repository.ts):
// the upload's id and row in `uploads`, and a rep key for each new rep email (`rep_keys`).
// Writes go through the caller's transaction (the last argument).
import { Injectable } from '@nestjs/common';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';
import { counted } from './reconcile-sql.js';

export interface NewUploadRow {
  fileName: string | null;
  userId: number | null;
  uploadedBy: string | null;
  rowCount: number;
  totalCents: number;
}

@Injectable()
export class LedgerIngestRepository {
  /**
   * An id for an upload about to be parsed, so the worker can write it into the COPY text. Taken
   * from the sequence outside any transaction: an upload that fails leaves a gap, nothing else.
   */
  async reserveUploadId(db: Db): Promise<number> {
    const reserved = await row<{ id: string }>(
      db,
      `SELECT nextval(pg_get_serial_sequence('uploads', 'id')) AS id`,
    );
    return Number(reserved!.id);
  }

  async insertUpload(
    companyId: number,
    uploadId: number,
    upload: NewUploadRow,
    tx: Db,
  ): Promise<void> {
    await exec(
      tx,
      `INSERT INTO uploads (id, company_id, user_id, uploaded_by, file_name, row_count, total_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        uploadId,
        companyId,
        upload.userId,
        upload.uploadedBy,
        upload.fileName,
        upload.rowCount,
        upload.totalCents / 100,
      ],
    );
  }

  /** The batch's row count and total when the caller knows them (a streamed upload). */
  async setUploadTotals(
    companyId: number,
    uploadId: number,
    rowCount: number,
    totalCents: number,
    tx: Db,
  ): Promise<void> {
    await exec(
      tx,
      `UPDATE uploads SET row_count = $3, total_amount = $4 WHERE company_id = $1 AND id = $2`,
      [companyId, uploadId, rowCount, totalCents / 100],
    );
  }

  /**
   * A reconciled batch's row count and total, from its plan's lines (upload_lines, in `tx`): every
   * line of the file (added, updated or skipped) and the sum of those that count (uploadTotals in
   * libs/shared/src/numbers.ts), as a batch that only adds lines and the activity log count them.
   */
  async countUpload(companyId: number, uploadId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE uploads u SET row_count = s.n, total_amount = s.total
         FROM (SELECT count(*)::int AS n, coalesce(sum(${counted('l')}), 0) AS total
                 FROM upload_lines l) s
        WHERE u.company_id = $1 AND u.id = $2`,
      [companyId, uploadId],
    );
  }

  /**
   * A rep key (`viewKeys[i]`) for each of `emails` without a live one; answers the emails that
   * got theirs just now.
   */
  async insertRepKeys(
    companyId: number,
    emails: string[],
    viewKeys: string[],
    tx: Db,
  ): Promise<string[]> {
    const inserted = await rows<Columns<'rep_keys', 'email'>>(
      tx,
      `INSERT INTO rep_keys (company_id, email, view_key)
       SELECT $1, e.email, e.view_key FROM unnest($2::varchar[], $3::varchar[]) AS e(email, view_key)
       ON CONFLICT (company_id, lower(email)) WHERE revoked_at IS NULL DO NOTHING
       RETURNING email`,
      [companyId, emails, viewKeys],
    );
    return inserted.map((r) => r.email);
  }
}
