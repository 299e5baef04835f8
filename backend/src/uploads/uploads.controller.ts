import { Controller, Delete, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { UploadsService } from './uploads.service.js';

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get()
  @TokenScope('ledger:read')
  @ApiOperation({
    summary: "The company's upload batches, newest first",
    description:
      'Each {id, file_name, uploaded_by, uploaded_by_name, created_at, row_count, total_amount, undone, ' +
      'undone_at, undone_by, undone_by_name}; names are null when the user set none. ' +
      'undone uploads stay listed with undone: true.',
  })
  list(@CurrentActor() user: Actor) {
    return this.uploads.list(user.companyId);
  }

  @Delete(':id')
  @TokenScope('ledger:write')
  @ApiOperation({
    summary: 'Undo an upload',
    description:
      "Removes exactly the batch's rows, puts back what it replaced and marks it undone (it stays in the history); " +
      'answers {deleted, restored}. 409 UPLOAD_UNDO_LATER_FIRST with `uploads` (the later uploads to undo first) ' +
      "or UPLOAD_ALREADY_UNDONE; 404 for another company's batch.",
  })
  undo(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number) {
    return this.uploads.undo(actor.companyId, id, actor.label);
  }
}
