import { Global, Module } from '@nestjs/common';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { ActivityEventsRepository } from './activity-events.repository.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';

/** Global: every module that changes pay or access writes its events through ActivityService. */
@Global()
@Module({
  controllers: [ActivityController],
  providers: [ActivityEventsRepository, CompaniesRepository, ActivityService],
  exports: [ActivityService],
})
export class ActivityModule {}
