// Pay runs (issue 29): each pay date's state and its transitions, the company's review settings,
// and what uploads and undos must respect (closed pay dates, drafts). The lines reps see are
// defined once in ledger/rep-visible-lines.ts; publishing rewrites a pay date's snapshot there.
//
// States: draft → approved → published → closed, and closed → published (reopen). With review
// off (the default) every change is published at once (the specification's flow) and only close
// and reopen apply. A change to a published pay date with review on makes it a draft again
// (a revision): reps keep the published snapshot until the revision is approved and published.
import { Injectable } from '@nestjs/common';
import {
  PAY_RUN_MESSAGES as M,
  payDateLabel,
  type PayDateDetail,
  type PayDateState,
  type PayDateSummary,
  type PayDateTransition,
  type PayRunSettings,
  type PayrollExportRecord,
} from '@commissionbee/shared/pay-runs';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import type { Actor } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import type { Db } from '../database/sql.js';
import { MailService } from '../mail/mail.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { PayRunEvents } from './pay-run-events.js';
import { PayDatesRepository, type PayDateListRow } from './pay-dates.repository.js';
import { PayrollExportsRepository, type PayrollExportInput } from './payroll-exports.repository.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const round = (n: number) => Math.round(n * 100) / 100;

function summary(r: PayDateListRow, lastExport: PayrollExportRecord | null): PayDateSummary {
  const everPublished = r.published_at !== null;
  // Review off: reps read the live ledger, so what they see is the live date.
  const publishedLines = !everPublished ? null : r.review ? (r.snap_lines ?? 0) : r.lines;
  const publishedTotal = !everPublished ? null : r.review ? (r.snap_total ?? 0) : r.total;
  return {
    pay_date: r.pay_date,
    state: r.state,
    lines: r.lines,
    reps: r.reps,
    total: round(r.total),
    published_lines: publishedLines,
    published_total: publishedTotal === null ? null : round(publishedTotal),
    change: round(r.total - (publishedTotal ?? 0)),
    revision: r.state !== 'published' && r.state !== 'closed' && everPublished,
    open_questions: r.open_questions,
    changed_at: iso(r.changed_at)!,
    changed_by: r.changed_by,
    approved_at: iso(r.approved_at),
    approved_by: r.approved_by,
    published_at: iso(r.published_at),
    published_by: r.published_by,
    closed_at: iso(r.closed_at),
    closed_by: r.closed_by,
    reopened_at: iso(r.reopened_at),
    reopened_by: r.reopened_by,
    reopen_reason: r.reopen_reason,
    last_export: lastExport,
  };
}

const refused = (payDate: string, state: PayDateState, message: string) =>
  appError('PAY_DATE_TRANSITION', message, { pay_date: payDate, state });

@Injectable()
export class PayRunsService {
  constructor(
    private readonly db: DataSource,
    private readonly payDates: PayDatesRepository,
    private readonly exports: PayrollExportsRepository,
    private readonly activity: ActivityService,
    private readonly webhooks: WebhooksService,
    private readonly mail: MailService,
    private readonly events: PayRunEvents,
  ) {}

  async list(companyId: number): Promise<PayDateSummary[]> {
    const exported = await this.exports.latest(companyId);
    return (await this.payDates.list(companyId)).map((r) =>
      summary(r, exported.get(r.pay_date) ?? null),
    );
  }

  async detail(companyId: number, payDate: string): Promise<PayDateDetail> {
    const found = await this.payDates.one(companyId, payDate);
    if (!found) throw appError('PAY_DATE_NOT_FOUND', M.notFound);
    const changes = found.review ? await this.payDates.repChanges(companyId, payDate) : [];
    const exports = await this.exports.forPayDate(companyId, payDate);
    return {
      ...summary(found, exports[0] ?? null),
      changes: changes.map((c) => ({
        ...c,
        published_total: round(c.published_total),
        total: round(c.total),
        change: round(c.total - c.published_total),
      })),
      questions: await this.payDates.openQuestions(companyId, payDate),
      exports,
    };
  }

  async settings(companyId: number): Promise<PayRunSettings> {
    const found = await this.payDates.settings(companyId);
    return found ?? { review_before_publish: false, second_approver: false };
  }

  /**
   * Turning review on snapshots every line reps see now (it was all published); turning it off
   * publishes every draft (reps read the live ledger again).
   */
  async setSettings(actor: Actor, body: PayRunSettings): Promise<PayRunSettings> {
    await this.db.transaction(async (tx) => {
      const before = await this.payDates.settings(actor.companyId, tx);
      if (!before) throw appError('NOT_FOUND');
      await this.payDates.setSettings(actor.companyId, body, tx);
      if (body.review_before_publish && !before.review_before_publish)
        await this.payDates.snapshotAll(actor.companyId, actor.label, tx);
      if (!body.review_before_publish && before.review_before_publish)
        await this.payDates.publishAllLive(actor.companyId, actor.label, tx);
      if (
        body.review_before_publish !== before.review_before_publish ||
        body.second_approver !== before.second_approver
      )
        await this.activity.record(tx, {
          companyId: actor.companyId,
          action: 'pay_runs.settings_changed',
          details: { ...body },
        });
    });
    return this.settings(actor.companyId);
  }

  async approve(actor: Actor, payDate: string): Promise<PayDateTransition> {
    await this.db.transaction(async (tx) => {
      const { state, found, settings } = await this.locked(actor.companyId, payDate, tx);
      if (!settings.review_before_publish) throw refused(payDate, state, M.reviewOff);
      if (state !== 'draft') throw refused(payDate, state, M.notDraft(payDate, state));
      if (
        settings.second_approver &&
        ((actor.userId !== null && found.changed_by_user_id === actor.userId) ||
          found.changed_by === actor.label)
      )
        throw appError('PAY_DATE_SECOND_APPROVER', M.secondApprover(payDate), {
          pay_date: payDate,
        });
      await this.payDates.transition(
        actor.companyId,
        payDate,
        'approved',
        { approved_at: new Date().toISOString(), approved_by: actor.label },
        tx,
      );
      await this.log(tx, actor.companyId, 'pay_date.approved', payDate, {});
    });
    return { pay_date: await this.summaryOf(actor.companyId, payDate) };
  }

  async publish(actor: Actor, payDate: string, notify: boolean): Promise<PayDateTransition> {
    const published = await this.db.transaction(async (tx) => {
      const { state, settings } = await this.locked(actor.companyId, payDate, tx);
      if (!settings.review_before_publish) throw refused(payDate, state, M.reviewOff);
      if (state !== 'approved') throw refused(payDate, state, M.notApproved(payDate, state));
      const snap = await this.payDates.snapshot(actor.companyId, payDate, tx);
      await this.payDates.transition(
        actor.companyId,
        payDate,
        'published',
        {
          published_at: new Date().toISOString(),
          published_by: actor.label,
          published_lines: snap.lines,
          published_total: snap.total,
        },
        tx,
      );
      // The shared rep-portal cache is keyed on data_version: every rep answer is rebuilt.
      await this.payDates.bumpDataVersion(actor.companyId, tx);
      await this.log(tx, actor.companyId, 'pay_date.published', payDate, {
        lines: snap.lines,
        total: snap.total,
      });
      return snap;
    });
    await this.webhooks.emit(actor.companyId, 'pay_date.published', {
      pay_date: payDate,
      lines: published.lines,
      total: published.total,
      published_by: actor.label,
    });
    await this.events.published(actor.companyId, payDate);
    const notified =
      notify && payDate !== 'PENDING'
        ? await this.mail.notifyPublished(actor.companyId, actor.userId, payDate)
        : null;
    return {
      pay_date: await this.summaryOf(actor.companyId, payDate),
      notified: notified ? { id: notified.id, total: notified.total } : null,
    };
  }

  async close(actor: Actor, payDate: string, confirm: boolean): Promise<PayDateTransition> {
    await this.db.transaction(async (tx) => {
      const { state } = await this.locked(actor.companyId, payDate, tx);
      if (payDate === 'PENDING') throw refused(payDate, state, M.pendingNotClosable);
      if (state !== 'published') throw refused(payDate, state, M.notPublished(payDate, state));
      if (!confirm) {
        // Inside the transaction: on the embedded database (one connection) a query outside it
        // would wait for the transaction that waits for it (the close answered 503).
        const questions = await this.payDates.openQuestions(actor.companyId, payDate, tx);
        if (questions.length > 0)
          throw appError('PAY_DATE_OPEN_QUESTIONS', M.openQuestions(questions.length), {
            pay_date: payDate,
            questions,
          });
      }
      await this.payDates.transition(
        actor.companyId,
        payDate,
        'closed',
        { closed_at: new Date().toISOString(), closed_by: actor.label },
        tx,
      );
      await this.log(tx, actor.companyId, 'pay_date.closed', payDate, {});
    });
    await this.webhooks.emit(actor.companyId, 'pay_date.closed', {
      pay_date: payDate,
      closed_by: actor.label,
    });
    await this.events.closed(actor.companyId, payDate);
    return { pay_date: await this.summaryOf(actor.companyId, payDate) };
  }

  async reopen(actor: Actor, payDate: string, reason: string): Promise<PayDateTransition> {
    await this.db.transaction(async (tx) => {
      const { state } = await this.locked(actor.companyId, payDate, tx);
      if (state !== 'closed') throw refused(payDate, state, M.notClosed(payDate, state));
      await this.payDates.transition(
        actor.companyId,
        payDate,
        'published',
        { reopened_at: new Date().toISOString(), reopened_by: actor.label, reopen_reason: reason },
        tx,
      );
      await this.log(tx, actor.companyId, 'pay_date.reopened', payDate, { reason });
    });
    await this.webhooks.emit(actor.companyId, 'pay_date.reopened', {
      pay_date: payDate,
      reopened_by: actor.label,
      reason,
    });
    await this.events.reopened(actor.companyId, payDate);
    return { pay_date: await this.summaryOf(actor.companyId, payDate) };
  }

  // --- What the upload pipeline and the undo call (inside their transactions) ---

  /** Whether review is on for the company (the upload skips its new-pay notification then). */
  async reviewOn(companyId: number, tx: Db = this.db): Promise<boolean> {
    return !!(await this.payDates.settings(companyId, tx))?.review_before_publish;
  }

  hasClosed(companyId: number, tx?: Db): Promise<boolean> {
    return this.payDates.hasClosed(companyId, tx);
  }

  isClosed(companyId: number, payDate: string, tx?: Db): Promise<boolean> {
    return this.payDates.isClosed(companyId, payDate, tx);
  }

  /** The pay dates the upload touches (after its writes, or before its undo). */
  touchedBy(companyId: number, uploadId: number, tx: Db): Promise<string[]> {
    return this.payDates.touchedBy(companyId, uploadId, tx);
  }

  closedOf(companyId: number, keys: string[], tx: Db): Promise<string[]> {
    return this.payDates.closedOf(companyId, keys, tx);
  }

  /** The ledger changed these pay dates: published at once (review off) or drafts (review on). */
  async ledgerChanged(
    companyId: number,
    keys: string[],
    by: { label: string; userId: number | null },
    tx: Db,
  ): Promise<void> {
    await this.payDates.changed(companyId, keys, by, await this.reviewOn(companyId, tx), tx);
  }

  /**
   * Payroll offers published and closed pay dates only: these are the draft or approved ones
   * (with review off there are none). A date with no pay-run row (lines stored outside an upload)
   * counts as published.
   */
  unpublished(companyId: number): Promise<string[]> {
    return this.payDates.unpublished(companyId);
  }

  /**
   * Payroll export (issue 29 §5) records which file it sent, inside its transaction; answers the
   * record's id.
   */
  recordExport(
    actor: Actor,
    file: Omit<PayrollExportInput, 'exportedBy' | 'exportedByUserId'>,
    tx: Db,
  ) {
    return this.exports.insert(
      actor.companyId,
      { ...file, exportedBy: actor.label, exportedByUserId: actor.userId },
      tx,
    );
  }

  /** Lines stored outside an upload (the seed): their pay dates are published. */
  publishUntracked(companyId: number, by: string, tx: Db): Promise<void> {
    return this.payDates.publishUntracked(companyId, by, tx);
  }

  /**
   * The seed (the demo's pay runs): review on from now, inside the seed's transaction — what
   * reps see now is the published snapshot, as setSettings does.
   */
  async reviewFromNow(companyId: number, by: string, tx: Db): Promise<void> {
    await this.payDates.setSettings(
      companyId,
      { review_before_publish: true, second_approver: false },
      tx,
    );
    await this.payDates.snapshotAll(companyId, by, tx);
  }

  /** The seed: closes published pay dates (paid months), inside the seed's transaction. */
  async closePaid(companyId: number, payDates: string[], by: string, tx: Db): Promise<void> {
    for (const payDate of payDates)
      await this.payDates.transition(
        companyId,
        payDate,
        'closed',
        { closed_at: new Date().toISOString(), closed_by: by },
        tx,
      );
  }

  private async locked(companyId: number, payDate: string, tx: EntityManager) {
    const settings = await this.payDates.settings(companyId, tx);
    const found = await this.payDates.lock(companyId, payDate, tx);
    if (!found || !settings) throw appError('PAY_DATE_NOT_FOUND', M.notFound);
    return { found, state: found.state, settings };
  }

  private async summaryOf(companyId: number, payDate: string): Promise<PayDateSummary> {
    const found = await this.payDates.one(companyId, payDate);
    if (!found) throw appError('PAY_DATE_NOT_FOUND', M.notFound);
    const [lastExport] = await this.exports.forPayDate(companyId, payDate, 1);
    return summary(found, lastExport ?? null);
  }

  private log(
    tx: EntityManager,
    companyId: number,
    action: 'pay_date.approved' | 'pay_date.published' | 'pay_date.closed' | 'pay_date.reopened',
    payDate: string,
    details: Record<string, unknown>,
  ) {
    return this.activity.record(tx, {
      companyId,
      action,
      target: payDate,
      details: { pay_date: payDate, pay_date_label: payDateLabel(payDate), ...details },
    });
  }
}
