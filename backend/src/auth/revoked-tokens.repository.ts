// The revoked_tokens table (logged-out tokens), and the session check that reads it together with
// the user's sessions_from: a token is live while its user exists, it is not revoked and it was
// issued after the user's last password change.
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, row, rows } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

/** Who a token names, as the guard needs it, and whether the token is over. */
export type SessionRow = Columns<
  'users',
  // must_change_password: a temporary password (set by someone else): every call but a few is
  // refused until changed.
  'id' | 'company_id' | 'email' | 'admin' | 'super' | 'must_change_password'
> & { revoked: boolean };

/** A token's claims the checks read: its user, its id, when it was issued (ms). */
export interface TokenClaims {
  userId: number;
  jti: string;
  issuedAtMs: number;
}

@Injectable()
export class RevokedTokensRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The token's user, with `revoked` true when it was logged out, predates sessions_from, or its
   * user is not active (deactivated: their sessions end at once).
   */
  session(token: TokenClaims): Promise<SessionRow | null> {
    return row<SessionRow>(
      this.db,
      `SELECT u.id, u.company_id, u.email, u.admin, u.super, u.must_change_password,
                EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2)
                  OR $3 < extract(epoch FROM u.sessions_from) * 1000
                  OR u.status <> 'active' AS revoked
           FROM users u WHERE u.id = $1`,
      [token.userId, token.jti, token.issuedAtMs],
    );
  }

  /** Whether the token is not logged out but predates its user's last password change. */
  async predatesPasswordChange(token: TokenClaims): Promise<boolean> {
    const found = await row<{ changed: boolean }>(
      this.db,
      `SELECT NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2)
                AND $3 < extract(epoch FROM u.sessions_from) * 1000
                AND u.status = 'active' AS changed
           FROM users u WHERE u.id = $1`,
      [token.userId, token.jti, token.issuedAtMs],
    );
    return found?.changed ?? false;
  }

  /** Revokes the token in `tx` until `expiresAt` (Unix seconds); false when it already was. */
  async insert(jti: string, expiresAt: number, tx: EntityManager): Promise<boolean> {
    const inserted = await rows<Columns<'revoked_tokens', 'jti'>>(
      tx,
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING jti`,
      [jti, expiresAt],
    );
    return inserted.length > 0;
  }

  /** Housekeeping: a revoked token past its expiry is rejected by its signature check anyway. */
  async purgeExpired(): Promise<void> {
    await exec(this.db, `DELETE FROM revoked_tokens WHERE expires_at < now()`);
  }
}
