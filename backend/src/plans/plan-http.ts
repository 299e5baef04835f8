// What the plan controllers share: the id in a path, a PDF or CSV answer that runs nothing and is
// never cached, and the limit on the public check of a signed copy.
import {
  Injectable,
  Param,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import { planVersionFields } from '@commissionbee/shared/contracts/plans';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { GuessCountsRepository } from '../auth/guess-counts.repository.js';
import { appError } from '../common/app-error.js';
import { uploadedFileName } from '../common/csv-file.js';
import { PLAN_HTTP } from './plans.messages.js';

const MAX_ID = 2_147_483_647;

class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id < 1 || id > MAX_ID) throw appError('PLAN_NOT_FOUND', PLAN_HTTP.notFound);
    return id;
  }
}
/** A plan, version or signature id from the path: 404 for anything but 1…2³¹−1. */
export const Id = (name: string) => Param(name, IdPipe);

/** The headers of every PDF we answer: a download, never a document that runs anything. */
export function sendPdf(res: Response, pdf: Buffer, fileName: string, inline = false): void {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120) || 'plan.pdf';
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${safe}"`);
  res.setHeader(
    'Content-Security-Policy',
    "sandbox; default-src 'none'; script-src 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'self'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', String(pdf.length));
  res.end(pdf);
}

/** A name as a file name's part. */
export const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** 30 checks an hour per address, counted before the body is read. */
@Injectable()
export class VerifyLimit implements NestInterceptor {
  constructor(private readonly counts: GuessCountsRepository) {}
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const { over, retryAfterSeconds } = await this.counts.countWindow({
      key: `plan-verify:${req.ip ?? 'unknown'}`,
      max: 30,
      windowSeconds: 3600,
    });
    if (over) {
      context
        .switchToHttp()
        .getResponse<Response>()
        .setHeader('Retry-After', String(retryAfterSeconds));
      throw appError('PLAN_VERIFY_LIMIT', PLAN_HTTP.verifyLimit);
    }
    return next.handle();
  }
}

/** A CSV download that is never cached. */
export function sendCsv(res: Response, csv: string, fileName: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(csv);
}

/** A new version's PDF and form fields as the upload brought them: 400 with what is wrong. */
export function versionUpload(file: Express.Multer.File | undefined, form: unknown) {
  if (!file) throw appError('PLAN_NOT_A_PDF', PLAN_HTTP.noFile);
  const fields = planVersionFields.safeParse(form ?? {});
  if (!fields.success)
    throw appError('PLAN_FIELDS_INVALID', fields.error.issues[0]?.message ?? 'Invalid fields');
  return {
    file: { bytes: file.buffer, name: uploadedFileName(file.originalname) },
    fields: fields.data,
  };
}
