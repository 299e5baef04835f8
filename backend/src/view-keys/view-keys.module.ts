import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { LinkRequestController } from './link-request.controller.js';
import { LinkRequestsService } from './link-requests.service.js';
import { RepKeysRepository } from './rep-keys.repository.js';
import { RepPortalController } from './rep-portal.controller.js';
import { RepPortalService } from './rep-portal.service.js';
import { RepVisitsService } from './rep-visits.service.js';
import { ViewKeysController } from './view-keys.controller.js';
import { ViewKeysService } from './view-keys.service.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RepKey } from './rep-key.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([RepKey]), AuthModule, MailModule],
  controllers: [RepPortalController, ViewKeysController, LinkRequestController],
  providers: [
    RepPortalService,
    RepKeysRepository,
    RepVisitsService,
    ViewKeysService,
    LinkRequestsService,
  ],
  exports: [ViewKeysService, RepKeysRepository, RepPortalService],
})
export class ViewKeysModule {}
