// The guessing limits' counts (table guess_counts). A password attempt is counted in the same
// statement that reads the hash it is checked against, so it is counted before any password is
// compared; an unknown view key is counted before it is answered.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row } from '../database/sql.js';
import type { Columns, Nullable } from '../database/row-types.js';

/** One limit: at most `max` attempts per `windowSeconds` for `key` (e.g. 'login:ip:10.0.0.7'). */
export interface GuessLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

export type PasswordRow = Columns<'users', 'id' | 'company_id' | 'password_hash'> & {
  /** Single sign-on is on and required for the user's company (never for a super user). */
  sso_required: boolean;
  /**
   * Required, and the user is an Administrator of a company that lets its admins use their
   * password while its identity provider does not answer.
   */
  sso_fallback_allowed: boolean;
};

export type ViewKeyRow = Columns<'rep_keys', 'id' | 'company_id' | 'email' | 'custom_features'> &
  Columns<'companies', 'data_version'>;

// Counts one attempt for every limit (a window starts at its first attempt and lasts
// windowSeconds); $1 keys (sorted, so concurrent statements lock rows in the same order), $2
// maxima, $3 windows. `over` is true when this attempt goes beyond any of them.
const COUNT_ATTEMPT = `
  limits AS (SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) AS l(key, max, secs)),
  attempt AS (
    INSERT INTO guess_counts AS g (key, count, expires_at)
    SELECT key, 1, now() + make_interval(secs => secs) FROM limits
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN g.expires_at <= now() THEN 1 ELSE g.count + 1 END,
      expires_at = CASE WHEN g.expires_at <= now() THEN EXCLUDED.expires_at ELSE g.expires_at END
    RETURNING g.key, g.count, g.expires_at)`;
const OVER = `EXISTS (SELECT 1 FROM attempt a JOIN limits l USING (key) WHERE a.count > l.max) AS over`;

function limitParams(limits: GuessLimit[]): [string[], number[], number[]] {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return [sorted.map((l) => l.key), sorted.map((l) => l.max), sorted.map((l) => l.windowSeconds)];
}

@Injectable()
export class GuessCountsRepository {
  constructor(private readonly db: DataSource) {}

  /** Counts a login attempt and reads the user of that (lower-cased) email, in one statement. */
  async countLogin(
    limits: GuessLimit[],
    email: string,
  ): Promise<{ over: boolean; user: PasswordRow | null }> {
    // One row always: the user's columns are null for an unknown email (the LEFT JOIN).
    const found = await row<Nullable<PasswordRow> & { over: boolean }>(
      this.db,
      `WITH ${COUNT_ATTEMPT}
       SELECT ${OVER}, u.id, u.company_id, u.password_hash,
              (NOT u.super AND EXISTS (SELECT 1 FROM company_sso s
                                        WHERE s.company_id = u.company_id AND s.required
                                          AND s.enabled)) AS sso_required,
              (NOT u.super AND u.admin
                AND EXISTS (SELECT 1 FROM company_sso s
                             WHERE s.company_id = u.company_id AND s.required AND s.enabled
                               AND s.admin_password_fallback)) AS sso_fallback_allowed
         FROM (SELECT 1) AS one LEFT JOIN users u ON lower(u.email) = $4 AND u.status = 'active'`,
      [...limitParams(limits), email],
    );
    const { over, ...user } = found!;
    return { over, user: user.id ? (user as PasswordRow) : null };
  }

  /** Counts a current-password check and reads that user's hash, in one statement. */
  async countPasswordCheck(
    limits: GuessLimit[],
    userId: number,
  ): Promise<{ over: boolean; passwordHash: string | null }> {
    const found = await row<{ over: boolean } & Nullable<Columns<'users', 'password_hash'>>>(
      this.db,
      `WITH ${COUNT_ATTEMPT}
       SELECT ${OVER}, (SELECT password_hash FROM users WHERE id = $4) AS password_hash`,
      [...limitParams(limits), userId],
    );
    return { over: found!.over, passwordHash: found!.password_hash };
  }

  /**
   * A live view key, with the misses counted against `limitKey` so far (a read only: a request
   * with a real key pays nothing more than its lookup).
   */
  async findViewKey(
    viewKey: string,
    limitKey: string,
  ): Promise<{ key: ViewKeyRow | null; misses: number }> {
    return this.findKey('k.view_key = $1', [viewKey, limitKey]);
  }

  /** The same for an admin's preview: the live key by id, in its company (preview-keys.ts). */
  findPreviewedKey(
    keyId: number,
    companyId: number,
    limitKey: string,
  ): Promise<{ key: ViewKeyRow | null; misses: number }> {
    return this.findKey('k.id = $1 AND k.company_id = $3', [keyId, limitKey, companyId]);
  }

  private async findKey(
    where: string,
    params: unknown[],
  ): Promise<{ key: ViewKeyRow | null; misses: number }> {
    const found = await row<Nullable<ViewKeyRow> & { misses: number }>(
      this.db,
      `SELECT found.*, COALESCE(
           (SELECT count FROM guess_counts WHERE key = $2 AND expires_at > now()), 0) AS misses
         FROM (SELECT 1) AS one
         LEFT JOIN (SELECT k.id, k.company_id, k.email, k.custom_features, c.data_version
                      FROM rep_keys k JOIN companies c ON c.id = k.company_id
                     WHERE ${where} AND k.revoked_at IS NULL) AS found ON true`,
      params,
    );
    const { misses, ...key } = found!;
    return { key: key.id ? (key as ViewKeyRow) : null, misses };
  }

  /** Counts one attempt against every limit; answers whether it goes beyond any of them. */
  async countAll(limits: GuessLimit[]): Promise<boolean> {
    const found = await row<{ over: boolean }>(
      this.db,
      `WITH ${COUNT_ATTEMPT} SELECT ${OVER}`,
      limitParams(limits),
    );
    return found!.over;
  }

  /** Counts one attempt against `limit`; answers whether it goes beyond it. */
  async countOne(limit: GuessLimit): Promise<boolean> {
    const found = await row<{ over: boolean }>(
      this.db,
      `WITH ${COUNT_ATTEMPT} SELECT ${OVER}`,
      limitParams([limit]),
    );
    return found!.over;
  }

  /** Counts one attempt against `limit`; answers whether it goes beyond it and when its window ends. */
  async countWindow(limit: GuessLimit): Promise<{ over: boolean; retryAfterSeconds: number }> {
    const found = await row<{ over: boolean; retry_after: number }>(
      this.db,
      `WITH ${COUNT_ATTEMPT}
       SELECT ${OVER}, (SELECT GREATEST(1, ceil(extract(epoch FROM a.expires_at - now())))::int
                          FROM attempt a) AS retry_after`,
      limitParams([limit]),
    );
    return { over: found!.over, retryAfterSeconds: found!.retry_after ?? limit.windowSeconds };
  }

  /**
   * Counts one attempt against every limit; answers whether it goes beyond any of them and, when
   * it does, when the last window it went beyond ends (Retry-After).
   */
  async countWindows(limits: GuessLimit[]): Promise<{ over: boolean; retryAfterSeconds: number }> {
    const found = await row<{ over: boolean; retry_after: number | null }>(
      this.db,
      `WITH ${COUNT_ATTEMPT}
       SELECT ${OVER},
              (SELECT GREATEST(1, ceil(extract(epoch FROM max(a.expires_at) - now())))::int
                 FROM attempt a JOIN limits l USING (key) WHERE a.count > l.max) AS retry_after`,
      limitParams(limits),
    );
    return {
      over: found!.over,
      retryAfterSeconds:
        found!.retry_after ?? Math.max(...limits.map((limit) => limit.windowSeconds)),
    };
  }

  /**
   * Takes one attempt back from each of `keys` and clears `clearKeys` (an attempt that turned out
   * right, or was refused before anything was checked).
   */
  async refund(
    keys: string[],
    clearKeys: string[] = [],
    signedIn: number | null = null,
  ): Promise<void> {
    // A successful password sign-in also notes when (the people screen), in the same statement,
    // so a login costs no query more for it.
    await exec(
      this.db,
      `WITH noted AS (
         UPDATE users SET last_sign_in_at = now(), last_sign_in_method = 'password'
          WHERE $3::int IS NOT NULL AND id = $3 RETURNING id)
       UPDATE guess_counts SET count = CASE WHEN key = ANY($2) THEN 0 ELSE GREATEST(count - 1, 0) END
        WHERE key = ANY($1)`,
      [[...keys].sort(), clearKeys, signedIn],
    );
  }

  /** Forgets windows that ended more than an hour ago. */
  async sweep(): Promise<void> {
    await exec(this.db, `DELETE FROM guess_counts WHERE expires_at < now() - interval '1 hour'`);
  }
}
