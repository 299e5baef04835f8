import { Body, Controller, Param, ParseIntPipe, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { NewWebhookBody } from '@commissionbee/shared/api';
import { webhooks } from '@commissionbee/shared/contracts/webhooks';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { deliveryIdPipe } from './webhooks.dto.js';
import { ReplayLimited, WebhooksService } from './webhooks.service.js';

@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Route(webhooks.list)
  list(@CurrentActor() actor: Actor) {
    return this.webhooks.list(actor.companyId);
  }

  @Route(webhooks.create)
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodPipe(webhooks.create.body)) body: NewWebhookBody,
  ) {
    return this.webhooks.create(actor.companyId, actor.label, body);
  }

  @Route(webhooks.remove)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.remove(actor.companyId, id);
  }

  @Route(webhooks.deliveries)
  deliveries(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.log(actor.companyId, id);
  }

  @Route(webhooks.replay)
  async replay(
    @CurrentActor() actor: Actor,
    @Param('id', deliveryIdPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    try {
      return await this.webhooks.replay(actor.companyId, id);
    } catch (error) {
      if (error instanceof ReplayLimited)
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
