// One shape for every error ({statusCode, code, message, error, …}, code from libs/shared
// error-codes); unexpected errors are logged with the request id and answered as a plain 500 that
// reveals nothing. An error that names no code of its own gets the generic one of its status.
import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { genericErrorCode } from '@commissionbee/shared/error-codes';
import { appError, errorBody } from './app-error.js';
import { LIST_BODY_BYTES, SMALL_BODY_BYTES } from './body-limits.js';
import { redactUrl } from './redact.js';
import { HTTP_MESSAGES } from './common.messages.js';

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    const http = this.toHttp(exception);
    if (!http) {
      this.logger.error(
        `${req.method} ${redactUrl(req.originalUrl)} [${req.id ?? '-'}] ${(exception as Error)?.stack ?? exception}`,
      );
    }
    const status = http?.getStatus() ?? HttpStatus.INTERNAL_SERVER_ERROR;
    const body = http
      ? normalize(http.getResponse(), status)
      : errorBody('INTERNAL_ERROR', HTTP_MESSAGES.internal);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) res.setHeader('Retry-After', '5');
    res.status(status).json(body);
  }

  private toHttp(exception: unknown): HttpException | null {
    const err = exception as {
      type?: string;
      status?: number;
      statusCode?: number;
      message?: string;
    };
    // body-parser and multer errors carry a status of their own; Nest's adapter and FileInterceptor
    // already turn them into HttpExceptions, with their own wording, for an oversize JSON body or file.
    // Nest's adapter wraps a body-parser error in an HttpException; its cause says which one.
    const parser = (exception instanceof HttpException ? exception.cause : exception) as
      { type?: string; limit?: number } | undefined;
    if (parser?.type === 'entity.too.large' && parser.limit === SMALL_BODY_BYTES) {
      return appError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.smallBodyTooLarge);
    }
    if (parser?.type === 'entity.too.large' && parser.limit === LIST_BODY_BYTES) {
      return appError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.listBodyTooLarge);
    }
    if (parser?.type === 'encoding.unsupported') {
      return appError('UNSUPPORTED_MEDIA_TYPE', HTTP_MESSAGES.compressedBody);
    }
    // Our own refusal (appError) already says which limit: a plan's 10 MB is not an upload's 40 MB.
    if (hasCode(exception)) return exception;
    if (
      err?.type === 'entity.too.large' ||
      err?.status === 413 ||
      (exception instanceof HttpException && exception.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE)
    ) {
      return appError('PAYLOAD_TOO_LARGE', HTTP_MESSAGES.uploadTooLarge);
    }
    if (exception instanceof HttpException) return exception;
    if (err?.type === 'entity.parse.failed') {
      return appError('INVALID_JSON', HTTP_MESSAGES.invalidJson);
    }
    // SQLSTATE class 22 (data exception): PostgreSQL refused a value the client sent, such as a NUL
    // character in a search, an email or a JSON string, or an id beyond the integer range.
    const sqlState = (exception as { driverError?: { code?: unknown } })?.driverError?.code;
    if (typeof sqlState === 'string' && sqlState.startsWith('22')) {
      return appError('UNSTORABLE_VALUE', HTTP_MESSAGES.unstorableValue);
    }
    // 57014: statement_timeout cancelled a request's query (STATEMENT_TIMEOUT_MS).
    if (sqlState === '57014') {
      return appError('STATEMENT_TIMEOUT', HTTP_MESSAGES.statementTimeout);
    }
    if (isDatabaseUnavailable(exception)) {
      return appError('DATABASE_UNAVAILABLE', HTTP_MESSAGES.databaseUnavailable);
    }
    const status = err?.status ?? err?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new HttpException(err.message ?? HTTP_MESSAGES.badRequest, status);
    }
    return null;
  }
}

function normalize(response: string | object, status: number): Record<string, unknown> {
  const body: Record<string, unknown> =
    typeof response === 'string'
      ? { statusCode: status, message: response, error: HttpStatus[status] ?? 'Error' }
      : { statusCode: status, ...(response as object) };
  if (typeof body.code !== 'string') body.code = genericErrorCode(status);
  return body;
}

/** A lost or refused database connection (SQLSTATE class 08, admin shutdown 57P0x, socket errors). */
function isDatabaseUnavailable(exception: unknown): boolean {
  const e = exception as { code?: unknown; driverError?: { code?: unknown }; message?: unknown };
  const code = String(e?.driverError?.code ?? e?.code ?? '');
  if (
    code.startsWith('08') ||
    /^57P0[123]$/.test(code) ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET'
  ) {
    return true;
  }
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED/i.test(
    message,
  );
}

/** An HttpException made by appError: its body names a code of its own. */
function hasCode(exception: unknown): exception is HttpException {
  if (!(exception instanceof HttpException)) return false;
  const body = exception.getResponse();
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}
