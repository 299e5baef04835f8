import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CompanySummary } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/auth.service.js';
import { ActivityService } from '../activity/activity.service.js';
import type { CompanyCreated } from '../openapi/schemas.js';

const COLUMNS = `id, name, logo, color, features`;

@Injectable()
export class CompaniesService {
  constructor(
    private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async get(companyId: number): Promise<CompanySummary> {
    const rows: CompanySummary[] = await this.db.query(
      `SELECT ${COLUMNS} FROM companies WHERE id = $1`,
      [companyId],
    );
    if (!rows[0]) throw new NotFoundException();
    return rows[0];
  }

  list(): Promise<CompanySummary[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM companies ORDER BY id`);
  }

  /** Creates a company and its first admin in one transaction. */
  async create(name: string, adminEmail: string, tempPassword: string): Promise<CompanyCreated> {
    const hash = await hashPassword(tempPassword);
    return this.db.transaction(async (tx) => {
      const taken: unknown[] = await tx.query(
        `SELECT 1 FROM users WHERE lower(email) = lower($1)`,
        [adminEmail],
      );
      if (taken.length > 0) throw new ConflictException('A user with this email already exists');
      const [company]: { id: number; name: string }[] = await tx.query(
        `INSERT INTO companies (name) VALUES ($1) RETURNING id, name`,
        [name],
      );
      const [admin]: { id: number; email: string }[] = await tx.query(
        `INSERT INTO users (company_id, email, password_hash, admin) VALUES ($1, $2, $3, true) RETURNING id, email`,
        [company.id, adminEmail, hash],
      );
      await this.activity.record(tx, {
        companyId: company.id,
        action: 'company.created',
        target: company.name,
        details: { name: company.name, admin_email: admin.email },
      });
      return { company, admin };
    });
  }

  async setFeatures(companyId: number, features: string[]): Promise<CompanySummary> {
    return this.db.transaction(async (tx) => {
      const rows: CompanySummary[][] = await tx.query(
        `UPDATE companies SET features = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [companyId, [...new Set(features)]],
      );
      const company = rows[0]?.[0];
      if (!company) throw new NotFoundException();
      await this.activity.record(tx, {
        companyId,
        action: 'company.features_changed',
        details: { features: company.features },
      });
      return company;
    });
  }
}
