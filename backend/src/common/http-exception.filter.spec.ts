import { jest } from '@jest/globals';
import {
  BadRequestException,
  HttpException,
  Logger,
  NotFoundException,
  type ArgumentsHost,
} from '@nestjs/common';
import { ERROR_CODES } from '@commissionbee/shared/error-codes';
import { appError } from './app-error.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { ZodPipe } from './zod-body.js';
import { z } from 'zod';
import { redactUrl, requestId } from './redact.js';

describe('redactUrl', () => {
  it.each([
    ['/api/bee/rep-key-data?view_key=K1', '/api/bee/rep-key-data?view_key=[Redacted]'],
    ['/API/x?view%5Fkey=K1&view_key=K2', '/API/x?view%5Fkey=[Redacted]&view_key=[Redacted]'],
    ['/api/x?a=1&View-Key=K1&b=2', '/api/x?a=1&View-Key=[Redacted]&b=2'],
    ['/api/x?view_key%5B%5D=K1', '/api/x?view_key%5B%5D=[Redacted]'],
    ['/api/x?page=2', '/api/x?page=2'],
    ['/api/x', '/api/x'],
    ['/bee/view/Ab-12_xyz', '/bee/view/[Redacted]'],
    ['http://portal.test/bee/view/Ab-12_xyz?x=1', 'http://portal.test/bee/view/[Redacted]?x=1'],
    ['/VIEW/Ab12', '/VIEW/[Redacted]'],
    ['/bee/view-as', '/bee/view-as'],
  ])('hides every view key in %j', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});

describe('requestId', () => {
  it('keeps a short plain id and replaces anything else', () => {
    expect(requestId('abc-123')).toBe('abc-123');
    for (const bad of ['x'.repeat(65), 'a b', 'a\nb', ['a', 'b'], undefined])
      expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('HttpExceptionFilter', () => {
  it('logs an unexpected error without the view key of its URL', () => {
    const sut = new HttpExceptionFilter();
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = { headersSent: false, status: () => res, json: () => res, setHeader: () => res };
    const req = { method: 'GET', originalUrl: '/api/bee/x?view%5Fkey=SECRET-KEY', id: 'r1' };
    const host = {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    } as unknown as ArgumentsHost;
    try {
      sut.catch(new Error('boom'), host);
      const logged = error.mock.calls.map((call) => String(call[0])).join('\n');
      expect(logged).toContain('GET /api/bee/x?view%5Fkey=[Redacted] [r1]');
      expect(logged).not.toContain('SECRET-KEY');
    } finally {
      error.mockRestore();
    }
  });

  /** What the filter answers for `exception`: the status and the JSON body. */
  function answer(exception: unknown): { status: number; body: Record<string, unknown> } {
    const sent: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
    const res = {
      headersSent: false,
      status: (status: number) => ((sent.status = status), res),
      json: (body: Record<string, unknown>) => ((sent.body = body), res),
      setHeader: () => res,
    };
    const req = { method: 'GET', originalUrl: '/api/x', id: 'r1' };
    const host = {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    } as unknown as ArgumentsHost;
    const quiet = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      new HttpExceptionFilter().catch(exception, host);
    } finally {
      quiet.mockRestore();
    }
    return sent;
  }

  it('answers a coded error with its status, code and message as thrown', () => {
    const sut = answer(appError('QUESTION_NOT_OPEN', 'This question is resolved.'));
    expect(sut).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        code: 'QUESTION_NOT_OPEN',
        message: 'This question is resolved.',
        error: 'Conflict',
      },
    });
  });

  it('keeps the fields a refusal adds beside its code', () => {
    const sut = answer(appError('UPLOAD_UNDO_LATER_FIRST', 'Undo them first.', { uploads: [7] }));
    expect(sut.body).toMatchObject({ code: 'UPLOAD_UNDO_LATER_FIRST', uploads: [7] });
  });

  it('gives an error with no code the generic code of its status, keeping its words', () => {
    expect(answer(new NotFoundException()).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not Found',
    });
    expect(
      answer(new BadRequestException('Validation failed (numeric string is expected)')).body,
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation failed (numeric string is expected)',
    });
    expect(answer(new HttpException('slow down', 429)).body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'slow down',
    });
  });

  it('answers an unexpected error 500 INTERNAL_ERROR, revealing nothing', () => {
    expect(answer(new Error('secret detail'))).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Internal server error',
        error: 'Internal Server Error',
      },
    });
  });

  it('codes the body-parser and database refusals it words itself', () => {
    const tooLarge = Object.assign(new Error('too large'), {
      type: 'entity.too.large',
      status: 413,
    });
    expect(answer(tooLarge)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    const badJson = Object.assign(new Error('bad'), { type: 'entity.parse.failed', status: 400 });
    expect(answer(badJson).body).toMatchObject({ code: 'INVALID_JSON' });
    const nul = Object.assign(new Error('nul'), { driverError: { code: '22021' } });
    expect(answer(nul).body).toMatchObject({ code: 'UNSTORABLE_VALUE' });
    const down = Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
    expect(answer(down)).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE' } });
  });

  it('answers a refused body VALIDATION_FAILED, or the code the route names for the field', () => {
    const schema = z.object({ page: z.number(), name: z.string() });
    const refusal = (pipe: ZodPipe<typeof schema>, value: unknown) => {
      try {
        pipe.transform(value);
      } catch (error) {
        return answer(error).body;
      }
      throw new Error('accepted');
    };
    expect(refusal(new ZodPipe(schema), { page: 1 })).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(
      refusal(new ZodPipe(schema, { page: 'LEDGER_PAGE_INVALID' }), { page: 'x', name: 'a' }),
    ).toMatchObject({ code: 'LEDGER_PAGE_INVALID' });
  });
});

describe('ERROR_CODES', () => {
  it('names each code by itself and gives it an error status', () => {
    for (const [code, info] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(info.status).toBeGreaterThanOrEqual(400);
    }
  });
});
