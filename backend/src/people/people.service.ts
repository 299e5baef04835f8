// People (issue 32): invite by email with a role, accept with a password, change a role,
// deactivate (sessions end at once; API tokens revoked or handed over), reactivate. An admin acts
// on their own company; a super user on any (a person's id names their company). The last active
// administrator of a company is never demoted or deactivated.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { normalizeEmail } from '@commissionbee/shared/email';
import { INVITATION_DAYS, PEOPLE_MESSAGES, type PeopleRole } from '@commissionbee/shared/people';
import type { person as personSchema } from '@commissionbee/shared/contracts/answers';
import { ActivityService } from '../activity/activity.service.js';
import { ApiTokensRepository } from '../auth/api-tokens.repository.js';
import { hashPassword } from '../auth/password-hasher.js';
import type { UserPrincipal } from '../auth/principal.js';
import { TokenService } from '../auth/token.service.js';
import { appError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import type { Db } from '../database/sql.js';
import { InvitationMailService } from './invitation-mail.service.js';
import { PeopleRepository, type PersonRow } from './people.repository.js';

type Person = z.infer<typeof personSchema>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.admin ? 'admin' : 'standard',
    status: row.status,
    last_sign_in_at: iso(row.last_sign_in_at),
    last_sign_in_method: row.last_sign_in_method,
    invitation_expires_at: iso(row.invitation_expires_at),
    created_at: iso(row.created_at)!,
  };
}

@Injectable()
export class PeopleService {
  constructor(
    private readonly db: DataSource,
    private readonly people: PeopleRepository,
    private readonly companies: CompaniesRepository,
    private readonly apiTokens: ApiTokensRepository,
    private readonly tokens: TokenService,
    private readonly activity: ActivityService,
    private readonly mail: InvitationMailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The company a caller manages: their own, or any existing one for a super user (else 404). */
  private async companyFor(user: UserPrincipal, companyId: number | undefined): Promise<number> {
    if (companyId === undefined || companyId === user.companyId) return user.companyId;
    if (!user.super || !(await this.companies.exists(companyId))) throw appError('NOT_FOUND');
    return companyId;
  }

  /** A person the caller may manage: of their company, or of any company for a super user. */
  private async target(user: UserPrincipal, id: number, db?: Db): Promise<PersonRow> {
    const found = await this.people.find(user.super ? null : user.companyId, id, db);
    if (!found) throw appError('NOT_FOUND');
    return found;
  }

  async list(user: UserPrincipal, companyId: number | undefined) {
    const company = await this.companyFor(user, companyId);
    const [rows, name] = await Promise.all([
      this.people.list(company),
      this.people.companyName(company),
    ]);
    return { company_id: company, company_name: name ?? '', people: rows.map(toPerson) };
  }

  async invite(
    user: UserPrincipal,
    body: { email: string; role: PeopleRole; company_id?: number },
  ) {
    const companyId = await this.companyFor(user, body.company_id);
    const made = await this.inviteInto(companyId, body.email, body.role, user.email);
    return { ...toPerson(made), invitation_sent: true as const };
  }

  /**
   * Invites `email` into the company (or sends someone still invited a new link) and emails the
   * link; `name` sets their name (SCIM). 409 PEOPLE_EMAIL_TAKEN when the email has a login.
   */
  async inviteInto(
    companyId: number,
    rawEmail: string,
    role: PeopleRole,
    invitedBy: string,
    name?: { name: string; first: string; last: string },
    /** false (SCIM's create): anyone with the email, invited or not, is taken. */
    reinvite = true,
  ): Promise<PersonRow> {
    const email = normalizeEmail(rawEmail);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
    const userId = await this.db.transaction(async (tx) => {
      const existing = await this.people.byEmail(email, tx);
      // Someone still invited to this company gets a new link; anyone else with a login is taken.
      if (
        existing &&
        (!reinvite || existing.company_id !== companyId || existing.status !== 'invited')
      )
        throw appError('PEOPLE_EMAIL_TAKEN', PEOPLE_MESSAGES.emailTaken);
      const id =
        existing?.id ?? (await this.people.insertInvited(companyId, email, role === 'admin', tx));
      if (existing) await this.people.setAdmin(id, role === 'admin', tx);
      if (name) await this.people.setName(id, name, tx);
      await this.people.insertInvitation(
        { companyId, userId: id, token, expiresAt, by: invitedBy },
        tx,
      );
      await this.activity.record(tx, {
        companyId,
        action: 'user.invited',
        target: email,
        details: { role },
      });
      return id;
    });
    const companyName = (await this.people.companyName(companyId)) ?? '';
    await this.mail.send({
      to: email,
      companyName,
      invitedBy,
      role,
      link: `${this.config.PUBLIC_URL}/invite/${token}`,
      expiresAt,
    });
    return (await this.people.find(companyId, userId))!;
  }

  async setRole(user: UserPrincipal, id: number, role: PeopleRole) {
    const changed = await this.db.transaction(async (tx) => {
      const person = await this.target(user, id, tx);
      if (person.id === user.userId)
        throw appError('PEOPLE_NOT_YOURSELF', PEOPLE_MESSAGES.notYourself);
      await this.setRoleIn(tx, person, role);
      return (await this.people.find(person.company_id, person.id, tx))!;
    });
    return toPerson(changed);
  }

  async deactivate(user: UserPrincipal, id: number, transferTo: number | undefined) {
    return this.db.transaction(async (tx) => {
      const person = await this.target(user, id, tx);
      if (person.id === user.userId)
        throw appError('PEOPLE_NOT_YOURSELF', PEOPLE_MESSAGES.notYourself);
      if (person.status === 'deactivated')
        throw appError('PEOPLE_WRONG_STATUS', PEOPLE_MESSAGES.alreadyDeactivated);
      return this.deactivateIn(tx, person, transferTo);
    });
  }

  /**
   * Deactivates the person in `tx` (the last active admin refused): their sessions end, their API
   * tokens are revoked or handed to `transferTo`, and the event is recorded.
   */
  async deactivateIn(tx: EntityManager, person: PersonRow, transferTo?: number) {
    const admins = await this.people.lockActiveAdmins(person.company_id, tx);
    if (
      person.admin &&
      person.status === 'active' &&
      admins.length === 1 &&
      admins[0] === person.id
    )
      throw appError('PEOPLE_LAST_ADMIN', PEOPLE_MESSAGES.lastAdmin);
    let transferred = 0;
    let revoked = 0;
    let heir: PersonRow | null = null;
    if (transferTo !== undefined) {
      heir = await this.people.find(person.company_id, transferTo, tx);
      if (!heir || heir.id === person.id || !admins.includes(heir.id))
        throw appError('PEOPLE_TRANSFER_TARGET_INVALID', PEOPLE_MESSAGES.transferTargetInvalid);
      transferred = await this.apiTokens.transferCreatedBy(person.company_id, person.id, heir, tx);
    } else {
      revoked = await this.apiTokens.revokeCreatedBy(person.company_id, person.id, tx);
    }
    await this.people.deactivate(person.id, tx);
    await this.activity.record(tx, {
      companyId: person.company_id,
      action: 'user.deactivated',
      target: person.email,
      details: {
        tokens_revoked: revoked,
        tokens_transferred: transferred,
        ...(heir ? { transferred_to: heir.email } : {}),
      },
    });
    const after = (await this.people.find(person.company_id, person.id, tx))!;
    return { ...toPerson(after), api_tokens_revoked: revoked, api_tokens_transferred: transferred };
  }

  async reactivate(user: UserPrincipal, id: number) {
    const after = await this.db.transaction(async (tx) => {
      const person = await this.target(user, id, tx);
      if (person.status !== 'deactivated')
        throw appError('PEOPLE_WRONG_STATUS', PEOPLE_MESSAGES.notDeactivated);
      return this.reactivateIn(tx, person);
    });
    return toPerson(after);
  }

  async reactivateIn(tx: EntityManager, person: PersonRow): Promise<PersonRow> {
    await this.people.reactivate(person.id, tx);
    await this.activity.record(tx, {
      companyId: person.company_id,
      action: 'user.reactivated',
      target: person.email,
    });
    return (await this.people.find(person.company_id, person.id, tx))!;
  }

  /** A role change in `tx` (the last active admin is never demoted); records the event. */
  async setRoleIn(tx: EntityManager, person: PersonRow, role: PeopleRole): Promise<void> {
    const admin = role === 'admin';
    if (person.admin === admin) return;
    const admins = await this.people.lockActiveAdmins(person.company_id, tx);
    if (!admin && person.status === 'active' && admins.length === 1 && admins[0] === person.id)
      throw appError('PEOPLE_LAST_ADMIN', PEOPLE_MESSAGES.lastAdmin);
    await this.people.setAdmin(person.id, admin, tx);
    await this.activity.record(tx, {
      companyId: person.company_id,
      action: 'user.role_changed',
      target: person.email,
      details: { role },
    });
  }

  async readInvitation(token: string) {
    const found = await this.people.findInvitation(token);
    if (!found) throw appError('INVITATION_INVALID', PEOPLE_MESSAGES.invitationInvalid);
    return {
      email: found.email,
      company_name: found.company_name,
      role: found.admin ? ('admin' as const) : ('standard' as const),
      expires_at: new Date(found.expires_at).toISOString(),
    };
  }

  /** Sets the password, uses the link and signs the person in. */
  async accept(token: string, password: string): Promise<{ token: string }> {
    if (!(await this.people.findInvitation(token)))
      throw appError('INVITATION_INVALID', PEOPLE_MESSAGES.invitationInvalid);
    const hash = await hashPassword(password);
    const joined = await this.db.transaction(async (tx) => {
      const user = await this.people.accept(token, hash, tx);
      if (!user) throw appError('INVITATION_INVALID', PEOPLE_MESSAGES.invitationInvalid);
      await this.activity.record(tx, {
        companyId: user.company_id,
        action: 'user.joined',
        target: user.email,
        actor: { kind: 'user', userId: user.id, email: user.email },
      });
      return user;
    });
    return { token: await this.tokens.issue(joined) };
  }
}
