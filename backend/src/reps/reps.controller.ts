import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import multer from 'multer';
import { CurrentActor, CurrentUser, Roles, TokenScope } from '../auth/decorators.js';
import { actorMaySee, type Actor, type UserPrincipal } from '../auth/principal.js';
import { ZodPipe } from '../common/zod-body.js';
import { uploadedFileName } from '../common/csv-file.js';
import { ApiCsvFile } from '../uploads/uploads.openapi.js';
import { LedgerUploadParser } from '../uploads/ledger-upload-parser.js';
import { UploadSlot } from '../uploads/upload-slots.js';
import {
  RepEmailPipe,
  repListQuery,
  repProfileBody,
  type RepListQuery,
  type RepProfileBody,
} from './reps.dto.js';
import { NOT_A_MAPPING_CSV } from './reps.messages.js';
import { RepsService } from './reps.service.js';
import { appError } from '../common/app-error.js';

const MAPPING_FILE = FileInterceptor('file', {
  storage: multer.memoryStorage(),
  limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024 },
});
const COMPANY_ONLY = "The caller's company only: another company's rep is 404.";

@ApiTags('reps')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class RepsController {
  constructor(
    private readonly reps: RepsService,
    private readonly parser: LedgerUploadParser,
  ) {}

  @Get('reps')
  @TokenScope('reps:read')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'pageSize', required: false })
  @ApiQuery({ name: 'missing_id', required: false })
  @ApiOperation({
    summary: 'The reps directory, paged in SQL',
    description:
      '{rows: [{email, name, first_name, last_name, employee_id, manager_email, team_size, link_issued_at, ' +
      'last_sent_at, last_opened_at, calculator_access}], total, page, pages}: every rep of the ledger, the rep ' +
      'list and the profiles; search matches name, email and employee ID; missing_id=true keeps reps without one.',
  })
  list(@CurrentActor() user: Actor, @Query(new ZodPipe(repListQuery)) query: RepListQuery) {
    return this.reps.page(user.companyId, query);
  }

  @Post('reps/mapping')
  @HttpCode(200)
  // Like the ledger uploads: a slot before the body is read, the parse in the upload workers.
  @UseInterceptors(UploadSlot, MAPPING_FILE)
  @ApiCsvFile()
  @ApiOperation({
    summary: 'Upload the employee ID mapping CSV (Rep Email, Employee ID, First Name, Last Name)',
    description:
      'Multipart `file`, at most 5 MB (413 above); a line of more than 64 columns or more than 20,000 reps is ' +
      'refused before it is parsed, and the parse runs in the upload workers under the upload slots (429 with ' +
      "Retry-After when the company's or the server's are taken). All or nothing: any problem answers 400 {message: 'Invalid mapping CSV.', " +
      'issues: [{row, column, message}], issueCount, rowCount} and stores nothing (unknown reps, duplicate ' +
      "emails or IDs, an ID another rep holds). Otherwise {message: 'success', rows, changed}.",
  })
  async mapping(
    @CurrentUser() user: UserPrincipal,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (!file) throw appError('REPS_MAPPING_NOT_A_CSV', NOT_A_MAPPING_CSV);
    return this.reps.uploadMapping(
      user.companyId,
      await this.parser.mapping(file.buffer),
      uploadedFileName(file.originalname),
    );
  }

  @Get('reps/:email')
  @TokenScope('reps:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "A rep's page: the directory row and their recent activity",
    description:
      `{...row, activity: [events]}; an API token without activity:read gets the row without ` +
      `activity (events hold addresses, browsers and admin emails). ${COMPANY_ONLY}`,
  })
  detail(@CurrentActor() user: Actor, @Param('email', RepEmailPipe) email: string) {
    return this.reps.detail(user.companyId, email, actorMaySee(user, 'activity:read'));
  }

  @Patch('reps/:email')
  @ApiOperation({
    summary: "Set a rep's employee ID and the first and last name payroll uses",
    description: `Body {employee_id?, first_name?, last_name?} (null clears); 409 when another rep has the employee ID. ${COMPANY_ONLY}`,
  })
  update(
    @CurrentUser() user: UserPrincipal,
    @Param('email', RepEmailPipe) email: string,
    @Body(new ZodPipe(repProfileBody)) body: RepProfileBody,
  ) {
    return this.reps.update(user.companyId, email, body);
  }
}
