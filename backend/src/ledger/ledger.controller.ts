import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Logger,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { MAX_PREVIEW_LINES, type SendStarted } from '@commissionbee/shared/types';
import type { Response } from 'express';
import { CurrentActor, Roles, TokenScope } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { LargeJsonBody } from '../common/body-limits.js';
import { ZodPipe } from '../common/zod-body.js';
import { CsvFileInterceptor, uploadedFileName } from './csv-file.js';
import { IngestProfile } from './ingest-profile.js';
import { ledgerQuery, wantsPage } from './dto/ledger-query.dto.js';
import { reconcileQuery, type ReconcileQuery } from './dto/reconcile-options.dto.js';
import { uploadLedgerBody, type UploadLedgerBody } from './dto/upload-ledger.dto.js';
import { MailService } from '../mail/mail.service.js';
import { LedgerService, SEARCH_COUNT_CAP } from './ledger.service.js';
import { LedgerUploadParser } from './ledger-upload-parser.js';
import { MASTER_CSV_FILE_NAME, MASTER_CSV_HEADER, masterCsvLines } from './master-csv.js';
import { ActivityService } from '../activity/activity.service.js';

/** The spec's words for a file that is not a CSV; also the API's answer when `file` is missing. */
export const NOT_A_CSV = 'Please select a valid CSV file.';

/** Rows per write of the Master CSV (about 70 kB, below V8's large-object size). */
const WRITE_ROWS = 500;

/** Writes a chunk and, when the client is slower than the database, waits until it catches up. */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

const meta = (actor: Actor, fileName: string | null | undefined) => ({
  fileName: fileName || null,
  userId: actor.userId,
  uploadedBy: actor.label,
});

/** The reconcile parameters, documented once for the three endpoints that take them. */
function ApiReconcileQuery(): MethodDecorator {
  return (target, key, descriptor) => {
    ApiQuery({ name: 'duplicates', required: false, enum: ['skip', 'add'] })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'pending', required: false, enum: ['update', 'add'] })(
      target,
      key,
      descriptor,
    );
    ApiQuery({ name: 'replace_pay_dates', required: false, enum: ['true', 'false'] })(
      target,
      key,
      descriptor,
    );
  };
}

const RECONCILE_TEXT =
  ' Lines the ledger already has: a Line ID already stored replaces that line (its values are kept as a ' +
  'version of the earlier upload); without Line IDs, duplicates=skip|add (exact duplicates of stored lines, ' +
  'with multiplicity; default skip), pending=update|add (a dated line matching a stored PENDING line of the ' +
  'same rep, item, pay type and amount; default update) and replace_pay_dates=true|false (replace every stored ' +
  'line of the pay dates in the file; default false). The answer adds the counts added, updated, skipped, removed.';

@ApiTags('ledger')
@ApiBearerAuth()
@Roles('admin')
@Controller('bee')
export class LedgerController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly parser: LedgerUploadParser,
    private readonly webhooks: WebhooksService,
    private readonly activity: ActivityService,
  ) {}

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

  @Get('ledger')
  @TokenScope('ledger:read')
  @ApiOperation({
    summary: "The company's ledger",
    description:
      'Without parameters: every row, newest pay date first (PENDING and CANCELLED on top), streamed as one JSON ' +
      'array. With page, pageSize (1-100, default 10) or search: {rows, total, page, pages}, searched ' +
      'case-insensitively over every field and paged in SQL; a page past the end answers the last page. A search ' +
      `counts and pages at most ${SEARCH_COUNT_CAP} matches: with more, total is ${SEARCH_COUNT_CAP} and capped is true.`,
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number })
  @ApiQuery({ name: 'search', required: false, type: String })
  async read(
    @CurrentActor() user: Actor,
    @Query() query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    if (wantsPage(query)) {
      res.json(await this.ledger.page(user.companyId, new ZodPipe(ledgerQuery).transform(query)));
      return;
    }
    // Streamed a batch at a time: a million-row ledger is never one string in memory.
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    let open = '[';
    for await (const rows of this.ledger.allBatches(user.companyId)) {
      if (res.destroyed) return; // the client went away
      await write(res, `${open}${rows.map((row) => JSON.stringify(row)).join(',')}`);
      open = ',';
    }
    res.end(open === '[' ? '[]' : ']');
  }

  @Get('ledger.csv')
  @TokenScope('ledger:read')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Download the Master CSV',
    description:
      'Streamed in upload order, in the upload format (title-case headers); text cells starting with = + - @, ' +
      'tab or CR get a leading single quote so spreadsheets do not run them.',
  })
  async masterCsv(@CurrentActor() user: Actor, @Res() res: Response): Promise<void> {
    await this.activity.recordAlone({ companyId: user.companyId, action: 'ledger.master_csv' });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${MASTER_CSV_FILE_NAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    await write(res, MASTER_CSV_HEADER);
    for await (const rows of this.ledger.exportBatches(user.companyId)) {
      if (res.destroyed) return; // the client went away
      // Written a few hundred rows at a time: small strings die young instead of piling up
      // in the large-object space until a full garbage collection.
      for (let start = 0; start < rows.length && !res.destroyed; start += WRITE_ROWS) {
        await write(res, masterCsvLines(rows.slice(start, start + WRITE_ROWS)));
      }
    }
    res.end();
  }

  @Post('ledger')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(new LargeJsonBody(), IdempotencyInterceptor)
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
  @ApiReconcileQuery()
  @ApiQuery({ name: 'preview_token', required: false, type: String })
  async uploadJson(
    @CurrentActor() user: Actor,
    @Body(new ZodPipe(uploadLedgerBody)) body: UploadLedgerBody,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const profile = new IngestProfile();
    const pack = await this.ledger.packFor(user.companyId, query);
    const checked = await this.parser.records(body.data, pack, profile);
    try {
      return await this.notifyAfterUpload(
        user,
        await this.ledger.ingest(
          user.companyId,
          checked,
          pack,
          meta(user, body.file_name),
          query,
          profile,
        ),
        body.file_name || null,
      );
    } finally {
      res.setHeader('Server-Timing', profile.header());
    }
  }

  @Post('ledger/csv')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(CsvFileInterceptor, IdempotencyInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOperation({
    summary: 'Upload a ledger CSV file (for scripts)',
    description:
      'Multipart field `file`, at most 40 MB (413 above). Parsed and validated on the server with the shared ' +
      'validator; same answers and parameters as POST /bee/ledger.',
  })
  @ApiReconcileQuery()
  @ApiQuery({ name: 'preview_token', required: false, type: String })
  async uploadCsv(
    @CurrentActor() user: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!file) throw new BadRequestException(NOT_A_CSV);
    const profile = new IngestProfile();
    const pack = await this.ledger.packFor(user.companyId, query);
    const checked = await this.parser.csv(file.buffer, pack, profile);
    try {
      return await this.notifyAfterUpload(
        user,
        await this.ledger.ingest(
          user.companyId,
          checked,
          pack,
          meta(user, uploadedFileName(file.originalname)),
          query,
          profile,
        ),
        uploadedFileName(file.originalname) || null,
      );
    } finally {
      res.setHeader('Server-Timing', profile.header());
    }
  }

  @Post('ledger/preview')
  @HttpCode(200)
  @TokenScope('ledger:write')
  @UseInterceptors(CsvFileInterceptor, new LargeJsonBody())
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
    @Body() body: unknown,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
  ) {
    // Parsed and validated in the upload workers, like the uploads (off the main thread).
    const pack = await this.ledger.packFor(user.companyId, query, true);
    const checked = file
      ? await this.parser.csv(file.buffer, pack)
      : await this.parser.records(new ZodPipe(uploadLedgerBody).transform(body).data, pack);
    return this.ledger.preview(user.companyId, checked, pack);
  }
}
