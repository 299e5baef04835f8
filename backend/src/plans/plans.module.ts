import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { Plan, PlanAssignment, PlanSignature, PlanVersionRecord } from './plan.entities.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanVerification } from './plan-verification.js';
import {
  PlanCheckController,
  PlansController,
  RepPlansController,
  VerifyLimit,
} from './plans.controller.js';
import { PlansRepository } from './plans.repository.js';
import { PlansService } from './plans.service.js';
import { RepPlansService } from './rep-plans.service.js';

@Module({
  // AuthModule: the guess counts (code and check limits); MailModule: its MailSender.
  imports: [
    TypeOrmModule.forFeature([Plan, PlanVersionRecord, PlanAssignment, PlanSignature]),
    AuthModule,
    MailModule,
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
  // The verification registry (issue 31) registers signedPlanVerification(PlanVerification).
  exports: [PlanVerification, PlanMailService],
})
export class PlansModule {}
