import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NotificationSettingsRepository } from './notification-settings.repository.js';
import { NotificationsController } from './notifications.controller.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushService } from './push.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushSubscription } from './push-subscription.entity.js';

@Module({
  // AuthModule: the rep write limit's counts (@RepWriteLimit on PUT rep/push).
  imports: [TypeOrmModule.forFeature([PushSubscription]), AuthModule],
  controllers: [NotificationsController],
  providers: [PushService, PushSubscriptionsRepository, NotificationSettingsRepository],
  exports: [PushService, NotificationSettingsRepository],
})
export class NotificationsModule {}
