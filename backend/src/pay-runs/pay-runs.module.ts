// Pay runs (issue 29): pay dates' states and transitions, the review settings, the published
// snapshot reps read while review is on, the record of each payroll file exported, and
// PayRunEvents (the hook statements subscribe to).
// Uploads import this module (closed pay dates, drafts); it imports no upload code.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PayDateRecord, PublishedLedgerLine } from './pay-date.entity.js';
import { PayDatesRepository } from './pay-dates.repository.js';
import { PayrollExportRecord } from './payroll-export.entity.js';
import { PayrollExportsRepository } from './payroll-exports.repository.js';
import { PayRunEvents } from './pay-run-events.js';
import { PayRunsController } from './pay-runs.controller.js';
import { PayRunsService } from './pay-runs.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PayDateRecord, PublishedLedgerLine, PayrollExportRecord]),
    MailModule,
  ],
  controllers: [PayRunsController],
  providers: [PayDatesRepository, PayrollExportsRepository, PayRunsService, PayRunEvents],
  exports: [PayRunsService, PayRunEvents],
})
export class PayRunsModule {}
