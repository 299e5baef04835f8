import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { normalizeEmail } from '@commissionbee/shared/email';
import { DataSource } from 'typeorm';
import { FailureLimiter } from '../common/failure-limiter.js';
import { TokenService } from './token.service.js';

export const LOGIN_FAILED = 'Incorrect email or password. Try again.';
const TOO_MANY = 'Too many failed logins. Try again in a few minutes.';

// A hash to compare against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

@Injectable()
export class AuthService {
  private readonly perEmail = new FailureLimiter(5, 15 * 60_000);
  private readonly perIp = new FailureLimiter(30, 15 * 60_000);

  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string, ip: string): Promise<{ token: string }> {
    const emailKey = normalizeEmail(email);
    if (this.perEmail.isBlocked(emailKey) || this.perIp.isBlocked(ip)) {
      throw new HttpException(TOO_MANY, HttpStatus.TOO_MANY_REQUESTS);
    }
    const rows: { id: number; company_id: number; password_hash: string }[] = await this.db.query(
      `SELECT id, company_id, password_hash FROM users WHERE lower(email) = $1`,
      [emailKey],
    );
    const user = rows[0];
    const ok = await bcrypt.compare(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      this.perEmail.fail(emailKey);
      this.perIp.fail(ip);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    this.perEmail.reset(emailKey);
    return { token: await this.tokens.issue(user) };
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
