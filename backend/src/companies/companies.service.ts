import { Injectable } from '@nestjs/common';
import type { CompanySummary } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { ActivityService } from '../activity/activity.service.js';
import type { CompanyCreated } from '@commissionbee/shared/contracts/answers';
import { UsersRepository } from '../users/users.repository.js';
import { SETUP_CLOSED_CODE, SETUP_MESSAGES } from '@commissionbee/shared/password';
import { DEMO_COMPANY_ID, MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { COMPANIES_MESSAGES } from './companies.messages.js';
import { CompaniesRepository } from './companies.repository.js';
import { appError } from '../common/app-error.js';

/** The companies the seed makes: the first-run page stays open while they are the only ones. */
const SEEDED_COMPANY_IDS = [MAINTENANCE_COMPANY_ID, DEMO_COMPANY_ID];

@Injectable()
export class CompaniesService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly activity: ActivityService,
  ) {}

  async get(companyId: number): Promise<CompanySummary> {
    const company = await this.companies.find(companyId);
    if (!company) throw appError('NOT_FOUND');
    return company;
  }

  list(): Promise<CompanySummary[]> {
    return this.companies.list();
  }

  /**
   * Creates a company and its first admin in one transaction. The super user's New Company sets a
   * temporary password (changed at first sign-in); the first-run page's admin chose their own.
   */
  async create(
    name: string,
    adminEmail: string,
    password: string,
    options: { temporary?: boolean; firstRun?: boolean; adminName?: string } = {},
  ): Promise<CompanyCreated> {
    const { temporary = true, firstRun = false, adminName = '' } = options;
    const hash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      if (firstRun && (await this.companies.anyBeyond(SEEDED_COMPANY_IDS, tx)))
        throw appError(SETUP_CLOSED_CODE, SETUP_MESSAGES.closed);
      if (await this.users.emailTaken(adminEmail, tx))
        throw appError('COMPANY_EMAIL_TAKEN', COMPANIES_MESSAGES.emailTaken);
      const company = await this.companies.insert(name, tx);
      const admin = await this.users.insertAdmin(company.id, adminEmail, hash, tx, {
        temporary,
        name: adminName,
      });
      await this.activity.record(tx, {
        companyId: company.id,
        action: 'company.created',
        target: company.name,
        details: {
          name: company.name,
          admin_email: admin.email,
          ...(firstRun ? { first_run: true } : {}),
        },
      });
      return { company, admin };
    });
  }

  /** GET /setup: whether the first-run page may create a company now. */
  async setupOpen(enabled: boolean): Promise<boolean> {
    if (!enabled) return false;
    return this.db.transaction((tx) =>
      this.companies.anyBeyond(SEEDED_COMPANY_IDS, tx).then((any) => !any),
    );
  }

  async setFeatures(companyId: number, features: string[]): Promise<CompanySummary> {
    return this.db.transaction(async (tx) => {
      const company = await this.companies.setFeatures(companyId, features, tx);
      if (!company) throw appError('NOT_FOUND');
      await this.activity.record(tx, {
        companyId,
        action: 'company.features_changed',
        details: { features: company.features },
      });
      return company;
    });
  }
}
