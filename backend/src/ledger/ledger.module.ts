import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerReadService } from './ledger-read.service.js';
import { LedgerRecordVersionsRepository } from '../uploads/ledger-record-versions.repository.js';
import { LedgerRecordsRepository } from './ledger-records.repository.js';
import { LedgerService } from '../uploads/ledger-upload.service.js';
import { LedgerStatistics } from './ledger-statistics.js';
import { UploadSlots } from '../uploads/upload-slots.js';
import { LedgerSearchIndexer } from './ledger-search-indexer.js';
import { LedgerTotals } from './ledger-totals.js';
import { LedgerUploadController } from '../uploads/ledger-upload.controller.js';
import { LedgerUploadParser } from '../uploads/ledger-upload-parser.js';
import { LedgerWriter } from '../uploads/ledger-writer.js';
import { LedgerIngestRepository } from '../uploads/ledger-ingest.repository.js';
import { LedgerSearchRepository } from './ledger-search.repository.js';
import { ReconcileRepository } from '../uploads/reconcile.repository.js';
import { LedgerReconciler } from '../uploads/reconcile.js';
import { UploadsController } from '../uploads/uploads.controller.js';
import { UploadsRepository } from '../uploads/uploads.repository.js';
import { UploadsService } from '../uploads/uploads.service.js';

@Module({
  imports: [MailModule],
  controllers: [LedgerController, LedgerUploadController, UploadsController],
  providers: [
    LedgerIngestRepository,
    LedgerSearchRepository,
    ReconcileRepository,
    LedgerRecordsRepository,
    LedgerRecordVersionsRepository,
    UploadsRepository,
    LedgerWriter,
    LedgerReconciler,
    LedgerService,
    LedgerReadService,
    LedgerStatistics,
    LedgerSearchIndexer,
    UploadSlots,
    LedgerUploadParser,
    LedgerTotals,
    UploadsService,
  ],
  // UploadSlots and LedgerUploadParser: the reps mapping upload shares the slots and the workers.
  exports: [LedgerWriter, LedgerRecordsRepository, UploadSlots, LedgerUploadParser],
})
export class LedgerModule {}
