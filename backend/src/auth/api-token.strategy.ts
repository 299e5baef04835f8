// API tokens: a bearer with the API token prefix is looked up fresh each call (a revoke is at once)
// and answers its company with its scopes; which routes a scope opens is the guard's to decide.
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import type { ApiScope } from '@commissionbee/shared/api';
import { appError } from '../common/app-error.js';
import { ApiTokensRepository } from './api-tokens.repository.js';
import { bearerToken, isApiToken } from './credentials.js';
import type { TokenPrincipal } from './principal.js';
import { NOT_GLOBALLY_REGISTERED, RequestStrategy } from './request.strategy.js';

export const API_TOKEN_STRATEGY = 'api-token';

@Injectable()
export class ApiTokenStrategy extends PassportStrategy(RequestStrategy, API_TOKEN_STRATEGY) {
  constructor(private readonly apiTokens: ApiTokensRepository) {
    super();
  }

  getPassportInstance() {
    return NOT_GLOBALLY_REGISTERED;
  }

  async validate(req: Request): Promise<TokenPrincipal | null> {
    const secret = bearerToken(req);
    if (!isApiToken(secret)) return null;
    const token = await this.apiTokens.authenticate(secret);
    if (!token) throw appError('UNAUTHORIZED');
    return {
      kind: 'token',
      tokenId: token.id,
      companyId: token.company_id,
      name: token.name,
      scopes: token.scopes as ApiScope[],
    };
  }
}
