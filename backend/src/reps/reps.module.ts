import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { LedgerRepsSummary } from './ledger-reps.js';
import { RepProfilesRepository } from './rep-profiles.repository.js';
import { RepsController } from './reps.controller.js';
import { RepsService } from './reps.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RepProfile } from './rep-profile.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([RepProfile]), LedgerModule, UploadsModule],
  controllers: [RepsController],
  providers: [LedgerRepsSummary, RepProfilesRepository, RepsService],
  exports: [RepProfilesRepository],
})
export class RepsModule {}
