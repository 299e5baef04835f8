import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@commissionbee/shared/email';
import { AUTH_MESSAGES } from './auth.messages.js';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { GuessLimits } from './guess-limits.js';
import { DUMMY_HASH, checkPassword } from './password-hasher.js';
import { TokenService } from './token.service.js';
import { AuthEvents } from './auth-events.js';
import { appError } from '../common/app-error.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly tokens: TokenService,
    private readonly activity: AuthEvents,
  ) {}

  async login(email: string, password: string, ip: string): Promise<{ token: string }> {
    const emailKey = normalizeEmail(email);
    const attempt = this.limits.passwordAttempt(emailKey, ip);
    const { ok, value: user } = await this.limits.guardPassword(
      ip,
      attempt,
      async () => {
        const { over, user } = await this.counts.countLogin(attempt.limits, emailKey);
        return { over, value: user };
      },
      // An unknown email is compared against a dummy hash: both failures take the same time.
      async (user) => (await checkPassword(password, user?.password_hash ?? DUMMY_HASH)) && !!user,
      (user) => user?.id ?? null,
    );
    // Per company user: an unknown email belongs to no company's log.
    if (user) {
      await this.activity.recordAlone({
        companyId: user.company_id,
        action: ok ? 'auth.login' : 'auth.login_failed',
        target: emailKey,
        actor: { kind: 'user', userId: user.id, email: emailKey },
      });
    }
    if (!ok || !user) throw appError('AUTH_LOGIN_FAILED', AUTH_MESSAGES.loginFailed);
    return { token: await this.tokens.issue(user) };
  }
}
