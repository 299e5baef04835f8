import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailController } from './mail.controller.js';
import { mailerOptions } from './mail-transport.js';
import { MailService } from './mail.service.js';
import { PortalRepsService } from './portal-reps.service.js';

@Module({
  imports: [
    MailerModule.forRootAsync({
      imports: [],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => mailerOptions(config),
    }),
  ],
  controllers: [MailController],
  providers: [MailService, PortalRepsService],
})
export class MailModule {}
