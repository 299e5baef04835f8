// The hook other features subscribe to when a pay date is published or closed (issue 29): e.g.
// statements freeze a pay date's statement when it is closed. Called after the transition's
// transaction has committed; a listener's failure is logged and never undoes the transition.
//
//   constructor(events: PayRunEvents) {
//     events.onPublished(({ companyId, payDate }) => …);
//     events.onClosed(({ companyId, payDate }) => …);
//   }
import { Injectable, Logger } from '@nestjs/common';

export interface PayRunEvent {
  companyId: number;
  /** 'YYYY-MM-DD', or 'PENDING' for the undated lines (published only, never closed). */
  payDate: string;
}

export type PayRunListener = (event: PayRunEvent) => void | Promise<void>;

type Kind = 'published' | 'closed' | 'reopened';

@Injectable()
export class PayRunEvents {
  private readonly listeners: Record<Kind, PayRunListener[]> = {
    published: [],
    closed: [],
    reopened: [],
  };
  private readonly logger = new Logger('PayRunEvents');

  onPublished(listener: PayRunListener): void {
    this.listeners.published.push(listener);
  }

  onClosed(listener: PayRunListener): void {
    this.listeners.closed.push(listener);
  }

  onReopened(listener: PayRunListener): void {
    this.listeners.reopened.push(listener);
  }

  published(companyId: number, payDate: string): Promise<void> {
    return this.emit('published', { companyId, payDate });
  }

  closed(companyId: number, payDate: string): Promise<void> {
    return this.emit('closed', { companyId, payDate });
  }

  reopened(companyId: number, payDate: string): Promise<void> {
    return this.emit('reopened', { companyId, payDate });
  }

  private async emit(kind: Kind, event: PayRunEvent): Promise<void> {
    for (const listener of this.listeners[kind]) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error(`A ${kind} listener failed: ${(error as Error).message}`);
      }
    }
  }
}
