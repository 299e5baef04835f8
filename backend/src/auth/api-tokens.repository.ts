// api_tokens' SQL. Auth owns the table: the guard authenticates a token on every call, and
// api-tokens/ lists, creates and revokes them through this repository (AuthModule exports it).
// Secrets are stored as sha256: they are 256 random bits, so a fast hash is as safe as a slow one
// (nothing to brute-force) and the lookup stays one indexed equality.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { affected, exec, rows, type Db } from '../database/sql.js';
import type { Columns } from '../database/row-types.js';

export type ApiTokenRow = Columns<
  'api_tokens',
  | 'id'
  | 'company_id'
  | 'name'
  | 'prefix'
  | 'scopes'
  | 'created_by_email'
  | 'created_at'
  | 'last_used_at'
>;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** last_used_at is written at most once a minute per token: a busy script costs no write per call. */
const LAST_USED_EVERY_MS = 60_000;

const COLUMNS = `id, company_id, name, prefix, scopes, created_by_email, created_at, last_used_at`;

@Injectable()
export class ApiTokensRepository {
  constructor(private readonly db: DataSource) {}

  /** The live token with this secret (and notes its use), or null. */
  async authenticate(secret: string): Promise<ApiTokenRow | null> {
    if (secret.length > 200) return null;
    const [row] = await rows<ApiTokenRow>(
      this.db,
      `SELECT ${COLUMNS} FROM api_tokens WHERE secret_hash = $1 AND revoked_at IS NULL`,
      [hashSecret(secret)],
    );
    if (!row) return null;
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_EVERY_MS)
      await exec(this.db, `UPDATE api_tokens SET last_used_at = now() WHERE id = $1`, [row.id]);
    return row;
  }

  async list(companyId: number): Promise<ApiTokenRow[]> {
    return rows<ApiTokenRow>(
      this.db,
      `SELECT ${COLUMNS} FROM api_tokens WHERE company_id = $1 AND revoked_at IS NULL
        ORDER BY created_at DESC, id DESC`,
      [companyId],
    );
  }

  async countLive(companyId: number): Promise<number> {
    const [{ n }] = await rows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM api_tokens WHERE company_id = $1 AND revoked_at IS NULL`,
      [companyId],
    );
    return n;
  }

  async insert(
    companyId: number,
    token: {
      name: string;
      prefix: string;
      secret: string;
      scopes: string[];
      userId: number;
      email: string;
    },
  ): Promise<ApiTokenRow> {
    const [row] = await rows<ApiTokenRow>(
      this.db,
      `INSERT INTO api_tokens (company_id, name, prefix, secret_hash, scopes, created_by, created_by_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        companyId,
        token.name,
        token.prefix,
        hashSecret(token.secret),
        token.scopes,
        token.userId,
        token.email,
      ],
    );
    return row;
  }

  /** True when a live token of the company was revoked. */
  async revoke(companyId: number, id: number): Promise<boolean> {
    return (
      (await affected(
        this.db,
        // Through a CTE: TypeORM answers an UPDATE with [rows, count], a SELECT with its rows.
        `WITH revoked AS (UPDATE api_tokens SET revoked_at = now()
          WHERE company_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING id)
       SELECT id FROM revoked`,
        [companyId, id],
      )) > 0
    );
  }

  /** Revokes the live tokens a person created (they are deactivated); answers how many. */
  async revokeCreatedBy(companyId: number, userId: number, tx: Db): Promise<number> {
    return affected(
      tx,
      `WITH revoked AS (UPDATE api_tokens SET revoked_at = now()
        WHERE company_id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING id)
       SELECT id FROM revoked`,
      [companyId, userId],
    );
  }

  /** Hands the live tokens a person created to another user of the company; answers how many. */
  async transferCreatedBy(
    companyId: number,
    from: number,
    to: { id: number; email: string },
    tx: Db,
  ): Promise<number> {
    return affected(
      tx,
      `WITH moved AS (UPDATE api_tokens SET created_by = $3, created_by_email = $4
        WHERE company_id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING id)
       SELECT id FROM moved`,
      [companyId, from, to.id, to.email],
    );
  }
}
