import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { newApiTokenBody, type NewApiTokenBody } from './api-tokens.dto.js';
import { ApiTokensService } from './api-tokens.service.js';

/** Only a person (an admin) manages tokens: a token can never mint or revoke another. */
@ApiTags('api-tokens')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee/api-tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiOperation({
    summary: "The company's live API tokens",
    description:
      'Name, the first characters of the secret, scopes, who created it and when it was last used.',
  })
  list(@CurrentUser() user: UserPrincipal) {
    return this.tokens.list(user.companyId);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an API token',
    description:
      'Body {name, scopes}. The answer holds `secret`, shown this once: send it as `Authorization: Bearer <secret>`.',
  })
  create(
    @CurrentUser() user: UserPrincipal,
    @Body(new ZodPipe(newApiTokenBody)) body: NewApiTokenBody,
  ) {
    return this.tokens.create(user, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Revoke an API token',
    description: "Effective at once: the next call with it is 401. Another company's token is 404.",
  })
  revoke(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.tokens.revoke(user.companyId, id);
  }
}
