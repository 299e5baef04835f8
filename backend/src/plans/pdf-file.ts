// Reads the multipart `file` of a plan upload (a version's PDF, a signed copy to check) into memory:
// a body whose Content-Length is beyond 10 MB (and a little for the form) is refused with 413
// before a byte of it is read; multer stops any body at 10 MB of file in any case.
import {
  HttpException,
  HttpStatus,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_PLAN_PDF_BYTES } from '@commissionbee/shared/contracts/plans';
import type { Request } from 'express';
import multer from 'multer';
import { catchError, throwError, type Observable } from 'rxjs';
import { appError } from '../common/app-error.js';
import { PLAN_HTTP } from './plans.messages.js';

/** The form around the file: its boundaries, headers and the few date fields. */
const FORM_ALLOWANCE = 64 * 1024;

export const PdfFileInterceptor = FileInterceptor('file', {
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PLAN_PDF_BYTES, files: 1, fields: 10, fieldSize: 1024 },
});

@Injectable()
export class PdfBodyLimit implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MAX_PLAN_PDF_BYTES + FORM_ALLOWANCE)
      throw appError('PAYLOAD_TOO_LARGE', PLAN_HTTP.tooLarge);
    // A body sent without a length (chunked) meets multer's 10 MB instead: the same words.
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof HttpException && error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE
              ? appError('PAYLOAD_TOO_LARGE', PLAN_HTTP.tooLarge)
              : error,
          ),
        ),
      );
  }
}
