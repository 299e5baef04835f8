// The request context over a real HTTP server: work that outlives the answer (a timer made while
// the request ran, as a keep-alive socket's are) still reads who asked, but no longer holds the
// request itself (issue 34: each idle connection kept its last request's whole graph alive).
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { AuthedRequest } from '../auth/decorators.js';
import { currentRequest, withRequestContext, type RequestSource } from './request-context.js';

describe('withRequestContext', () => {
  it('answers the request while it runs and only what the log reads once the answer is out', async () => {
    const seen: { during?: RequestSource; after?: RequestSource; req?: AuthedRequest } = {};
    let later!: Promise<void>;
    const app = express();
    app.use(withRequestContext);
    app.get('/x', (req: AuthedRequest, res) => {
      req.principal = { kind: 'user', userId: 7, email: 'a@b.co' } as AuthedRequest['principal'];
      seen.req = req;
      seen.during = currentRequest();
      later = new Promise((resolve) =>
        setTimeout(() => {
          seen.after = currentRequest();
          resolve();
        }, 50),
      );
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/x`, {
        headers: { 'User-Agent': 'spec-agent/1' },
      });
      expect(await res.text()).toBe('ok');
      await later;
    } finally {
      server.close();
    }
    expect(seen.during).toBe(seen.req);
    expect(seen.after).not.toBe(seen.req);
    expect(seen.after).toEqual({
      principal: { kind: 'user', userId: 7, email: 'a@b.co' },
      ip: '127.0.0.1',
      headers: { 'user-agent': 'spec-agent/1' },
    });
  });

  it('has no store outside a request', () => {
    expect(currentRequest()).toBeUndefined();
  });
});
