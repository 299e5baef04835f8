import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentRep, RepAccess } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { RepPortalService } from './rep-portal.service.js';

@ApiTags('rep portal')
@Controller('bee')
export class RepPortalController {
  constructor(private readonly portal: RepPortalService) {}

  @RepAccess()
  @Get('rep-key-data')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'view_key', required: true })
  @ApiOperation({
    summary: "A rep's portal data",
    description:
      "The key's email, company, grants, the calculator (only when company and key both have whatif-calc) and " +
      "the rows whose rep_email or manager_email is the key's email, in the key's company, newest first. " +
      '404 for an unknown or revoked key; 429 after repeated guessing.',
  })
  repKeyData(@CurrentRep() rep: RepPrincipal) {
    return this.portal.dataJson(rep);
  }
}
