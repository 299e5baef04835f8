import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { DeliveriesService } from './deliveries.service.js';
import { MailController } from './mail.controller.js';
import { MailSender } from './mail-sender.js';
import { MailSendsRepository, RecipientsRepository } from './mail-sends.repository.js';
import { mailerOptions } from './mail-transport.js';
import { MailService } from './mail.service.js';
import { PortalRepsRepository } from './portal-reps.repository.js';
import { PortalRepsService } from './portal-reps.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailLog } from './mail-log.entity.js';
import { MailSend } from './mail-send.entity.js';
import { MailSendItem } from './mail-send-item.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailLog, MailSend, MailSendItem]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => mailerOptions(config),
    }),
    NotificationsModule,
  ],
  controllers: [MailController],
  providers: [
    MailService,
    PortalRepsService,
    PortalRepsRepository,
    MailSender,
    DeliveriesService,
    MailSendsRepository,
    RecipientsRepository,
  ],
  // MailSender: the questions' emails go through the same transport.
  exports: [MailService, MailSender],
})
export class MailModule {}
