// The uploads table (the batches on the upload screen): its reads and the undo's lock and delete.
// Uploads are created and counted by the ingest (ledger-writer.ts).
import { Injectable } from '@nestjs/common';
import type { UploadBatch } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Reads } from '../database/row-types.js';

/** What the activity log says of an undone upload. */
export type UndoneUploadRow = Columns<
  'uploads',
  'file_name' | 'row_count' | 'total_amount' | 'undone_at'
>;

@Injectable()
export class UploadsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Newest first; undone uploads stay listed with `undone: true` and when and by whom. The names
   * come from the users' current names (Settings → Your name), so a name set later shows on older
   * uploads too; `uploaded_by` and `undone_by` keep the email recorded at the time.
   */
  list(companyId: number): Promise<UploadBatch[]> {
    return rows<
      Reads<
        UploadBatch,
        'uploads',
        | 'id'
        | 'file_name'
        | 'uploaded_by'
        | 'user_id'
        | 'created_at'
        | 'row_count'
        | 'total_amount'
        | 'undone_at'
        | 'undone_by'
      > &
        Reads<object, 'users', 'name' | 'email'>
    >(
      this.db,
      `SELECT up.id, up.file_name, up.uploaded_by, NULLIF(btrim(uu.name), '') AS uploaded_by_name,
              up.created_at, up.row_count, up.total_amount::float8 AS total_amount,
              up.undone_at IS NOT NULL AS undone, up.undone_at, up.undone_by,
              NULLIF(btrim(ud.name), '') AS undone_by_name
         FROM uploads up
         LEFT JOIN users uu ON uu.id = up.user_id AND uu.company_id = up.company_id
         LEFT JOIN LATERAL (
           SELECT name FROM users
            WHERE company_id = up.company_id AND lower(email) = lower(up.undone_by)
            ORDER BY id LIMIT 1
         ) ud ON true
        WHERE up.company_id = $1 ORDER BY up.created_at DESC, up.id DESC`,
      [companyId],
    );
  }

  /** The upload, locked in `tx` for its undo; null when the company has no such upload. */
  lockForUndo(companyId: number, uploadId: number, tx: Db): Promise<UndoneUploadRow | null> {
    return row<UndoneUploadRow>(
      tx,
      `SELECT file_name, row_count, total_amount, undone_at
         FROM uploads WHERE company_id = $1 AND id = $2 FOR UPDATE`,
      [companyId, uploadId],
    );
  }

  /**
   * Marks the upload undone (it stays in the history). The versions it wrote are dropped: their
   * values are back in the ledger, and left behind they would name this upload as one to undo
   * first when an earlier upload is undone.
   */
  async markUndone(companyId: number, uploadId: number, by: string, tx: Db): Promise<void> {
    await exec(
      tx,
      `DELETE FROM ledger_record_versions WHERE company_id = $1 AND replaced_by_upload_id = $2`,
      [companyId, uploadId],
    );
    await exec(
      tx,
      `UPDATE uploads SET undone_at = now(), undone_by = $3 WHERE company_id = $1 AND id = $2`,
      [companyId, uploadId, by],
    );
  }
}
