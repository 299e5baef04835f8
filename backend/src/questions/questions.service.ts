// The rules of a pay question: who may ask about what, the daily limit, the snapshot of the line,
// the transitions (a refused one is 409 with the rule's message) and the events of the thread.
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { Injectable } from '@nestjs/common';
import {
  QUESTION_MESSAGES,
  QUESTIONS_PER_DAY,
  REOPEN_DAYS,
  type QuestionDetail,
  type QuestionLineSnapshot,
  type QuestionPage,
} from '@commissionbee/shared/questions';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type {
  newQuestionBody,
  questionSettingsBody,
  resolveBody,
} from '@commissionbee/shared/questions-body';
import type { RepPrincipal, UserPrincipal } from '../auth/principal.js';
import { isDemoKey } from '@commissionbee/shared/demo';
import { QuestionEventsRepository } from './question-events.repository.js';
import { QuestionLinesRepository } from './question-lines.repository.js';
import { QuestionMailService } from './question-mail.service.js';
import { QuestionSettingsRepository } from './question-settings.repository.js';
import { QuestionTransitions } from './question-transitions.js';
import {
  QuestionsRepository,
  type QuestionFilter,
  type QuestionRow,
} from './questions.repository.js';
import { QUESTIONS_HTTP, QUESTIONS_RESOLVED } from './questions.messages.js';
import { ActivityService } from '../activity/activity.service.js';
import { appError } from '../common/app-error.js';

const DAY_MS = 86_400_000;
const SNAPSHOT_FIELDS = [
  'pay_date',
  'rep_email',
  'item_name',
  'item_pay_type',
  'amount',
  'breakdown',
  'manual_note',
] as const;

/** The demo key is public: questions and reviews made with it stay on the phone. */
export function refuseDemoWrites(rep: RepPrincipal): void {
  if (isDemoKey(rep.viewKey))
    throw appError('QUESTION_DEMO_READ_ONLY', QUESTION_MESSAGES.demoReadOnly);
}

@Injectable()
export class QuestionsService {
  constructor(
    private readonly db: DataSource,
    private readonly questions: QuestionsRepository,
    private readonly lines: QuestionLinesRepository,
    private readonly events: QuestionEventsRepository,
    private readonly transitions: QuestionTransitions,
    private readonly mail: QuestionMailService,
    private readonly webhooks: WebhooksService,
    private readonly activity: ActivityService,
    private readonly settings: QuestionSettingsRepository,
  ) {}

  async ask(rep: RepPrincipal, body: z.infer<typeof newQuestionBody>): Promise<QuestionDetail> {
    refuseDemoWrites(rep);
    let snapshot: QuestionLineSnapshot | null = null;
    if (body.record_id) {
      snapshot = await this.lines.visibleLine(rep.companyId, rep.email, body.record_id);
      if (!snapshot) throw appError('QUESTION_LINE_NOT_FOUND', QUESTIONS_HTTP.lineNotFound);
    }
    const payDate = snapshot
      ? /^\d{4}-/.test(snapshot.pay_date)
        ? snapshot.pay_date
        : null
      : (body.pay_date ?? null);
    const result = await this.db.transaction(async (tx) => {
      // One asker at a time: the limit and the phone's id hold under concurrent sends.
      await this.questions.lockAsker(tx, rep.companyId, rep.email);
      if (body.client_id) {
        const existing = await this.questions.idByClientId(
          tx,
          rep.companyId,
          rep.email,
          body.client_id,
        );
        if (existing) return { id: existing, created: false };
      }
      if (
        (await this.questions.countAskedSince(tx, rep.companyId, rep.email, 24)) >=
        QUESTIONS_PER_DAY
      )
        throw appError('QUESTION_DAILY_LIMIT', QUESTION_MESSAGES.dailyLimit);
      const id = await this.questions.insert(tx, rep.companyId, {
        askerEmail: rep.email,
        clientId: body.client_id ?? null,
        scope: snapshot ? 'line' : payDate ? 'paycheck' : 'missing',
        recordId: snapshot?.id ?? null,
        lineRepEmail: snapshot?.rep_email ?? null,
        payDate,
        reason: body.reason,
        expectedAmount: body.expected_amount ?? null,
        snapshot,
      });
      await this.events.add(tx, id, 'asked', 'rep', rep.email, body.message.trim());
      await this.activity.record(tx, {
        companyId: rep.companyId,
        action: 'question.opened',
        target: String(id),
        details: { question_id: id, pay_date: payDate, reason: body.reason },
      });
      return { id, created: true };
    });
    const question = await this.transitions.mustFind(rep.companyId, result.id, rep.email);
    if (result.created) {
      void this.mail.toAdmins(rep.companyId, question, body.message.trim(), false);
      await this.webhooks.emit(rep.companyId, 'question.opened', {
        question_id: result.id,
        rep_email: rep.email,
        reason: body.reason,
        pay_date: payDate,
        record_id: snapshot?.id ?? null,
      });
    }
    return this.repDetail(rep, result.id);
  }

  async listForRep(rep: RepPrincipal): Promise<QuestionRow[]> {
    return this.questions.listForAsker(rep.companyId, rep.email);
  }

  /** The rep's own question with its thread; opening it clears the "answer waiting" badge. */
  async repDetail(rep: RepPrincipal, id: number): Promise<QuestionDetail> {
    const question = await this.transitions.mustFind(rep.companyId, id, rep.email);
    // Reading is not the rep's reading when it is the demo or an admin's preview.
    if (question.unread && !isDemoKey(rep.viewKey) && !rep.preview)
      await this.questions.markRead(rep.companyId, id);
    return {
      ...question,
      events: await this.events.thread(rep.companyId, id, true),
    };
  }

  async repReply(rep: RepPrincipal, id: number, message: string): Promise<QuestionDetail> {
    refuseDemoWrites(rep);
    await this.transitions.apply(rep.companyId, id, rep.email, 'rep_reply', ({ from, to }) => ({
      change: { status: to, reopened: from === 'waiting_on_rep' },
      event: { kind: 'message', actor: 'rep', email: rep.email, body: message.trim() },
    }));
    return this.repDetail(rep, id);
  }

  async accept(rep: RepPrincipal, id: number): Promise<QuestionDetail> {
    refuseDemoWrites(rep);
    await this.transitions.apply(rep.companyId, id, rep.email, 'accept', ({ to }) => ({
      change: { status: to },
      event: { kind: 'accepted', actor: 'rep', email: rep.email, body: null },
    }));
    return this.repDetail(rep, id);
  }

  async reopen(rep: RepPrincipal, id: number, message: string): Promise<QuestionDetail> {
    refuseDemoWrites(rep);
    await this.transitions.apply(rep.companyId, id, rep.email, 'reopen', ({ resolvedAt, to }) => {
      if (resolvedAt && Date.now() - resolvedAt.getTime() > REOPEN_DAYS * DAY_MS)
        throw appError('QUESTION_REOPEN_TOO_LATE', QUESTION_MESSAGES.notAllowed.reopenTooLate);
      return {
        change: { status: to, reopened: true },
        event: { kind: 'reopened', actor: 'rep', email: rep.email, body: message.trim() },
      };
    });
    const question = await this.transitions.mustFind(rep.companyId, id, rep.email);
    void this.mail.toAdmins(rep.companyId, question, message.trim(), true);
    return this.repDetail(rep, id);
  }

  async page(companyId: number, filter: QuestionFilter): Promise<QuestionPage> {
    const { rows, total, open } = await this.questions.page(companyId, filter);
    return {
      rows,
      total,
      open,
      page: filter.page,
      pages: Math.max(1, Math.ceil(total / filter.pageSize)),
    };
  }

  /** The question for the admin: the line as asked and as it is now, the rep's other lines that day. */
  async adminDetail(companyId: number, id: number): Promise<QuestionDetail> {
    const question = await this.transitions.mustFind(companyId, id, null);
    const detail: QuestionDetail = {
      ...question,
      events: await this.events.thread(companyId, id, false),
    };
    if (question.record_id && question.snapshot) {
      const now = await this.lines.line(companyId, question.record_id);
      detail.line_now = {
        state: !now ? 'removed' : sameLine(question.snapshot, now) ? 'unchanged' : 'changed',
        line: now,
      };
    }
    const repEmail = question.line_rep_email ?? question.asker_email;
    const day = question.snapshot?.pay_date ?? question.pay_date;
    detail.other_lines = day
      ? (await this.lines.linesOf(companyId, repEmail, day)).filter(
          (line) => line.id !== question.record_id,
        )
      : [];
    return detail;
  }

  async adminReply(user: UserPrincipal, id: number, message: string): Promise<QuestionDetail> {
    return this.answer(user, id, 'admin_reply', message);
  }

  async requestInfo(user: UserPrincipal, id: number, message: string): Promise<QuestionDetail> {
    return this.answer(user, id, 'request_info', message);
  }

  /** The admin writes to the rep: a reply, or a request for information; the rep gets an email. */
  private async answer(
    user: UserPrincipal,
    id: number,
    action: 'admin_reply' | 'request_info',
    message: string,
  ): Promise<QuestionDetail> {
    const kind = action === 'admin_reply' ? 'message' : 'request_info';
    const question = await this.transitions.apply(user.companyId, id, null, action, ({ to }) => ({
      change: { status: to, repUnread: true },
      event: { kind, actor: 'admin', email: user.email, body: message.trim() },
    }));
    void this.mail.toRep(
      user.companyId,
      question,
      action === 'admin_reply' ? 'reply' : 'request_info',
      message.trim(),
    );
    return this.adminDetail(user.companyId, id);
  }

  async resolve(
    user: UserPrincipal,
    id: number,
    body: z.infer<typeof resolveBody>,
  ): Promise<QuestionDetail> {
    const { resolution } = body;
    const adjustedPayDate = body.adjusted_pay_date ?? null;
    const text = body.message?.trim() || null;
    const question = await this.transitions.apply(
      user.companyId,
      id,
      null,
      'resolve',
      ({ to }) => ({
        change: {
          status: to,
          resolved: true,
          resolution,
          adjustedPayDate: resolution === 'adjusted' ? adjustedPayDate : null,
          repUnread: true,
        },
        event: { kind: 'resolved', actor: 'admin', email: user.email, body: text },
      }),
    );
    await this.webhooks.emit(user.companyId, 'question.resolved', {
      question_id: id,
      resolution,
      adjusted_pay_date: resolution === 'adjusted' ? adjustedPayDate : null,
      resolved_by: user.email,
    });
    const summary =
      resolution === 'adjusted'
        ? QUESTIONS_RESOLVED.adjusted(adjustedPayDate)
        : QUESTIONS_RESOLVED.noChange;
    void this.mail.toRep(
      user.companyId,
      question,
      'resolved',
      text ? `${summary}\n\n${text}` : summary,
    );
    return this.adminDetail(user.companyId, id);
  }
  /** The company's answer time and whether `userId` gets question emails. */
  settingsOf(companyId: number, userId: number) {
    return this.settings.get(companyId, userId);
  }

  /** Changes the answer time and/or the caller's question emails; answers the settings. */
  async changeSettings(user: UserPrincipal, body: z.infer<typeof questionSettingsBody>) {
    if (body.answer_within_days !== undefined)
      await this.settings.setAnswerWithin(user.companyId, body.answer_within_days);
    if (body.email_me !== undefined)
      await this.settings.setEmailMe(user.companyId, user.userId, body.email_me);
    return this.settings.get(user.companyId, user.userId);
  }
}

function sameLine(a: QuestionLineSnapshot, b: QuestionLineSnapshot): boolean {
  return SNAPSHOT_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}
