// The SQL of single sign-on: a company's provider settings and domains, the sign-ins on their way
// through the provider (one-time, by the hash of their state), and the people they sign in.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';

export interface SsoSettingsRow {
  company_id: number;
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret_encrypted: string;
  role_claim: string;
  admin_groups: string[];
  standard_groups: string[];
  required: boolean;
  admin_password_fallback: boolean;
  updated_at: Date;
  domains: string[];
}

export interface SsoLoginRow {
  company_id: number;
  nonce: string;
  code_verifier: string;
  test: boolean;
}

/** Whoever has the email already, in any company. */
export interface SsoUserRow {
  id: number;
  company_id: number;
  email: string;
  admin: boolean;
  super: boolean;
  status: string;
}

const SETTINGS = `s.company_id, s.enabled, s.issuer, s.client_id, s.client_secret_encrypted, s.role_claim,
  s.admin_groups, s.standard_groups, s.required, s.admin_password_fallback, s.updated_at,
  COALESCE((SELECT array_agg(d.domain ORDER BY d.domain) FROM company_sso_domains d
             WHERE d.company_id = s.company_id), '{}') AS domains`;

@Injectable()
export class SsoRepository {
  constructor(private readonly db: DataSource) {}

  settings(companyId: number, db: Db = this.db): Promise<SsoSettingsRow | null> {
    return row<SsoSettingsRow>(
      db,
      `SELECT ${SETTINGS} FROM company_sso s WHERE s.company_id = $1`,
      [companyId],
    );
  }

  /** The settings of the company the domain signs in through, enabled or not. */
  byDomain(domain: string): Promise<SsoSettingsRow | null> {
    return row<SsoSettingsRow>(
      this.db,
      `SELECT ${SETTINGS} FROM company_sso s
         JOIN company_sso_domains d ON d.company_id = s.company_id WHERE d.domain = $1`,
      [domain],
    );
  }

  /** Which of the domains another company holds. */
  async takenDomains(companyId: number, domains: string[], tx: Db): Promise<string[]> {
    const found = await rows<{ domain: string }>(
      tx,
      `SELECT domain FROM company_sso_domains WHERE domain = ANY($2) AND company_id <> $1
        ORDER BY domain`,
      [companyId, domains],
    );
    return found.map((r) => r.domain);
  }

  async save(settings: Omit<SsoSettingsRow, 'updated_at'>, tx: Db): Promise<void> {
    await exec(
      tx,
      `INSERT INTO company_sso (company_id, enabled, issuer, client_id, client_secret_encrypted,
                                role_claim, admin_groups, standard_groups, required,
                                admin_password_fallback, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (company_id) DO UPDATE SET enabled = $2, issuer = $3, client_id = $4,
         client_secret_encrypted = $5, role_claim = $6, admin_groups = $7, standard_groups = $8,
         required = $9, admin_password_fallback = $10, updated_at = now()`,
      [
        settings.company_id,
        settings.enabled,
        settings.issuer,
        settings.client_id,
        settings.client_secret_encrypted,
        settings.role_claim,
        settings.admin_groups,
        settings.standard_groups,
        settings.required,
        settings.admin_password_fallback,
      ],
    );
    await exec(
      tx,
      `DELETE FROM company_sso_domains WHERE company_id = $1 AND NOT (domain = ANY($2))`,
      [settings.company_id, settings.domains],
    );
    await exec(
      tx,
      `INSERT INTO company_sso_domains (domain, company_id)
       SELECT unnest($2::text[]), $1 ON CONFLICT (domain) DO NOTHING`,
      [settings.company_id, settings.domains],
    );
  }

  /**
   * A sign-in leaving for the provider, unless the company already has `maxPending` on their way
   * (unused and unexpired): answers whether it was written. Sign-ins that ended are forgotten on
   * the way.
   */
  async insertLogin(
    login: SsoLoginRow & { stateHash: string; expiresAt: Date },
    maxPending: number,
  ): Promise<boolean> {
    const written = await rows<{ state_hash: string }>(
      this.db,
      `WITH gone AS (DELETE FROM sso_logins WHERE expires_at < now() - interval '1 hour')
       INSERT INTO sso_logins (state_hash, company_id, nonce, code_verifier, test, expires_at)
       SELECT $1, $2, $3, $4, $5, $6
        WHERE (SELECT count(*) FROM sso_logins
                WHERE company_id = $2 AND used_at IS NULL AND expires_at > now()) < $7
       RETURNING state_hash`,
      [
        login.stateHash,
        login.company_id,
        login.nonce,
        login.code_verifier,
        login.test,
        login.expiresAt,
        maxPending,
      ],
    );
    return written.length === 1;
  }

  /**
   * Uses the sign-in of this state, in one statement: of two callbacks with the same state only one
   * finds it unused (a replay finds nothing), and an expired one is never found.
   */
  useLogin(stateHash: string): Promise<SsoLoginRow | null> {
    return row<SsoLoginRow>(
      this.db,
      `UPDATE sso_logins SET used_at = now()
        WHERE state_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING company_id, nonce, code_verifier, test`,
      [stateHash],
    );
  }

  userByEmail(email: string, db: Db = this.db): Promise<SsoUserRow | null> {
    return row<SsoUserRow>(
      db,
      `SELECT id, company_id, email, admin, super, status FROM users WHERE lower(email) = lower($1)
        FOR UPDATE`,
      [email],
    );
  }

  /** A person signed in through the provider: their role follows its groups, invited → active. */
  async signedIn(userId: number, admin: boolean, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE users SET admin = $2, status = 'active', last_sign_in_at = now(),
              last_sign_in_method = 'sso'
        WHERE id = $1`,
      [userId, admin],
    );
  }

  /** Just in time: a person the provider vouches for, with no password (they sign in through it). */
  async insertUser(
    user: {
      companyId: number;
      email: string;
      admin: boolean;
      name: string;
      first: string;
      last: string;
    },
    tx: Db,
  ): Promise<number> {
    const [made] = await rows<{ id: number }>(
      tx,
      // '' matches no bcrypt hash: the password login never signs them in.
      `INSERT INTO users (company_id, email, password_hash, admin, status, name, first_name, last_name,
                          last_sign_in_at, last_sign_in_method)
       VALUES ($1, $2, '', $3, 'active', $4, $5, $6, now(), 'sso') RETURNING id`,
      [user.companyId, user.email, user.admin, user.name, user.first, user.last],
    );
    return made.id;
  }
}
