// The companies table: its SQL with typed rows. Only the lookups moved here so far; the rest of
// companies.service.ts follows in issue 18 (one repository per table, DESIGN §6).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class CompaniesRepository {
  constructor(private readonly db: DataSource) {}

  /** Whether the company exists (a super user may name any company; others are 404). */
  async exists(companyId: number): Promise<boolean> {
    const rows: { found: number }[] = await this.db.query(
      `SELECT 1 AS found FROM companies WHERE id = $1`,
      [companyId],
    );
    return rows.length > 0;
  }
}
