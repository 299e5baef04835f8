import { Module } from '@nestjs/common';
import { LedgerController } from './ledger.controller.js';
import { LedgerReadService } from './ledger-read.service.js';
import { LedgerRecordsRepository } from './ledger-records.repository.js';
import { LedgerSearchIndexer } from './search/ledger-search-indexer.js';
import { LedgerSearchRepository } from './search/ledger-search.repository.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerRecord } from './ledger-record.entity.js';
import { LedgerSearchEntry } from './search/ledger-search-entry.entity.js';
import { LedgerSearchStagedEntry } from './search/ledger-search-staged.entity.js';
import { LedgerSearchPending } from './search/ledger-search-pending.entity.js';
import { LedgerStatistics } from './ledger-statistics.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      LedgerRecord,
      LedgerSearchEntry,
      LedgerSearchStagedEntry,
      LedgerSearchPending,
    ]),
  ],
  controllers: [LedgerController],
  providers: [
    LedgerSearchRepository,
    LedgerRecordsRepository,
    LedgerReadService,
    LedgerStatistics,
    LedgerSearchIndexer,
  ],
  // For uploads/: the version lock, the planner statistics and the search index of new rows.
  exports: [LedgerRecordsRepository, LedgerStatistics, LedgerSearchIndexer],
})
export class LedgerModule {}
