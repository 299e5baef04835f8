import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Controller, Header, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { repPortal } from '@commissionbee/shared/contracts/view-keys';
import { CurrentRep } from '../auth/decorators.js';
import type { RepPrincipal } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { RepPortalService } from './rep-portal.service.js';
import { RepVisitsService } from './rep-visits.service.js';

const gunzipAsync = promisify(gunzip);

@Controller()
export class RepPortalController {
  constructor(
    private readonly portal: RepPortalService,
    private readonly visits: RepVisitsService,
  ) {}

  @Route(repPortal.data)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Vary', 'Accept-Encoding')
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

  @Route(repPortal.teamMember)
  @Header('Cache-Control', 'no-store')
  async teamMember(
    @CurrentRep() rep: RepPrincipal,
    @Param('email') email: string,
    @Res() res: Response,
  ): Promise<void> {
    // JSON text built in PostgreSQL, sent as is (compressed by the app's middleware).
    res.type('application/json').send(await this.portal.teamMemberJson(rep, email));
  }

  @Route(repPortal.visit)
  @Header('Cache-Control', 'no-store')
  visit(@CurrentRep() rep: RepPrincipal) {
    return this.visits.visit(rep);
  }
}
