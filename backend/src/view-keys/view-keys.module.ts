import { Module } from '@nestjs/common';
import { RepPortalController } from './rep-portal.controller.js';
import { RepPortalService } from './rep-portal.service.js';
import { RepVisitsRepository } from './rep-visits.repository.js';
import { RepVisitsService } from './rep-visits.service.js';
import { ViewKeysController } from './view-keys.controller.js';
import { ViewKeysService } from './view-keys.service.js';

@Module({
  controllers: [RepPortalController, ViewKeysController],
  providers: [RepPortalService, RepVisitsRepository, RepVisitsService, ViewKeysService],
  exports: [ViewKeysService],
})
export class ViewKeysModule {}
