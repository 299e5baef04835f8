import { LanguagesModule } from '../i18n/languages.module.js';
// Statements a rep can keep (issue 31): the rep's and the admins' PDF routes, the freezing job
// and the 'ST' verification codes. A rep's lines come from the rep portal's read (ViewKeysModule);
// pay runs' publish and close freeze a pay date's statements (PayRunsModule's PayRunEvents);
// MailModule sends each rep their new revision when the company's statement email is on.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module.js';
import { PayRunsModule } from '../pay-runs/pay-runs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { ViewKeysModule } from '../view-keys/view-keys.module.js';
import { VerifyModule } from '../verify/verify.module.js';
import { StatementRecord } from './statement.entity.js';
import { StatementMailService } from './statement-mail.service.js';
import { StatementRenderer } from './statement-renderer.js';
import { StatementsController } from './statements.controller.js';
import { StatementsRepository } from './statements.repository.js';
import { StatementsService } from './statements.service.js';

@Module({
  imports: [
    LanguagesModule,
    TypeOrmModule.forFeature([StatementRecord]),
    ViewKeysModule,
    VerifyModule,
    ActivityModule,
    PayRunsModule,
    PlansModule,
    MailModule,
  ],
  controllers: [StatementsController],
  providers: [StatementsRepository, StatementRenderer, StatementsService, StatementMailService],
  exports: [StatementsService],
})
export class StatementsModule {}
