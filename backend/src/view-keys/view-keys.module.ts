import { Module } from '@nestjs/common';
import { RepKeysRepository } from './rep-keys.repository.js';
import { RepPortalController } from './rep-portal.controller.js';
import { RepPortalService } from './rep-portal.service.js';
import { RepVisitsService } from './rep-visits.service.js';
import { ViewKeysController } from './view-keys.controller.js';
import { ViewKeysService } from './view-keys.service.js';

@Module({
  controllers: [RepPortalController, ViewKeysController],
  providers: [RepPortalService, RepKeysRepository, RepVisitsService, ViewKeysService],
  exports: [ViewKeysService, RepKeysRepository],
})
export class ViewKeysModule {}
