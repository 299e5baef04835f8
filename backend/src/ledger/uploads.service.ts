// Upload batches of one company: the history on the upload screen and its undo.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { UploadBatch } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { LedgerStatistics } from './ledger-statistics.js';
import { UNDO_LATER_FIRST } from './reconcile.messages.js';
import { ActivityService } from '../activity/activity.service.js';

/** Every column of a ledger line that a version restores (ledger_record_versions.old_row). */
const RESTORED_COLUMNS = [
  'upload_id',
  'pay_date',
  'pay_status',
  'rep_name',
  'rep_email',
  'item_name',
  'item_pay_type',
  'amount',
  'manager_email',
  'breakdown',
  'manual_note',
  'line_id',
  'created_at',
  'changed_at',
  'previous',
];
const RESTORED = RESTORED_COLUMNS.join(', ');
const RESTORED_FROM_OLD = RESTORED_COLUMNS.map((column) => `o.${column}`).join(', ');

export const UPLOAD_NOT_FOUND = 'Upload not found';
const MAX_ID = 2_147_483_647;

@Injectable()
export class UploadsService {
  constructor(
    private readonly db: DataSource,
    private readonly statistics: LedgerStatistics,
    private readonly activity: ActivityService,
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
   * Removes the lines the batch added, puts back the values of the lines it replaced (Line ID,
   * PENDING → dated) and the lines it removed (replace mode), and removes the batch. Refused (409,
   * with the uploads to undo first, newest first) when a later upload replaced or removed a line
   * this batch wrote. Rep keys the batch registered stay: their links may already have been
   * emailed. Another company's batch is 404, like a missing one.
   */
  async undo(companyId: number, uploadId: number): Promise<{ deleted: number; restored: number }> {
    if (!Number.isSafeInteger(uploadId) || uploadId < 1 || uploadId > MAX_ID) {
      throw new NotFoundException(UPLOAD_NOT_FOUND);
    }
    const result = await this.db.transaction(async (tx) => {
      const found: { file_name: string | null; row_count: number; total_amount: string | null }[] =
        await tx.query(
          `SELECT file_name, row_count, total_amount FROM uploads WHERE company_id = $1 AND id = $2 FOR UPDATE`,
          [companyId, uploadId],
        );
      if (found.length === 0) throw new NotFoundException(UPLOAD_NOT_FOUND);
      const later: Pick<UploadBatch, 'id' | 'file_name' | 'created_at'>[] = await tx.query(
        `SELECT u.id, u.file_name, u.created_at FROM uploads u
          WHERE u.company_id = $1 AND u.id IN (
            SELECT replaced_by_upload_id FROM ledger_record_versions
             WHERE company_id = $1 AND upload_id = $2 AND replaced_by_upload_id <> $2)
          ORDER BY u.created_at DESC, u.id DESC`,
        [companyId, uploadId],
      );
      if (later.length > 0)
        throw new ConflictException({
          message: UNDO_LATER_FIRST,
          error: 'Conflict',
          uploads: later,
        });
      const [{ deleted }]: { deleted: number }[] = await tx.query(
        `WITH gone AS (
           DELETE FROM ledger_records WHERE company_id = $1 AND upload_id = $2
              AND id NOT IN (SELECT record_id FROM ledger_record_versions
                              WHERE company_id = $1 AND replaced_by_upload_id = $2 AND kind = 'updated')
           RETURNING 1)
         SELECT count(*)::int AS deleted FROM gone`,
        [companyId, uploadId],
      );
      const [{ restored }]: { restored: number }[] = await tx.query(
        `WITH back AS (
           UPDATE ledger_records r SET (${RESTORED}) = (SELECT ${RESTORED} FROM jsonb_populate_record(NULL::ledger_records, v.old_row))
             FROM ledger_record_versions v
            WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2 AND v.kind = 'updated'
              AND r.company_id = $1 AND r.id = v.record_id
           RETURNING 1)
         SELECT count(*)::int AS restored FROM back`,
        [companyId, uploadId],
      );
      const [{ reinserted }]: { reinserted: number }[] = await tx.query(
        `WITH back AS (
           INSERT INTO ledger_records (id, company_id, ${RESTORED})
           SELECT v.record_id, $1, ${RESTORED_FROM_OLD}
             FROM ledger_record_versions v, jsonb_populate_record(NULL::ledger_records, v.old_row) o
            WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2 AND v.kind = 'removed'
           RETURNING 1)
         SELECT count(*)::int AS reinserted FROM back`,
        [companyId, uploadId],
      );
      await this.activity.record(tx, {
        companyId,
        action: 'ledger.undo',
        target: String(uploadId),
        details: {
          upload_id: uploadId,
          file_name: found[0].file_name,
          rows: found[0].row_count,
          total: Number(found[0].total_amount ?? 0),
        },
      });
      await tx.query(`DELETE FROM uploads WHERE company_id = $1 AND id = $2`, [
        companyId,
        uploadId,
      ]);
      return { deleted, restored: restored + reinserted };
    });
    this.statistics.changed(result.deleted + result.restored);
    return result;
  }
}
