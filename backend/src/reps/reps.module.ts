import { Module } from '@nestjs/common';
import { LedgerRepsSummary } from './ledger-reps.js';
import { RepProfilesRepository } from './rep-profiles.repository.js';
import { RepsController } from './reps.controller.js';
import { RepsService } from './reps.service.js';

@Module({
  controllers: [RepsController],
  providers: [LedgerRepsSummary, RepProfilesRepository, RepsService],
  exports: [RepProfilesRepository],
})
export class RepsModule {}
