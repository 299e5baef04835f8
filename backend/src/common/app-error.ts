// The one way the API refuses a request: an HttpException whose body is
// {statusCode, code, message, error, …} with a code from the shared list (libs/shared error-codes),
// whose status the list fixes, so the code, the status and docs/api.md cannot disagree.
import { HttpException } from '@nestjs/common';
import { ERROR_CODES, type ErrorCode } from '@commissionbee/shared/error-codes';

/** Nest's reason phrases (the `error` field of its own exceptions). */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const reasonOf = (status: number): string => REASONS[status] ?? 'Error';

/** The body of an error answer: `extra` adds fields a client reads (`issues`, `missing`, …). */
export function errorBody(
  code: ErrorCode,
  message?: string | string[],
  extra: Record<string, unknown> = {},
) {
  const statusCode = ERROR_CODES[code].status;
  // Without words of its own, the answer reads like Nest's bare exception ({statusCode, message}).
  if (message === undefined) return { statusCode, code, message: reasonOf(statusCode), ...extra };
  return { statusCode, code, message, error: reasonOf(statusCode), ...extra };
}

/** `throw appError('QUESTION_NOT_FOUND', QUESTIONS_HTTP.notFound)`. */
export function appError(
  code: ErrorCode,
  message?: string | string[],
  extra?: Record<string, unknown>,
): HttpException {
  const body = errorBody(code, message, extra);
  return new HttpException(body, body.statusCode);
}
