import { Body, Controller, Header, Param } from '@nestjs/common';
import {
  payRuns,
  type ApproveBody,
  type CloseBody,
  type PayRunSettingsBody,
  type PublishBody,
  type ReopenBody,
} from '@commissionbee/shared/contracts/pay-runs';
import { isIsoDate } from '@commissionbee/shared/pay-date';
import { PAY_RUN_MESSAGES } from '@commissionbee/shared/pay-runs';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { PayRunsService } from './pay-runs.service.js';

/** `{pay_date}`: a real YYYY-MM-DD date or PENDING; anything else is no pay date (404). */
function payDateParam(value: string): string {
  if (value === 'PENDING') return value;
  if (isIsoDate(value)) return value;
  throw appError('PAY_DATE_NOT_FOUND', PAY_RUN_MESSAGES.notFound);
}

@Controller()
export class PayRunsController {
  constructor(private readonly payRuns: PayRunsService) {}

  @Route(payRuns.list)
  @Header('Cache-Control', 'no-store')
  list(@CurrentActor() actor: Actor) {
    return this.payRuns.list(actor.companyId);
  }

  @Route(payRuns.detail)
  @Header('Cache-Control', 'no-store')
  detail(@CurrentActor() actor: Actor, @Param('pay_date') payDate: string) {
    return this.payRuns.detail(actor.companyId, payDateParam(payDate));
  }

  @Route(payRuns.approve)
  approve(
    @CurrentActor() actor: Actor,
    @Param('pay_date') payDate: string,
    @Body(new ZodPipe(payRuns.approve.body)) _body: ApproveBody,
  ) {
    return this.payRuns.approve(actor, payDateParam(payDate));
  }

  @Route(payRuns.publish)
  publish(
    @CurrentActor() actor: Actor,
    @Param('pay_date') payDate: string,
    @Body(new ZodPipe(payRuns.publish.body)) body: PublishBody,
  ) {
    return this.payRuns.publish(actor, payDateParam(payDate), !!body.notify);
  }

  @Route(payRuns.close)
  close(
    @CurrentActor() actor: Actor,
    @Param('pay_date') payDate: string,
    @Body(new ZodPipe(payRuns.close.body)) body: CloseBody,
  ) {
    return this.payRuns.close(actor, payDateParam(payDate), !!body.confirm);
  }

  @Route(payRuns.reopen)
  reopen(
    @CurrentActor() actor: Actor,
    @Param('pay_date') payDate: string,
    @Body(new ZodPipe(payRuns.reopen.body)) body: ReopenBody,
  ) {
    return this.payRuns.reopen(actor, payDateParam(payDate), body.reason);
  }

  @Route(payRuns.settings)
  settings(@CurrentActor() actor: Actor) {
    return this.payRuns.settings(actor.companyId);
  }

  @Route(payRuns.setSettings)
  setSettings(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(payRuns.setSettings.body)) body: PayRunSettingsBody,
  ) {
    return this.payRuns.setSettings(actor, body);
  }
}
