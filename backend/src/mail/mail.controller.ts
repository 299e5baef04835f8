import { Body, Controller, Param, ParseIntPipe, UseInterceptors } from '@nestjs/common';
import { mail, type RepPortalsBody } from '@commissionbee/shared/contracts/mail';
import { CurrentActor, CurrentUser } from '../auth/decorators.js';
import type { Actor, UserPrincipal } from '../auth/principal.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { LargeJsonBody, LIST_BODY_LIMIT } from '../common/body-limits.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { sendIdPipe } from './mail.dto.js';
import { MailService } from './mail.service.js';
import { PortalRepsService } from './portal-reps.service.js';

@Controller()
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly portalReps: PortalRepsService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Route(mail.send)
  // Up to 5,000 emails: over 100 kB. Parsed before the Idempotency-Key hashes it.
  @UseInterceptors(new LargeJsonBody(LIST_BODY_LIMIT), IdempotencyInterceptor)
  async send(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(mail.send.body)) body: RepPortalsBody,
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

  @Route(mail.progress)
  progress(@CurrentActor() user: Actor, @Param('id', sendIdPipe) id: string) {
    return this.mail.progress(user.companyId, id);
  }

  @Route(mail.retry)
  retry(@CurrentActor() user: Actor, @Param('id', sendIdPipe) id: string) {
    return this.mail.retryFailed(user.companyId, id);
  }

  @Route(mail.portalReps)
  reps(@CurrentActor() user: Actor) {
    return this.portalReps.list(user.companyId);
  }

  @Route(mail.newPay)
  newPay(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.mail.newPayReps(user.companyId, id);
  }

  @Route(mail.notify)
  notify(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.mail.notifyNewPay(user.companyId, user.userId, id);
  }
}
