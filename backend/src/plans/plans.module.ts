import { LanguagesModule } from '../i18n/languages.module.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { VerificationRegistry } from '../verify/verification-registry.js';
import { VerifyModule } from '../verify/verify.module.js';
import { Plan, PlanAssignment, PlanSignature, PlanVersionRecord } from './plan.entities.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanVerification, signedPlanVerification } from './plan-verification.js';
import { VerifyLimit } from './plan-http.js';
import { PlansController } from './plans.controller.js';
import { PlanCheckController, RepPlansController } from './rep-plans.controller.js';
import { PlansRepository } from './plans.repository.js';
import { PlansService } from './plans.service.js';
import { RepPlansService } from './rep-plans.service.js';

@Module({
  // AuthModule: the guess counts (code and check limits); MailModule: its MailSender.
  imports: [
    LanguagesModule,
    TypeOrmModule.forFeature([Plan, PlanVersionRecord, PlanAssignment, PlanSignature]),
    AuthModule,
    MailModule,
    VerifyModule,
  ],
  controllers: [PlansController, RepPlansController, PlanCheckController],
  providers: [
    PlansRepository,
    PlansService,
    RepPlansService,
    PlanMailService,
    PlanVerification,
    VerifyLimit,
  ],
  exports: [PlanVerification, PlanMailService, RepPlansService],
})
export class PlansModule implements OnModuleInit {
  constructor(
    private readonly registry: VerificationRegistry,
    private readonly verification: PlanVerification,
  ) {}

  /** GET /api/verify/{code} answers signed plans' PL… codes too (issue 31's registry). */
  onModuleInit(): void {
    this.registry.register(signedPlanVerification(this.verification));
  }
}
