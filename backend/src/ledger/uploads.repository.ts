// The uploads table (the batches on the upload screen): its reads and the undo's lock and delete.
// Uploads are created and counted by the ingest (ledger-writer.ts).
import { Injectable } from '@nestjs/common';
import type { UploadBatch } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';

/** What the activity log says of an undone upload. */
export interface UndoneUploadRow {
  file_name: string | null;
  row_count: number;
  total_amount: string | null;
}

@Injectable()
export class UploadsRepository {
  constructor(private readonly db: DataSource) {}

  /** Newest first. */
  list(companyId: number): Promise<UploadBatch[]> {
    return rows<UploadBatch>(
      this.db,
      `SELECT id, file_name, uploaded_by, created_at, row_count, total_amount::float8 AS total_amount
         FROM uploads WHERE company_id = $1 ORDER BY created_at DESC, id DESC`,
      [companyId],
    );
  }

  /** The upload, locked in `tx` for its undo; null when the company has no such upload. */
  lockForUndo(companyId: number, uploadId: number, tx: Db): Promise<UndoneUploadRow | null> {
    return row<UndoneUploadRow>(
      tx,
      `SELECT file_name, row_count, total_amount FROM uploads WHERE company_id = $1 AND id = $2 FOR UPDATE`,
      [companyId, uploadId],
    );
  }

  async delete(companyId: number, uploadId: number, tx: Db): Promise<void> {
    await exec(tx, `DELETE FROM uploads WHERE company_id = $1 AND id = $2`, [companyId, uploadId]);
  }
}
