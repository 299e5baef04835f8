import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { QueueRepository } from '../queue/queue.repository.js';
import { HealthRepository } from './health.repository.js';
import { appError } from '../common/app-error.js';
import { HTTP_MESSAGES } from '../common/common.messages.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    private readonly queue: QueueRepository,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: '{status:"ok", queue} when the database answers; 503 when it does not',
    description:
      'queue: {waiting, active, oldest_waiting_seconds} of the email and push job queue (null before its first start).',
  })
  async health() {
    try {
      await this.database.ping();
      return { status: 'ok', queue: await this.queue.health() };
    } catch {
      throw appError('DATABASE_UNAVAILABLE', HTTP_MESSAGES.databaseUnavailable, {
        status: 'unavailable',
      });
    }
  }
}
