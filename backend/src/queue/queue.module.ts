import { Global, Module } from '@nestjs/common';
import { Foreground } from './foreground.js';
import { JobQueue } from './job-queue.service.js';
import { QueueRepository } from './queue.repository.js';

@Global()
@Module({
  providers: [JobQueue, QueueRepository, Foreground],
  exports: [JobQueue, QueueRepository, Foreground],
})
export class QueueModule {}
