// Every plan email goes through the job queue (like every email): the code, the signed copy (read
// from the database when the job runs, so the queue never holds a PDF), the request to sign and
// the daily reminders (a scheduled job; at most one a day per rep and version, claimed in SQL so
// two replicas never both send it).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeFailure, MailSender } from '../mail/mail-sender.js';
import { givesUp, mailRetryQueue } from '../mail/mail-retries.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import {
  renderCodeEmail,
  renderSignedEmail,
  renderSignRequestEmail,
  type PlanEmail,
} from './plan-email.js';
import { PlansRepository } from './plans.repository.js';
import { RepLanguages } from '../i18n/rep-languages.repository.js';

export const PLAN_MAIL = 'plan-mail';
export const PLAN_REMINDERS = 'plan-reminders';

type PlanMailJob =
  | { kind: 'code'; to: string; email: PlanEmail }
  | { kind: 'request'; to: string; email: PlanEmail; link: string }
  | {
      kind: 'signed';
      to: string;
      email: PlanEmail;
      companyId: number;
      signatureId: number;
      fileName: string;
    };

@Injectable()
export class PlanMailService implements OnModuleInit {
  private readonly logger = new Logger('PlanMail');

  constructor(
    private readonly queue: JobQueue,
    private readonly sender: MailSender,
    private readonly plans: PlansRepository,
    private readonly languages: RepLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<PlanMailJob>({
      name: PLAN_MAIL,
      queue: mailRetryQueue(this.config),
      batchSize: 5,
      handle: (job) => this.deliver(job.data, job.lastAttempt),
    });
    this.queue.define<object>({
      name: PLAN_REMINDERS,
      queue: { retryLimit: 2, retryDelay: 600 },
      batchSize: 1,
      schedule: '0 15 * * *',
      handle: async () => {
        await this.sendReminders();
        return { retry: false };
      },
    });
  }

  private async deliver(job: PlanMailJob, lastAttempt: boolean): Promise<JobOutcome> {
    try {
      if (job.kind === 'signed') {
        const copy = await this.plans.signedPdf(job.companyId, job.signatureId);
        if (!copy) return { retry: false };
        await this.sender.send(
          job.to,
          {
            ...job.email,
            attachments: [
              { filename: job.fileName, content: copy.signed_pdf, contentType: 'application/pdf' },
            ],
          } as PlanEmail,
          '',
        );
      } else {
        await this.sender.send(job.to, job.email, job.kind === 'request' ? job.link : '');
      }
      return { retry: false };
    } catch (error) {
      const failure = describeFailure(error);
      if (givesUp(failure, lastAttempt)) {
        this.logger.warn(`A plan email to ${job.to} failed: ${failure.message}`);
        return { retry: false };
      }
      return { retry: true, error: failure.message };
    }
  }

  /** The signing code, in the rep's language. */
  async code(
    companyId: number,
    to: string,
    p: { companyName: string; planName: string; code: string },
  ): Promise<void> {
    const language = await this.languages.forRep(companyId, to);
    await this.queue.enqueue<PlanMailJob>(PLAN_MAIL, [
      { data: { kind: 'code', to, email: renderCodeEmail({ ...p, language }) } },
    ]);
  }

  async signed(
    to: string,
    companyId: number,
    signatureId: number,
    p: { companyName: string; planName: string; version: number; verificationCode: string },
  ): Promise<void> {
    const fileName = `${p.planName.replace(/[^A-Za-z0-9._-]+/g, '-')}-v${p.version}-signed.pdf`;
    const language = await this.languages.forRep(companyId, to);
    await this.queue.enqueue<PlanMailJob>(PLAN_MAIL, [
      {
        data: {
          kind: 'signed',
          to,
          email: renderSignedEmail({ ...p, language }),
          companyId,
          signatureId,
          fileName,
        },
      },
    ]);
  }

  /** The request to sign, to each rep with a live link (a rep without one sees it once they get one). */
  async requests(
    companyId: number,
    emails: string[],
    p: { companyName: string; planName: string; version: number; dueDate: string | null },
    reminder = false,
  ): Promise<void> {
    const jobs = [];
    // Every rep's language in one query for the batch.
    const languages = await this.languages.forReps(companyId, emails);
    for (const to of emails) {
      const key = await this.plans.liveViewKey(companyId, to);
      if (!key) continue;
      const link = `${this.config.PUBLIC_URL}/bee/view/${encodeURIComponent(key.view_key)}?plans=1`;
      jobs.push({
        data: {
          kind: 'request' as const,
          to,
          link,
          email: renderSignRequestEmail({
            ...p,
            reminder,
            link,
            language: languages.get(to.trim().toLowerCase()),
          }),
        },
      });
    }
    await this.queue.enqueue<PlanMailJob>(PLAN_MAIL, jobs);
  }

  /** One pass of the reminders: overdue unsigned assignments not reminded in the last day. */
  async sendReminders(): Promise<number> {
    let sent = 0;
    for (const due of await this.plans.dueReminders(1000)) {
      if (!(await this.plans.claimReminder(due.id))) continue;
      const version = await this.plans.versionById(due.company_id, due.version_id);
      const company = await this.plans.companyName(due.company_id);
      if (!version || !company) continue;
      await this.requests(
        due.company_id,
        [due.rep_email],
        {
          companyName: company.name,
          planName: version.plan_name,
          version: version.version,
          dueDate: version.due_date,
        },
        true,
      );
      sent++;
    }
    return sent;
  }
}
