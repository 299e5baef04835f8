// The calculators table (one what-if calculator config per company): its SQL with typed rows.
// A config is jsonb and read as `unknown`: older data stored it as a one-item array, which the
// service's storedConfig reads. Writes take the caller's transaction, last.
import { Injectable } from '@nestjs/common';
import type { CalculatorConfig } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, type Db } from '../database/sql.js';
import type { Columns, Narrowed } from '../database/row-types.js';

@Injectable()
export class CalculatorsRepository {
  constructor(private readonly db: DataSource) {}

  /** The company's stored config (undefined when it has none). */
  async config(companyId: number): Promise<unknown> {
    const found = await row<Columns<'calculators', 'config'>>(
      this.db,
      `SELECT config FROM calculators WHERE company_id = $1`,
      [companyId],
    );
    return found?.config;
  }

  /** The company's features with its stored config (null when there is no such company). */
  withFeatures(companyId: number): Promise<{ features: string[]; config: unknown } | null> {
    return row<Columns<'companies', 'features'> & Columns<'calculators', 'config'>>(
      this.db,
      `SELECT c.features, calc.config
         FROM companies c LEFT JOIN calculators calc ON calc.company_id = c.id
        WHERE c.id = $1`,
      [companyId],
    );
  }

  /** The stored config, locked until `tx` ends (a save reads what it replaces). */
  async lockConfig(companyId: number, tx: Db): Promise<unknown> {
    const found = await row<Columns<'calculators', 'config'>>(
      tx,
      `SELECT config FROM calculators WHERE company_id = $1 FOR UPDATE`,
      [companyId],
    );
    return found?.config;
  }

  /** Creates or replaces the company's config; answers it as stored. */
  async save(companyId: number, config: CalculatorConfig, tx: Db): Promise<CalculatorConfig> {
    const saved = await row<
      Narrowed<Columns<'calculators', 'config'>, { config: CalculatorConfig }>
    >(
      tx,
      `INSERT INTO calculators (company_id, config) VALUES ($1, $2::jsonb)
         ON CONFLICT (company_id) DO UPDATE SET config = EXCLUDED.config, updated_at = now()
         RETURNING config`,
      [companyId, JSON.stringify(config)],
    );
    return saved!.config;
  }

  /** Gives the company this config unless it already has one. */
  async insertIfAbsent(companyId: number, config: CalculatorConfig, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO calculators (company_id, config) VALUES ($1, $2::jsonb) ON CONFLICT (company_id) DO NOTHING`,
      [companyId, JSON.stringify(config)],
    );
  }
}
