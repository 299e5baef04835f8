// The upload routes of the ledger: records as JSON (the upload screen), a CSV file (scripts) and
// the preview of either. LedgerUploadService runs each from parse to after-answer work.
import { Body, Controller, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ledger as ledgerRoutes } from '@commissionbee/shared/contracts/ledger';
import type { Response } from 'express';
import { CurrentActor } from '../auth/decorators.js';
import type { Actor } from '../auth/principal.js';
import { appError } from '../common/app-error.js';
import { LargeJsonBody } from '../common/body-limits.js';
import { BodyUnlessFile, CsvFileInterceptor, uploadedFileName } from '../common/csv-file.js';
import { Route } from '../common/route.js';
import { ZodPipe } from '../common/zod-body.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import {
  reconcileQuery,
  uploadLedgerBody,
  type ReconcileQuery,
  type UploadLedgerBody,
} from '../ledger/ledger.dto.js';
import { NOT_A_CSV } from '../ledger/ledger.messages.js';
import { LedgerUploadService } from './ledger-upload.service.js';
import { UploadSlot } from './upload-slots.js';

@Controller()
export class LedgerUploadController {
  constructor(private readonly uploads: LedgerUploadService) {}

  @Route(ledgerRoutes.upload)
  @UseInterceptors(UploadSlot, new LargeJsonBody(), IdempotencyInterceptor)
  uploadJson(
    @CurrentActor() user: Actor,
    @Body(new ZodPipe(uploadLedgerBody)) body: UploadLedgerBody,
    @Query(new ZodPipe(reconcileQuery)) query: ReconcileQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.uploads.commit(user, { data: body.data }, body.file_name, query, res);
  }

  @Route(ledgerRoutes.uploadCsv)
  @UseInterceptors(UploadSlot, CsvFileInterceptor, IdempotencyInterceptor)
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

  @Route(ledgerRoutes.preview)
  @UseInterceptors(UploadSlot, CsvFileInterceptor, new LargeJsonBody())
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
