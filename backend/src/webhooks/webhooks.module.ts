import { Global, Module } from '@nestjs/common';
import { WebhookSender } from './webhook-sender.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';

/** Global: the modules whose actions cause events emit them through WebhooksService. */
@Global()
@Module({
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookSender],
  exports: [WebhooksService],
})
export class WebhooksModule {}
