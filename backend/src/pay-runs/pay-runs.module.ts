// Pay runs (issue 29): pay dates' states and transitions, the review settings, the published
// snapshot reps read while review is on, and PayRunEvents (the hook statements subscribe to).
// Uploads import this module (closed pay dates, drafts); it imports no upload code.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { PayDateRecord, PublishedLedgerLine } from './pay-date.entity.js';
import { PayDatesRepository } from './pay-dates.repository.js';
import { PayRunEvents } from './pay-run-events.js';
import { PayRunsController } from './pay-runs.controller.js';
import { PayRunsService } from './pay-runs.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PayDateRecord, PublishedLedgerLine]), MailModule],
  controllers: [PayRunsController],
  providers: [PayDatesRepository, PayRunsService, PayRunEvents],
  exports: [PayRunsService, PayRunEvents],
})
export class PayRunsModule {}
