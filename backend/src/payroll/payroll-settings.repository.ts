// The payroll_settings table: a company's ADP import codes.
import { Injectable } from '@nestjs/common';
import type { PayrollSettings } from '@commissionbee/shared/activity';
import { DataSource, type EntityManager } from 'typeorm';

const EMPTY: PayrollSettings = {
  adp_company_code: null,
  adp_batch_id: null,
  adp_earnings_code: null,
};

@Injectable()
export class PayrollSettingsRepository {
  constructor(private readonly db: DataSource) {}

  async get(companyId: number, tx: EntityManager = this.db.manager): Promise<PayrollSettings> {
    const rows: PayrollSettings[] = await tx.query(
      `SELECT adp_company_code, adp_batch_id, adp_earnings_code FROM payroll_settings WHERE company_id = $1`,
      [companyId],
    );
    return rows[0] ?? EMPTY;
  }

  async set(tx: EntityManager, companyId: number, settings: PayrollSettings): Promise<void> {
    await tx.query(
      `INSERT INTO payroll_settings (company_id, adp_company_code, adp_batch_id, adp_earnings_code)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET adp_company_code = EXCLUDED.adp_company_code,
         adp_batch_id = EXCLUDED.adp_batch_id, adp_earnings_code = EXCLUDED.adp_earnings_code, updated_at = now()`,
      [companyId, settings.adp_company_code, settings.adp_batch_id, settings.adp_earnings_code],
    );
  }
}
