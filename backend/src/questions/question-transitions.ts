// One transition of a question: the question locked, the action checked against its state (409
// with the rule's message), the change, its thread event and its activity event written in one
// transaction. The admin's and the rep's actions all go through here.
import { Injectable } from '@nestjs/common';
import { transition, type QuestionAction } from '@commissionbee/shared/questions';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import { QuestionEventsRepository } from './question-events.repository.js';
import { QUESTIONS_HTTP } from './questions.messages.js';
import {
  QuestionsRepository,
  type QuestionChange,
  type QuestionRow,
} from './questions.repository.js';
import { appError } from '../common/app-error.js';

/** What a transition writes, planned from the question's state. */
export type TransitionPlan = (state: {
  from: QuestionRow['status'];
  to: QuestionRow['status'];
  resolvedAt: Date | null;
}) => {
  change: QuestionChange;
  event: { kind: string; actor: 'rep' | 'admin'; email: string; body: string | null };
};

@Injectable()
export class QuestionTransitions {
  constructor(
    private readonly db: DataSource,
    private readonly questions: QuestionsRepository,
    private readonly events: QuestionEventsRepository,
    private readonly activity: ActivityService,
  ) {}

  /** Applies `action` to the question (the asker's own when given); answers the question after. */
  async apply(
    companyId: number,
    id: number,
    askerEmail: string | null,
    action: QuestionAction,
    plan: TransitionPlan,
  ): Promise<QuestionRow> {
    await this.db.transaction(async (tx) => {
      const locked = await this.questions.lock(tx, companyId, id, askerEmail);
      if (!locked) throw appError('QUESTION_NOT_FOUND', QUESTIONS_HTTP.notFound);
      const next = transition(locked.status, action);
      if ('refused' in next) throw appError('QUESTION_NOT_OPEN', next.refused);
      const { change, event } = plan({
        from: locked.status,
        to: next.to,
        resolvedAt: locked.resolved_at ? new Date(locked.resolved_at) : null,
      });
      await this.questions.change(tx, companyId, id, change);
      await this.events.add(tx, id, event.kind, event.actor, event.email.toLowerCase(), event.body);
      if (action === 'admin_reply' || action === 'request_info' || action === 'resolve')
        await this.activity.record(tx, {
          companyId,
          action: action === 'resolve' ? 'question.resolved' : 'question.answered',
          target: String(id),
          details: {
            question_id: id,
            ...(change.resolution ? { resolution: change.resolution } : {}),
          },
        });
    });
    return this.mustFind(companyId, id, askerEmail);
  }

  /** The question (the asker's own when given), or 404. */
  async mustFind(companyId: number, id: number, askerEmail: string | null): Promise<QuestionRow> {
    const question = await this.questions.find(companyId, id, askerEmail);
    if (!question) throw appError('QUESTION_NOT_FOUND', QUESTIONS_HTTP.notFound);
    return question;
  }
}
