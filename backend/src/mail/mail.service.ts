// Sends on the queue: a send is stored with one item per rep and one delivery job per item, and
// answered at once (202); its progress is read from the items as the jobs settle them.
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@commissionbee/shared/email';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import type { SendProgress, SendStarted } from '@commissionbee/shared/types';
import { NotificationSettingsRepository } from '../notifications/notification-settings.repository.js';
import { DeliveriesService } from './deliveries.service.js';
import { MAIL_MESSAGES } from './mail.messages.js';
import { MailSendsRepository, RecipientsRepository } from './mail-sends.repository.js';
import { ActivityService } from '../activity/activity.service.js';
import { appError } from '../common/app-error.js';

@Injectable()
export class MailService {
  constructor(
    private readonly sends: MailSendsRepository,
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: DeliveriesService,
    private readonly settings: NotificationSettingsRepository,
    private readonly activity: ActivityService,
  ) {}

  /** `payDate` is shown to the rep as given (M/D/YYYY). Reps without a live link are `ignored`. */
  async sendRepPortals(
    companyId: number,
    userId: number | null,
    payDate: string,
    emails: string[],
    /** A rep's own "Email me a new link" is logged as that, not as an admin's send. */
    requestedByRep = false,
  ): Promise<SendStarted> {
    const requested = new Map<string, string>();
    for (const email of emails) {
      const key = normalizeEmail(email);
      if (key && !requested.has(key)) requested.set(key, email.trim());
    }
    const found = await this.recipients.withLiveKey(companyId, [...requested.keys()]);
    const reachable = new Set(found);
    const ignored = [...requested].filter(([key]) => !reachable.has(key)).map(([, e]) => e);
    const id = randomUUID();
    await this.sends.create(
      companyId,
      { id, kind: 'portal', createdBy: userId, uploadId: null },
      found.map((rep_email) => ({ rep_email, pay_date: payDate, paycheck: null })),
      (tx) =>
        this.activity.record(tx, {
          companyId,
          action: requestedByRep ? 'portal.link_requested' : 'portal.emails_sent',
          target: found.length === 1 ? found[0] : null,
          details: {
            send_id: id,
            pay_date: payDate,
            count: found.length,
            recipients: found.slice(0, 50),
          },
        }),
    );
    await this.deliveries.enqueue({ id, companyId, kind: 'portal' }, found);
    return { id, total: found.length, ignored };
  }

  /** How many reps a "new pay posted" notification of this upload would reach. */
  async newPayReps(
    companyId: number,
    uploadId: number,
  ): Promise<{ reps: number; review_before_publish: boolean }> {
    const reps = await this.recipients.newPay(companyId, uploadId);
    if (!reps) throw appError('NOT_FOUND');
    return { reps: reps.length, review_before_publish: await this.recipients.reviewOn(companyId) };
  }

  /** "New pay posted for {pay date}" to each rep with new pay in the upload: push, else email. */
  async notifyNewPay(
    companyId: number,
    userId: number | null,
    uploadId: number,
  ): Promise<SendStarted> {
    const reps = await this.recipients.newPay(companyId, uploadId);
    if (!reps) throw appError('NOT_FOUND');
    const id = randomUUID();
    await this.sends.create(
      companyId,
      { id, kind: 'new-pay', createdBy: userId, uploadId },
      reps.map((r) => ({
        rep_email: r.key,
        pay_date: formatUsDate(r.paycheck),
        paycheck: r.paycheck,
      })),
      (tx) =>
        this.activity.record(tx, {
          companyId,
          action: 'portal.new_pay_notified',
          target: String(uploadId),
          details: {
            send_id: id,
            upload_id: uploadId,
            count: reps.length,
            recipients: reps.slice(0, 50).map((r) => r.key),
          },
        }),
    );
    await this.deliveries.enqueue(
      { id, companyId, kind: 'new-pay' },
      reps.map((r) => r.key),
    );
    return { id, total: reps.length, ignored: [] };
  }

  /**
   * Pay runs (issue 29): "Notify the {n} reps" of a published pay date — the reps with lines on
   * it, told the way new pay is (push, else email). Answers null when no rep has a live key.
   */
  async notifyPublished(
    companyId: number,
    userId: number | null,
    payDate: string,
  ): Promise<SendStarted | null> {
    const reps = await this.recipients.newPayOnDate(companyId, payDate);
    if (reps.length === 0) return null;
    const id = randomUUID();
    await this.sends.create(
      companyId,
      { id, kind: 'new-pay', createdBy: userId, uploadId: null },
      reps.map((r) => ({
        rep_email: r.key,
        pay_date: formatUsDate(r.paycheck),
        paycheck: r.paycheck,
      })),
      (tx) =>
        this.activity.record(tx, {
          companyId,
          action: 'portal.new_pay_notified',
          target: payDate,
          details: {
            send_id: id,
            pay_date: payDate,
            count: reps.length,
            recipients: reps.slice(0, 50).map((r) => r.key),
          },
        }),
    );
    await this.deliveries.enqueue(
      { id, companyId, kind: 'new-pay' },
      reps.map((r) => r.key),
    );
    return { id, total: reps.length, ignored: [] };
  }

  /** Called after every upload: notifies when the company asked for it. */
  async afterUpload(
    companyId: number,
    userId: number | null,
    uploadId: number,
  ): Promise<SendStarted | null> {
    if (!(await this.settings.notifyAfterUpload(companyId))) return null;
    const started = await this.notifyNewPay(companyId, userId, uploadId);
    return started.total > 0 ? started : null;
  }

  async progress(companyId: number, id: string): Promise<SendProgress> {
    const send = await this.sends.find(companyId, id);
    if (!send) throw appError('MAIL_SEND_NOT_FOUND', MAIL_MESSAGES.noSuchSend);
    const counts = await this.sends.counts(id);
    const failed = counts.failed > 0 ? await this.sends.failed(id) : [];
    return {
      id,
      kind: send.kind,
      state: counts.queued > 0 ? 'sending' : counts.failed > 0 ? 'failed' : 'sent',
      total: counts.total,
      sent: counts.sent,
      queued: counts.queued,
      failed: failed.map((f) => ({ email: f.email, error: f.error ?? '' })),
      created_at: new Date(send.created_at).toISOString(),
    };
  }

  /** Sends again to the reps of the send that failed, and only to them. */
  async retryFailed(companyId: number, id: string): Promise<SendStarted> {
    const send = await this.sends.find(companyId, id);
    if (!send) throw appError('MAIL_SEND_NOT_FOUND', MAIL_MESSAGES.noSuchSend);
    const emails = await this.sends.requeueFailed(id);
    await this.deliveries.enqueue({ id, companyId, kind: send.kind }, emails);
    return { id, total: emails.length, ignored: [] };
  }
}
