import { Injectable } from '@nestjs/common';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  type ApiScope,
  type ApiToken,
  type ApiTokenCreated,
  type NewApiTokenBody,
} from '@commissionbee/shared/api';
import { randomBytes } from 'node:crypto';
import type { UserPrincipal } from '../auth/principal.js';
import { API_TOKENS_MESSAGES } from './api-tokens.messages.js';
import { ApiTokensRepository, type ApiTokenRow } from '../auth/api-tokens.repository.js';
import { appError } from '../common/app-error.js';

const toApi = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiScope[],
  created_by: row.created_by_email,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

@Injectable()
export class ApiTokensService {
  constructor(private readonly tokens: ApiTokensRepository) {}

  async list(companyId: number): Promise<ApiToken[]> {
    return (await this.tokens.list(companyId)).map(toApi);
  }

  async create(user: UserPrincipal, body: NewApiTokenBody): Promise<ApiTokenCreated> {
    if ((await this.tokens.countLive(user.companyId)) >= MAX_API_TOKENS)
      throw appError('API_TOKENS_TOO_MANY', API_TOKENS_MESSAGES.tooMany(MAX_API_TOKENS));
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.tokens.insert(user.companyId, {
      name: body.name,
      prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
      secret,
      scopes: body.scopes,
      userId: user.userId,
      email: user.email,
    });
    return { ...toApi(row), secret };
  }

  async revoke(companyId: number, id: number): Promise<{ revoked: true }> {
    if (!(await this.tokens.revoke(companyId, id))) throw appError('NOT_FOUND');
    return { revoked: true };
  }
}
