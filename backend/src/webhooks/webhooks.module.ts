import { Global, Module } from '@nestjs/common';
import { WebhookSender } from './webhook-sender.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookAttemptRecord } from './webhook-attempt.entity.js';
import { WebhookDeliveryRecord } from './webhook-delivery.entity.js';
import { WebhookEndpointRecord } from './webhook-endpoint.entity.js';

/** Global: the modules whose actions cause events emit them through WebhooksService. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord]),
  ],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookSender],
  exports: [WebhooksService],
})
export class WebhooksModule {}
