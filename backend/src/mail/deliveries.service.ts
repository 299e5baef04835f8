// The workers behind every portal email and push: one job per (send, rep). It sends only while the
// rep's item is still queued and marks it sent as soon as the server accepted the message, so a
// retried or duplicated job never repeats a delivered message. Passing failures (mail server away,
// SMTP 4xx, push service 5xx) are retried with backoff; a refused address (SMTP 5xx) is not.
// Emails and pushes run on queues of their own, each with its own workers and at most a few jobs of
// one company at once: a company whose push endpoints hang holds two push workers, never the mail.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PushFailure, PushService } from '../notifications/push.service.js';
import { companyGroup, JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { describeFailure, MailSender } from './mail-sender.js';
import { MAIL_MESSAGES } from './mail.messages.js';
import { givesUp, mailRetryQueue } from './mail-retries.js';
import { MailSendsRepository, type DeliveryRow, type SendKind } from './mail-sends.repository.js';
import { repLanguage } from '../i18n/rep-language.js';
import { newPayPush, renderNewPayEmail, renderPortalEmail } from './portal-email.js';
import { SMTP_MAX_CONNECTIONS } from './mail-transport.js';

/** The mail queue (its historic name): portal emails, and new pay for reps no browser took. */
export const DELIVERIES = 'deliveries';
/** New pay: pushed to the rep's browsers, else handed to the mail queue as an email. */
export const PUSH_DELIVERIES = 'push-deliveries';

/** Push jobs in flight on each replica, and of one company at once across replicas. */
const PUSH_WORKERS = 4;
const PUSH_PER_COMPANY = 2;

export interface DeliveryJob {
  sendId: string;
  /** Trimmed, lower-cased. */
  email: string;
  /** Set when a push job found no browser: the job on the mail queue emails the same words. */
  emailOnly?: boolean;
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
      // Two workers of half the SMTP pool each, so the pool stays full while one waits on its batch.
      batchSize: SMTP_MAX_CONNECTIONS,
      concurrency: 2,
      groupConcurrency: SMTP_MAX_CONNECTIONS,
      handle: (job) => this.deliver(job.data, job.lastAttempt, job.signal),
    });
    this.queue.define<DeliveryJob>({
      name: PUSH_DELIVERIES,
      queue: mailRetryQueue(this.config),
      batchSize: 1,
      concurrency: PUSH_WORKERS,
      groupConcurrency: PUSH_PER_COMPANY,
      handle: (job) => this.deliver(job.data, job.lastAttempt, job.signal),
    });
  }

  /** Queues one job per rep of the send: new pay on the push queue, the rest on the mail queue. */
  async enqueue(
    send: { id: string; companyId: number; kind: SendKind },
    emails: string[],
  ): Promise<void> {
    await this.queue.enqueue<DeliveryJob>(
      send.kind === 'new-pay' ? PUSH_DELIVERIES : DELIVERIES,
      emails.map((email) => ({
        data: { sendId: send.id, email },
        group: companyGroup(send.companyId),
      })),
    );
  }

  private async deliver(
    job: DeliveryJob,
    lastAttempt: boolean,
    signal: AbortSignal,
  ): Promise<JobOutcome> {
    const item = await this.sends.startAttempt(job.sendId, job.email);
    if (!item) return { retry: false }; // sent or settled already: never twice
    if (!item.view_key || item.rep_key_id === null) {
      await this.settle(item, job, { channel: null, error: MAIL_MESSAGES.noLiveLink });
      return { retry: false };
    }
    const channel: 'email' | 'push' = item.kind === 'new-pay' && !job.emailOnly ? 'push' : 'email';
    try {
      if (channel === 'email') await this.email(item);
      else if ((await this.pushNewPay(item, signal)) === 0) {
        // No browser took it: the same words by email, from the mail queue's workers.
        await this.queue.enqueue<DeliveryJob>(DELIVERIES, [
          { data: { ...job, emailOnly: true }, group: companyGroup(item.company_id) },
        ]);
        return { retry: false };
      }
    } catch (error) {
      // Stopped by a shutdown: nothing to note, whoever runs next tries again.
      if (signal.aborted) return { retry: true, error: (error as Error).message };
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
      language: repLanguage(item),
    };
    const email = item.kind === 'new-pay' ? renderNewPayEmail(input) : renderPortalEmail(input);
    await this.sender.send(item.to_email, email, link);
  }

  private pushNewPay(item: DeliveryRow, signal: AbortSignal): Promise<number> {
    const paycheck = item.paycheck ?? '';
    return this.push.pushToKey(
      item.company_id,
      item.rep_key_id!,
      {
        ...newPayPush({
          payDate: item.pay_date,
          companyName: item.company_name,
          language: repLanguage(item),
        }),
        url: paycheck ? `/bee/paycheck?date=${paycheck}` : '/bee/paychecks',
        tag: `new-pay-${paycheck || formatUsDate(new Date())}`,
      },
      signal,
    );
  }
}
