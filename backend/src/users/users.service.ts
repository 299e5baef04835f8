import { Injectable } from '@nestjs/common';
import type { User as MeUser } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { checkPassword, hashPassword } from '../auth/password-hasher.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { GuessLimits } from '../auth/guess-limits.js';
import { TokenService } from '../auth/token.service.js';
import { storedConfig } from '../calculator/calculator.service.js';
import { ActivityService } from '../activity/activity.service.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { USERS_MESSAGES } from './users.messages.js';
import { UsersRepository } from './users.repository.js';
import { appError } from '../common/app-error.js';

/** The calculator without its hidden values, which only admins may see (spec §5). */
function withoutHiddenValues(stored: unknown): MeUser['calculator'] {
  const config = storedConfig(stored);
  if (!config) return config;
  return {
    ...config,
    inputs: config.inputs?.map((input) =>
      input.isHardcoded ? { ...input, hardcodedValue: null } : input,
    ),
  };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly tokens: TokenService,
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly activity: ActivityService,
  ) {}

  /** GET /me: exactly the User fields of spec §3 (`bee` is set by the client). */
  async me(userId: number, signedInWith: MeUser['signed_in_with']): Promise<Omit<MeUser, 'bee'>> {
    const u = await this.users.me(userId);
    if (!u) throw appError('NOT_FOUND');
    return {
      user_id: u.id,
      email: u.email,
      name: u.name,
      first_name: u.first_name,
      last_name: u.last_name,
      admin: u.admin,
      super: u.super,
      rep_id: u.rep_id ?? null,
      viewing_as_email: u.viewing_as_email,
      must_change_password: u.must_change_password,
      signed_in_with: signedInWith,
      company_id: u.company_id,
      company: { name: u.company_name, logo: u.logo, color: u.color, features: u.features ?? [] },
      features: u.features ?? [],
      calculator:
        u.admin || u.super ? storedConfig(u.calculator) : withoutHiddenValues(u.calculator),
    };
  }

  /** Sets the caller's own name; answers it as stored. */
  async setName(userId: number, name: string): Promise<{ name: string }> {
    const saved = await this.users.setName(userId, name);
    if (!saved) throw appError('NOT_FOUND');
    return saved;
  }

  async changePassword(
    caller: { userId: number; email: string },
    targetId: number,
    oldPassword: string,
    newPassword: string,
    ip: string,
  ) {
    const callerId = caller.userId;
    if (callerId !== targetId)
      throw appError('USER_OWN_PASSWORD_ONLY', USERS_MESSAGES.ownPasswordOnly);
    // The current password is a password guess like a login's, under the same limits.
    const attempt = this.limits.passwordAttempt(caller.email, ip);
    const { ok, value: hash } = await this.limits.guardPassword(
      ip,
      attempt,
      async () => {
        const { over, passwordHash } = await this.counts.countPasswordCheck(
          attempt.limits,
          callerId,
        );
        return { over, value: passwordHash };
      },
      async (stored) => (stored ? checkPassword(oldPassword, stored) : false),
    );
    if (hash === null) throw appError('NOT_FOUND');
    if (!ok) throw appError('USER_WRONG_CURRENT_PASSWORD', USERS_MESSAGES.wrongCurrentPassword);
    // Every session of the user ends, this one included; the caller goes on with a new token
    // issued at the same millisecond (Node's clock for both, not the database's).
    const newHash = await hashPassword(newPassword);
    const changedAt = Date.now();
    const user = await this.db.transaction(async (tx) => {
      const changed = await this.users.setPassword(callerId, newHash, new Date(changedAt), tx);
      if (!changed) throw appError('NOT_FOUND');
      await this.activity.record(tx, {
        companyId: changed.company_id,
        action: 'user.password_changed',
      });
      return changed;
    });
    return {
      message: USERS_MESSAGES.passwordChanged,
      token: await this.tokens.issue(user, changedAt),
    };
  }

  /** A super user moves themself into another company (then re-logs in). */
  async switchCompany(userId: number, companyId: number) {
    if (!(await this.companies.exists(companyId)))
      throw appError('COMPANY_NOT_FOUND', USERS_MESSAGES.noSuchCompany(companyId));
    await this.db.transaction(async (tx) => {
      await this.users.setCompany(userId, companyId, tx);
      await this.activity.record(tx, { companyId, action: 'company.switched' });
    });
    return { company_id: companyId };
  }
}
