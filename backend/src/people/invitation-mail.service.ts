// Invitation emails go through the job queue like every email (retried when the server is away,
// a refused address is not retried), queued after the invitation is committed.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PeopleRole } from '@commissionbee/shared/people';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeFailure, MailSender } from '../mail/mail-sender.js';
import { givesUp, mailRetryQueue } from '../mail/mail-retries.js';
import { JobQueue, type JobOutcome } from '../queue/job-queue.service.js';
import { renderInvitationEmail, type InvitationEmail } from './invitation-email.js';

export const INVITATION_MAIL = 'invitation-mail';

interface InvitationMailJob extends InvitationEmail {
  to: string;
  link: string;
}

@Injectable()
export class InvitationMailService implements OnModuleInit {
  private readonly logger = new Logger('InvitationMail');

  constructor(
    private readonly queue: JobQueue,
    private readonly sender: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<InvitationMailJob>({
      name: INVITATION_MAIL,
      queue: mailRetryQueue(this.config),
      batchSize: 5,
      handle: (job) => this.deliver(job.data, job.lastAttempt),
    });
  }

  private async deliver(job: InvitationMailJob, lastAttempt: boolean): Promise<JobOutcome> {
    try {
      const { to, link, ...email } = job;
      await this.sender.send(to, email, link);
      return { retry: false };
    } catch (error) {
      const failure = describeFailure(error);
      if (givesUp(failure, lastAttempt)) {
        this.logger.warn(`An invitation email to ${job.to} failed: ${failure.message}`);
        return { retry: false };
      }
      return { retry: true, error: failure.message };
    }
  }

  async send(input: {
    to: string;
    companyName: string;
    invitedBy: string;
    role: PeopleRole;
    link: string;
    expiresAt: Date;
  }): Promise<void> {
    const email = renderInvitationEmail(input);
    await this.queue.enqueue<InvitationMailJob>(INVITATION_MAIL, [
      { data: { to: input.to, link: input.link, ...email } },
    ]);
  }
}
