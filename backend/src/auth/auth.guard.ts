// The one global guard: it understands every principal (user JWT, rep view key) and enforces
// @Public(), @Roles() and @RepAccess(). Routes with no declaration need a logged-in user.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GuessCountsRepository } from './guess-counts.repository.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { GuessLimits, tooMany } from './guess-limits.js';
import { PreviewKeys } from './preview-keys.js';
import { TokenService } from './token.service.js';
import { API_TOKEN_PREFIX, type ApiScope } from '@commissionbee/shared/api';
import { PASSWORD_MESSAGES, SIGNED_OUT_PASSWORD_CHANGED } from '@commissionbee/shared/password';
import { isPreviewKey, PREVIEW_MESSAGES } from '@commissionbee/shared/demo';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { ApiTokensRepository } from './api-tokens.repository.js';
import {
  IS_PUBLIC,
  OPEN_DURING_MAINTENANCE,
  OPEN_WITH_TEMPORARY_PASSWORD,
  REP_ACCESS,
  ROLES,
  TOKEN_SCOPE,
  type AuthedRequest,
} from './decorators.js';
import type { RepPrincipal, Role, TokenPrincipal } from './principal.js';
import { appError } from '../common/app-error.js';

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly counts: GuessCountsRepository,
    private readonly limits: GuessLimits,
    private readonly apiTokens: ApiTokensRepository,
    private readonly previews: PreviewKeys,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const repAccess = this.reflector.getAllAndOverride<boolean>(REP_ACCESS, targets) ?? false;
    const roles =
      this.reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? (repAccess ? [] : ['user']);
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (isPublic) return true;

    const bearer = bearerToken(req);
    if (bearer?.startsWith(API_TOKEN_PREFIX)) {
      const scope = this.reflector.getAllAndOverride<ApiScope>(TOKEN_SCOPE, targets);
      return this.attachToken(req, bearer, scope);
    }
    if (bearer) {
      const user = await this.tokens.authenticate(bearer);
      if (!user) {
        // A session ended by a password change says so, so the old tab can tell the person why.
        const why = await this.tokens.refusal(bearer);
        throw why === 'password-changed'
          ? appError('AUTH_SIGNED_OUT_PASSWORD_CHANGED', SIGNED_OUT_PASSWORD_CHANGED)
          : appError('UNAUTHORIZED');
      }
      req.principal = user;
      if (
        user.mustChangePassword &&
        !this.reflector.getAllAndOverride<boolean>(OPEN_WITH_TEMPORARY_PASSWORD, targets)
      ) {
        throw appError('PASSWORD_CHANGE_REQUIRED', PASSWORD_MESSAGES.changeRequired);
      }
      if (
        user.companyId === MAINTENANCE_COMPANY_ID &&
        !user.super &&
        !this.reflector.getAllAndOverride<boolean>(OPEN_DURING_MAINTENANCE, targets)
      ) {
        throw appError('AUTH_MAINTENANCE', AUTH_MESSAGES.maintenance);
      }
      if (roles.length === 0) {
        if (repAccess && !viewKeyOf(req)) throw appError('FORBIDDEN');
        // DESIGN §4: a request that carries an admin session never writes as a rep.
        if (repAccess) return this.attachRep(req, true);
        return true;
      }
      const allowed = roles.some(
        (role) => role === 'user' || (role === 'admin' ? user.admin || user.super : user.super),
      );
      if (!allowed) throw appError('FORBIDDEN');
      return true;
    }
    if (repAccess && viewKeyOf(req)) return this.attachRep(req, false);
    throw appError('UNAUTHORIZED');
  }

  /**
   * An API token is its company with its scopes: a route that names no scope, or one the token
   * lacks, is 403 (never a user's or a rep's rights). Read fresh each call, so a revoke is at once.
   */
  private async attachToken(
    req: AuthedRequest,
    secret: string,
    scope: ApiScope | undefined,
  ): Promise<boolean> {
    const token = await this.apiTokens.authenticate(secret);
    if (!token) throw appError('UNAUTHORIZED');
    req.principal = {
      kind: 'token',
      tokenId: token.id,
      companyId: token.company_id,
      name: token.name,
      scopes: token.scopes as ApiScope[],
    } satisfies TokenPrincipal;
    if (token.company_id === MAINTENANCE_COMPANY_ID)
      throw appError('AUTH_MAINTENANCE', AUTH_MESSAGES.maintenance);
    if (!scope || !token.scopes.includes(scope))
      throw scope
        ? appError('AUTH_TOKEN_SCOPE_MISSING', AUTH_MESSAGES.tokenLacksScope(scope))
        : appError('AUTH_TOKEN_NOT_ALLOWED', AUTH_MESSAGES.tokenNotAllowed);
    return true;
  }

  private async attachRep(req: AuthedRequest, withSession: boolean): Promise<boolean> {
    const viewKey = viewKeyOf(req)!;
    const limit = this.limits.viewKeyLimit(req.ip ?? 'unknown');
    const previewed = isPreviewKey(viewKey) ? await this.previews.read(viewKey) : null;
    // A forged or expired preview key is a miss like any unknown key.
    const { key, misses } = previewed
      ? await this.counts.findPreviewedKey(previewed.keyId, previewed.companyId, limit.key)
      : isPreviewKey(viewKey)
        ? await this.counts.findViewKey('', limit.key)
        : await this.counts.findViewKey(viewKey, limit.key);
    // An address that used up its misses is refused even a real key; a miss is counted before it
    // is answered, so concurrent guesses beyond the limit get 429, never a 404 to learn from.
    if (misses >= limit.max || (!key && (await this.counts.countOne(limit)))) {
      throw tooMany('AUTH_TOO_MANY_KEY_GUESSES', AUTH_MESSAGES.tooManyKeys);
    }
    if (!key) throw appError('REP_LINK_NOT_FOUND');
    req.principal = {
      kind: 'rep',
      keyId: key.id,
      companyId: key.company_id,
      email: key.email.trim().toLowerCase(),
      viewKey,
      customFeatures: key.custom_features ?? [],
      dataVersion: key.data_version,
      preview: withSession || previewed !== null,
    } satisfies RepPrincipal;
    // Every rep route that changes something is a POST, PUT, PATCH or DELETE: one rule here keeps
    // a preview from writing as the rep on routes written before and after it.
    if (req.principal.preview && !READ_METHODS.has(req.method)) {
      throw appError('REP_PREVIEW_READ_ONLY', PREVIEW_MESSAGES.readOnly);
    }
    return true;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(req: AuthedRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function viewKeyOf(req: AuthedRequest): string | null {
  const header = req.headers['x-view-key'];
  if (typeof header === 'string' && header) return header;
  const query = req.query?.view_key;
  return typeof query === 'string' && query ? query : null;
}
