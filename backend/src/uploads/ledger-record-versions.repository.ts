// The ledger_record_versions table (written by the reconciling ingest, reconcile.ts) as an undo
// reads it: the later uploads that must be undone first, and the lines' earlier values, which
// the undo writes back into ledger_records.
import { Injectable } from '@nestjs/common';
import { LEDGER_FIELDS } from '@commissionbee/shared/csv';
import type { UploadBatch } from '@commissionbee/shared/types';
import { row, rows, type Db } from '../database/sql.js';
import type { Reads } from '../database/row-types.js';

/** Every column of a ledger line that a version restores (ledger_record_versions.old_row). */
const RESTORED_COLUMNS = [
  'upload_id',
  'pay_date',
  'pay_status',
  ...LEDGER_FIELDS.filter((field) => field !== 'pay_date'),
  'created_at',
  'changed_at',
  'previous',
];
const RESTORED = RESTORED_COLUMNS.join(', ');
const RESTORED_FROM_OLD = RESTORED_COLUMNS.map((column) => `o.${column}`).join(', ');

export type LaterUploadRow = Reads<
  Pick<UploadBatch, 'id' | 'file_name' | 'created_at'>,
  'uploads',
  'id' | 'file_name' | 'created_at'
>;

@Injectable()
export class LedgerRecordVersionsRepository {
  /** The later uploads that replaced or removed lines this upload wrote, newest first. */
  laterUploads(companyId: number, uploadId: number, tx: Db): Promise<LaterUploadRow[]> {
    return rows<LaterUploadRow>(
      tx,
      `SELECT u.id, u.file_name, u.created_at FROM uploads u
          WHERE u.company_id = $1 AND u.id IN (
            SELECT replaced_by_upload_id FROM ledger_record_versions
             WHERE company_id = $1 AND upload_id = $2 AND replaced_by_upload_id <> $2)
          ORDER BY u.created_at DESC, u.id DESC`,
      [companyId, uploadId],
    );
  }

  /** Undo: puts back the values of the lines the upload replaced; answers how many. */
  async restoreUpdatedBy(companyId: number, uploadId: number, tx: Db): Promise<number> {
    const back = await row<{ restored: number }>(
      tx,
      `WITH back AS (
           UPDATE ledger_records r SET (${RESTORED}) = (SELECT ${RESTORED} FROM jsonb_populate_record(NULL::ledger_records, v.old_row))
             FROM ledger_record_versions v
            WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2 AND v.kind = 'updated'
              AND r.company_id = $1 AND r.id = v.record_id
           RETURNING 1)
         SELECT count(*)::int AS restored FROM back`,
      [companyId, uploadId],
    );
    return back!.restored;
  }

  /** Undo: puts back the lines the upload removed (replace mode); answers how many. */
  async reinsertRemovedBy(companyId: number, uploadId: number, tx: Db): Promise<number> {
    const back = await row<{ reinserted: number }>(
      tx,
      `WITH back AS (
           INSERT INTO ledger_records (id, company_id, ${RESTORED})
           SELECT v.record_id, $1, ${RESTORED_FROM_OLD}
             FROM ledger_record_versions v, jsonb_populate_record(NULL::ledger_records, v.old_row) o
            WHERE v.company_id = $1 AND v.replaced_by_upload_id = $2 AND v.kind = 'removed'
           RETURNING 1)
         SELECT count(*)::int AS reinserted FROM back`,
      [companyId, uploadId],
    );
    return back!.reinserted;
  }
}
