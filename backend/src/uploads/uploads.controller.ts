import { Controller, Param, ParseIntPipe } from '@nestjs/common';
import { uploads } from '@commissionbee/shared/contracts/ledger';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { UploadsService } from './uploads.service.js';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Route(uploads.list)
  list(@CurrentActor() user: Actor) {
    return this.uploads.list(user.companyId);
  }

  @Route(uploads.undo)
  undo(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.uploads.undo(actor.companyId, id, actor.label, actor.userId);
  }
}
