import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentRep, RepAccess } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { RepPortalService } from './rep-portal.service.js';
import { RepVisitsService } from './rep-visits.service.js';

const gunzipAsync = promisify(gunzip);

@ApiTags('rep portal')
@Controller('bee')
export class RepPortalController {
  constructor(
    private readonly portal: RepPortalService,
    private readonly visits: RepVisitsService,
  ) {}

  @RepAccess()
  @Get('rep-key-data')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Vary', 'Accept-Encoding')
  @ApiQuery({ name: 'view_key', required: true })
  @ApiOperation({
    summary: "A rep's portal data",
    description:
      "The key's email, company, grants, the calculator (only when company and key both have whatif-calc) and " +
      "the rows whose rep_email or manager_email is the key's email, in the key's company, newest first. " +
      '404 for an unknown or revoked key; 429 after repeated guessing. Gzipped when the client accepts gzip. ' +
      'Each row also carries added_at (Unix seconds) and change: null, or {at (Unix seconds), previous (its ' +
      'values before the last upload changed it)}.',
  })
  async repKeyData(
    @CurrentRep() rep: RepPrincipal,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // Sent by hand: Nest would serialise a returned Buffer as JSON.
    const answer = await this.portal.answer(rep);
    if (!('gzipped' in answer)) {
      res.send(answer.json);
    } else if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(answer.gzipped);
    } else {
      res.send(await gunzipAsync(answer.gzipped));
    }
    // An admin previewing the portal (logged in, with the rep's key) is not the rep's visit.
    if (!rep.preview) this.visits.opened(rep);
  }

  @RepAccess()
  @Get('rep-visit')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'view_key', required: true })
  @ApiOperation({
    summary: "A rep's portal opens",
    description:
      '{first_opened_at, last_opened_at, previous_visit_at}: opens of GET /bee/rep-key-data, recorded at most ' +
      'every few minutes per key; opens closer than REP_VISIT_GAP_SECONDS are one visit, and previous_visit_at ' +
      "is the last open of the visit before the current one (the rep app's New / Changed badges count from it). " +
      'Nulls before the first recorded open.',
  })
  visit(@CurrentRep() rep: RepPrincipal) {
    return this.visits.visit(rep);
  }
}
