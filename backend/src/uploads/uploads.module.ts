// The upload pipeline (POST /bee/ledger, /bee/ledger/csv, /bee/ledger/preview) and the upload
// batches (GET /bee/uploads, DELETE /bee/uploads/:id). Reading the ledger is ledger/.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StatementsModule } from '../statements/statements.module.js';
import { PayRunsModule } from '../pay-runs/pay-runs.module.js';
import { LedgerIngestRepository } from './ledger-ingest.repository.js';
import { LedgerRecordVersion } from './ledger-record-version.entity.js';
import { LedgerRecordVersionsRepository } from './ledger-record-versions.repository.js';
import { LedgerUploadController } from './ledger-upload.controller.js';
import { LedgerUploadParser } from './ledger-upload-parser.js';
import { LedgerUploadService } from './ledger-upload.service.js';
import { LedgerWriter } from './ledger-writer.js';
import { LedgerReconciler } from './reconcile.js';
import { ReconcileRepository } from './reconcile.repository.js';
import { UploadSlots } from './upload-slots.js';
import { Upload } from './upload.entity.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Upload, LedgerRecordVersion]),
    LedgerModule,
    MailModule,
    StatementsModule,
    PayRunsModule,
  ],
  controllers: [LedgerUploadController, UploadsController],
  providers: [
    LedgerIngestRepository,
    ReconcileRepository,
    LedgerRecordVersionsRepository,
    UploadsRepository,
    LedgerWriter,
    LedgerReconciler,
    LedgerUploadParser,
    LedgerUploadService,
    UploadSlots,
    UploadsService,
  ],
  // LedgerWriter: the seed stores its demo ledger as an upload. UploadSlots and
  // LedgerUploadParser: the reps mapping upload shares the slots and the workers.
  exports: [LedgerWriter, UploadSlots, LedgerUploadParser],
})
export class UploadsModule {}
