// Payroll export for a pay date: per-rep totals from the ledger, blocked for Gusto and ADP while
// a rep lacks an employee ID; each export and each settings change is an activity event.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  ADP_FILE_NUMBER,
  PAYROLL_ADP_FILE_NUMBERS,
  PAYROLL_FORMAT_LABELS,
  PAYROLL_MISSING_ADP_SETTINGS,
  PAYROLL_MISSING_IDS,
  type PayrollFormat,
  type PayrollSettings,
} from '@commissionbee/shared/activity';
import { decimalStringToCents, fromCents } from '@commissionbee/shared/money';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service.js';
import type { Actor } from '../auth/principal.js';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import { PayRunsService } from '../pay-runs/pay-runs.service.js';
import { payrollCsv, payrollFileName } from './payroll-csv.js';

const PAYROLL_NOT_PUBLISHED = (payDate: string) =>
  `Pay date ${formatUsDate(payDate)} is not published yet: publish it on the Pay runs screen before exporting payroll.`;
import { PayrollSettingsRepository } from './payroll-settings.repository.js';
import { PayrollTotalsRepository, type PayrollRepTotal } from './payroll-totals.repository.js';
import { appError } from '../common/app-error.js';

const sumTotals = (reps: PayrollRepTotal[]) =>
  fromCents(reps.reduce((cents, r) => cents + (decimalStringToCents(r.total) ?? 0), 0));

const missingOf = (reps: PayrollRepTotal[]) =>
  reps.filter((r) => !r.employee_id).map((r) => ({ email: r.email, name: r.rep_name }));

@Injectable()
export class PayrollService {
  constructor(
    private readonly db: DataSource,
    private readonly totals: PayrollTotalsRepository,
    private readonly settings: PayrollSettingsRepository,
    private readonly activity: ActivityService,
    private readonly payRuns: PayRunsService,
  ) {}

  /** What an export of the pay date (the newest when none is given) would hold. */
  async summary(companyId: number, payDate: string | undefined) {
    // Pay runs (issue 29): a draft or approved pay date is not offered.
    const unpublished = new Set(await this.payRuns.unpublished(companyId));
    const payDates = (await this.totals.payDates(companyId)).filter((d) => !unpublished.has(d));
    const date = payDate ?? payDates[0] ?? null;
    const reps = date ? await this.totals.forPayDate(companyId, date) : [];
    return {
      pay_dates: payDates,
      pay_date: date,
      reps,
      total: sumTotals(reps),
      missing: missingOf(reps),
      settings: await this.settings.get(companyId),
    };
  }

  /**
   * The payroll file of a pay date, as the bytes to send. Each export is recorded (issue 29 §5:
   * who, when, which pay date, rows, total and the SHA-256 of exactly these bytes) with its
   * activity event, in one transaction, before the file goes out.
   */
  async export(
    actor: Actor,
    payDate: string,
    format: PayrollFormat,
  ): Promise<{ fileName: string; bytes: Buffer; sha256: string }> {
    const { companyId } = actor;
    if ((await this.payRuns.unpublished(companyId)).includes(payDate))
      throw appError('PAY_DATE_TRANSITION', PAYROLL_NOT_PUBLISHED(payDate), { pay_date: payDate });
    const reps = await this.totals.forPayDate(companyId, payDate);
    const settings = await this.settings.get(companyId);
    const missing = missingOf(reps);
    if (format !== 'generic' && missing.length > 0)
      throw appError('PAYROLL_EMPLOYEE_IDS_MISSING', PAYROLL_MISSING_IDS, { missing });
    const notFileNumbers = reps.filter((r) => !ADP_FILE_NUMBER.test(r.employee_id ?? ''));
    if (format === 'adp' && notFileNumbers.length > 0)
      throw appError('PAYROLL_ADP_FILE_NUMBERS', PAYROLL_ADP_FILE_NUMBERS, {
        missing: notFileNumbers.map((r) => ({ email: r.email, name: r.rep_name })),
      });
    if (
      format === 'adp' &&
      (!settings.adp_company_code || !settings.adp_batch_id || !settings.adp_earnings_code)
    )
      throw appError('PAYROLL_ADP_SETTINGS_MISSING', PAYROLL_MISSING_ADP_SETTINGS, { missing: [] });
    const bytes = Buffer.from(payrollCsv(format, payDate, reps, settings), 'utf8');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const fileName = payrollFileName(format, payDate);
    const total = sumTotals(reps);
    await this.db.transaction(async (tx) => {
      const id = await this.payRuns.recordExport(
        actor,
        {
          payDate,
          format,
          fileName,
          rows: reps.length,
          total: total.toFixed(2),
          bytes: bytes.length,
          sha256,
        },
        tx,
      );
      await this.activity.record(tx, {
        companyId,
        action: 'payroll.exported',
        target: payDate,
        details: {
          pay_date: payDate,
          format,
          format_label: PAYROLL_FORMAT_LABELS[format],
          reps: reps.length,
          total,
          export_id: id,
          file_name: fileName,
          bytes: bytes.length,
          sha256,
        },
      });
    });
    return { fileName, bytes, sha256 };
  }

  getSettings(companyId: number): Promise<PayrollSettings> {
    return this.settings.get(companyId);
  }

  async setSettings(companyId: number, next: PayrollSettings): Promise<PayrollSettings> {
    await this.db.transaction(async (tx) => {
      await this.settings.set(companyId, next, tx);
      await this.activity.record(tx, {
        companyId,
        action: 'payroll.settings_changed',
        details: { ...next },
      });
    });
    return this.settings.get(companyId);
  }
}
