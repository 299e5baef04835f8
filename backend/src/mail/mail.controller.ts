import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor, CurrentUser, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { LargeJsonBody, LIST_BODY_LIMIT } from '../common/body-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import { repPortalsBody, sendIdPipe, type RepPortalsBody } from './mail.dto.js';
import { MailService } from './mail.service.js';
import { PortalRepsService } from './portal-reps.service.js';

@ApiTags('mail')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly portalReps: PortalRepsService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Post('mail/rep-portals')
  @TokenScope('mail:send')
  // Up to 5,000 emails: over 100 kB. Parsed before the Idempotency-Key hashes it.
  @UseInterceptors(new LargeJsonBody(LIST_BODY_LIMIT), IdempotencyInterceptor)
  @HttpCode(202)
  @ApiOperation({
    summary: 'Email reps their private portal links (queued)',
    description:
      "Body {pay_date: 'M/D/YYYY', rep_emails: string[] (1 to 5000)}. Answers 202 {id, total, ignored} at once: each rep " +
      "of the caller's company with a live link gets exactly one message, sent by the job queue; other addresses are " +
      'listed in `ignored`. Follow the send with GET /mail/sends/{id}. Every attempt is recorded in mail_log.',
  })
  async send(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(repPortalsBody)) body: RepPortalsBody,
  ) {
    const started = await this.mail.sendRepPortals(
      actor.companyId,
      actor.userId,
      body.pay_date,
      body.rep_emails,
    );
    await this.webhooks.emit(actor.companyId, 'portal_links.sent', {
      send_id: started.id,
      pay_date: body.pay_date,
      total: started.total,
      sent_by: actor.label,
    });
    return started;
  }

  @Get('mail/sends/:id')
  @TokenScope('mail:send')
  @ApiOperation({
    summary: "A send's progress",
    description:
      "{id, kind: 'portal'|'new-pay', state: 'sending'|'sent'|'failed', total, sent, queued, failed: [{email, error}], " +
      "created_at}. Another company's send is 404.",
  })
  progress(@CurrentActor() user: Actor, @Param('id', sendIdPipe) id: string) {
    return this.mail.progress(user.companyId, id);
  }

  @Post('mail/sends/:id/retry')
  @TokenScope('mail:send')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send again to the reps of a send that failed, and only to them',
    description: '202 {id, total, ignored: []}: total is how many failed reps were queued again.',
  })
  retry(@CurrentActor() user: Actor, @Param('id', sendIdPipe) id: string) {
    return this.mail.retryFailed(user.companyId, id);
  }

  @Get('bee/portal-reps')
  @TokenScope('reps:read')
  @ApiOperation({
    summary: 'The Email Center table',
    description:
      'One row per rep email of the ledger: {rep_email, rep_name, team_members, last_emailed, latest_pay_date, key_issued_at}.',
  })
  reps(@CurrentActor() user: Actor) {
    return this.portalReps.list(user.companyId);
  }

  @Get('bee/uploads/:id/new-pay')
  @ApiOperation({
    summary: 'How many reps have new pay in an upload',
    description: '{reps}: reps with dated pay in the upload who hold a live portal link.',
  })
  newPay(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.mail.newPayReps(user.companyId, id);
  }

  @Post('bee/uploads/:id/notify')
  @HttpCode(202)
  @ApiOperation({
    summary: '"New pay posted" to the reps with new pay in an upload',
    description:
      "202 {id, total, ignored: []}. Each rep gets 'New pay posted for {pay date}' as a Web Push notification when " +
      'they turned notifications on, else as an email with their portal link. No amount is ever sent.',
  })
  notify(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.mail.notifyNewPay(user.companyId, user.userId, id);
  }
}
