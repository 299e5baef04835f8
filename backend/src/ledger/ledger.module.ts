import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerReadService } from './ledger-read.service.js';
import { LedgerRecordVersionsRepository } from './ledger-record-versions.repository.js';
import { LedgerRecordsRepository } from './ledger-records.repository.js';
import { LedgerService } from './ledger.service.js';
import { LedgerStatistics } from './ledger-statistics.js';
import { UploadSlots } from './upload-slots.js';
import { LedgerSearchIndexer } from './ledger-search-indexer.js';
import { LedgerTotals } from './ledger-totals.js';
import { LedgerUploadController } from './ledger-upload.controller.js';
import { LedgerUploadParser } from './ledger-upload-parser.js';
import { LedgerWriter } from './ledger-writer.js';
import { LedgerIngestRepository } from './ledger-ingest.repository.js';
import { LedgerSearchRepository } from './ledger-search.repository.js';
import { ReconcileRepository } from './reconcile.repository.js';
import { LedgerReconciler } from './reconcile.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerRecord } from './ledger-record.entity.js';
import { LedgerRecordVersion } from './ledger-record-version.entity.js';
import { LedgerSearchEntry } from './ledger-search-entry.entity.js';
import { LedgerSearchPending } from './ledger-search-pending.entity.js';
import { Upload } from './upload.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      LedgerRecord,
      LedgerRecordVersion,
      LedgerSearchEntry,
      LedgerSearchPending,
      Upload,
    ]),
    MailModule,
  ],
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
