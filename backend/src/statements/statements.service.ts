// Statements a rep can keep (issue 31). A paycheck statement is frozen per rep and pay date when
// the pay date is published — when an upload that touches it is stored with review off (the
// specification's flow), or when an admin publishes it on the pay-runs screen with review on — and
// again when it is closed (PayRunEvents, issue 29; both through the queued job below): its canonical content
// (libs/shared/src/statements.ts) and that content's SHA-256 are stored, the PDF is made from the
// content on demand in worker threads and its SHA-256 kept the first time. A later change to the
// rep's lines of the date freezes the next revision with "What changed"; the rep sees every one.
// A rep's lines come only from the rep portal's own read (RepPortalService.dataOf), so a statement
// shows exactly what the portal shows.
import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import yazl from 'yazl';
import { repKey } from '@commissionbee/shared/numbers';
import { csvLine } from '@commissionbee/shared/csv-cell';
import {
  statementFileName,
  type PaycheckStatement,
  type PeriodStatement,
  type StatementContent,
} from '@commissionbee/shared/statements';
import type { RepKeyData } from '@commissionbee/shared/types';
import type {
  StatementEmailMode,
  StatementSettings,
} from '@commissionbee/shared/contracts/statements';
import { ActivityService } from '../activity/activity.service.js';
import { appError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PayRunEvents } from '../pay-runs/pay-run-events.js';
import { RepPlansService } from '../plans/rep-plans.service.js';
import { Foreground } from '../queue/foreground.js';
import { companyGroup, JobQueue } from '../queue/job-queue.service.js';
import { RepPortalService } from '../view-keys/rep-portal.service.js';
import { CODE_ALPHABET, VerificationRegistry } from '../verify/verification-registry.js';
import { changesBetween, ownRows, paycheckFacts, sha256 } from './statement-content.js';
import { StatementRenderer } from './statement-renderer.js';
import { StatementsRepository, type StatementRow } from './statements.repository.js';

export const STATEMENTS_QUEUE = 'statements-freeze';
/** The statement emails (StatementMailService sends them). */
export const STATEMENT_MAIL = 'statement-mail';
export type FreezeReason = 'published' | 'closed';
/**
 * The reason stored for a revision the portal froze when the rep looked before any freeze did
 * (data from before statements, the demo, a freeze job still queued). Its state is 'published'.
 */
const CAUGHT_UP = 'caught_up';
interface FreezeJob {
  companyId: number;
  /** The upload whose pay dates to freeze. */
  uploadId?: number;
  payDates?: string[];
  reason?: FreezeReason;
}

/** ZIP bytes waiting to be sent before the next statement is added (the client reads slower). */
const ZIP_BUFFER_BYTES = 8 * 1024 * 1024;

export interface StatementFile {
  fileName: string;
  bytes: Buffer;
  sha256: string;
}

@Injectable()
export class StatementsService implements OnModuleInit {
  private readonly logger = new Logger('Statements');
  /** The key verification codes are made with (derived from the server's secret, never stored). */
  private readonly codeKey: Buffer;

  constructor(
    private readonly repo: StatementsRepository,
    private readonly portal: RepPortalService,
    private readonly renderer: StatementRenderer,
    private readonly queue: JobQueue,
    private readonly registry: VerificationRegistry,
    private readonly activity: ActivityService,
    private readonly payRuns: PayRunEvents,
    private readonly plans: RepPlansService,
    private readonly foreground: Foreground,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.codeKey = createHmac('sha256', config.JWT_SECRET).update('statement-codes').digest();
  }

  onModuleInit(): void {
    this.registry.register({
      prefix: 'ST',
      lookup: async (code) => {
        const found = await this.repo.verify(code);
        if (!found) return null;
        return {
          kind: 'statement',
          status: found.superseded_at ? 'superseded' : 'current',
          company_name: found.company_name,
          issued_at: new Date(found.issued_at).toISOString(),
        };
      },
    });
    this.payRuns.onPublished(({ companyId, payDate }) =>
      this.freezeLater(companyId, payDate, 'published'),
    );
    this.payRuns.onClosed(({ companyId, payDate }) =>
      this.freezeLater(companyId, payDate, 'closed'),
    );
    this.queue.define<FreezeJob>({
      name: STATEMENTS_QUEUE,
      queue: {
        retryLimit: 5,
        retryDelay: 10,
        retryBackoff: true,
        deleteAfterSeconds: 7 * 24 * 3600,
      },
      batchSize: 1,
      groupConcurrency: 1,
      handle: async (job) => {
        const { companyId, uploadId, reason = 'published' } = job.data;
        const payDates =
          job.data.payDates ??
          (uploadId ? await this.repo.payDatesOfUpload(companyId, uploadId) : []);
        for (const payDate of payDates)
          await this.freezePayDate(companyId, payDate, reason, { email: true, background: true });
        return { retry: false };
      },
    });
  }

  /** A pay date published or closed on the pay-runs screen: its statements frozen (queued). */
  private async freezeLater(companyId: number, payDate: string, reason: FreezeReason) {
    // The undated (PENDING) lines have no statement of their own: they appear on each paycheck's.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(payDate)) return;
    await this.queue.enqueue<FreezeJob>(STATEMENTS_QUEUE, [
      { data: { companyId, payDates: [payDate], reason }, group: companyGroup(companyId) },
    ]);
  }

  /**
   * After an upload is stored: with review off its pay dates are published, so their statements
   * are frozen (queued). With review on, reps' numbers (and so the statements) do not change
   * until a pay date is published: the freeze finds nothing new and issues no revision.
   */
  async afterUpload(companyId: number, uploadId: number): Promise<void> {
    await this.queue.enqueue<FreezeJob>(STATEMENTS_QUEUE, [
      { data: { companyId, uploadId }, group: companyGroup(companyId) },
    ]);
  }

  /** The pay dates an upload touched (the lines it wrote, and what they were before). */
  payDatesOfUpload(companyId: number, uploadId: number): Promise<string[]> {
    return this.repo.payDatesOfUpload(companyId, uploadId);
  }

  /** After another change of these pay dates (an undone upload): their statements are frozen again (queued). */
  async afterChange(companyId: number, payDates: string[]): Promise<void> {
    if (payDates.length === 0) return;
    await this.queue.enqueue<FreezeJob>(STATEMENTS_QUEUE, [
      { data: { companyId, payDates }, group: companyGroup(companyId) },
    ]);
  }

  /**
   * Freezes the statements of a pay date as issued now, for every rep who has lines of it (or had
   * a statement of it): a rep whose lines changed since their last revision gets the next one.
   * Pay runs call it on publish and on close. Answers how many revisions it issued.
   *
   * With `email` (the queued freeze of a publish, a close or an undo) and the company's statement
   * email on, a revision whose lines are new or changed is marked due and its email queued; the
   * due ones not yet sent are queued again, so a freeze job retried after a crash loses none (the
   * email job sends each revision once).
   *
   * With `background` (the queued job) it freezes a rep at a time, each after any upload running
   * in this process (Foreground): the freeze of a 100,000-row upload takes minutes and about a
   * core, which the next upload would otherwise share.
   */
  async freezePayDate(
    companyId: number,
    payDate: string,
    reason: FreezeReason,
    options: { email?: boolean; background?: boolean } = {},
  ): Promise<number> {
    const mode = options.email ? await this.repo.emailSetting(companyId) : 'off';
    const emailOn = mode === 'link' || mode === 'attachment';
    this.renderer.warm();
    let issued = 0;
    for (const email of await this.repo.candidateReps(companyId, payDate)) {
      if (options.background) await this.foreground.yield();
      const data = await this.portal.dataOf(companyId, email);
      if (!data) continue;
      const before = await this.repo.latest(companyId, email, payDate);
      const after = await this.freezeRep(companyId, email, payDate, reason, data, before, emailOn);
      if (after && after.revision !== before?.revision) issued++;
    }
    if (emailOn) {
      const due = await this.repo.dueEmails(companyId, payDate);
      await this.queue.enqueue(
        STATEMENT_MAIL,
        due.map((statementId) => ({
          data: { companyId, statementId },
          group: companyGroup(companyId),
        })),
      );
    }
    return issued;
  }

  /** The rep's statement of the pay date as it stands: frozen now when it changed or is new. */
  private async freezeRep(
    companyId: number,
    email: string,
    payDate: string,
    reason: FreezeReason,
    data: RepKeyData,
    latest: StatementRow | null,
    emailOn = false,
    caughtUp = false,
  ): Promise<StatementRow | null> {
    const facts = paycheckFacts(data, email, payDate);
    if (!latest && facts.lines.length === 0) return null;
    if (latest && latest.lines_sha256 === facts.lines_sha256) {
      // Nothing changed: closing a published one issues its closed revision; publishing again
      // what a closed one holds (a reopen without changes) issues nothing. A revision the rep's
      // own visit froze before this queued freeze came (caught up) is still news: emailed now.
      if (reason !== 'closed' || latest.state === 'closed') {
        if (emailOn) await this.repo.dueIfCaughtUp(companyId, latest.id);
        return latest;
      }
    }
    const revision = (latest?.revision ?? 0) + 1;
    const previous = latest ? (JSON.parse(latest.content) as PaycheckStatement) : null;
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const code = this.codeOf(companyId, email, payDate, revision);
    const content: PaycheckStatement = {
      format: 1,
      kind: 'paycheck',
      company: { name: data.company.name, logo: data.company.logo ?? null },
      rep: { name: facts.rep_name, email },
      issued_at: issuedAt.toISOString(),
      verify_url: this.config.PUBLIC_URL,
      pay_date: payDate,
      // The pay date's state as this revision is issued: a pay date reopened and published again
      // issues a published revision (pay runs, issue 29).
      state: reason,
      revision,
      number: this.numberOf(companyId, email, payDate),
      code,
      lines: facts.lines,
      total_cents: facts.total_cents,
      ytd_cents: facts.ytd_cents,
      pending: facts.pending,
      pending_cents: facts.pending_cents,
      plan_version: await this.plans.inForce(companyId, email, payDate),
      changes: previous ? changesBetween(previous, facts.lines, facts.total_cents) : null,
    };
    const text = JSON.stringify(content);
    const inserted = await this.repo.insertRevision({
      company_id: companyId,
      rep_email: email,
      pay_date: payDate,
      revision,
      state: content.state,
      reason: caughtUp ? CAUGHT_UP : reason,
      content: text,
      content_sha256: sha256(text),
      lines_sha256: facts.lines_sha256,
      code,
      issued_at: issuedAt,
      // Emailed when its lines are new or changed (a close that changes nothing is not news).
      email_due: emailOn && latest?.lines_sha256 !== facts.lines_sha256,
    });
    // Another process froze the same revision a moment before: theirs is the one.
    return inserted ?? this.repo.latest(companyId, email, payDate);
  }

  /**
   * A statement's verification code: `ST-` and 100 bits of an HMAC of what names the revision,
   * in four groups of five; the same revision always has the same code (so its PDF keeps its bytes).
   */
  codeOf(companyId: number, email: string, payDate: string, revision: number): string {
    const mac = createHmac('sha256', this.codeKey)
      .update(`${companyId}|${email}|${payDate}|${revision}`)
      .digest();
    let bits = 0n;
    for (const byte of mac.subarray(0, 13)) bits = (bits << 8n) | BigInt(byte);
    bits >>= 4n; // 104 → 100 bits
    let chars = '';
    for (let i = 0; i < 20; i++) {
      chars = CODE_ALPHABET[Number(bits & 31n)] + chars;
      bits >>= 5n;
    }
    return `ST-${chars.match(/.{5}/g)!.join('-')}`;
  }

  /** The statement number printed on every revision of the rep's statement of a pay date. */
  private numberOf(companyId: number, email: string, payDate: string): string {
    const who = sha256(`${companyId}|${email}`).slice(0, 6).toUpperCase();
    return `${payDate.replace(/-/g, '')}-${who}`;
  }

  /**
   * The rep's statements, catching up the pay dates the portal shows them that were never frozen
   * (lines stored before statements existed, the demo data, a job still queued).
   */
  private async statementsOf(companyId: number, email: string): Promise<StatementRow[]> {
    const rows = await this.repo.ofRep(companyId, email);
    const data = await this.portal.dataOf(companyId, email);
    if (!data) return rows;
    const have = new Set(rows.map((r) => r.pay_date));
    const missing = [
      ...new Set(
        ownRows(data, email)
          .map((r) => r.pay_date)
          .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !have.has(d)),
      ),
    ];
    if (missing.length === 0) return rows;
    for (const payDate of missing)
      await this.freezeRep(companyId, email, payDate, 'published', data, null, false, true);
    return this.repo.ofRep(companyId, email);
  }

  /** GET /bee/rep/statements. */
  async list(companyId: number, email: string) {
    const rows = await this.statementsOf(companyId, repKey(email));
    const byDate = new Map<string, StatementRow[]>();
    for (const r of rows) byDate.set(r.pay_date, [...(byDate.get(r.pay_date) ?? []), r]);
    const payDates = [...byDate].map(([payDate, revisions]) => {
      const current = JSON.parse(revisions[0].content) as PaycheckStatement;
      return {
        pay_date: payDate,
        total: current.total_cents / 100,
        lines: current.lines.length,
        revisions: revisions.map((r) => ({
          revision: r.revision,
          number: (JSON.parse(r.content) as PaycheckStatement).number,
          state: r.state as 'published' | 'closed',
          issued_at: new Date(r.issued_at).toISOString(),
          current: r.superseded_at === null,
          content_sha256: r.content_sha256,
          pdf_sha256: r.pdf_sha256,
        })),
      };
    });
    const dates = payDates.map((p) => p.pay_date);
    return {
      pay_dates: payDates,
      months: [...new Set(dates.map((d) => d.slice(0, 7)))],
      years: [...new Set(dates.map((d) => d.slice(0, 4)))],
    };
  }

  /** One rep's statement of a pay date (the current revision, or `revision`). 404 when none. */
  async paycheckPdf(
    companyId: number,
    email: string,
    payDate: string,
    revision?: number,
  ): Promise<StatementFile & { row: StatementRow }> {
    const who = repKey(email);
    let row: StatementRow | null;
    if (revision) row = await this.repo.revision(companyId, who, payDate, revision);
    else {
      row = await this.repo.latest(companyId, who, payDate);
      if (!row) {
        const data = await this.portal.dataOf(companyId, who);
        row = data
          ? await this.freezeRep(companyId, who, payDate, 'published', data, null, false, true)
          : null;
      }
    }
    if (!row) throw appError('NOT_FOUND', 'No statement of this pay date');
    const file = await this.render(row);
    return { ...file, row };
  }

  /** A frozen revision's PDF: the same bytes the rep downloads (the statement email attaches it). */
  pdfOf(row: StatementRow): Promise<StatementFile> {
    return this.render(row);
  }

  /** GET /bee/statement-settings. */
  async settings(companyId: number): Promise<StatementSettings> {
    const mode = await this.repo.emailSetting(companyId);
    if (mode === null) throw appError('NOT_FOUND');
    return { statement_email: mode as StatementEmailMode };
  }

  /** PUT /bee/statement-settings: in the activity log when it changes. */
  async setSettings(companyId: number, body: StatementSettings): Promise<StatementSettings> {
    const before = await this.settings(companyId);
    if (before.statement_email !== body.statement_email) {
      await this.repo.setEmailSetting(companyId, body.statement_email);
      await this.activity.recordAlone({
        companyId,
        action: 'statements.settings_changed',
        details: { statement_email: body.statement_email, before: before.statement_email },
      });
    }
    return this.settings(companyId);
  }

  /** Makes a frozen statement's PDF; keeps its SHA-256 the first time. */
  private async render(row: StatementRow): Promise<StatementFile> {
    const content = JSON.parse(row.content) as PaycheckStatement;
    const bytes = await this.renderer.render(content);
    const hash = sha256(bytes);
    if (!row.pdf_sha256) await this.repo.keepPdfHash(row.company_id, row.id, hash);
    else if (row.pdf_sha256 !== hash)
      this.logger.warn(`Statement ${row.id}: its PDF's bytes differ from the first made`);
    const fileName = statementFileName(row.pay_date, row.rep_email).replace(
      /\.pdf$/,
      row.revision > 1 ? `-revision-${row.revision}.pdf` : '.pdf',
    );
    return { fileName, bytes, sha256: hash };
  }

  /** The month's (YYYY-MM) or the year's (YYYY) statement, from each pay date's current revision. */
  async periodPdf(
    companyId: number,
    email: string,
    kind: 'monthly' | 'ytd',
    period: string,
  ): Promise<StatementFile> {
    const who = repKey(email);
    await this.statementsOf(companyId, who);
    const from = kind === 'monthly' ? `${period}-01` : `${period}-01-01`;
    const to =
      kind === 'monthly'
        ? new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0))
            .toISOString()
            .slice(0, 10)
        : `${period}-12-31`;
    const rows = await this.repo.currentInPeriod(companyId, who, from, to);
    if (rows.length === 0) throw appError('NOT_FOUND', 'No statement in this period');
    const paychecks = rows.map((r) => JSON.parse(r.content) as PaycheckStatement);
    const last = paychecks[paychecks.length - 1];
    const content: PeriodStatement = {
      format: 1,
      kind,
      period,
      company: last.company,
      rep: last.rep,
      issued_at: paychecks.map((p) => p.issued_at).sort()[paychecks.length - 1],
      verify_url: last.verify_url,
      paychecks: paychecks.map((p) => ({
        pay_date: p.pay_date,
        revision: p.revision,
        number: p.number,
        state: p.state,
        lines: p.lines,
        total_cents: p.total_cents,
      })),
      // The period's total is the sum of its paycheck totals (each one numbers.ts's paycheck total).
      total_cents: paychecks.reduce((sum, p) => sum + p.total_cents, 0),
    };
    const bytes = await this.renderer.render(content as StatementContent);
    const suffix = kind === 'monthly' ? `statement-${period}` : `statement-${period}-ytd`;
    return {
      fileName: `${suffix}-${who.replace(/[^A-Za-z0-9@._+-]/g, '_')}.pdf`,
      bytes,
      sha256: sha256(bytes),
    };
  }

  /** An admin's download of one rep's statement, in the activity log. */
  async adminPdf(companyId: number, email: string, payDate: string, revision?: number) {
    const file = await this.paycheckPdf(companyId, email, payDate, revision);
    await this.activity.recordAlone({
      companyId,
      action: 'statements.downloaded',
      target: file.row.rep_email,
      details: { pay_date: payDate, rep_email: file.row.rep_email, revision: file.row.revision },
    });
    return file;
  }

  /**
   * Every rep's current statement of a pay date as a ZIP written while it is sent: PDFs are made
   * in the worker threads a few ahead of the one being written, and the next is added only once
   * the client has taken most of what was written (memory stays flat for a thousand reps).
   */
  async zip(companyId: number, payDate: string, res: Response): Promise<void> {
    if (!(await this.repo.anyOfPayDate(companyId, payDate)))
      await this.freezePayDate(companyId, payDate, 'published');
    const rows = await this.repo.currentOfPayDate(companyId, payDate);
    if (rows.length === 0) throw appError('NOT_FOUND', 'No statement of this pay date');
    await this.activity.recordAlone({
      companyId,
      action: 'statements.downloaded',
      target: payDate,
      details: { pay_date: payDate, reps: rows.length },
    });
    const zip = new yazl.ZipFile();
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="statements-${payDate}.zip"`);
    res.setHeader('Cache-Control', 'no-store');
    // The download starts at once; the first entry follows as soon as its PDF is made.
    res.flushHeaders();
    zip.outputStream.pipe(res);
    let closed = false;
    res.once('close', () => (closed = true));
    const ahead = this.renderer.threads * 2;
    const pending: Promise<StatementFile>[] = [];
    let next = 0;
    const index = [csvLine(['file', 'rep_email', 'revision', 'statement_number', 'sha256'])];
    const mtime = new Date(`${payDate}T12:00:00Z`);
    for (let i = 0; i < rows.length && !closed; i++) {
      while (next < rows.length && next < i + ahead) pending.push(this.render(rows[next++]));
      const file = await pending[i];
      const name = statementFileName(payDate, rows[i].rep_email);
      zip.addBuffer(file.bytes, name, { mtime, compress: false });
      const number = (JSON.parse(rows[i].content) as PaycheckStatement).number;
      index.push(csvLine([name, rows[i].rep_email, rows[i].revision, number, file.sha256]));
      while (!closed && (zip.outputStream as Readable).readableLength > ZIP_BUFFER_BYTES)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Renders already started are let finish (their hashes are kept), never written after a close.
    await Promise.allSettled(pending);
    if (closed) return;
    zip.addBuffer(Buffer.from(index.join('')), 'index.csv', { mtime, compress: false });
    zip.end();
  }
}
