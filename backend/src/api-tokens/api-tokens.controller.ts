import { Body, Controller, Param, ParseIntPipe } from '@nestjs/common';
import type { NewApiTokenBody } from '@commissionbee/shared/api';
import { apiTokens } from '@commissionbee/shared/contracts/api-tokens';
import { CurrentUser } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { ApiTokensService } from './api-tokens.service.js';

/** Only a person (an admin) manages tokens: a token can never mint or revoke another. */
@Controller()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Route(apiTokens.list)
  list(@CurrentUser() user: UserPrincipal) {
    return this.tokens.list(user.companyId);
  }

  @Route(apiTokens.create)
  create(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(apiTokens.create.body)) body: NewApiTokenBody,
  ) {
    return this.tokens.create(user, body);
  }

  @Route(apiTokens.revoke)
  revoke(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.tokens.revoke(user.companyId, id);
  }
}
