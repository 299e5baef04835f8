// Question emails: one to each admin of the company who wants them when a question is asked or
// reopened (linking to it in the admin app), one to the rep for each answer (linking into their
// portal at that question). Queued after the change is committed (the job queue every email goes
// through), so a request never waits on the mail server and a replica that dies mid-send loses
// nothing; passing failures are retried, a refused address is not.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { emailWords } from '../i18n/email-catalogues.js';
import { RepLanguages } from '../i18n/rep-languages.repository.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeFailure, MailSender } from '../mail/mail-sender.js';
import { givesUp, mailRetryQueue } from '../mail/mail-retries.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import {
  renderAdminQuestionEmail,
  renderRepAnswerEmail,
  type QuestionEmail,
} from './question-email.js';
import type { QuestionRow } from './questions.repository.js';
import { QuestionSettingsRepository } from './question-settings.repository.js';

export const QUESTION_MAIL = 'question-mail';

interface QuestionMailJob extends QuestionEmail {
  to: string;
  link: string;
}

@Injectable()
export class QuestionMailService implements OnModuleInit {
  private readonly logger = new Logger('QuestionMail');

  constructor(
    private readonly queue: JobQueue,
    private readonly sender: MailSender,
    private readonly settings: QuestionSettingsRepository,
    private readonly languages: RepLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<QuestionMailJob>({
      name: QUESTION_MAIL,
      queue: mailRetryQueue(this.config),
      batchSize: 5,
      handle: (job) => this.deliver(job.data, job.lastAttempt),
    });
  }

  private async deliver(job: QuestionMailJob, lastAttempt: boolean): Promise<JobOutcome> {
    try {
      const { to, link, ...email } = job;
      await this.sender.send(to, email, link);
      return { retry: false };
    } catch (error) {
      const failure = describeFailure(error);
      if (givesUp(failure, lastAttempt)) {
        this.logger.warn(`A question email to ${job.to} failed: ${failure.message}`);
        return { retry: false };
      }
      return { retry: true, error: failure.message };
    }
  }

  /** Starts the admins' emails for a new or reopened question; resolves when they are handed over. */
  toAdmins(companyId: number, q: QuestionRow, message: string, reopened: boolean): Promise<void> {
    return this.guard(async () => {
      const [admins, companyName] = await Promise.all([
        this.settings.adminRecipients(companyId),
        this.settings.companyName(companyId),
      ]);
      const link = `${this.config.PUBLIC_URL}/bee/questions/${q.id}`;
      const email = renderAdminQuestionEmail({
        companyName,
        repName: q.asker_name ?? q.asker_email,
        reopened,
        about: about(q, 'en'),
        message,
        link,
      });
      await this.enqueue(admins.map((admin) => ({ to: admin.email, link, ...email })));
    });
  }

  /** The rep's email for an admin's reply, request for information or resolution. */
  toRep(
    companyId: number,
    q: QuestionRow,
    what: 'reply' | 'request_info' | 'resolved',
    message: string,
  ): Promise<void> {
    return this.guard(async () => {
      const key = await this.settings.liveViewKey(companyId, q.asker_email);
      if (!key) return;
      const link = `${this.config.PUBLIC_URL}/bee/view/${encodeURIComponent(key)}?question=${q.id}`;
      const [companyName, language] = await Promise.all([
        this.settings.companyName(companyId),
        this.languages.forRep(companyId, q.asker_email),
      ]);
      const email = renderRepAnswerEmail({
        companyName,
        what,
        about: about(q, language),
        message,
        link,
        language,
      });
      await this.enqueue([{ to: q.asker_email, link, ...email }]);
    });
  }

  private enqueue(jobs: QuestionMailJob[]): Promise<void> {
    return this.queue.enqueue<QuestionMailJob>(
      QUESTION_MAIL,
      jobs.map((data) => ({ data })),
    );
  }

  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`A question email could not be queued: ${(error as Error).message}`);
    }
  }
}

/**
 * One line saying what the question is about, in `language`. English keeps the dates as written
 * (the specification's text); another language writes them its way.
 */
function about(q: QuestionRow, language: string): string {
  const { t, formats } = emailWords(language);
  const date = (value: string | null) => (language === 'en' ? value : formats.date(value)) ?? '';
  const reason = t(`answer.reason.${q.reason}`);
  if (q.scope === 'line' && q.snapshot)
    return t('answer.about.line', {
      reason,
      item: q.snapshot.item_name,
      payType: q.snapshot.item_pay_type,
      payDate: date(q.snapshot.pay_date),
      amount: `$${q.snapshot.amount.toFixed(2)}`,
    });
  if (q.scope === 'paycheck')
    return t('answer.about.paycheck', { reason, payDate: date(q.pay_date) });
  return t('answer.about.missing', { reason });
}
