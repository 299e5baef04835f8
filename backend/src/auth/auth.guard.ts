// The one global guard: it enforces @Public(), @Roles(), @RepAccess() and @TokenScope(), and asks
// passport who is calling. Authentication is three passport strategies tried in turn on this
// app's own Passport: `api-token` (a bearer with the API token prefix), `jwt` (any other bearer, a
// session) and `view-key` (a rep's key, on routes open to reps); a strategy whose credential the
// request does not carry passes to the next, one whose credential is wrong refuses at once. Routes
// with no declaration need a logged-in user.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import passport from 'passport';
import type { ApiScope } from '@commissionbee/shared/api';
import { PASSWORD_MESSAGES } from '@commissionbee/shared/password';
import { PREVIEW_MESSAGES } from '@commissionbee/shared/demo';
import { MAINTENANCE_COMPANY_ID } from '@commissionbee/shared/types';
import { appError } from '../common/app-error.js';
import { API_TOKEN_STRATEGY, ApiTokenStrategy } from './api-token.strategy.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { bearerToken, isApiToken, viewKeyOf } from './credentials.js';
import {
  IS_PUBLIC,
  OPEN_DURING_MAINTENANCE,
  OPEN_WITH_TEMPORARY_PASSWORD,
  REP_ACCESS,
  ROLES,
  TOKEN_SCOPE,
  type AuthedRequest,
} from './decorators.js';
import { JWT_STRATEGY, JwtSessionStrategy } from './jwt.strategy.js';
import type { Principal, RepPrincipal, Role, TokenPrincipal, UserPrincipal } from './principal.js';
import type { StrategyOptions } from './request.strategy.js';
import { VIEW_KEY_STRATEGY, ViewKeyStrategy } from './view-key.strategy.js';

@Injectable()
export class AuthGuard implements CanActivate {
  /** Not passport's process-wide default: strategies must read this app's database. */
  private readonly passport = new passport.Passport();

  constructor(
    private readonly reflector: Reflector,
    jwt: JwtSessionStrategy,
    apiToken: ApiTokenStrategy,
    viewKey: ViewKeyStrategy,
  ) {
    this.passport.use(JWT_STRATEGY, jwt);
    this.passport.use(API_TOKEN_STRATEGY, apiToken);
    this.passport.use(VIEW_KEY_STRATEGY, viewKey);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const repAccess = this.reflector.getAllAndOverride<boolean>(REP_ACCESS, targets) ?? false;
    const roles =
      this.reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? (repAccess ? [] : ['user']);
    if (isPublic) return true;

    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const principal = await this.authenticate(strategiesFor(req), req, res, { repAccess });
    req.principal = principal;
    if (principal.kind === 'token') {
      this.allowToken(principal, this.reflector.getAllAndOverride<ApiScope>(TOKEN_SCOPE, targets));
      return true;
    }
    if (principal.kind === 'rep') {
      refusePreviewWrites(req, principal);
      return true;
    }
    this.allowUser(principal, targets);
    if (roles.length === 0) {
      if (repAccess && !viewKeyOf(req)) throw appError('FORBIDDEN');
      // DESIGN §4: a request that carries an admin session never writes as a rep.
      if (repAccess) {
        const rep = await this.authenticate([VIEW_KEY_STRATEGY], req, res, {
          repAccess,
          withSession: true,
        });
        req.principal = rep;
        refusePreviewWrites(req, rep as RepPrincipal);
      }
      return true;
    }
    const allowed = roles.some(
      (role) =>
        role === 'user' ||
        (role === 'admin' ? principal.admin || principal.super : principal.super),
    );
    if (!allowed) throw appError('FORBIDDEN');
    return true;
  }

  /**
   * Runs the strategies with a custom callback, so no session is kept and a refusal is ours (a
   * strategy's own error, or 401 UNAUTHORIZED when none accepted the request) rather than
   * passport's plain "Unauthorized".
   */
  private authenticate(
    strategies: string[],
    req: AuthedRequest,
    res: Response,
    options: StrategyOptions,
  ): Promise<Principal> {
    return new Promise((resolve, reject) => {
      const handle = this.passport.authenticate(
        strategies,
        { session: false, ...options },
        (error: unknown, principal: Principal | false) => {
          if (error) reject(error);
          else if (principal) resolve(principal);
          else reject(appError('UNAUTHORIZED'));
        },
      ) as (req: AuthedRequest, res: Response, next: (error?: unknown) => void) => void;
      handle(req, res, (error) => reject(error ?? appError('UNAUTHORIZED')));
    });
  }

  /** A user with a temporary password, or of the maintenance company, reaches only a few routes. */
  private allowUser(user: UserPrincipal, targets: Function[]): void {
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
  }

  /**
   * An API token is its company with its scopes: a route that names no scope, or one the token
   * lacks, is 403 (never a user's or a rep's rights).
   */
  private allowToken(token: TokenPrincipal, scope: ApiScope | undefined): void {
    if (token.companyId === MAINTENANCE_COMPANY_ID)
      throw appError('AUTH_MAINTENANCE', AUTH_MESSAGES.maintenance);
    if (!scope || !token.scopes.includes(scope))
      throw scope
        ? appError('AUTH_TOKEN_SCOPE_MISSING', AUTH_MESSAGES.tokenLacksScope(scope))
        : appError('AUTH_TOKEN_NOT_ALLOWED', AUTH_MESSAGES.tokenNotAllowed);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every rep route that changes something is a POST, PUT, PATCH or DELETE: one rule here keeps a
 * preview from writing as the rep on routes written before and after it.
 */
function refusePreviewWrites(req: AuthedRequest, rep: RepPrincipal): void {
  if (rep.preview && !READ_METHODS.has(req.method)) {
    throw appError('REP_PREVIEW_READ_ONLY', PREVIEW_MESSAGES.readOnly);
  }
}

/**
 * The strategies that can accept this request, in the guard's order (API token, session, view
 * key): the first two read only the bearer, so a request without one (every rep portal call) goes
 * straight to its view key instead of passport trying, and failing, the other two each time.
 */
function strategiesFor(req: AuthedRequest): string[] {
  const bearer = bearerToken(req);
  if (!bearer) return [VIEW_KEY_STRATEGY];
  return [isApiToken(bearer) ? API_TOKEN_STRATEGY : JWT_STRATEGY, VIEW_KEY_STRATEGY];
}
