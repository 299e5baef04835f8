import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service.js';
import { QueueRepository } from './queue.repository.js';

@Global()
@Module({ providers: [JobQueue, QueueRepository], exports: [JobQueue, QueueRepository] })
export class QueueModule {}
