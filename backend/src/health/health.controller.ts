import { Controller, ServiceUnavailableException } from '@nestjs/common';
import { health } from '@commissionbee/shared/contracts/health';
import { Route } from '../common/route.js';
import { QueueRepository } from '../queue/queue.repository.js';
import { HealthRepository } from './health.repository.js';

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
      throw new ServiceUnavailableException({ status: 'unavailable' });
    }
  }
}
