import { Module } from '@nestjs/common';
import { RepProfilesRepository } from './rep-profiles.repository.js';
import { RepsController } from './reps.controller.js';
import { RepsService } from './reps.service.js';

@Module({
  controllers: [RepsController],
  providers: [RepProfilesRepository, RepsService],
  exports: [RepProfilesRepository],
})
export class RepsModule {}
