import { Controller, Delete, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/decorators.js';
import type { UserPrincipal } from '../auth/principal.js';
import { UploadsService } from './uploads.service.js';

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get()
  @ApiOperation({
    summary: "The company's upload batches, newest first",
    description: 'Each {id, file_name, uploaded_by, created_at, row_count, total_amount}.',
  })
  list(@CurrentUser() user: UserPrincipal) {
    return this.uploads.list(user.companyId);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Undo an upload',
    description:
      "Removes exactly the batch's rows and answers {deleted: n}; 404 for another company's batch.",
  })
  undo(@CurrentUser() user: UserPrincipal, @Param('id', ParseIntPipe) id: number) {
    return this.uploads.undo(user.companyId, id);
  }
}
