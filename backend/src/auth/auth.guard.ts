// The one global guard: it understands every principal (user JWT, rep view key) and enforces
// @Public(), @Roles() and @RepAccess(). Routes with no declaration need a logged-in user.
import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { FailureLimiter } from '../common/failure-limiter.js';
import { TokenService } from './token.service.js';
import { IS_PUBLIC, REP_ACCESS, ROLES, type AuthedRequest } from './decorators.js';
import type { RepPrincipal, Role } from './principal.js';

/** Unknown view keys an address may try before it is told to wait. */
const VIEW_KEY_GUESSES = 30;
const VIEW_KEY_WINDOW_MS = 10 * 60_000;

@Injectable()
export class AuthGuard implements CanActivate {
  private readonly keyGuesses = new FailureLimiter(VIEW_KEY_GUESSES, VIEW_KEY_WINDOW_MS);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly db: DataSource,
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
    if (bearer) {
      const user = await this.tokens.authenticate(bearer);
      if (!user) throw new UnauthorizedException();
      req.principal = user;
      if (roles.length === 0) {
        if (repAccess && !viewKeyOf(req)) throw new ForbiddenException();
        if (repAccess) return this.attachRep(req);
        return true;
      }
      const allowed = roles.some(
        (role) => role === 'user' || (role === 'admin' ? user.admin || user.super : user.super),
      );
      if (!allowed) throw new ForbiddenException();
      return true;
    }
    if (repAccess && viewKeyOf(req)) return this.attachRep(req);
    throw new UnauthorizedException();
  }

  private async attachRep(req: AuthedRequest): Promise<boolean> {
    const ip = req.ip ?? 'unknown';
    if (this.keyGuesses.isBlocked(ip)) {
      throw new HttpException('Too many attempts. Try again later.', HttpStatus.TOO_MANY_REQUESTS);
    }
    const rep = await this.findRep(viewKeyOf(req)!);
    if (!rep) {
      this.keyGuesses.fail(ip);
      throw new NotFoundException();
    }
    req.principal = rep;
    return true;
  }

  private async findRep(viewKey: string): Promise<RepPrincipal | null> {
    if (viewKey.length > 64) return null;
    const rows: {
      id: number;
      company_id: number;
      email: string;
      custom_features: string[];
      data_version: string;
    }[] = await this.db.query(
      `SELECT k.id, k.company_id, k.email, k.custom_features, c.data_version
         FROM rep_keys k JOIN companies c ON c.id = k.company_id
        WHERE k.view_key = $1 AND k.revoked_at IS NULL`,
      [viewKey],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      kind: 'rep',
      keyId: row.id,
      companyId: row.company_id,
      email: row.email.trim().toLowerCase(),
      viewKey,
      customFeatures: row.custom_features ?? [],
      dataVersion: row.data_version,
    };
  }
}

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
