import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthEvents } from '../auth/auth-events.js';
import { ActivityEventRecord } from './activity-event.entity.js';
import { ActivityEventsRepository } from './activity-events.repository.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';

/**
 * Global: every module that changes pay or access writes its events through ActivityService.
 * It also provides auth's port (AuthEvents): auth, a base layer, writes its sign-ins here without
 * importing this feature. CompaniesRepository comes from CompaniesModule (global).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ActivityEventRecord])],
  controllers: [ActivityController],
  providers: [
    ActivityEventsRepository,
    ActivityService,
    {
      provide: AuthEvents,
      inject: [ActivityService],
      useFactory: (activity: ActivityService): AuthEvents => activity,
    },
  ],
  exports: [ActivityService, AuthEvents],
})
export class ActivityModule {}
