// Upload batches of one company: the history on the upload screen and its undo (announced to
// integrations by webhook).
import { Injectable, Logger } from '@nestjs/common';
import type { UploadBatch } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { StatementsService } from '../statements/statements.service.js';
import { LedgerRecordVersionsRepository } from './ledger-record-versions.repository.js';
import { LedgerRecordsRepository } from '../ledger/ledger-records.repository.js';
import { LedgerStatistics } from '../ledger/ledger-statistics.js';
import {
  UNDO_LATER_FIRST,
  UPLOAD_ALREADY_UNDONE,
  UPLOAD_NOT_FOUND,
  UploadsErrorCode,
} from '../ledger/ledger.messages.js';
import { UploadsRepository } from './uploads.repository.js';
import { PAY_RUN_MESSAGES } from '@commissionbee/shared/pay-runs';
import { PayRunsService } from '../pay-runs/pay-runs.service.js';
import { appError } from '../common/app-error.js';

const MAX_ID = 2_147_483_647;

@Injectable()
export class UploadsService {
  constructor(
    private readonly db: DataSource,
    private readonly uploads: UploadsRepository,
    private readonly records: LedgerRecordsRepository,
    private readonly versions: LedgerRecordVersionsRepository,
    private readonly statistics: LedgerStatistics,
    private readonly activity: ActivityService,
    private readonly webhooks: WebhooksService,
    private readonly payRuns: PayRunsService,
    private readonly statements: StatementsService,
  ) {}

  /** Newest first, undone ones included (marked). */
  list(companyId: number): Promise<UploadBatch[]> {
    return this.uploads.list(companyId);
  }

  /**
   * Removes the lines the batch added, puts back the values of the lines it replaced (Line ID,
   * PENDING → dated) and the lines it removed (replace mode), and marks the batch undone (it stays
   * in the history). Refused (409, with the uploads to undo first, newest first) when a later
   * upload replaced or removed a line this batch wrote, and when it was already undone. Rep keys the batch registered stay: their links may already have been
   * emailed. Another company's batch is 404, like a missing one.
   */
  async undo(
    companyId: number,
    uploadId: number,
    undoneBy: string,
    userId: number | null = null,
  ): Promise<{ deleted: number; restored: number }> {
    if (!Number.isSafeInteger(uploadId) || uploadId < 1 || uploadId > MAX_ID) {
      throw appError('UPLOAD_NOT_FOUND', UPLOAD_NOT_FOUND);
    }
    // The pay dates the batch touched, read before its lines go: their statements are frozen again.
    const payDates = await this.statements.payDatesOfUpload(companyId, uploadId);
    const result = await this.db.transaction(async (tx) => {
      const found = await this.uploads.lockForUndo(companyId, uploadId, tx);
      if (!found) throw appError('UPLOAD_NOT_FOUND', UPLOAD_NOT_FOUND);
      if (found.undone_at) throw appError(UploadsErrorCode.AlreadyUndone, UPLOAD_ALREADY_UNDONE);
      const later = await this.versions.laterUploads(companyId, uploadId, tx);
      if (later.length > 0)
        throw appError(UploadsErrorCode.UndoLaterFirst, UNDO_LATER_FIRST, { uploads: later });
      // Pay runs (issue 29): an undo never changes a closed pay date.
      const touched = await this.payRuns.touchedBy(companyId, uploadId, tx);
      const closed = await this.payRuns.closedOf(companyId, touched, tx);
      if (closed.length > 0)
        throw appError('PAY_DATE_CLOSED', PAY_RUN_MESSAGES.closed(closed[0]), {
          pay_dates: closed,
        });
      const deleted = await this.records.deleteAddedBy(companyId, uploadId, tx);
      const restored = await this.versions.restoreUpdatedBy(companyId, uploadId, tx);
      const reinserted = await this.versions.reinsertRemovedBy(companyId, uploadId, tx);
      await this.activity.record(tx, {
        companyId,
        action: 'ledger.undo',
        target: String(uploadId),
        details: {
          upload_id: uploadId,
          file_name: found.file_name,
          rows: found.row_count,
          total: Number(found.total_amount ?? 0),
        },
      });
      await this.uploads.markUndone(companyId, uploadId, undoneBy, tx);
      await this.payRuns.ledgerChanged(companyId, touched, { label: undoneBy, userId }, tx);
      return { deleted, restored: restored + reinserted };
    });
    this.statistics.changed(result.deleted + result.restored);
    try {
      await this.statements.afterChange(companyId, payDates);
    } catch (error) {
      new Logger('Uploads').error(`Could not queue the statements: ${(error as Error).message}`);
    }
    await this.webhooks.emit(companyId, 'upload.undone', {
      upload_id: uploadId,
      ...result,
      undone_by: undoneBy,
    });
    return result;
  }
}
