// The upload routes of the ledger: records as JSON (the upload screen), a CSV file (scripts) and
// the preview of either. Each is parsed and validated in the upload workers, stored in one
// transaction, then announced to integrations and, when the company says so, to the reps.
import {
  Body,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  HttpCode,
  Logger,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_PREVIEW_LINES, type SendStarted } from '@commissionbee/shared/types';
import type { Request, Response } from 'express';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { LargeJsonBody } from '../common/body-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import { MailService } from '../mail/mail.service.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { CsvFileInterceptor, uploadedFileName } from './csv-file.js';
import { IngestProfile } from './ingest-profile.js';
import {
  reconcileQuery,
  uploadLedgerBody,
  type ReconcileQuery,
  type UploadLedgerBody,
} from './ledger.dto.js';
import { NOT_A_CSV } from './ledger.messages.js';
import { ApiCsvFile, ApiReconcileQuery, RECONCILE_TEXT } from './ledger.openapi.js';
import { LedgerService } from './ledger.service.js';
import { LedgerUploadParser, type CheckedUpload, type PackFor } from './ledger-upload-parser.js';
import { UploadSlot } from './upload-slots.js';
import { appError } from '../common/app-error.js';

/**
 * The body of a request that carries either a multipart `file` or a JSON body: null with a file
 * (whose form fields are not an upload body), else the body, for the pipe given to check.
 */
const BodyUnlessFile = createParamDecorator((_: unknown, ctx: ExecutionContext): unknown => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return req.file ? null : req.body;
});

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class LedgerUploadController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly parser: LedgerUploadParser,
    private readonly webhooks: WebhooksService,
  ) {}

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
    return this.upload(user, query, body.file_name, res, (pack, profile) =>
      this.parser.records(body.data, pack, profile),
    );
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
    return this.upload(user, query, uploadedFileName(file.originalname), res, (pack, profile) =>
      this.parser.csv(file.buffer, pack, profile),
    );
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
  async preview(
    @CurrentActor() user: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
    @BodyUnlessFile(new ZodPipe(uploadLedgerBody.nullable())) body: UploadLedgerBody | null,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
  ) {
    // Parsed and validated in the upload workers, like the uploads (off the main thread).
    const pack = await this.ledger.packFor(user.companyId, query, true);
    const checked = body
      ? await this.parser.records(body.data, pack)
      : await this.parser.csv(file!.buffer, pack);
    return this.ledger.preview(user.companyId, checked, pack);
  }

  /**
   * Checks an upload (`check`, in the upload workers), stores it and tells who should hear of it;
   * the answer's Server-Timing says where the time went.
   */
  private async upload(
    user: Actor,
    query: ReconcileQuery,
    fileName: string | null | undefined,
    res: Response,
    check: (pack: PackFor, profile: IngestProfile) => Promise<CheckedUpload>,
  ) {
    const profile = new IngestProfile();
    const pack = await this.ledger.packFor(user.companyId, query);
    const checked = await check(pack, profile);
    const meta = { fileName: fileName || null, userId: user.userId, uploadedBy: user.label };
    try {
      const stored = await this.ledger.ingest(user.companyId, checked, pack, meta, query, profile);
      // Statistics and search index once the answer is out (LedgerService.afterAnswer).
      res.once('close', () => this.ledger.afterAnswer(stored));
      profile.restart();
      const answer = await this.notifyAfterUpload(user, stored, meta.fileName);
      profile.mark('notify');
      return answer;
    } finally {
      res.setHeader('Server-Timing', profile.header());
    }
  }

  /** With the company setting on, the reps with new pay are told at once (answer's `notified`). */
  private async notifyAfterUpload<T extends { upload_id: number }>(
    actor: Actor,
    answer: T,
    fileName: string | null,
  ): Promise<T & { notified?: SendStarted }> {
    // Integrations hear of it too (queued: an endpoint never slows the upload).
    const { upload_id, added, updated, skipped, removed } = answer as T & Record<string, number>;
    await this.webhooks.emit(actor.companyId, 'upload.completed', {
      upload_id,
      file_name: fileName,
      uploaded_by: actor.label,
      counts: { added, updated, skipped, removed },
    });
    try {
      const notified = await this.mail.afterUpload(actor.companyId, actor.userId, answer.upload_id);
      return notified ? { ...answer, notified } : answer;
    } catch (error) {
      // The upload is stored: a notification that could not be queued must not turn it into an error.
      new Logger('Ledger').error(`Could not notify after upload: ${(error as Error).message}`);
      return answer;
    }
  }
}
