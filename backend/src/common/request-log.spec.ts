// The request log over a real HTTP server and a real pino logger: one line per API answer with
// the fields pino-http wrote, the view key hidden, a 5xx as "request errored", nothing for the
// apps' files, and at warn only the request id.
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import express from 'express';
import { createPino, type LogLevelName } from './app-logger.js';
import { requestLog } from './request-log.js';

async function serve(
  level: LogLevelName,
  paths: { path: string; headers?: Record<string, string> }[],
) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ),
  );
  const app = express();
  app.use(requestLog(createPino(level, stream)));
  app.get('/api/ok', (_req, res) => res.json({ ok: true }));
  app.get('/api/broken', (_req, res) => res.status(502).json({ ok: false }));
  app.get('/app.js', (_req, res) => res.send('js'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const ids: (string | null)[] = [];
  try {
    const { port } = server.address() as AddressInfo;
    for (const { path, headers } of paths) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      await res.text();
      ids.push(res.headers.get('x-request-id'));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    server.close();
  }
  return { lines, ids };
}

describe('requestLog', () => {
  it('writes one line per API answer, the view key hidden, the caller’s plain id kept', async () => {
    const { lines, ids } = await serve('info', [
      { path: '/api/ok?view_key=secret-key-123&x=1', headers: { 'X-Request-Id': 'trace-42' } },
      { path: '/api/broken' },
      { path: '/app.js' },
    ]);
    expect(ids[0]).toBe('trace-42');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { id: 'trace-42', method: 'GET', url: '/api/ok?view_key=[Redacted]&x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-key-123');
    expect(lines[1]).toMatchObject({
      msg: 'request errored',
      req: { id: ids[1], url: '/api/broken' },
      res: { statusCode: 502 },
      err: { message: 'failed with status code 502' },
    });
  });

  it('at warn writes no request line, and still answers with a request id', async () => {
    const { lines, ids } = await serve('warn', [{ path: '/api/ok' }, { path: '/api/broken' }]);
    expect(lines).toEqual([]);
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
  });
});
