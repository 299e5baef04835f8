// SCIM 2.0 Users (issue 32): an identity provider keeps the company's people in step. A created
// user is invited (an email to set a password); active=false deactivates (sessions end at once,
// API tokens revoked), DELETE removes. A deactivated or deleted user who is also a rep of the
// company gets a new portal link when the company's setting says so (default on).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normalizeEmail } from '@commissionbee/shared/email';
import { invitableEmail, PEOPLE_MESSAGES, type PeopleRole } from '@commissionbee/shared/people';
import { SCIM_LIST_SCHEMA, SCIM_USER_SCHEMA } from '@commissionbee/shared/contracts/answers';
import type { ScimPatchBody, ScimUserBody } from '@commissionbee/shared/contracts/scim';
import type { Actor } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Db } from '../database/sql.js';
import { PeopleRepository, type PersonRow } from '../people/people.repository.js';
import { PeopleService } from '../people/people.service.js';
import { ViewKeysService } from '../view-keys/view-keys.service.js';

const iso = (d: Date) => new Date(d).toISOString();

/** What a SCIM body says about a person, each field only when given. */
interface Changes {
  email?: string;
  /** A field left undefined keeps its value (a PATCH of givenName alone). */
  name?: { name?: string; first?: string; last?: string };
  active?: boolean;
  role?: PeopleRole;
}

export const SCIM_MESSAGES = {
  invalidFilter: 'Only the filter userName eq "…" is supported.',
  invalidPatch: (what: string) => `Unsupported PATCH operation: ${what}`,
} as const;

@Injectable()
export class ScimService {
  private readonly logger = new Logger('Scim');

  constructor(
    private readonly db: DataSource,
    private readonly people: PeopleRepository,
    private readonly peopleService: PeopleService,
    private readonly viewKeys: ViewKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private resource(p: PersonRow) {
    const first = p.first_name ?? '';
    const last = p.last_name ?? '';
    return {
      schemas: [SCIM_USER_SCHEMA],
      id: String(p.id),
      userName: p.email,
      name: { givenName: first, familyName: last, formatted: p.name || `${first} ${last}`.trim() },
      displayName: p.name,
      emails: [{ value: p.email, type: 'work', primary: true }],
      active: p.status !== 'deactivated',
      roles: [{ value: p.admin ? ('admin' as const) : ('standard' as const), primary: true }],
      meta: {
        resourceType: 'User' as const,
        created: iso(p.created_at),
        location: `${this.config.PUBLIC_URL}/scim/v2/Users/${p.id}`,
      },
    };
  }

  async list(companyId: number, filter?: string, startIndex = 1, count = 100) {
    let email: string | undefined;
    if (filter !== undefined && filter.trim() !== '') {
      const match = /^\s*userName\s+eq\s+"([^"]*)"\s*$/i.exec(filter);
      if (!match) throw appError('SCIM_INVALID_FILTER', SCIM_MESSAGES.invalidFilter);
      email = match[1];
    }
    const all = await this.people.list(companyId, email);
    const page = all.slice(startIndex - 1, startIndex - 1 + count);
    return {
      schemas: [SCIM_LIST_SCHEMA],
      totalResults: all.length,
      startIndex,
      itemsPerPage: page.length,
      Resources: page.map((p) => this.resource(p)),
    };
  }

  private async person(companyId: number, id: string, db?: Db): Promise<PersonRow> {
    const n = Number(id);
    const found =
      Number.isSafeInteger(n) && n > 0 ? await this.people.find(companyId, n, db) : null;
    if (!found) throw appError('NOT_FOUND');
    return found;
  }

  async read(companyId: number, id: string) {
    return this.resource(await this.person(companyId, id));
  }

  async create(actor: Actor, body: ScimUserBody) {
    const changes = changesOf(body);
    const { name = '', first = '', last = '' } = changes.name ?? {};
    const made = await this.peopleService.inviteInto(
      actor.companyId,
      body.userName,
      changes.role ?? 'standard',
      actor.label,
      { name, first, last },
      false,
    );
    if (changes.active === false) return this.update(actor, String(made.id), { active: false });
    return this.resource(made);
  }

  replace(actor: Actor, id: string, body: ScimUserBody) {
    return this.update(actor, id, changesOf(body));
  }

  patch(actor: Actor, id: string, body: ScimPatchBody) {
    const changes: Changes = {};
    for (const operation of body.Operations) {
      const op = operation.op.toLowerCase();
      if (op !== 'replace' && op !== 'add')
        throw appError('SCIM_INVALID_PATCH', SCIM_MESSAGES.invalidPatch(operation.op));
      // Entra ID sends {op, value: {active: false}}; Okta {op, path: 'active', value: false}.
      const values: Record<string, unknown> = operation.path
        ? { [operation.path]: operation.value }
        : isObject(operation.value)
          ? operation.value
          : {};
      for (const [path, value] of Object.entries(values)) applyPatch(changes, path, value);
    }
    return this.update(actor, id, changes);
  }

  private async update(actor: Actor, id: string, changes: Changes) {
    let rotate: string | null = null;
    const after = await this.db.transaction(async (tx) => {
      let person = await this.person(actor.companyId, id, tx);
      if (changes.email && normalizeEmail(changes.email) !== person.email) {
        const email = normalizeEmail(changes.email);
        if (await this.people.byEmail(email, tx))
          throw appError('PEOPLE_EMAIL_TAKEN', PEOPLE_MESSAGES.emailTaken);
        await this.people.setEmail(person.id, email, tx);
      }
      if (changes.name) {
        const { name, first, last } = changes.name;
        await this.people.setName(
          person.id,
          {
            name: name ?? person.name,
            first: first ?? person.first_name,
            last: last ?? person.last_name,
          },
          tx,
        );
      }
      if (changes.role) await this.peopleService.setRoleIn(tx, person, changes.role);
      person = (await this.people.find(actor.companyId, person.id, tx))!;
      if (changes.active === false && person.status !== 'deactivated') {
        await this.peopleService.deactivateIn(tx, person);
        rotate = person.email;
      } else if (changes.active === true && person.status === 'deactivated') {
        await this.peopleService.reactivateIn(tx, person);
      }
      return (await this.people.find(actor.companyId, person.id, tx))!;
    });
    if (rotate) await this.rotateRepLink(actor.companyId, rotate);
    return this.resource(after);
  }

  async remove(actor: Actor, id: string): Promise<null> {
    const email = await this.db.transaction(async (tx) => {
      const person = await this.person(actor.companyId, id, tx);
      // Deactivated first: the last-admin rule, the sessions, the tokens and the event.
      if (person.status !== 'deactivated') await this.peopleService.deactivateIn(tx, person);
      await this.people.remove(person.id, tx);
      return person.email;
    });
    await this.rotateRepLink(actor.companyId, email);
    return null;
  }

  /** A leaver who is also a rep: their forwarded portal link stops working (when the company says). */
  private async rotateRepLink(companyId: number, email: string): Promise<void> {
    if (!(await this.people.scimSettings(companyId)).rotate_rep_links) return;
    try {
      await this.viewKeys.rotate(companyId, email);
    } catch (error) {
      // Not a rep of the company: nothing to rotate.
      if ((error as { getStatus?: () => number }).getStatus?.() !== 404) {
        this.logger.warn(
          `The rep link of a SCIM leaver was not rotated: ${(error as Error).message}`,
        );
      }
    }
  }

  settings(companyId: number) {
    return this.people.scimSettings(companyId);
  }

  async saveSettings(companyId: number, rotate: boolean) {
    await this.people.saveScimSettings(companyId, rotate);
    return { rotate_rep_links: rotate };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "False" and "false" from providers that send booleans as text. */
function bool(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value))
    return value.toLowerCase() === 'true';
  throw appError('SCIM_INVALID_PATCH', SCIM_MESSAGES.invalidPatch(`${path} must be true or false`));
}

function text(value: unknown, path: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw appError('SCIM_INVALID_PATCH', SCIM_MESSAGES.invalidPatch(`${path} must be text`));
  return value.trim();
}

function applyPatch(changes: Changes, rawPath: string, value: unknown): void {
  const path = rawPath.replace(/^urn:ietf:params:scim:schemas:core:2\.0:User:/i, '');
  const name = () => (changes.name ??= {});
  switch (path.toLowerCase()) {
    case 'active':
      changes.active = bool(value, path);
      return;
    case 'username':
      changes.email = text(value, path, 320);
      if (!invitableEmail(changes.email))
        throw appError(
          'SCIM_INVALID_PATCH',
          SCIM_MESSAGES.invalidPatch(`${path} must be an email`),
        );
      return;
    case 'displayname':
      name().name = text(value, path, 200);
      return;
    case 'name.givenname':
      name().first = text(value, path, 100);
      return;
    case 'name.familyname':
      name().last = text(value, path, 100);
      return;
    case 'name':
      if (!isObject(value)) throw appError('SCIM_INVALID_PATCH', SCIM_MESSAGES.invalidPatch(path));
      for (const [key, inner] of Object.entries(value)) applyPatch(changes, `name.${key}`, inner);
      return;
    default:
      throw appError('SCIM_INVALID_PATCH', SCIM_MESSAGES.invalidPatch(path));
  }
}

function changesOf(body: ScimUserBody): Changes {
  const first = body.name?.givenName?.trim() ?? '';
  const last = body.name?.familyName?.trim() ?? '';
  const display =
    body.displayName?.trim() || body.name?.formatted?.trim() || `${first} ${last}`.trim();
  const role = body.roles?.[0]?.value?.toLowerCase();
  return {
    email: body.userName,
    name: { name: display, first, last },
    active: body.active,
    role: role === 'admin' || role === 'administrator' ? 'admin' : role ? 'standard' : undefined,
  };
}
