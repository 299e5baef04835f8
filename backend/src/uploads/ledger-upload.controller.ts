// The upload routes of the ledger: records as JSON (the upload screen), a CSV file (scripts) and
// the preview of either. LedgerUploadService runs each from parse to after-answer work.
import {
  Body,
  Controller,
  HttpCode,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_PREVIEW_LINES } from '@commissionbee/shared/types';
import type { Response } from 'express';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { LargeJsonBody } from '../common/body-limits.js';
import { BodyUnlessFile, CsvFileInterceptor, uploadedFileName } from '../common/csv-file.js';
import { ZodPipe } from '../common/zod-body.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import {
  reconcileQuery,
  uploadLedgerBody,
  type ReconcileQuery,
  type UploadLedgerBody,
} from '../ledger/ledger.dto.js';
import { NOT_A_CSV } from '../ledger/ledger.messages.js';
import { ApiCsvFile, ApiReconcileQuery, RECONCILE_TEXT } from './uploads.openapi.js';
import { LedgerUploadService } from './ledger-upload.service.js';
import { UploadSlot } from './upload-slots.js';
import { appError } from '../common/app-error.js';

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class LedgerUploadController {
  constructor(private readonly uploads: LedgerUploadService) {}

  @Post('ledger')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(UploadSlot, new LargeJsonBody(), IdempotencyInterceptor)
  @ApiOperation({
    summary: 'Upload ledger records (the upload screen)',
    description:
      'Body {data: [records], file_name?}. Every record is re-checked with the shared CSV validator; any problem ' +
      "answers 400 {message: 'Invalid CSV Data.', issues: [{row, column, message}], issueCount, rowCount, " +
      "invalidRowCount} and stores nothing. Otherwise all rows are stored in one transaction: {message: 'success', " +
      'newEmails, upload_id}, newEmails being the rep emails the company had not seen before.' +
      RECONCILE_TEXT +
      ' With preview_token (from POST /bee/ledger/preview) the upload is stored only if the ledger is as ' +
      "previewed, else 409 'The ledger changed since the preview. Review the upload again.'",
  })
  @ApiReconcileQuery({ previewToken: true })
  uploadJson(
    @CurrentActor() user: Actor,
    @Body(new ZodPipe(uploadLedgerBody)) body: UploadLedgerBody,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.uploads.commit(user, { data: body.data }, body.file_name, query, res);
  }

  @Post('ledger/csv')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(UploadSlot, CsvFileInterceptor, IdempotencyInterceptor)
  @ApiCsvFile()
  @ApiOperation({
    summary: 'Upload a ledger CSV file (for scripts)',
    description:
      'Multipart field `file`, at most 40 MB (413 above). Parsed and validated on the server with the shared ' +
      'validator; same answers and parameters as POST /bee/ledger.',
  })
  @ApiReconcileQuery({ previewToken: true })
  uploadCsv(
    @CurrentActor() user: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!file) throw appError('LEDGER_NOT_A_CSV', NOT_A_CSV);
    const fileName = uploadedFileName(file.originalname);
    return this.uploads.commit(user, { bytes: file.buffer }, fileName, query, res);
  }

  @Post('ledger/preview')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(UploadSlot, CsvFileInterceptor, new LargeJsonBody())
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({
    summary: 'Preview an upload (stores nothing)',
    description:
      'The body of POST /bee/ledger (JSON {data, file_name?}) or of POST /bee/ledger/csv (multipart `file`), ' +
      'validated the same way (400 the same). Answers what storing it would do: {added, updated, skipped, ' +
      'removed, reps: [{rep_email, rep_name, added, changed, removed, skipped, total_change}], pay_dates: ' +
      '[{pay_date, added, changed, removed, skipped, total_change}], lines: [{action, rep_email, rep_name, before, ' +
      `after}] (at most ${MAX_PREVIEW_LINES} of lineCount), lineCount, preview_token}. total_change is the change ` +
      'of the sum of the amounts that are not CANCELLED. Send preview_token with the upload to store exactly ' +
      'this.' +
      RECONCILE_TEXT,
  })
  @ApiReconcileQuery()
  preview(
    @CurrentActor() user: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
    @BodyUnlessFile(new ZodPipe(uploadLedgerBody.nullable())) body: UploadLedgerBody | null,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
  ) {
    const input = body ? { data: body.data } : { bytes: file!.buffer };
    return this.uploads.previewUpload(user.companyId, input, query);
  }
}
