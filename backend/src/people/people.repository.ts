// A company's people (users, never super users) and their invitations: the SQL of the people
// screen. Invitation tokens are stored as sha256 only. Writes take the caller's transaction.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Narrowed } from '../database/row-types.js';
import type { PeopleStatus, SignInMethod } from '@commissionbee/shared/people';

export const hashInvitation = (token: string) => createHash('sha256').update(token).digest('hex');

export type PersonRow = Narrowed<
  Columns<
    'users',
    | 'id'
    | 'company_id'
    | 'email'
    | 'name'
    | 'first_name'
    | 'last_name'
    | 'admin'
    | 'status'
    | 'last_sign_in_at'
    | 'last_sign_in_method'
    | 'created_at'
  >,
  { status: PeopleStatus; last_sign_in_method: SignInMethod | null }
> & { invitation_expires_at: Date | null };

export interface InvitationRow {
  user_id: number;
  company_id: number;
  email: string;
  admin: boolean;
  company_name: string;
  expires_at: Date;
}

const PERSON = `u.id, u.company_id, u.email, u.name, u.first_name, u.last_name, u.admin, u.status, u.last_sign_in_at,
  u.last_sign_in_method, u.created_at,
  (SELECT max(i.expires_at) FROM user_invitations i
    WHERE i.user_id = u.id AND i.used_at IS NULL AND u.status = 'invited') AS invitation_expires_at`;

@Injectable()
export class PeopleRepository {
  constructor(private readonly db: DataSource) {}

  /** The company's people (`email`: only the one with it, case-insensitively). */
  list(companyId: number, email?: string): Promise<PersonRow[]> {
    return rows<PersonRow>(
      this.db,
      `SELECT ${PERSON} FROM users u WHERE u.company_id = $1 AND NOT u.super
          AND ($2::text IS NULL OR lower(u.email) = lower($2))
        ORDER BY (u.status = 'deactivated'), lower(u.email)`,
      [companyId, email ?? null],
    );
  }

  async scimSettings(companyId: number): Promise<{ rotate_rep_links: boolean }> {
    const found = await row<{ rotate_rep_links: boolean }>(
      this.db,
      `SELECT scim_rotate_rep_links AS rotate_rep_links FROM companies WHERE id = $1`,
      [companyId],
    );
    return found ?? { rotate_rep_links: true };
  }

  async saveScimSettings(companyId: number, rotate: boolean): Promise<void> {
    await exec(this.db, `UPDATE companies SET scim_rotate_rep_links = $2 WHERE id = $1`, [
      companyId,
      rotate,
    ]);
  }

  /** A person of the company (`companyId` null: of any company, for a super user). */
  find(companyId: number | null, id: number, db: Db = this.db): Promise<PersonRow | null> {
    return row<PersonRow>(
      db,
      `SELECT ${PERSON} FROM users u
        WHERE u.id = $1 AND NOT u.super AND ($2::int IS NULL OR u.company_id = $2)`,
      [id, companyId],
    );
  }

  /** The user with this email in any company (emails are unique across companies). */
  byEmail(
    email: string,
    tx: Db,
  ): Promise<Columns<'users', 'id' | 'company_id' | 'status' | 'super'> | null> {
    return row<Columns<'users', 'id' | 'company_id' | 'status' | 'super'>>(
      tx,
      `SELECT id, company_id, status, super FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
  }

  /**
   * The company's active administrators, locked until the transaction ends: two admins demoting
   * each other at once cannot both pass the last-admin check.
   */
  async lockActiveAdmins(companyId: number, tx: Db): Promise<number[]> {
    const found = await rows<Columns<'users', 'id'>>(
      tx,
      `SELECT id FROM users WHERE company_id = $1 AND admin AND NOT super AND status = 'active'
        ORDER BY id FOR UPDATE`,
      [companyId],
    );
    return found.map((r) => r.id);
  }

  async insertInvited(companyId: number, email: string, admin: boolean, tx: Db): Promise<number> {
    const [made] = await rows<Columns<'users', 'id'>>(
      tx,
      // No password until the invitation is accepted: '' matches no bcrypt hash, and the login
      // only ever reads active users.
      `INSERT INTO users (company_id, email, password_hash, admin, status)
       VALUES ($1, $2, '', $3, 'invited') RETURNING id`,
      [companyId, email, admin],
    );
    return made.id;
  }

  async setName(
    userId: number,
    name: { name: string; first: string; last: string },
    tx: Db,
  ): Promise<void> {
    await exec(tx, `UPDATE users SET name = $2, first_name = $3, last_name = $4 WHERE id = $1`, [
      userId,
      name.name,
      name.first,
      name.last,
    ]);
  }

  /** A new sign-in email (SCIM's userName); the caller checked it is free. */
  async setEmail(userId: number, email: string, tx: Db): Promise<void> {
    await exec(tx, `UPDATE users SET email = $2 WHERE id = $1`, [userId, email]);
  }

  /** Removes the person (SCIM DELETE): their invitations go with them, their uploads stay. */
  async remove(userId: number, tx: Db): Promise<void> {
    await exec(tx, `DELETE FROM users WHERE id = $1`, [userId]);
  }

  async setAdmin(userId: number, admin: boolean, tx: Db): Promise<void> {
    await exec(tx, `UPDATE users SET admin = $2 WHERE id = $1`, [userId, admin]);
  }

  /** Deactivated: sessions end now (the guard reads the status), and stay ended if reactivated. */
  async deactivate(userId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      `UPDATE users SET status = 'deactivated', deactivated_at = now(), sessions_from = now()
        WHERE id = $1`,
      [userId],
    );
  }

  async reactivate(userId: number, tx: Db): Promise<void> {
    await exec(
      tx,
      // Someone deactivated before accepting their invitation has no password: invited again.
      `UPDATE users SET status = CASE WHEN password_hash = '' THEN 'invited' ELSE 'active' END,
              deactivated_at = NULL WHERE id = $1`,
      [userId],
    );
  }

  /** A new link for an invited person; their older links stop working. */
  async insertInvitation(
    invite: {
      companyId: number;
      userId: number;
      token: string;
      expiresAt: Date;
      by: string | null;
    },
    tx: Db,
  ): Promise<void> {
    await exec(
      tx,
      `UPDATE user_invitations SET expires_at = least(expires_at, now())
        WHERE user_id = $1 AND used_at IS NULL`,
      [invite.userId],
    );
    await exec(
      tx,
      `INSERT INTO user_invitations (company_id, user_id, token_hash, invited_by_email, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [invite.companyId, invite.userId, hashInvitation(invite.token), invite.by, invite.expiresAt],
    );
  }

  /** A live invitation: unused, unexpired, its person still invited. */
  findInvitation(token: string): Promise<InvitationRow | null> {
    return row<InvitationRow>(
      this.db,
      `SELECT i.user_id, i.company_id, u.email, u.admin, c.name AS company_name, i.expires_at
         FROM user_invitations i JOIN users u ON u.id = i.user_id JOIN companies c ON c.id = i.company_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now() AND u.status = 'invited'`,
      [hashInvitation(token)],
    );
  }

  /**
   * Uses the invitation and sets the person's password, in one statement: of two requests with
   * the same link only one finds it unused.
   */
  accept(
    token: string,
    passwordHash: string,
    tx: Db,
  ): Promise<Columns<'users', 'id' | 'company_id' | 'email'> | null> {
    return row<Columns<'users', 'id' | 'company_id' | 'email'>>(
      tx,
      `WITH used AS (
         UPDATE user_invitations SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id)
       UPDATE users u SET password_hash = $2, status = 'active', last_sign_in_at = now(),
              last_sign_in_method = 'password'
         FROM used WHERE u.id = used.user_id AND u.status = 'invited'
       RETURNING u.id, u.company_id, u.email`,
      [hashInvitation(token), passwordHash],
    );
  }

  async companyName(companyId: number): Promise<string | null> {
    const found = await row<Columns<'companies', 'name'>>(
      this.db,
      `SELECT name FROM companies WHERE id = $1`,
      [companyId],
    );
    return found?.name ?? null;
  }
}
