// Issues and checks user JWTs. A token is valid while its signature and expiry hold, it has not
// been logged out (revoked_tokens), its user still exists, and it was issued after the user's
// last password change (users.sessions_from); rights are read fresh each time.
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SESSION_METHODS, type SessionMethod } from '@commissionbee/shared/people';
import type { UserPrincipal } from './principal.js';
import { RevokedTokensRepository, type TokenClaims } from './revoked-tokens.repository.js';

export interface TokenPayload {
  sub: number;
  cid: number;
  jti: string;
  exp: number;
  iat: number;
  /** Issued at, in milliseconds (iat has whole seconds); older tokens lack it. */
  iat_ms?: number;
  /** How the session began: 'password' (older tokens lack it), 'sso' or 'password_fallback'. */
  amr?: SessionMethod;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly db: DataSource,
    private readonly revoked: RevokedTokensRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A token for the user; `issuedAt` (ms) when it must not predate a users.sessions_from. */
  issue(
    user: { id: number; company_id: number },
    issuedAt = Date.now(),
    method: SessionMethod = 'password',
  ): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, cid: user.company_id, jti: randomUUID(), iat_ms: issuedAt, amr: method },
      {
        secret: this.config.JWT_SECRET,
        expiresIn: this.config.JWT_TTL_SECONDS,
        algorithm: 'HS256',
      },
    );
  }

  async authenticate(token: string): Promise<UserPrincipal | null> {
    const payload = await this.decode(token);
    return payload ? this.principalOf(payload) : null;
  }

  /** The live session a verified token names (the jwt strategy's check), or null. */
  async principalOf(payload: TokenPayload): Promise<UserPrincipal | null> {
    const user = await this.revoked.session(claims(payload));
    if (!user || user.revoked) return null;
    return {
      kind: 'user',
      userId: user.id,
      companyId: user.company_id,
      email: user.email,
      admin: user.admin,
      super: user.super,
      jti: payload.jti,
      expiresAt: payload.exp * 1000,
      mustChangePassword: user.must_change_password,
      signedInWith: SESSION_METHODS.includes(payload.amr!) ? payload.amr! : 'password',
    };
  }

  /**
   * Why a token that `authenticate` refused was refused, when the holder may know: it is genuine
   * and not logged out, but predates the user's last password change.
   */
  async refusal(token: string): Promise<'password-changed' | null> {
    const payload = await this.decode(token);
    return payload ? this.refusalOf(payload) : null;
  }

  /** `refusal` for a token whose signature and expiry are already verified. */
  async refusalOf(payload: TokenPayload): Promise<'password-changed' | null> {
    return (await this.revoked.predatesPasswordChange(claims(payload))) ? 'password-changed' : null;
  }

  /**
   * Revokes the token; `onRevoked` runs in the same transaction when this call revoked it (a
   * logout's activity event), not when it already was.
   */
  async revoke(
    token: string,
    onRevoked?: (tx: EntityManager, who: { userId: number; companyId: number }) => Promise<void>,
  ): Promise<boolean> {
    const payload = await this.decode(token);
    if (!payload) return false;
    await this.db.transaction(async (tx) => {
      if ((await this.revoked.insert(payload.jti, payload.exp, tx)) && onRevoked)
        await onRevoked(tx, { userId: payload.sub, companyId: payload.cid });
    });
    await this.revoked.purgeExpired();
    return true;
  }

  private async decode(token: string): Promise<TokenPayload | null> {
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token, {
        secret: this.config.JWT_SECRET,
        algorithms: ['HS256'],
      });
      return isTokenPayload(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}

/** Whether a verified token carries the claims this service issues (older ones lack iat_ms, amr). */
export function isTokenPayload(payload: unknown): payload is TokenPayload {
  const p = payload as Partial<TokenPayload> | null;
  return typeof p?.sub === 'number' && typeof p.jti === 'string' && typeof p.iat === 'number';
}

function claims(payload: TokenPayload): TokenClaims {
  return {
    userId: payload.sub,
    jti: payload.jti,
    issuedAtMs: payload.iat_ms ?? payload.iat * 1000,
  };
}
