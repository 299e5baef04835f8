// The companies table: its SQL with typed rows. Writes take the caller's transaction, last.
import { Injectable } from '@nestjs/common';
import type { CompanySummary } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, TableRow } from '../database/row-types.js';

const COLUMNS = `id, name, logo, color, features`;
type CompanyRow = TableRow<'companies', CompanySummary>;

/** A company the seed makes with a fixed id (DESIGN §5). */
export interface SeedCompanies {
  maintenanceId: number;
  demoId: number;
  demoFeatures: readonly string[];
}

@Injectable()
export class CompaniesRepository {
  constructor(private readonly db: DataSource) {}

  /** Whether the company exists (a super user may name any company; others are 404). */
  async exists(companyId: number): Promise<boolean> {
    const found = await rows<{ found: number }>(
      this.db,
      `SELECT 1 AS found FROM companies WHERE id = $1`,
      [companyId],
    );
    return found.length > 0;
  }

  find(companyId: number): Promise<CompanySummary | null> {
    return row<CompanyRow>(this.db, `SELECT ${COLUMNS} FROM companies WHERE id = $1`, [companyId]);
  }

  list(): Promise<CompanySummary[]> {
    return rows<CompanyRow>(this.db, `SELECT ${COLUMNS} FROM companies ORDER BY id`);
  }

  async insert(name: string, tx: Db): Promise<{ id: number; name: string }> {
    const [company] = await rows<Columns<'companies', 'id' | 'name'>>(
      tx,
      `INSERT INTO companies (name) VALUES ($1) RETURNING id, name`,
      [name],
    );
    return company;
  }

  /**
   * Whether any company exists besides the seeded ones: the first-run page is open only while
   * none does. Taken under a transaction-wide advisory lock in `tx`, so two first runs at once
   * cannot both find the way open.
   */
  async anyBeyond(seededIds: number[], tx: Db): Promise<boolean> {
    await exec(tx, `SELECT pg_advisory_xact_lock(hashtext('commissionbee:first-run'))`);
    const found = await rows<{ found: number }>(
      tx,
      `SELECT 1 AS found FROM companies WHERE id <> ALL ($1::int[]) LIMIT 1`,
      [seededIds],
    );
    return found.length > 0;
  }

  /** Sets the company's features (each once); null when there is no such company. */
  setFeatures(companyId: number, features: string[], tx: Db): Promise<CompanySummary | null> {
    return row<CompanyRow>(
      tx,
      `UPDATE companies SET features = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
      [companyId, [...new Set(features)]],
    );
  }

  /** The seed's two fixed companies, left as they are when they exist. */
  async ensureSeeded(seed: SeedCompanies, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO companies (id, name, features) VALUES ($1, 'Legacy Co.', '{}'), ($2, 'Demo Solar Co.', $3)
         ON CONFLICT (id) DO NOTHING`,
      [seed.maintenanceId, seed.demoId, seed.demoFeatures],
    );
  }
}
