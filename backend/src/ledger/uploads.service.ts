// Upload batches of one company: the history on the upload screen and its undo.
import { Injectable, NotFoundException } from '@nestjs/common';
import type { UploadBatch } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { LedgerStatistics } from './ledger-statistics.js';

export const UPLOAD_NOT_FOUND = 'Upload not found';
const MAX_ID = 2_147_483_647;

@Injectable()
export class UploadsService {
  constructor(
    private readonly db: DataSource,
    private readonly statistics: LedgerStatistics,
  ) {}

  /** Newest first. */
  list(companyId: number): Promise<UploadBatch[]> {
    return this.db.query(
      `SELECT id, file_name, uploaded_by, created_at, row_count, total_amount::float8 AS total_amount
         FROM uploads WHERE company_id = $1 ORDER BY created_at DESC, id DESC`,
      [companyId],
    );
  }

  /**
   * Removes exactly the batch's rows and the batch itself. Rep keys the batch registered stay:
   * their links may already have been emailed. Another company's batch is 404, like a missing one.
   */
  async undo(companyId: number, uploadId: number): Promise<{ deleted: number }> {
    if (!Number.isSafeInteger(uploadId) || uploadId < 1 || uploadId > MAX_ID) {
      throw new NotFoundException(UPLOAD_NOT_FOUND);
    }
    const result = await this.db.transaction(async (tx) => {
      const found: unknown[] = await tx.query(
        `SELECT 1 FROM uploads WHERE company_id = $1 AND id = $2 FOR UPDATE`,
        [companyId, uploadId],
      );
      if (found.length === 0) throw new NotFoundException(UPLOAD_NOT_FOUND);
      const [{ deleted }]: { deleted: number }[] = await tx.query(
        `WITH gone AS (DELETE FROM ledger_records WHERE company_id = $1 AND upload_id = $2 RETURNING 1)
         SELECT count(*)::int AS deleted FROM gone`,
        [companyId, uploadId],
      );
      await tx.query(`DELETE FROM uploads WHERE company_id = $1 AND id = $2`, [
        companyId,
        uploadId,
      ]);
      return { deleted };
    });
    this.statistics.changed(result.deleted);
    return result;
  }
}
