// The worker behind every email and push: one job per (send, rep). It sends only while the rep's
// item is still queued and marks it sent as soon as the server accepted the message, so a retried
// or duplicated job never repeats a delivered message. Passing failures (mail server away, SMTP
// 4xx, push service 5xx) are retried with backoff; a refused address (SMTP 5xx) is not.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PushFailure, PushService } from '../notifications/push.service.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { describeFailure, MailSender } from './mail-sender.js';
import { MAIL_MESSAGES } from './mail.messages.js';
import { givesUp, mailRetryQueue } from './mail-retries.js';
import { MailSendsRepository, type DeliveryRow } from './mail-sends.repository.js';
import { newPayTitle, renderNewPayEmail, renderPortalEmail } from './portal-email.js';
import { SMTP_MAX_CONNECTIONS } from './mail-transport.js';

export const DELIVERIES = 'deliveries';

export interface DeliveryJob {
  sendId: string;
  /** Trimmed, lower-cased. */
  email: string;
}

@Injectable()
export class DeliveriesService implements OnModuleInit {
  private readonly logger = new Logger('Deliveries');

  constructor(
    private readonly queue: JobQueue,
    private readonly sends: MailSendsRepository,
    private readonly sender: MailSender,
    private readonly push: PushService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<DeliveryJob>({
      name: DELIVERIES,
      queue: mailRetryQueue(this.config),
      // Twice the SMTP pool: the pool queues what it cannot send at once.
      batchSize: SMTP_MAX_CONNECTIONS * 2,
      handle: (job) => this.deliver(job.data, job.lastAttempt),
    });
  }

  /** Queues one job per rep of the send. */
  async enqueue(sendId: string, emails: string[]): Promise<void> {
    await this.queue.enqueue<DeliveryJob>(
      DELIVERIES,
      emails.map((email) => ({ data: { sendId, email } })),
    );
  }

  private async deliver(job: DeliveryJob, lastAttempt: boolean): Promise<JobOutcome> {
    const item = await this.sends.startAttempt(job.sendId, job.email);
    if (!item) return { retry: false }; // sent or settled already: never twice
    if (!item.view_key || item.rep_key_id === null) {
      await this.settle(item, job, { channel: null, error: MAIL_MESSAGES.noLiveLink });
      return { retry: false };
    }
    let channel: 'email' | 'push' = 'email';
    try {
      if (item.kind === 'new-pay' && (await this.pushNewPay(item)) > 0) channel = 'push';
      else await this.email(item);
    } catch (error) {
      // A push service that failed is logged as a push attempt, not as an email one.
      if (error instanceof PushFailure) channel = 'push';
      const failure =
        error instanceof PushFailure
          ? { message: error.message, permanent: false }
          : describeFailure(error);
      if (givesUp(failure, lastAttempt)) {
        await this.settle(item, job, { channel, error: failure.message });
        return { retry: false };
      }
      await this.sends.noteError(this.ref(item, job), channel, failure.message);
      return { retry: true, error: failure.message };
    }
    await this.settle(item, job, { channel, error: null });
    return { retry: false };
  }

  private async settle(
    item: DeliveryRow,
    job: DeliveryJob,
    outcome: { channel: 'email' | 'push' | null; error: string | null },
  ): Promise<void> {
    await this.sends.finish(this.ref(item, job), {
      status: outcome.error ? 'failed' : 'sent',
      channel: outcome.channel,
      error: outcome.error,
    });
    if (outcome.error)
      this.logger.warn(
        `Delivery to ${item.to_email} (send ${job.sendId}) failed: ${outcome.error}`,
      );
  }

  private ref(item: DeliveryRow, job: DeliveryJob) {
    return {
      companyId: item.company_id,
      sendId: job.sendId,
      email: job.email,
      toEmail: item.to_email,
    };
  }

  private link(item: DeliveryRow): string {
    return `${this.config.PUBLIC_URL}/bee/view/${encodeURIComponent(item.view_key!)}`;
  }

  private async email(item: DeliveryRow): Promise<void> {
    const link = this.link(item);
    const input = {
      company: { name: item.company_name, color: item.company_color, logo: item.company_logo },
      repName: item.rep_name ?? item.to_email,
      payDate: item.pay_date,
      link,
    };
    const email = item.kind === 'new-pay' ? renderNewPayEmail(input) : renderPortalEmail(input);
    await this.sender.send(item.to_email, email, link);
  }

  private pushNewPay(item: DeliveryRow): Promise<number> {
    const paycheck = item.paycheck ?? '';
    return this.push.pushToKey(item.company_id, item.rep_key_id!, {
      title: newPayTitle(item.pay_date),
      body: `${item.company_name}: open your portal to see it.`,
      url: paycheck ? `/bee/paycheck?date=${paycheck}` : '/bee/paychecks',
      tag: `new-pay-${paycheck || formatUsDate(new Date())}`,
    });
  }
}
