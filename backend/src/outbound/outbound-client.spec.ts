import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { OutboundRefused, outboundFetch, resolveOutbound } from './outbound-client.js';

describe('resolving a host name under a deadline', () => {
  it('gives up on a name that never resolves: URL_HOST_TIMEOUT, within the deadline', async () => {
    const never = () => new Promise<never>(() => undefined);
    const started = Date.now();
    const refusal = await resolveOutbound('https://slow.example.com/hook', false, {
      lookupHost: never,
      lookupDeadlineMs: 200,
    }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(refusal).toBeInstanceOf(OutboundRefused);
    const refused = refusal as OutboundRefused;
    expect(refused.code).toBe('URL_HOST_TIMEOUT');
    expect(refused.message).toContain('slow.example.com did not resolve within');
    // A slow resolver may answer later: not a reason to delete a push subscription.
    expect(refused.permanent).toBe(false);
  });

  it('tells a name that does not exist (URL_HOST_NOT_FOUND) from one that is slow', async () => {
    const missing = () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    await expect(
      resolveOutbound('https://missing.example.com/', false, { lookupHost: missing }),
    ).rejects.toMatchObject({ code: 'URL_HOST_NOT_FOUND' });
  });

  it('still checks the addresses a name answers in time', async () => {
    const inside = async () => [{ address: '10.0.0.5', family: 4 }];
    const outside = async () => [{ address: '8.8.8.8', family: 4 }];
    await expect(
      resolveOutbound('https://a.example.com/', false, { lookupHost: inside }),
    ).rejects.toMatchObject({ code: 'URL_INTERNAL_ADDRESS' });
    await expect(
      resolveOutbound('https://a.example.com/', false, { lookupHost: outside }),
    ).resolves.toMatchObject({ addresses: [{ address: '8.8.8.8', family: 4 }] });
  });
});

describe('outboundFetch: a fetch for a company’s OpenID provider under the same rule', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; body: string; type?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, type: req.headers['content-type'] });
        if (req.url === '/big') return res.end('x'.repeat(2_000));
        if (req.url === '/moved') {
          res.writeHead(302, { location: 'http://169.254.169.254/' });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'application/json', 'x-two': ['a', 'b'] });
        res.end(JSON.stringify({ issuer: base }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => (seen.length = 0));

  it('refuses this machine and plain http when private addresses are not allowed, without connecting', async () => {
    await expect(
      outboundFetch(false)(`${base}/.well-known/openid-configuration`),
    ).rejects.toMatchObject({
      code: 'URL_NOT_HTTPS',
    });
    const port = new URL(base).port;
    await expect(outboundFetch(false)(`https://127.0.0.1:${port}/`)).rejects.toMatchObject({
      code: 'URL_INTERNAL_ADDRESS',
    });
    await expect(outboundFetch(false)('https://169.254.169.254/latest')).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(seen).toHaveLength(0);
  });

  it('answers a Response with the status, headers and body, and sends a form body', async () => {
    const res = await outboundFetch(true)(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-two')).toBe('a, b');
    expect(await res.json()).toEqual({ issuer: base });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/token',
        body: 'grant_type=authorization_code&code=c',
        type: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('never follows a redirect and refuses an answer over its size limit', async () => {
    const moved = await outboundFetch(true)(`${base}/moved`);
    expect(moved.status).toBe(302);
    expect(seen).toHaveLength(1);
    await expect(outboundFetch(true, 1_000)(`${base}/big`)).rejects.toThrow(
      'larger than 1000 bytes',
    );
  });

  it('rejects an answer a Response cannot carry (status 999) instead of throwing', async () => {
    const sockets = new Set<Socket>();
    const odd = createNetServer((socket) => {
      sockets.add(socket);
      socket.end('HTTP/1.1 999 Odd\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi');
    });
    await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/`;
      await expect(outboundFetch(true)(url)).rejects.toThrow('status 999');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((r) => odd.close(() => r()));
    }
  });
});
