// Idempotency-Key on the uploads and the mail send: the same key with the same request within 24
// hours answers the first answer again and does nothing new (Idempotent-Replayed: true); the same
// key with another request is 409. A request that failed releases its key, so it can be retried.
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/decorators.js';
import { IDEMPOTENCY_MESSAGES } from './idempotency.messages.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { appError } from '../common/app-error.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

type UploadedRequest = AuthedRequest & { file?: { buffer: Buffer; originalname: string } };

function requestHash(req: UploadedRequest): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(req.query ?? {}));
  if (req.file) {
    hash.update('\0file\0').update(req.file.originalname).update('\0').update(req.file.buffer);
  } else {
    hash.update('\0json\0').update(JSON.stringify(req.body ?? null));
  }
  return hash.digest('hex');
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<UploadedRequest>();
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return next.handle();
    const status =
      (Reflect.getMetadata('__httpCode__', context.getHandler()) as number | undefined) ??
      (req.method === 'POST' ? 201 : 200);
    return from(
      this.run(req, status, context.switchToHttp().getResponse<Response>(), header, next),
    );
  }

  private async run(
    req: UploadedRequest,
    status: number,
    res: Response,
    header: string | string[],
    next: CallHandler,
  ): Promise<unknown> {
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !/^[\x21-\x7e]{1,255}$/.test(key))
      throw appError('IDEMPOTENCY_KEY_INVALID', IDEMPOTENCY_MESSAGES.badKey);
    const companyId = req.principal!.companyId;
    const route = `${req.method} ${(req.route as { path: string }).path}`;
    const held = await this.keys.claim(companyId, key, route, requestHash(req));
    if (held) {
      if (held.route !== route || held.body_hash !== requestHash(req))
        throw appError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
      if (held.status === null)
        throw appError('IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
      res.setHeader('Idempotent-Replayed', 'true');
      return lastValueFrom(of(held.response));
    }
    try {
      const answer: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.keys.finish(companyId, key, status, answer);
      return answer;
    } catch (error) {
      await this.keys.release(companyId, key);
      throw error;
    }
  }
}
