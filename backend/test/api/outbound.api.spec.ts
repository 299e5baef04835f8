// Issue 26: webhooks and Web Push reach only the public internet and never hold up another
// company. Internal push endpoints are refused in every spelling (at registration and at send
// time); a key keeps 5 browsers; the demo key cannot register; a webhook to a host name arrives;
// replays are limited; old delivery logs are pruned; and an endpoint of one company that trickles
// its answer delays another company's webhook, push and portal email by less than 5 s.
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { JobQueue } from '../../src/queue/job-queue.service.js';
import { WEBHOOK_LOG_PRUNE } from '../../src/webhooks/webhooks.service.js';
import { aLedgerRow, anotherCompany, storeRows, viewKeyOf } from '../support/builders.js';
import { DEMO_ADMIN, startSignedIn, type TestApp } from '../support/harness.js';
import { startMailSink, type MailSink } from '../support/mail-sink.js';
import {
  BrowserSubscription,
  startPushService,
  type PushServiceStub,
} from '../support/push-service.js';
import { waitForSend } from '../support/sends.js';

const DEMO = 10;
const LIAM = 'liam.carter@demosolar.example';
const OLIVIA = 'olivia.nguyen@demosolar.example';
const ETHAN = 'ethan.kim@demosolar.example';

/** A webhook receiver that records what arrives and answers 200. */
async function startReceiver() {
  const received: { body: string; headers: IncomingMessage['headers']; at: number }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ body, headers: req.headers, at: Date.now() });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * An endpoint that never finishes answering: it sends its status line one byte every 2 s, so a
 * socket idle timeout never fires. Counts the connections open right now.
 */
async function startTrickler() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: NetServer = createNetServer((socket) => {
    connections++;
    sockets.add(socket);
    const line = Buffer.from('HTTP/1.1 200 OK\r\nX-Slow: 1111111111111111111111111111111\r\n');
    let at = 0;
    const timer = setInterval(() => socket.write(line.subarray(at, ++at)), 2_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => sockets.size,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function until(what: string, test: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('outbound requests reach only the public internet (OUTBOUND_ALLOW_PRIVATE=false)', () => {
  let t: TestApp;
  let admin: string;
  let sink: MailSink;
  let push: PushServiceStub;
  let liamKey: string;

  beforeAll(async () => {
    sink = await startMailSink();
    push = await startPushService();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SEED_DEMO: 'true',
      SMTP_URL: sink.url,
      OUTBOUND_ALLOW_PRIVATE: 'false',
    }));
    liamKey = await viewKeyOf(t, admin, LIAM);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
    await push?.close();
  });

  // Each case is one registration of the same key; the per-key hourly limit on push sign-ups
  // (rep-writes.api.spec) is not what these cases check.
  beforeEach(async () => {
    await t.db.query(`DELETE FROM guess_counts WHERE key LIKE 'rep:%'`);
  });

  const subscribe = (key: string, endpoint: string) =>
    t.http
      .put('/api/bee/rep/push')
      .set('X-View-Key', key)
      .send(new BrowserSubscription(endpoint).toJSON());

  it.each([
    'https://127.0.0.1:5152/push',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.5:8443/push',
    'https://172.16.0.1/push',
    'https://192.168.1.1/push',
    'https://100.64.0.1/push',
    'https://0.0.0.0/push',
    'https://0x7f.1/push',
    'https://2130706433/push',
    'https://127.1/push',
    'https://[::1]/push',
    'https://[::]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:a9fe:a9fe]/push',
    'https://[::127.0.0.1]/push',
    'https://[64:ff9b::127.0.0.1]/push',
    'https://[64:ff9b:1::a00:5]/push',
    'https://[2002:7f00:1::1]/push',
    'https://[2001::1]/push',
    'https://[2001:db8::1]/push',
    'https://[fec0::1]/push',
    'https://[fd00::1]/push',
    'https://[fe80::1]/push',
    'https://[ff02::1]/push',
    'https://localhost/push',
  ])('refuses the push endpoint %s', async (endpoint) => {
    const res = await subscribe(liamKey, endpoint);
    expect(res.status).toBe(400);
    expect(res.body.code).toMatch(/^URL_(INTERNAL_ADDRESS|HOST_NOT_FOUND)$/);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions`);
    expect(n).toBe(0);
  });

  it('refuses a plain http endpoint', async () => {
    const res = await subscribe(liamKey, `${push.url}/push/liam`);
    expect(res.status).toBe(400);
  });

  it.each(['local', 'https://169.254.169.254/metadata', 'https://10.0.0.5:8443/realms/x'])(
    'never calls a single sign-on issuer inside the network (%s): not to test it, not to sign in',
    async (issuer) => {
      const inside = await startReceiver();
      try {
        const url = issuer === 'local' ? `http://127.0.0.1:${inside.port}/realm` : issuer;
        const saved = await t.http
          .put('/api/bee/sso')
          .set('Authorization', admin)
          .send({
            issuer: url,
            client_id: 'commissionbee',
            client_secret: 'secret',
            domains: ['demosolar.example'],
            admin_groups: ['admins'],
            standard_groups: [],
          });
        expect(saved.status).toBe(200);
        const tested = await t.http.post('/api/bee/sso/test').set('Authorization', admin);
        expect(tested.body).toMatchObject({ ok: false, code: 'SSO_PROVIDER_UNREACHABLE' });
        expect(tested.body.message).toContain(`CommissionBee may not call the issuer ${url}`);
        const start = await t.http
          .get('/api/auth/sso/start')
          .query({ email: 'someone@demosolar.example' });
        expect(start.headers.location).toBe('/login?sso_error=SSO_PROVIDER_UNREACHABLE');
        expect(inside.received).toHaveLength(0);
      } finally {
        await t.db.query(`DELETE FROM sso_logins`);
        await t.db.query(`DELETE FROM company_sso_domains`);
        await t.db.query(`DELETE FROM company_sso`);
        await inside.close();
      }
    },
  );

  it('never calls an internal endpoint stored before the rule: deletes it and emails the rep', async () => {
    // As if registered before this release (or its name now resolves inside).
    await t.db.query(
      `INSERT INTO push_subscriptions (company_id, rep_key_id, endpoint, p256dh, auth)
       SELECT company_id, id, $2, $3, $4 FROM rep_keys WHERE view_key = $1`,
      [
        liamKey,
        `https://127.0.0.1:${new URL(push.url).port}/push/old`,
        'a'.repeat(87),
        'b'.repeat(22),
      ],
    );
    const uploadId = await storeRows(t, DEMO, [
      aLedgerRow({ rep_email: LIAM, rep_name: 'Liam Carter', pay_date: '2031-04-05' }),
    ]);
    const res = await t.http
      .post(`/api/bee/uploads/${uploadId}/notify`)
      .set('Authorization', admin);
    expect(res.status).toBe(202);
    const done = await waitForSend(t, admin, res.body.id);
    expect(done).toMatchObject({ state: 'sent', sent: 1 });
    expect(push.requests).toHaveLength(0);
    expect(sink.messages.map((m) => m.to[0])).toEqual([LIAM]);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM push_subscriptions`);
    expect(n).toBe(0);
  });
});

describe('push subscriptions, webhooks to host names, replays and the delivery log', () => {
  let t: TestApp;
  let admin: string;
  let push: PushServiceStub;
  let liamKey: string;
  let oliviaKey: string;
  let hooks: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    push = await startPushService();
    hooks = await startReceiver();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SEED_DEMO: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
    }));
    liamKey = await viewKeyOf(t, admin, LIAM);
    oliviaKey = await viewKeyOf(t, admin, OLIVIA);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await hooks?.close();
  });

  const subscribe = (key: string, endpoint: string) =>
    t.http
      .put('/api/bee/rep/push')
      .set('X-View-Key', key)
      .send(new BrowserSubscription(endpoint).toJSON());
  const endpointsOf = async (key: string): Promise<string[]> =>
    (
      await t.db.query(
        `SELECT p.endpoint FROM push_subscriptions p JOIN rep_keys k ON k.id = p.rep_key_id
          WHERE k.view_key = $1 ORDER BY p.endpoint`,
        [key],
      )
    ).map((r: { endpoint: string }) => r.endpoint);

  it("keeps a key's 5 newest browsers: a sixth and seventh replace the oldest", async () => {
    for (let i = 1; i <= 7; i++) {
      const res = await subscribe(liamKey, `${push.url}/push/cap-${i}`);
      expect(res.status).toBe(200);
    }
    expect(await endpointsOf(liamKey)).toEqual(
      [3, 4, 5, 6, 7].map((i) => `${push.url}/push/cap-${i}`),
    );
    // Sending a kept endpoint again refreshes it: it is now the newest, and the next one
    // replaces cap-4, not it.
    await subscribe(liamKey, `${push.url}/push/cap-3`);
    await subscribe(liamKey, `${push.url}/push/cap-8`);
    expect(await endpointsOf(liamKey)).toEqual(
      [3, 5, 6, 7, 8].map((i) => `${push.url}/push/cap-${i}`),
    );
  });

  it('gives another key its own row for an endpoint a key holds, instead of moving it', async () => {
    const shared = `${push.url}/push/cap-8`;
    const res = await subscribe(oliviaKey, shared);
    expect(res.status).toBe(200);
    expect(await endpointsOf(oliviaKey)).toEqual([shared]);
    expect(await endpointsOf(liamKey)).toContain(shared);
  });

  it('refuses the public demo key with 403 PUSH_DEMO_KEY', async () => {
    const res = await subscribe(DEMO_VIEW_KEY, `${push.url}/push/demo`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'PUSH_DEMO_KEY',
      message: expect.stringContaining('demo portal cannot turn on notifications'),
    });
    expect(await endpointsOf(DEMO_VIEW_KEY)).toEqual([]);
  });

  let endpointId: number;
  it('delivers a webhook to a host name (localhost), through the pinned lookup', async () => {
    const created = await t.http
      .post('/api/bee/webhooks')
      .set('Authorization', admin)
      .send({ url: `http://localhost:${hooks.port}/hook`, events: ['upload.completed'] });
    expect(created.status).toBe(201);
    endpointId = created.body.id;
    const up = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({ data: [aLedgerRow({ rep_email: 'named.host@example.com' })] });
    expect(up.status).toBe(200);
    await until('the delivery', () => hooks.received.length >= 1);
    expect(JSON.parse(hooks.received[0].body)).toMatchObject({
      type: 'upload.completed',
      data: { upload_id: up.body.upload_id },
    });
    await until('the log', async () => {
      const log = await t.http
        .get(`/api/bee/webhooks/${endpointId}/deliveries`)
        .set('Authorization', admin);
      return log.body[0]?.status === 'succeeded';
    });
  });

  it('replays at most 10 times an hour per endpoint, then 429 with Retry-After', async () => {
    const log = await t.http
      .get(`/api/bee/webhooks/${endpointId}/deliveries`)
      .set('Authorization', admin);
    const original = log.body[0].id as string;
    for (let i = 0; i < 10; i++) {
      const replay = await t.http
        .post(`/api/bee/webhooks/deliveries/${original}/replay`)
        .set('Authorization', admin);
      expect(replay.status).toBe(202);
    }
    const refused = await t.http
      .post(`/api/bee/webhooks/deliveries/${original}/replay`)
      .set('Authorization', admin);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'WEBHOOK_REPLAY_LIMIT',
      message: expect.stringContaining('at most 10 times an hour'),
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
    await until('the ten replays', () => hooks.received.length >= 11);
  });

  it('prunes deliveries (and their attempts) older than 90 days with its daily job', async () => {
    const [{ n: before }] = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries`);
    const [{ id: old }] = await t.db.query(
      `SELECT id FROM webhook_deliveries WHERE replay_of IS NULL LIMIT 1`,
    );
    await t.db.query(
      `UPDATE webhook_deliveries SET created_at = now() - interval '91 days' WHERE id = $1`,
      [old],
    );
    await t.app.app.get(JobQueue).enqueue(WEBHOOK_LOG_PRUNE, [{ data: {} }]);
    await until('the prune', async () => {
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries`);
      return n === before - 1;
    });
    const left = await t.db.query(
      `SELECT (SELECT count(*)::int FROM webhook_deliveries WHERE id = $1) AS deliveries,
              (SELECT count(*)::int FROM webhook_attempts WHERE delivery_id = $1) AS attempts`,
      [old],
    );
    expect(left).toEqual([{ deliveries: 0, attempts: 0 }]);
  });
});

describe('one company whose endpoints trickle holds up no other company', () => {
  let t: TestApp;
  let admin: string;
  let sink: MailSink;
  let push: PushServiceStub;
  let hooks: Awaited<ReturnType<typeof startReceiver>>;
  let trickler: Awaited<ReturnType<typeof startTrickler>>;

  beforeAll(async () => {
    sink = await startMailSink();
    push = await startPushService();
    hooks = await startReceiver();
    trickler = await startTrickler();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SEED_DEMO: 'true',
      SMTP_URL: sink.url,
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
    }));
  }, 180_000);
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
    await sink?.close();
    await push?.close();
    await hooks?.close();
    await trickler?.close();
  });

  it("delays another company's webhook, push and portal email by less than 5 s", async () => {
    // Company B: a rep with a browser subscribed, and a webhook endpoint that answers at once.
    const b = await anotherCompany(t, 'Prompt Co.');
    const B_REP = 'bea.prompt@prompt.example';
    const bUpload = await storeRows(t, b.companyId, [
      aLedgerRow({ rep_email: B_REP, rep_name: 'Bea Prompt', pay_date: '2031-04-05' }),
    ]);
    const bKey = await viewKeyOf(t, b.auth, B_REP);
    const bBrowser = new BrowserSubscription(`${push.url}/push/bea-phone`);
    expect(
      (await t.http.put('/api/bee/rep/push').set('X-View-Key', bKey).send(bBrowser.toJSON()))
        .status,
    ).toBe(200);
    const bHook = await t.http
      .post('/api/bee/webhooks')
      .set('Authorization', b.auth)
      .send({ url: `http://127.0.0.1:${hooks.port}/hook`, events: ['upload.completed'] });
    expect(bHook.status).toBe(201);

    // Company A (the demo company): three webhook endpoints and five browsers per rep, all of
    // them trickling; two uploads (6 deliveries) and a new-pay notice to three reps.
    for (let i = 0; i < 3; i++) {
      const res = await t.http
        .post('/api/bee/webhooks')
        .set('Authorization', admin)
        .send({ url: `${trickler.url}/hook-${i}`, events: ['upload.completed'] });
      expect(res.status).toBe(201);
    }
    const aReps = [LIAM, OLIVIA, ETHAN];
    for (const email of aReps) {
      const key = await viewKeyOf(t, admin, email);
      for (let i = 0; i < 5; i++) {
        const sub = new BrowserSubscription(`${trickler.url}/push/${email}/${i}`);
        expect(
          (await t.http.put('/api/bee/rep/push').set('X-View-Key', key).send(sub.toJSON())).status,
        ).toBe(200);
      }
    }
    let aUpload = 0;
    for (let i = 0; i < 2; i++) {
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .send({
          data: aReps.map((email) =>
            aLedgerRow({ rep_email: email, rep_name: email.split('@')[0], pay_date: '2031-04-05' }),
          ),
        });
      expect(up.status).toBe(200);
      aUpload = up.body.upload_id;
    }
    const aNotify = await t.http
      .post(`/api/bee/uploads/${aUpload}/notify`)
      .set('Authorization', admin);
    expect(aNotify.status).toBe(202);
    // A's deliveries and pushes are hanging on the trickler now.
    await until('A to be trickling', () => trickler.open() >= 4, 10_000);

    // B's webhook.
    let started = Date.now();
    const bUp = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', b.auth)
      .send({ data: [aLedgerRow({ rep_email: B_REP, rep_name: 'Bea Prompt' })] });
    expect(bUp.status).toBe(200);
    await until('B to get its webhook', () =>
      hooks.received.some((r) => JSON.parse(r.body).data?.upload_id === bUp.body.upload_id),
    );
    expect(Date.now() - started).toBeLessThan(5_000);

    // B's push.
    started = Date.now();
    const bNotify = await t.http
      .post(`/api/bee/uploads/${bUpload}/notify`)
      .set('Authorization', b.auth);
    expect(bNotify.status).toBe(202);
    await until('B to get its push', () => push.requests.some((r) => r.path === '/push/bea-phone'));
    expect(Date.now() - started).toBeLessThan(5_000);

    // B's portal email.
    started = Date.now();
    const bMail = await t.http
      .post('/api/mail/rep-portals/')
      .set('Authorization', b.auth)
      .send({ pay_date: '4/5/2031', rep_emails: [B_REP] });
    expect(bMail.status).toBe(202);
    await until('B to get its email', () => sink.messages.some((m) => m.to.includes(B_REP)));
    expect(Date.now() - started).toBeLessThan(5_000);

    // A was still being held the whole time (the test proves nothing otherwise).
    expect(trickler.open()).toBeGreaterThan(0);
  }, 120_000);

  it('gives up a trickling attempt at its deadline, whatever the peer sends', async () => {
    await until(
      'a webhook attempt to end',
      async () => {
        const [{ n }] = await t.db.query(
          `SELECT count(*)::int AS n FROM webhook_attempts WHERE error LIKE 'The endpoint did not answer within 10 s%'`,
        );
        return n > 0;
      },
      30_000,
    );
    const [{ longest }] = await t.db.query(
      `SELECT max(duration_ms)::int AS longest FROM webhook_attempts`,
    );
    expect(longest).toBeLessThan(12_000);
  }, 40_000);

  it('stops the requests in flight when the server shuts down', async () => {
    await until('A to be trickling', () => trickler.open() > 0, 15_000);
    closed = true;
    await t.close();
    await until('every trickling connection to be closed', () => trickler.open() === 0, 3_000);
  }, 40_000);
});
