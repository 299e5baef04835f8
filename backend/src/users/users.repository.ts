// The users table: its SQL with typed rows. Emails are unique case-insensitively across companies,
// so lookups by email are not tenant methods. Writes take the caller's transaction, last.
import { Injectable } from '@nestjs/common';
import type { CompanyInfo, User } from '@commissionbee/shared/types';
import { DataSource } from 'typeorm';
import { exec, row, rows, type Db } from '../database/sql.js';
import type { Columns, Reads } from '../database/row-types.js';

/** GET /me's row: the user, their company and their calculator as stored. */
export interface MeRow
  extends
    Omit<User, 'user_id' | 'company' | 'features' | 'calculator' | 'bee'>,
    Pick<CompanyInfo, 'logo' | 'color'> {
  id: number;
  company_name: string;
  features: string[] | null;
  calculator: unknown;
}

export type UserRef = Columns<'users', 'id' | 'company_id'>;

/** A user the seed creates (first and last name are the name's first word and the rest). */
export interface NewSeedUser {
  email: string;
  passwordHash: string;
  name: string;
  admin: boolean;
  super: boolean;
}

@Injectable()
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  /** The user's own name (their first and last stay as payroll set them). */
  async setName(userId: number, name: string): Promise<{ name: string } | null> {
    return row<Columns<'users', 'name'>>(
      this.db,
      `UPDATE users SET name = $2 WHERE id = $1 RETURNING name`,
      [userId, name],
    );
  }

  me(userId: number): Promise<MeRow | null> {
    return row<
      Reads<
        MeRow,
        'users',
        | 'id'
        | 'email'
        | 'name'
        | 'first_name'
        | 'last_name'
        | 'admin'
        | 'super'
        | 'viewing_as_email'
        | 'must_change_password'
        | 'company_id'
      > &
        Reads<object, 'companies', 'name' | 'logo' | 'color' | 'features'> &
        Reads<object, 'rep_keys', 'id' | 'email' | 'revoked_at'> &
        Reads<object, 'calculators', 'config'>
    >(
      this.db,
      `SELECT u.id, u.email, u.name, u.first_name, u.last_name, u.admin, u.super, u.viewing_as_email,
              u.must_change_password,
              u.company_id, c.name AS company_name, c.logo, c.color, c.features,
              (SELECT k.id FROM rep_keys k WHERE k.company_id = u.company_id AND lower(k.email) = lower(u.email)
                 AND k.revoked_at IS NULL LIMIT 1) AS rep_id,
              (SELECT calc.config FROM calculators calc WHERE calc.company_id = u.company_id) AS calculator
         FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = $1`,
      [userId],
    );
  }

  /** Sets the user's password hash and ends the sessions issued before `sessionsFrom`. */
  setPassword(userId: number, hash: string, sessionsFrom: Date, tx: Db): Promise<UserRef | null> {
    return row<UserRef>(
      tx,
      `UPDATE users SET password_hash = $2, sessions_from = $3, must_change_password = false WHERE id = $1
       RETURNING id, company_id`,
      [userId, hash, sessionsFrom],
    );
  }

  /** Moves a (super) user into another company. */
  async setCompany(userId: number, companyId: number, tx: Db): Promise<void> {
    await exec(tx, `UPDATE users SET company_id = $2 WHERE id = $1`, [userId, companyId]);
  }

  async emailTaken(email: string, tx: Db): Promise<boolean> {
    const found = await rows<object>(tx, `SELECT 1 FROM users WHERE lower(email) = lower($1)`, [
      email,
    ]);
    return found.length > 0;
  }

  /** A company's first admin, with a temporary password. */
  async insertAdmin(
    companyId: number,
    email: string,
    passwordHash: string,
    tx: Db,
    { temporary = true, name = '' }: { temporary?: boolean; name?: string } = {},
  ): Promise<{ id: number; email: string }> {
    const [admin] = await rows<Columns<'users', 'id' | 'email'>>(
      tx,
      `INSERT INTO users (company_id, email, password_hash, admin, must_change_password, name)
       VALUES ($1, $2, $3, true, $4, $5) RETURNING id, email`,
      [companyId, email, passwordHash, temporary, name],
    );
    return admin;
  }

  async insertSeeded(companyId: number, user: NewSeedUser, tx: Db): Promise<void> {
    const [first, ...rest] = user.name.split(' ');
    await exec(
      tx,
      `INSERT INTO users (company_id, email, password_hash, name, first_name, last_name, admin, super)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        companyId,
        user.email,
        user.passwordHash,
        user.name,
        first,
        rest.join(' '),
        user.admin,
        user.super,
      ],
    );
  }

  findPasswordByEmail(
    email: string,
    tx: Db,
  ): Promise<{ id: number; password_hash: string } | null> {
    return row<Columns<'users', 'id' | 'password_hash'>>(
      tx,
      `SELECT id, password_hash FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
  }

  /** Replaces a password the seed published, ending the user's sessions. */
  async replacePassword(userId: number, passwordHash: string, tx: Db): Promise<void> {
    await exec(tx, `UPDATE users SET password_hash = $2, sessions_from = now() WHERE id = $1`, [
      userId,
      passwordHash,
    ]);
  }
}
