import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerService } from './ledger.service.js';
import { LedgerStatistics } from './ledger-statistics.js';
import { LedgerSearchIndexer } from './ledger-search-indexer.js';
import { LedgerTotals } from './ledger-totals.js';
import { LedgerUploadParser } from './ledger-upload-parser.js';
import { LedgerWriter } from './ledger-writer.js';
import { LedgerIngestRepository } from './ledger-ingest.repository.js';
import { LedgerSearchRepository } from './ledger-search.repository.js';
import { ReconcileRepository } from './reconcile.repository.js';
import { LedgerReconciler } from './reconcile.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  imports: [MailModule],
  controllers: [LedgerController, UploadsController],
  providers: [
    LedgerIngestRepository,
    LedgerSearchRepository,
    ReconcileRepository,
    LedgerWriter,
    LedgerReconciler,
    LedgerService,
    LedgerStatistics,
    LedgerSearchIndexer,
    LedgerUploadParser,
    LedgerTotals,
    UploadsService,
  ],
  exports: [LedgerWriter],
})
export class LedgerModule {}
