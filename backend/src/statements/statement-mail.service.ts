// Statement emails (issue 31 §4): when a publish issues a new revision of a rep's statement and
// the company's setting is 'link' or 'attachment', the freeze marks the revision due and queues one
// job per revision (StatementsService.freezePayDate). The job sends the rep their own statement
// (a link to the statements screen of their portal, or the PDF attached: the same bytes the rep
// downloads) and records that it was sent: a retried or repeated job never sends the same revision
// twice. A revision superseded before its email went is not sent (the newer one is), and the
// public demo key's rep is never emailed.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { isDemoKey } from '@commissionbee/shared/demo';
import { repPortalPath } from '@commissionbee/shared/rep-routes';
import { statementFileName, type PaycheckStatement } from '@commissionbee/shared/statements';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeFailure, MailSender } from '../mail/mail-sender.js';
import { givesUp, mailRetryQueue } from '../mail/mail-retries.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { renderStatementEmail } from './statement-email.js';
import { StatementsRepository } from './statements.repository.js';
import { RepLanguages } from '../i18n/rep-languages.repository.js';
import { STATEMENT_MAIL, StatementsService } from './statements.service.js';

interface StatementMailJob {
  companyId: number;
  statementId: number;
}

@Injectable()
export class StatementMailService implements OnModuleInit {
  private readonly logger = new Logger('StatementMail');

  constructor(
    private readonly queue: JobQueue,
    private readonly sender: MailSender,
    private readonly repo: StatementsRepository,
    private readonly statements: StatementsService,
    private readonly languages: RepLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<StatementMailJob>({
      name: STATEMENT_MAIL,
      queue: mailRetryQueue(this.config),
      batchSize: 5,
      // One job of a company at a time: two jobs of one revision never send it side by side.
      groupConcurrency: 1,
      handle: (job) => this.deliver(job.data, job.lastAttempt),
    });
  }

  /** Sends the revision's email unless it was sent, is no longer due, or the setting is off. */
  async deliver(job: StatementMailJob, lastAttempt = false): Promise<JobOutcome> {
    const row = await this.repo.forEmail(job.companyId, job.statementId);
    if (!row || !row.email_due || row.emailed_at || row.superseded_at) return { retry: false };
    const mode = row.statement_email;
    if (mode !== 'link' && mode !== 'attachment') return { retry: false };
    const key = await this.repo.liveViewKey(job.companyId, row.rep_email);
    // The public demo's rep is nobody's inbox.
    if (isDemoKey(key?.view_key)) return { retry: false };
    if (mode === 'link' && !key) {
      // A rep without a live link could not open it; they see the statement once they get one.
      this.logger.warn(`Statement ${row.id}: ${row.rep_email} has no portal link, not emailed`);
      return { retry: false };
    }
    const content = JSON.parse(row.content) as PaycheckStatement;
    const link =
      mode === 'link'
        ? `${this.config.PUBLIC_URL}${repPortalPath(key!.view_key)}?statements=1`
        : undefined;
    const email = renderStatementEmail({
      companyName: content.company.name,
      repName: content.rep.name || row.rep_email,
      payDate: row.pay_date,
      totalCents: content.total_cents,
      revision: row.revision,
      link,
      language: await this.languages.forRep(job.companyId, row.rep_email),
    });
    try {
      if (mode === 'attachment') {
        const file = await this.statements.pdfOf(row);
        await this.sender.send(
          row.rep_email,
          {
            ...email,
            attachments: [
              {
                filename: statementFileName(row.pay_date, row.rep_email),
                content: file.bytes,
                contentType: 'application/pdf',
              },
            ],
          } as typeof email,
          '',
        );
      } else {
        await this.sender.send(row.rep_email, email, link ?? '');
      }
    } catch (error) {
      const failure = describeFailure(error);
      if (givesUp(failure, lastAttempt)) {
        this.logger.warn(`A statement email to ${row.rep_email} failed: ${failure.message}`);
        return { retry: false };
      }
      return { retry: true, error: failure.message };
    }
    await this.repo.markEmailed(job.companyId, row.id);
    return { retry: false };
  }
}
