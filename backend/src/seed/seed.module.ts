import { Module } from '@nestjs/common';
import { CalculatorModule } from '../calculator/calculator.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PayRunsModule } from '../pay-runs/pay-runs.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersModule } from '../users/users.module.js';
import { ViewKeysModule } from '../view-keys/view-keys.module.js';
import { SeedRepository } from './seed.repository.js';
import { SeedService } from './seed.service.js';

/**
 * The seed sits on top of the features it fills: it writes through their repositories and
 * services (CompaniesRepository comes from the global CompaniesModule) and keeps its own bulk SQL
 * in SeedRepository. The app runs it once per start (app.factory.ts).
 */
@Module({
  imports: [
    CalculatorModule,
    LedgerModule,
    PayRunsModule,
    QuestionsModule,
    UploadsModule,
    UsersModule,
    ViewKeysModule,
  ],
  providers: [SeedRepository, SeedService],
  exports: [SeedService],
})
export class SeedModule {}
