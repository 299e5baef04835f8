import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { User as MeUser } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { checkPassword, hashPassword } from '../auth/password-hasher.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { GuessLimits } from '../auth/guess-limits.js';
import { TokenService } from '../auth/token.service.js';
import { storedConfig } from '../calculator/calculator.service.js';
import { ActivityService } from '../activity/activity.service.js';

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
    private readonly tokens: TokenService,
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly activity: ActivityService,
  ) {}

  /** GET /me: exactly the User fields of spec §3 (`bee` is set by the client). */
  async me(userId: number): Promise<Omit<MeUser, 'bee'>> {
    const rows = await this.db.query(
      `SELECT u.id, u.email, u.name, u.first_name, u.last_name, u.admin, u.super, u.viewing_as_email,
              u.company_id, c.name AS company_name, c.logo, c.color, c.features,
              (SELECT k.id FROM rep_keys k WHERE k.company_id = u.company_id AND lower(k.email) = lower(u.email)
                 AND k.revoked_at IS NULL LIMIT 1) AS rep_id,
              (SELECT calc.config FROM calculators calc WHERE calc.company_id = u.company_id) AS calculator
         FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1`,
      [userId],
    );
    const u = rows[0];
    if (!u) throw new NotFoundException();
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
      company_id: u.company_id,
      company: { name: u.company_name, logo: u.logo, color: u.color, features: u.features ?? [] },
      features: u.features ?? [],
      calculator:
        u.admin || u.super ? storedConfig(u.calculator) : withoutHiddenValues(u.calculator),
    };
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
      throw new ForbiddenException('You can only change your own password');
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
    if (hash === null) throw new NotFoundException();
    if (!ok) throw new BadRequestException('Current password is incorrect');
    // Every session of the user ends, this one included; the caller goes on with a new token
    // issued at the same millisecond (Node's clock for both, not the database's).
    const newHash = await hashPassword(newPassword);
    const changedAt = Date.now();
    const user = await this.db.transaction(async (tx) => {
      const [changed]: { id: number; company_id: number }[] = await tx.query(
        // Through a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
        `WITH changed AS (
           UPDATE users SET password_hash = $2, sessions_from = $3 WHERE id = $1
           RETURNING id, company_id)
         SELECT id, company_id FROM changed`,
        [callerId, newHash, new Date(changedAt)],
      );
      await this.activity.record(tx, {
        companyId: changed.company_id,
        action: 'user.password_changed',
      });
      return changed;
    });
    return {
      message: 'Password changed successfully',
      token: await this.tokens.issue(user, changedAt),
    };
  }

  /** A super user moves themself into another company (then re-logs in). */
  async switchCompany(userId: number, companyId: number) {
    const exists: unknown[] = await this.db.query(`SELECT 1 FROM companies WHERE id = $1`, [
      companyId,
    ]);
    if (exists.length === 0) throw new NotFoundException(`Company ${companyId} does not exist`);
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET company_id = $2 WHERE id = $1`, [userId, companyId]);
      await this.activity.record(tx, { companyId, action: 'company.switched' });
    });
    return { company_id: companyId };
  }
}
