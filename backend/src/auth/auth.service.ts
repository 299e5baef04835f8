import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@commissionbee/shared/email';
import { AUTH_MESSAGES } from './auth.messages.js';
import { GuessCountsRepository, type PasswordRow } from './guess-counts.repository.js';
import { GuessLimits } from './guess-limits.js';
import { DUMMY_HASH, checkPassword } from './password-hasher.js';
import { TokenService } from './token.service.js';
import { AuthEvents } from './auth-events.js';
import { SsoFallback } from './sso-fallback.js';
import { appError } from '../common/app-error.js';
import { SSO_MESSAGES } from '@commissionbee/shared/sso';

@Injectable()
export class AuthService {
  constructor(
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly tokens: TokenService,
    private readonly activity: AuthEvents,
    private readonly sso: SsoFallback,
  ) {}

  async login(email: string, password: string, ip: string): Promise<{ token: string }> {
    const emailKey = normalizeEmail(email);
    const attempt = this.limits.passwordAttempt(emailKey, ip);
    // Single sign-on is required but the provider does not answer, and the company lets its
    // admins use their password then: asked of the provider only after the password is right.
    let fallback = null as { issuer: string | null } | null;
    const refused = (user: PasswordRow | null) => !!user?.sso_required && !fallback;
    const { ok, value: user } = await this.limits.guardPassword(
      ip,
      attempt,
      async () => {
        const { over, user } = await this.counts.countLogin(attempt.limits, emailKey);
        return { over, value: user };
      },
      // An unknown email, or a person with no password (single sign-on only), is compared
      // against a dummy hash: every failure takes the same time.
      async (user) => {
        const right =
          (await checkPassword(password, user?.password_hash || DUMMY_HASH)) &&
          !!user?.password_hash;
        if (right && user!.sso_fallback_allowed) {
          const verdict = await this.sso.providerVerdict(user!.company_id);
          if (verdict.unreachable) fallback = { issuer: verdict.issuer };
        }
        return right;
      },
      // A refused sign-in (single sign-on required) is not noted as one.
      (user) => (user && !refused(user) ? user.id : null),
    );
    // Per company user: an unknown email belongs to no company's log.
    if (user) {
      const viaFallback = ok && user.sso_required && fallback;
      await this.activity.recordAlone({
        companyId: user.company_id,
        action: viaFallback
          ? 'auth.sso_fallback_login'
          : ok && !user.sso_required
            ? 'auth.login'
            : 'auth.login_failed',
        target: emailKey,
        ...(viaFallback ? { details: { issuer: fallback!.issuer } } : {}),
        actor: { kind: 'user', userId: user.id, email: emailKey },
      });
    }
    if (!ok || !user) throw appError('AUTH_LOGIN_FAILED', AUTH_MESSAGES.loginFailed);
    // Told only to someone who knows the password: the company signs in through its provider.
    if (refused(user)) throw appError('AUTH_SSO_REQUIRED', SSO_MESSAGES.ssoRequired);
    return {
      token: await this.tokens.issue(
        user,
        Date.now(),
        user.sso_required ? 'password_fallback' : 'password',
      ),
    };
  }
}
