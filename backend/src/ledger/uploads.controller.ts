import { Controller, Param, ParseIntPipe } from '@nestjs/common';
import { uploads } from '@commissionbee/shared/contracts/ledger';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { Route } from '../common/route.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { UploadsService } from './uploads.service.js';

@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Route(uploads.list)
  list(@CurrentActor() user: Actor) {
    return this.uploads.list(user.companyId);
  }

  @Route(uploads.undo)
  async undo(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    const undone = await this.uploads.undo(actor.companyId, id, actor.label);
    await this.webhooks.emit(actor.companyId, 'upload.undone', {
      upload_id: id,
      ...undone,
      undone_by: actor.label,
    });
    return undone;
  }
}
