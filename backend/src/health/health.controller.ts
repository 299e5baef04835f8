import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators.js';
import { QueueRepository } from '../queue/queue.repository.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
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
      await this.db.query('SELECT 1');
      return { status: 'ok', queue: await this.queue.health() };
    } catch {
      throw new ServiceUnavailableException({ status: 'unavailable' });
    }
  }
}
