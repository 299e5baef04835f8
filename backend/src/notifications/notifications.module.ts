import { Module } from '@nestjs/common';
import { NotificationSettingsRepository } from './notification-settings.repository.js';
import { NotificationsController } from './notifications.controller.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushService } from './push.service.js';

@Module({
  controllers: [NotificationsController],
  providers: [PushService, PushSubscriptionsRepository, NotificationSettingsRepository],
  exports: [PushService, NotificationSettingsRepository],
})
export class NotificationsModule {}
