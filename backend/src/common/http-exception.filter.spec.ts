import { jest } from '@jest/globals';
import { Logger, type ArgumentsHost } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter.js';
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
});
