import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { deliveryIdPipe, newWebhookBody, type NewWebhookBody } from './webhooks.dto.js';
import { ReplayLimited, WebhooksService } from './webhooks.service.js';

const SIGNING =
  ' Each delivery is a POST of JSON {id, type, created_at, company_id, data} with the header ' +
  'CommissionBee-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>.';

@ApiTags('webhooks')
@ApiBearerAuth()
@Roles('admin')
@TokenScope('webhooks:manage')
@Controller('bee/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: "The company's webhook endpoints" })
  list(@CurrentActor() actor: Actor) {
    return this.webhooks.list(actor.companyId);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'Body {url, events, description?}. The URL must be https and every address its host resolves to global ' +
      'unicast (no private, loopback, link-local or other internal address, in any IPv4 or IPv6 spelling; ' +
      'OUTBOUND_ALLOW_PRIVATE lifts this outside production); a refusal is 400 with a code URL_*. ' +
      'The answer holds `secret`, shown this once.' +
      SIGNING,
  })
  create(@CurrentActor() actor: Actor, @Body(new ZodPipe(newWebhookBody)) body: NewWebhookBody) {
    return this.webhooks.create(actor.companyId, actor.label, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook endpoint (and its delivery log)' })
  remove(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.remove(actor.companyId, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: "An endpoint's delivery log",
    description:
      'The latest 100 deliveries, newest first, each with every attempt (status code or error).',
  })
  deliveries(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.webhooks.log(actor.companyId, id);
  }

  @Post('deliveries/:id/replay')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a delivery again',
    description:
      'Queues the same body again as a new delivery (replay_of names the original): 202 {id}. ' +
      'At most 10 replays per endpoint an hour: past that 429 WEBHOOK_REPLAY_LIMIT with Retry-After.',
  })
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
