// The payroll_settings table: a company's ADP import codes.
import { Injectable } from '@nestjs/common';
import type { PayrollSettings } from '@commissionbee/shared/activity';
import { DataSource } from 'typeorm';
import { exec, row, type Db } from '../database/sql.js';
import type { TableRow } from '../database/row-types.js';

const EMPTY: PayrollSettings = {
  adp_company_code: null,
  adp_batch_id: null,
  adp_earnings_code: null,
};

@Injectable()
export class PayrollSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async get(companyId: number, tx: Db = this.db): Promise<PayrollSettings> {
    const settings = await row<TableRow<'payroll_settings', PayrollSettings>>(
      tx,
      `SELECT adp_company_code, adp_batch_id, adp_earnings_code FROM payroll_settings WHERE company_id = $1`,
      [companyId],
    );
    return settings ?? EMPTY;
  }

  async set(companyId: number, settings: PayrollSettings, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO payroll_settings (company_id, adp_company_code, adp_batch_id, adp_earnings_code)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET adp_company_code = EXCLUDED.adp_company_code,
         adp_batch_id = EXCLUDED.adp_batch_id, adp_earnings_code = EXCLUDED.adp_earnings_code, updated_at = now()`,
      [companyId, settings.adp_company_code, settings.adp_batch_id, settings.adp_earnings_code],
    );
  }
}
