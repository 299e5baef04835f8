// Single sign-on with OpenID Connect (issue 32 §3): a company's provider settings, the login
// page's lookup, and the sign-in itself — start (to the provider) and callback (checked, then the
// same session a password login gives). Refusals end on the login page with a code, never a trace.
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { ssoSettings, ssoTestResult } from '@commissionbee/shared/contracts/answers';
import type { SsoCallbackQuery, SsoSettingsBody } from '@commissionbee/shared/contracts/sso';
import { normalizeEmail } from '@commissionbee/shared/email';
import {
  emailDomain,
  SSO_MESSAGES,
  SSO_REFUSALS,
  type SsoRefusal,
} from '@commissionbee/shared/sso';
import { ActivityService } from '../activity/activity.service.js';
import type { UserPrincipal } from '../auth/principal.js';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { GuessLimits } from '../auth/guess-limits.js';
import type { ProviderVerdict, SsoFallback } from '../auth/sso-fallback.js';
import { TokenService } from '../auth/token.service.js';
import { appError, errorBody } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import * as oidc from './oidc.js';
import { SecretBox } from './secret-box.js';
import { SsoRepository, type SsoSettingsRow } from './sso.repository.js';

type SettingsAnswer = z.infer<typeof ssoSettings>;
type TestAnswer = z.infer<typeof ssoTestResult>;

/** How long a sign-in may spend at the provider. */
const LOGIN_MINUTES = 10;

/** Sign-ins one company may have on their way through its provider at once (unused, unexpired). */
export const MAX_PENDING_LOGINS = 1000;

/** Seconds the admin password fallback waits for the provider's discovery document. */
const PROBE_TIMEOUT_SECONDS = 4;
/** How long a verdict on the provider is kept (so a burst of logins asks it once). */
const VERDICT_MS = 30_000;

/** A start over a limit: 429 with the code, and how long to wait (Retry-After). */
export class TooManyStarts extends HttpException {
  constructor(
    readonly code: 'SSO_TOO_MANY_STARTS' | 'SSO_TOO_MANY_PENDING',
    readonly retryAfterSeconds: number,
  ) {
    super(
      errorBody(
        code,
        code === 'SSO_TOO_MANY_STARTS'
          ? SSO_MESSAGES.tooManyStarts(retryAfterSeconds)
          : SSO_MESSAGES.tooManyPending,
      ),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

export const CALLBACK_PATH = '/api/auth/sso/callback';

/** A refusal on the way: where the browser ends, with the code the page explains. */
class Refused extends Error {
  constructor(
    readonly code: SsoRefusal,
    readonly detail?: { companyId: number; email: string | null },
  ) {
    super(code);
  }
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

@Injectable()
export class SsoService implements SsoFallback {
  private readonly logger = new Logger('SSO');
  private readonly box: SecretBox;
  /** Recent verdicts on providers, by company and issuer, and the checks under way. */
  private readonly verdicts = new Map<string, { unreachable: boolean; until: number }>();
  private readonly probes = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: DataSource,
    private readonly repo: SsoRepository,
    private readonly tokens: TokenService,
    private readonly activity: ActivityService,
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.SSO_SECRET_KEY);
  }

  get redirectUri(): string {
    return `${this.config.PUBLIC_URL}${CALLBACK_PATH}`;
  }

  async settings(user: UserPrincipal): Promise<SettingsAnswer> {
    return this.answer(await this.repo.settings(user.companyId));
  }

  async save(user: UserPrincipal, body: SsoSettingsBody): Promise<SettingsAnswer> {
    const companyId = user.companyId;
    const domains = [...new Set(body.domains)].sort();
    await this.db.transaction(async (tx) => {
      const before = await this.repo.settings(companyId, tx);
      if (!body.client_secret && (!before || before.issuer !== body.issuer))
        throw appError('SSO_CLIENT_SECRET_REQUIRED', SSO_MESSAGES.secretRequired);
      const taken = await this.repo.takenDomains(companyId, domains, tx);
      if (taken.length) throw appError('SSO_DOMAIN_TAKEN', SSO_MESSAGES.domainTaken(taken[0]));
      await this.repo.save(
        {
          company_id: companyId,
          enabled: body.enabled,
          issuer: body.issuer,
          client_id: body.client_id,
          client_secret_encrypted: body.client_secret
            ? this.box.seal(body.client_secret, companyId)
            : before!.client_secret_encrypted,
          role_claim: body.role_claim,
          admin_groups: body.admin_groups,
          standard_groups: body.standard_groups,
          required: body.required,
          admin_password_fallback: body.admin_password_fallback,
          domains,
        },
        tx,
      );
      await this.activity.record(tx, {
        companyId,
        action: 'sso.settings_changed',
        details: {
          enabled: body.enabled,
          required: body.required,
          admin_password_fallback: body.admin_password_fallback,
          issuer: body.issuer,
          domains,
          secret_changed: !!body.client_secret,
        },
      });
    });
    return this.settings(user);
  }

  /** "Test sign-in": the provider's discovery document, and a URL to try a whole sign-in. */
  async test(user: UserPrincipal): Promise<TestAnswer> {
    const settings = await this.repo.settings(user.companyId);
    if (!settings) throw appError('SSO_NOT_CONFIGURED', SSO_MESSAGES.notConfigured);
    const empty = {
      issuer: null,
      authorization_endpoint: null,
      token_endpoint: null,
      userinfo_endpoint: null,
      groups_scope: false,
      sign_in_url: null,
    };
    let config;
    try {
      config = await this.discover(settings);
    } catch (error) {
      const code = error instanceof Refused ? error.code : 'SSO_PROVIDER_UNREACHABLE';
      const invalid = !(error instanceof Refused) && !oidc.unreachable(error);
      const refused = oidc.outboundRefusal(error);
      return {
        ok: false,
        code: invalid ? 'SSO_DISCOVERY_INVALID' : code,
        message: invalid
          ? `The issuer answered, but not with valid OpenID Connect metadata: ${safeMessage(error)}`
          : refused?.permanent
            ? `CommissionBee may not call the issuer ${settings.issuer}: ${refused.message}.`
            : code === 'SSO_PROVIDER_UNREACHABLE'
              ? `The issuer ${settings.issuer} did not answer (${safeMessage(error)}).`
              : SSO_REFUSALS[code],
        ...empty,
      };
    }
    const meta = config.serverMetadata();
    return {
      ok: true,
      code: null,
      message: `Found ${meta.issuer}: sign-in at ${meta.authorization_endpoint}.`,
      issuer: meta.issuer,
      authorization_endpoint: meta.authorization_endpoint ?? null,
      token_endpoint: meta.token_endpoint ?? null,
      userinfo_endpoint: meta.userinfo_endpoint ?? null,
      groups_scope: oidc.offersGroupsScope(config),
      sign_in_url: await this.leave(settings, config, true),
    };
  }

  /** Email-first login: the domain alone decides (an unknown person of an SSO domain is 'sso'). */
  async lookup(email: string): Promise<{ method: 'sso' | 'password'; start_url: string | null }> {
    const domain = emailDomain(email);
    const settings = domain ? await this.repo.byDomain(domain) : null;
    if (!settings?.enabled) return { method: 'password', start_url: null };
    return {
      method: 'sso',
      start_url: `/api/auth/sso/start?email=${encodeURIComponent(normalizeEmail(email))}`,
    };
  }

  /**
   * Where GET /auth/sso/start sends the browser: the provider, or the login page with a code.
   * Counted per address and per email before anything is looked up (each start writes a sign-in
   * row); over a limit, or with the company's sign-ins on their way at the most, a 429.
   */
  async start(email: string | undefined, address: string): Promise<string> {
    const limits = this.limits.ssoStartLimits(email, address);
    const { over, retryAfterSeconds } = await this.counts.countWindows(limits);
    if (over) {
      // Not held against the other limit: a stranger refused by address must not use up the
      // email's allowance, which would keep its owner from signing in.
      await this.counts.refund(limits.map((limit) => limit.key));
      throw new TooManyStarts('SSO_TOO_MANY_STARTS', retryAfterSeconds);
    }
    try {
      const domain = email ? emailDomain(email) : null;
      const settings = domain ? await this.repo.byDomain(domain) : null;
      if (!settings?.enabled) throw new Refused('SSO_NOT_CONFIGURED');
      const config = await this.discover(settings);
      return await this.leave(settings, config, false, normalizeEmail(email!));
    } catch (error) {
      if (error instanceof TooManyStarts) throw error;
      return this.refusal(error);
    }
  }

  /**
   * The admin password fallback's question (auth's SsoFallback): does the company's provider fail
   * to answer its discovery right now? Asked of the provider by the server, within a few seconds;
   * a verdict is kept for 30 seconds per issuer. Never throws: anything but an answer from the
   * provider (a settings problem of ours) is not "unreachable".
   */
  async providerVerdict(companyId: number): Promise<ProviderVerdict> {
    const settings = await this.repo.settings(companyId);
    if (!settings?.enabled) return { unreachable: false, issuer: null };
    const key = `${companyId}|${settings.issuer}`;
    const now = Date.now();
    const known = this.verdicts.get(key);
    if (known && known.until > now)
      return { unreachable: known.unreachable, issuer: settings.issuer };
    let probe = this.probes.get(key);
    if (!probe) {
      probe = this.probe(settings).finally(() => this.probes.delete(key));
      this.probes.set(key, probe);
    }
    const unreachable = await probe;
    for (const [k, v] of this.verdicts) if (v.until <= now) this.verdicts.delete(k);
    this.verdicts.set(key, { unreachable, until: Date.now() + VERDICT_MS });
    return { unreachable, issuer: settings.issuer };
  }

  private async probe(settings: SsoSettingsRow): Promise<boolean> {
    const secret = this.box.open(settings.client_secret_encrypted, settings.company_id);
    if (secret === null) return false;
    try {
      await oidc.discover(
        settings,
        secret,
        this.config.OUTBOUND_ALLOW_PRIVATE,
        PROBE_TIMEOUT_SECONDS,
      );
      return false;
    } catch (error) {
      this.logger.warn(
        `Discovery of ${settings.issuer} failed during an admin's password sign-in: ${safeMessage(error)}`,
      );
      return true;
    }
  }

  /** Where GET /auth/sso/callback sends the browser: into the app signed in, or a refusal. */
  async callback(query: SsoCallbackQuery, search: string): Promise<string> {
    let test = false;
    try {
      if (!query.state) throw new Refused('SSO_STATE_INVALID');
      const login = await this.repo.useLogin(hashState(query.state));
      if (!login) throw new Refused('SSO_STATE_INVALID');
      test = login.test;
      if (query.error) throw new Refused('SSO_PROVIDER_REFUSED');
      const settings = await this.repo.settings(login.company_id);
      if (!settings || (!settings.enabled && !login.test)) throw new Refused('SSO_NOT_CONFIGURED');
      const config = await this.discover(settings);
      let claims: Record<string, unknown>;
      try {
        claims = await oidc.exchange(
          config,
          new URL(`${this.redirectUri}${search}`),
          { state: query.state, nonce: login.nonce, codeVerifier: login.code_verifier },
          settings.role_claim,
        );
      } catch (error) {
        if (oidc.unreachable(error)) throw new Refused('SSO_PROVIDER_UNREACHABLE');
        this.logger.warn(
          `Callback refused for company ${settings.company_id}: ${safeMessage(error)}`,
        );
        throw new Refused('SSO_CALLBACK_INVALID');
      }
      const { email, admin } = this.vouched(settings, claims);
      if (login.test)
        return `/bee/people?sso_test=ok&sso_email=${encodeURIComponent(email)}&sso_role=${admin ? 'admin' : 'standard'}`;
      const token = await this.signIn(settings.company_id, email, admin, claims);
      return `/login#sso_token=${encodeURIComponent(token)}`;
    } catch (error) {
      if (test) {
        const code = error instanceof Refused ? error.code : 'SSO_CALLBACK_INVALID';
        return `/bee/people?sso_test=${code}`;
      }
      return this.refusal(error);
    }
  }

  /** The person the claims name, if the company's rules let them in, and their role. */
  private vouched(
    settings: SsoSettingsRow,
    claims: Record<string, unknown>,
  ): { email: string; admin: boolean } {
    const raw =
      typeof claims.email === 'string'
        ? claims.email
        : // Entra ID may name the person only by their sign-in name (an email address).
          typeof claims.preferred_username === 'string' && claims.preferred_username.includes('@')
          ? claims.preferred_username
          : null;
    if (!raw || claims.email_verified === false) throw new Refused('SSO_EMAIL_MISSING');
    const email = normalizeEmail(raw);
    const refuse = (code: SsoRefusal) =>
      new Refused(code, { companyId: settings.company_id, email });
    if (!settings.domains.includes(emailDomain(email) ?? ''))
      throw refuse('SSO_DOMAIN_NOT_ALLOWED');
    const groups = groupsOf(claims[settings.role_claim]);
    const has = (wanted: string[]) => wanted.some((g) => groups.has(g.trim().toLowerCase()));
    if (has(settings.admin_groups)) return { email, admin: true };
    if (has(settings.standard_groups)) return { email, admin: false };
    throw refuse('SSO_ROLE_UNMAPPED');
  }

  /** Creates (just in time) or updates the person, and answers their session token. */
  private async signIn(
    companyId: number,
    email: string,
    admin: boolean,
    claims: Record<string, unknown>,
  ): Promise<string> {
    const issuedAt = Date.now();
    const user = await this.db.transaction(async (tx) => {
      const found = await this.repo.userByEmail(email, tx);
      if (found && (found.super || found.company_id !== companyId))
        throw new Refused('SSO_ACCOUNT_ELSEWHERE', { companyId, email });
      if (found?.status === 'deactivated')
        throw new Refused('SSO_USER_DEACTIVATED', { companyId, email });
      let id: number;
      if (found) {
        id = found.id;
        await this.repo.signedIn(id, admin, tx);
      } else {
        const first = text(claims.given_name, 100);
        const last = text(claims.family_name, 100);
        id = await this.repo.insertUser(
          {
            companyId,
            email,
            admin,
            name: text(claims.name, 200) || `${first} ${last}`.trim(),
            first,
            last,
          },
          tx,
        );
      }
      await this.activity.record(tx, {
        companyId,
        action: 'auth.sso_login',
        target: email,
        details: {
          role: admin ? 'admin' : 'standard',
          ...(found ? {} : { created: true }),
          ...(found && found.admin !== admin ? { role_changed: true } : {}),
        },
        actor: { kind: 'user', userId: id, email },
      });
      return { id, company_id: companyId };
    });
    return this.tokens.issue(user, issuedAt, 'sso');
  }

  /** Records the sign-in on its way and answers the provider's URL for it. */
  private async leave(
    settings: SsoSettingsRow,
    config: Awaited<ReturnType<typeof oidc.discover>>,
    test: boolean,
    email?: string,
  ): Promise<string> {
    const checks = oidc.newChecks();
    const written = await this.repo.insertLogin(
      {
        stateHash: hashState(checks.state),
        company_id: settings.company_id,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        test,
        expiresAt: new Date(Date.now() + LOGIN_MINUTES * 60_000),
      },
      MAX_PENDING_LOGINS,
    );
    if (!written) throw new TooManyStarts('SSO_TOO_MANY_PENDING', 60);
    return oidc.authorizationUrl(config, checks, this.redirectUri, email);
  }

  private async discover(settings: SsoSettingsRow) {
    const secret = this.box.open(settings.client_secret_encrypted, settings.company_id);
    if (secret === null) {
      this.logger.error(
        `The client secret of company ${settings.company_id} does not decrypt: was SSO_SECRET_KEY changed?`,
      );
      throw new Refused('SSO_PROVIDER_UNREACHABLE');
    }
    try {
      return await oidc.discover(settings, secret, this.config.OUTBOUND_ALLOW_PRIVATE);
    } catch (error) {
      this.logger.warn(`Discovery of ${settings.issuer} failed: ${safeMessage(error)}`);
      throw error;
    }
  }

  /** The login page with the refusal's code (an unexpected error is logged, and unreachable). */
  private async refusal(error: unknown): Promise<string> {
    let code: SsoRefusal;
    if (error instanceof Refused) {
      code = error.code;
      if (error.detail)
        await this.activity.recordAlone({
          companyId: error.detail.companyId,
          action: 'auth.sso_refused',
          target: error.detail.email,
          details: { code },
        });
    } else if (oidc.unreachable(error) || isDiscoveryError(error)) {
      code = 'SSO_PROVIDER_UNREACHABLE';
    } else {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      code = 'SSO_CALLBACK_INVALID';
    }
    return `/login?sso_error=${code}`;
  }

  private answer(row: SsoSettingsRow | null): SettingsAnswer {
    return {
      configured: !!row,
      enabled: row?.enabled ?? false,
      issuer: row?.issuer ?? '',
      client_id: row?.client_id ?? '',
      client_secret_set: !!row?.client_secret_encrypted,
      domains: row?.domains ?? [],
      role_claim: row?.role_claim ?? 'groups',
      admin_groups: row?.admin_groups ?? [],
      standard_groups: row?.standard_groups ?? [],
      required: row?.required ?? false,
      admin_password_fallback: row?.admin_password_fallback ?? false,
      redirect_uri: this.redirectUri,
      updated_at: row ? row.updated_at.toISOString() : null,
    };
  }
}

/** A claim's groups (an array, or one string), trimmed and lower-cased. */
function groupsOf(value: unknown): Set<string> {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return new Set(
    list.filter((g): g is string => typeof g === 'string').map((g) => g.trim().toLowerCase()),
  );
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** A library error's message, one line, bounded (never a stack). */
function safeMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}

/** openid-client's refusal of a discovery document (the issuer answered something else). */
function isDiscoveryError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('OAUTH_');
}
