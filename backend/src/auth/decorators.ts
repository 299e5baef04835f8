import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiScope } from '@commissionbee/shared/api';
import type { Actor, Principal, RepPrincipal, Role, UserPrincipal } from './principal.js';

export const IS_PUBLIC = 'cb:public';
export const ROLES = 'cb:roles';
export const REP_ACCESS = 'cb:rep-access';
export const OPEN_DURING_MAINTENANCE = 'cb:open-during-maintenance';
export const OPEN_WITH_TEMPORARY_PASSWORD = 'cb:open-with-temporary-password';
export const TOKEN_SCOPE = 'cb:token-scope';

/** No credential needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** A logged-in user with one of these rights ('user' = any logged-in user). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/** Reps may call this with their view key (X-View-Key, or ?view_key= where stated). */
export const RepAccess = () => SetMetadata(REP_ACCESS, true);

/**
 * API tokens holding this scope may call this too (as their company, with no user). Routes without
 * it refuse every token with 403.
 */
export const TokenScope = (scope: ApiScope) => SetMetadata(TOKEN_SCOPE, scope);

/**
 * Users of the maintenance company (1) may call this too: they see only the maintenance page, so
 * every other route refuses them (super users excepted).
 */
export const OpenDuringMaintenance = () => SetMetadata(OPEN_DURING_MAINTENANCE, true);

/**
 * A user signed in with a temporary password may call this too (GET /me, the password change,
 * relogin): every other route answers 403 PASSWORD_CHANGE_REQUIRED until the password is changed.
 */
export const OpenWithTemporaryPassword = () => SetMetadata(OPEN_WITH_TEMPORARY_PASSWORD, true);

export type AuthedRequest = Request & { principal?: Principal };

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().principal,
);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): UserPrincipal => {
    const principal = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
    if (principal?.kind !== 'user')
      throw new Error('CurrentUser used on a route open to non-users');
    return principal;
  },
);

export const CurrentRep = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RepPrincipal => {
    const principal = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
    if (principal?.kind !== 'rep') throw new Error('CurrentRep used on a route open to non-reps');
    return principal;
  },
);

/** The user or the API token behind a route open to both (see @TokenScope). */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const principal = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
  if (principal?.kind === 'user')
    return {
      companyId: principal.companyId,
      userId: principal.userId,
      label: principal.email,
      scopes: null,
    };
  if (principal?.kind === 'token')
    return {
      companyId: principal.companyId,
      userId: null,
      label: `API token "${principal.name}"`,
      scopes: principal.scopes,
    };
  throw new Error('CurrentActor used on a route open to reps');
});
