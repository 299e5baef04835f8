import { Controller } from '@nestjs/common';
import { health } from '@commissionbee/shared/contracts/health';
import { Route } from '../common/route.js';
import { QueueRepository } from '../queue/queue.repository.js';
import { HealthRepository } from './health.repository.js';
import { appError } from '../common/app-error.js';
import { HTTP_MESSAGES } from '../common/common.messages.js';

@Controller()
export class HealthController {
  constructor(
    private readonly database: HealthRepository,
    private readonly queue: QueueRepository,
  ) {}

  @Route(health.get)
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
