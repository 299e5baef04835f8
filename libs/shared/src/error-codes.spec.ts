import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode } from './api-client.js';
import { ERROR_CODES, ErrorCode, errorCodeOf, genericErrorCode } from './error-codes.js';

describe('error codes', () => {
  it('names every code by itself', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(ErrorCode[code as ErrorCode]).toBe(code);
  });

  it('gives each generic code the status it stands for', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 413, 415, 429, 500, 503])
      expect(ERROR_CODES[genericErrorCode(status)].status).toBe(status);
    expect(genericErrorCode(502)).toBe('INTERNAL_ERROR');
    expect(genericErrorCode(405)).toBe('BAD_REQUEST');
  });

  it('reads the code of an answer, and none from a body without one', () => {
    expect(errorCodeOf({ statusCode: 409, code: 'LEDGER_PREVIEW_STALE' })).toBe(
      'LEDGER_PREVIEW_STALE',
    );
    expect(errorCodeOf('<html>Bad gateway</html>')).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
  });
});

describe('ApiError', () => {
  it('exposes the code of the answer so a client branches on it, not on words', () => {
    const sut = new ApiError('API call failed with status 409', 409, {
      statusCode: 409,
      code: 'LEDGER_PREVIEW_STALE',
      message: 'The ledger changed since the preview. Review the upload again.',
    });
    expect(sut.code).toBe('LEDGER_PREVIEW_STALE');
    expect(hasErrorCode(sut, 'LEDGER_PREVIEW_STALE')).toBe(true);
    expect(hasErrorCode(sut, 'UPLOAD_UNDO_LATER_FIRST', 'CONFLICT')).toBe(false);
    expect(hasErrorCode(new Error('LEDGER_PREVIEW_STALE'), 'LEDGER_PREVIEW_STALE')).toBe(false);
    expect(new ApiError('x', 502, null).code).toBeNull();
  });
});
