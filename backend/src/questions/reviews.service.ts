// Paycheck reviews: a rep's "Looks right" for a pay date, stale once the lines change, and the
// admins' summary of a pay date (who reviewed, who opened the portal, open questions).
import { Injectable } from '@nestjs/common';
import type { PayDateReviews, PaycheckReview } from '@commissionbee/shared/questions';
import type { RepPrincipal } from '../auth/principal.js';
import { PaycheckReviewsRepository } from './paycheck-reviews.repository.js';
import { QuestionsRepository } from './questions.repository.js';
import { QUESTIONS_HTTP } from './questions.messages.js';
import { refuseDemoWrites } from './questions.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { ActivityService } from '../activity/activity.service.js';
import { DataSource } from 'typeorm';
import { appError } from '../common/app-error.js';

@Injectable()
export class ReviewsService {
  constructor(
    private readonly db: DataSource,
    private readonly reviews: PaycheckReviewsRepository,
    private readonly questions: QuestionsRepository,
    private readonly webhooks: WebhooksService,
    private readonly activity: ActivityService,
  ) {}

  async review(rep: RepPrincipal, payDate: string): Promise<PaycheckReview> {
    refuseDemoWrites(rep);
    const outcome = await this.db.transaction(async (tx) => {
      const stored = await this.reviews.upsert(rep.companyId, rep.email, payDate, tx);
      if (stored === 'none') throw appError('QUESTION_NO_PAYCHECK', QUESTIONS_HTTP.noPaycheck);
      // A repeat of a review whose lines have not changed says nothing new: no event, no webhook.
      if (stored === 'unchanged') return stored;
      await this.activity.record(tx, {
        companyId: rep.companyId,
        action: 'paycheck.reviewed',
        target: rep.email,
        details: { pay_date: payDate },
      });
      return stored;
    });
    const mine = await this.reviews.listForRep(rep.companyId, rep.email);
    if (outcome === 'stored')
      await this.webhooks.emit(rep.companyId, 'paycheck.reviewed', {
        rep_email: rep.email,
        pay_date: payDate,
      });
    return mine.find((r) => r.pay_date === payDate)!;
  }

  listForRep(rep: RepPrincipal): Promise<PaycheckReview[]> {
    return this.reviews.listForRep(rep.companyId, rep.email);
  }

  async forPayDate(companyId: number, payDate: string): Promise<PayDateReviews> {
    const [reps, openByAsker, openQuestions] = await Promise.all([
      this.reviews.forPayDate(companyId, payDate),
      this.questions.openByAsker(companyId),
      this.questions.openOnPayDate(companyId, payDate),
    ]);
    return {
      pay_date: payDate,
      reps: reps.map((r) => ({
        rep_email: r.rep_email,
        rep_name: r.rep_name,
        reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
        stale: r.stale,
        last_opened_at: r.last_opened_at ? new Date(r.last_opened_at).toISOString() : null,
        open_questions: openByAsker.get(r.rep_email) ?? 0,
      })),
      reviewed: reps.filter((r) => r.reviewed_at && !r.stale).length,
      open_questions: openQuestions,
    };
  }
}
