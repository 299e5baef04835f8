import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { repPortal, type LinkRequestBody } from '@commissionbee/shared/contracts/view-keys';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { LinkRequestsService } from './link-requests.service.js';

@Controller()
export class LinkRequestController {
  constructor(private readonly requests: LinkRequestsService) {}

  @Route(repPortal.linkRequest)
  request(
    @Body(new ZodPipe(repPortal.linkRequest.body)) body: LinkRequestBody,
    @Req() req: Request,
  ) {
    return this.requests.request(body.email, body.view_key ?? null, req.ip ?? 'unknown');
  }
}
