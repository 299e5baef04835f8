// Question emails: one to each admin of the company who wants them when a question is asked or
// reopened (linking to it in the admin app), one to the rep for each answer (linking into their
// portal at that question). Sent after the change is committed and never fail the request: a
// message that cannot go is logged.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { REASON_LABELS } from '@commissionbee/shared/questions';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { writesToOutbox } from '../mail/mail-transport.js';
import {
  renderAdminQuestionEmail,
  renderRepAnswerEmail,
  type QuestionEmail,
} from './question-email.js';
import type { QuestionRow } from './questions.repository.js';
import { QuestionSettingsRepository } from './question-settings.repository.js';

@Injectable()
export class QuestionMailService {
  private readonly logger = new Logger('QuestionMail');

  constructor(
    private readonly mailer: MailerService,
    private readonly settings: QuestionSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
        about: about(q),
        message,
        link,
      });
      for (const admin of admins) await this.send(admin.email, email, link);
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
      const email = renderRepAnswerEmail({
        companyName: await this.settings.companyName(companyId),
        what,
        about: about(q),
        message,
        link,
      });
      await this.send(q.asker_email, email, link);
    });
  }

  private async send(to: string, email: QuestionEmail, link: string): Promise<void> {
    await this.mailer.sendMail({ from: this.config.MAIL_FROM, to, ...email });
    if (writesToOutbox(this.config))
      this.logger.log(`No SMTP_URL: question email for ${to}; link ${link}`);
  }

  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`A question email could not be sent: ${(error as Error).message}`);
    }
  }
}

/** One line saying what the question is about. */
function about(q: QuestionRow): string {
  const reason = REASON_LABELS[q.reason];
  if (q.scope === 'line' && q.snapshot)
    return `${reason}: ${q.snapshot.item_name} (${q.snapshot.item_pay_type}), ${q.snapshot.pay_date}, $${q.snapshot.amount.toFixed(2)}`;
  if (q.scope === 'paycheck') return `${reason}: the paycheck of ${q.pay_date}`;
  return `${reason}: pay that is missing`;
}
