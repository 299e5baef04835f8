// The upload routes of the ledger: records as JSON (the upload screen), a CSV file (scripts) and
// the preview of either. Each is parsed and validated in the upload workers, stored in one
// transaction, then announced to integrations and, when the company says so, to the reps.
import {
  BadRequestException,
  Body,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  Logger,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ledger as ledgerRoutes } from '@commissionbee/shared/contracts/ledger';
import type { SendStarted } from '@commissionbee/shared/types';
import type { Request, Response } from 'express';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { LargeJsonBody } from '../common/body-limits.js';
import { Route } from '../common/route.js';
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
import { LedgerService } from './ledger.service.js';
import { LedgerUploadParser, type CheckedUpload, type PackFor } from './ledger-upload-parser.js';
import { UploadSlot } from './upload-slots.js';

/**
 * The body of a request that carries either a multipart `file` or a JSON body: null with a file
 * (whose form fields are not an upload body), else the body, for the pipe given to check.
 */
const BodyUnlessFile = createParamDecorator((_: unknown, ctx: ExecutionContext): unknown => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return req.file ? null : req.body;
});

@Controller()
export class LedgerUploadController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly parser: LedgerUploadParser,
    private readonly webhooks: WebhooksService,
  ) {}

  @Route(ledgerRoutes.upload)
  @UseInterceptors(UploadSlot, new LargeJsonBody(), IdempotencyInterceptor)
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

  @Route(ledgerRoutes.uploadCsv)
  @UseInterceptors(UploadSlot, CsvFileInterceptor, IdempotencyInterceptor)
  uploadCsv(
    @CurrentActor() user: Actor,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!file) throw new BadRequestException(NOT_A_CSV);
    return this.upload(user, query, uploadedFileName(file.originalname), res, (pack, profile) =>
      this.parser.csv(file.buffer, pack, profile),
    );
  }

  @Route(ledgerRoutes.preview)
  @UseInterceptors(UploadSlot, CsvFileInterceptor, new LargeJsonBody())
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
