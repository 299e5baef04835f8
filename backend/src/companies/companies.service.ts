import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CompanySummary } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { ActivityService } from '../activity/activity.service.js';
import type { CompanyCreated } from '../openapi/schemas.js';
import { UsersRepository } from '../users/users.repository.js';
import { COMPANIES_MESSAGES } from './companies.messages.js';
import { CompaniesRepository } from './companies.repository.js';

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
    if (!company) throw new NotFoundException();
    return company;
  }

  list(): Promise<CompanySummary[]> {
    return this.companies.list();
  }

  /** Creates a company and its first admin in one transaction. */
  async create(
    name: string,
    adminEmail: string,
    tempPassword: string,
    adminName = '',
  ): Promise<CompanyCreated> {
    const hash = await hashPassword(tempPassword);
    return this.db.transaction(async (tx) => {
      if (await this.users.emailTaken(adminEmail, tx))
        throw new ConflictException(COMPANIES_MESSAGES.emailTaken);
      const company = await this.companies.insert(name, tx);
      const admin = await this.users.insertAdmin(company.id, adminEmail, hash, tx, adminName);
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
      const company = await this.companies.setFeatures(companyId, features, tx);
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
