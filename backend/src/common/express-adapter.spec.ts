// The adapter's server makes requests and answers that already have Express's prototypes, so
// Express's own setPrototypeOf changes nothing (issue 34's promotion, docs/performance.md), and
// Express and Node work on them as before.
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { PrototypedExpressAdapter } from './express-adapter.js';

describe('PrototypedExpressAdapter', () => {
  it('starts each request and answer with Express’s prototypes, and Express still answers', async () => {
    const adapter = new PrototypedExpressAdapter();
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    app.get('/x', (req, res) => {
      res.status(201).json({ a: req.query.a, agent: req.get('user-agent'), ip: req.ip });
    });
    const server = adapter.getHttpServer() as Server;
    const born: boolean[] = [];
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      born.push(
        Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
      );
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/x?a=${i}`, {
          headers: { 'User-Agent': 'spec/1' },
        });
        expect(res.status).toBe(201);
        expect(await res.json()).toEqual({ a: String(i), agent: 'spec/1', ip: '127.0.0.1' });
      }
    } finally {
      server.close();
    }
    expect(born).toEqual([true, true]);
  });
});
