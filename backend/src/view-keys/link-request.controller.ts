import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LINK_REQUEST_MESSAGES } from '@commissionbee/shared/demo';
import { Public } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod-body.js';
import { linkRequestBody, type LinkRequestBody } from './link-request.dto.js';
import { LinkRequestsService } from './link-requests.service.js';

@ApiTags('rep portal')
@Controller('bee/rep')
export class LinkRequestController {
  constructor(private readonly requests: LinkRequestsService) {}

  @Public()
  @Post('link-request')
  @HttpCode(202)
  @ApiOperation({
    summary: '"Email me a new link": a rep asks for their current link by email',
    description:
      "{email, view_key?}. With view_key (the dead or rotated link's key, found even when revoked), the current link " +
      "of that company's rep with this email is emailed to this address; without it, the rep's current link of each " +
      'company where the email has one. Always 202 with the same message, whether or not a rep has that email ' +
      `("${LINK_REQUEST_MESSAGES.sent}"). 429 after 3 requests for one email or 20 from one address in an hour.`,
  })
  request(@Body(new ZodPipe(linkRequestBody)) body: LinkRequestBody, @Req() req: Request) {
    return this.requests.request(body.email, body.view_key ?? null, req.ip ?? 'unknown');
  }
}
