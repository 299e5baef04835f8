// The API for integrations, end to end on a real database: API tokens and their scopes against
// every route, revocation, password changes; Idempotency-Key on the uploads and the mail send;
// webhooks delivered to a local HTTP server, signed, retried after a 500, replayed from the log,
// and refused for private addresses in production.
import { API_SCOPES, WEBHOOK_SIGNATURE_HEADER, type ApiScope } from '@commissionbee/shared/api';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeSecurity } from '../../src/openapi/document.js';
import { aCsv, aLedgerRow, newCompanyWithAdmin } from '../support/builders.js';
import {
  DEMO_ADMIN,
  startSignedIn,
  startTestApp,
  SUPER,
  type TestApp,
} from '../support/harness.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local webhook receiver: answers with the next status of `plan` (then 200), after `delayMs`. */
function receiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  let delayMs = 0;
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      waiters.splice(0).forEach((w) => w());
      setTimeout(() => {
        res.statusCode = plan.shift() ?? 200;
        res.end('ok');
      }, delayMs);
    });
  });
  return {
    received,
    plan,
    setDelay: (ms: number) => (delayMs = ms),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Waits until at least n deliveries arrived. */
    async until(n: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${n} deliveries`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

/** The verification a receiver does (the same code as docs/api.md's example). */
function verify(secret: string, header: string, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('API tokens, idempotency and webhooks', () => {
  let t: TestApp;
  let admin: string;
  const hooks = receiver();
  let hookUrl: string;

  const newToken = async (scopes: ApiScope[], name = `t-${scopes.length}-${scopes[0]}`) => {
    const res = await t.http
      .post('/api/bee/api-tokens')
      .set('Authorization', admin)
      .send({ name, scopes });
    expect(res.status).toBe(201);
    return res.body as { id: number; secret: string; prefix: string };
  };
  const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
  const ledgerCount = async () =>
    (await t.db.query(`SELECT count(*)::int AS n FROM ledger_records WHERE company_id = 10`))[0]
      .n as number;

  beforeAll(async () => {
    hookUrl = await hooks.listen();
    ({ t, auth: admin } = await startSignedIn(DEMO_ADMIN, {
      SEED_DEMO: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRY_LIMIT: '3',
      WEBHOOK_TIMEOUT_MS: '5000',
    }));
  });
  afterAll(async () => {
    await t?.close();
    await hooks.close();
  });

  describe('API tokens', () => {
    it('shows the secret once, lists the token by prefix, and stores only a hash', async () => {
      const token = await newToken(['ledger:read'], 'Payroll export');
      expect(token.secret).toMatch(/^cbk_[A-Za-z0-9_-]{43}$/);
      expect(token.secret.startsWith(token.prefix)).toBe(true);
      const list = await t.http.get('/api/bee/api-tokens').set('Authorization', admin);
      const listed = list.body.find((x: { id: number }) => x.id === token.id);
      expect(listed).toMatchObject({
        name: 'Payroll export',
        prefix: token.prefix,
        scopes: ['ledger:read'],
        created_by: DEMO_ADMIN.email,
        last_used_at: null,
      });
      expect(JSON.stringify(list.body)).not.toContain(token.secret);
      const stored = await t.db.query(`SELECT * FROM api_tokens WHERE id = $1`, [token.id]);
      expect(JSON.stringify(stored)).not.toContain(token.secret.slice(10));
      // Used: last_used_at is set.
      expect((await t.http.get('/api/bee/uploads').set(bearer(token.secret))).status).toBe(200);
      const after = await t.http.get('/api/bee/api-tokens').set('Authorization', admin);
      expect(after.body.find((x: { id: number }) => x.id === token.id).last_used_at).not.toBeNull();
    });

    it('refuses bodies without a name or with unknown scopes', async () => {
      const bad = await t.http
        .post('/api/bee/api-tokens')
        .set('Authorization', admin)
        .send({ name: 'x', scopes: ['ledger:read', 'super'] });
      expect(bad.status).toBe(400);
      const empty = await t.http
        .post('/api/bee/api-tokens')
        .set('Authorization', admin)
        .send({ name: '', scopes: [] });
      expect(empty.status).toBe(400);
    });

    it('lets each scope call exactly the routes that name it, and answers 403 elsewhere', async () => {
      const routes = routeSecurity(t.app.app).filter((r) => !r.public);
      expect(routes.filter((r) => r.scope).length).toBeGreaterThan(15);
      const wrong: string[] = [];
      for (const scope of API_SCOPES) {
        const token = await newToken([scope]);
        for (const { route, scope: needed } of routes) {
          const [method, path] = route.split(' ');
          const concrete = path
            .replace(
              ':id',
              path.includes('deliveries/:id') || path.includes('sends/:id')
                ? '00000000-0000-4000-8000-000000000000'
                : '999999',
            )
            .replace(/:[a-z_]+/g, 'x');
          // Bodies that fail validation: a route the token may call answers 400/404, never 403.
          const res = await t.http[method.toLowerCase() as 'get'](concrete)
            .set(bearer(token.secret))
            .send({});
          const allowed = needed === scope;
          if (allowed ? [401, 403].includes(res.status) : res.status !== 403)
            wrong.push(`${scope} ${route}: ${res.status} ${res.text.slice(0, 100)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('is never a person: no /me, no token management, no super rights', async () => {
      const token = await newToken([...API_SCOPES]);
      for (const [method, path] of [
        ['get', '/api/me'],
        ['get', '/api/bee/api-tokens'],
        ['post', '/api/bee/api-tokens'],
        ['get', '/api/companies'],
        ['get', '/api/bee/view-keys/features'],
      ] as const) {
        const res = await t.http[method](path).set(bearer(token.secret)).send({});
        expect(`${path} ${res.status}`).toBe(`${path} 403`);
      }
    });

    it('uploads as the company, recorded as the token, and a revoke is effective at once', async () => {
      const token = await newToken(['ledger:write', 'ledger:read'], 'CRM sync');
      const csv = aCsv([aLedgerRow({ rep_email: 'token.upload@example.com' })]);
      const up = await t.http
        .post('/api/bee/ledger/csv')
        .set(bearer(token.secret))
        .attach('file', Buffer.from(csv), 'crm.csv');
      expect(up.status).toBe(200);
      const batches = await t.http.get('/api/bee/uploads').set(bearer(token.secret));
      // The activity log names the token, never a person.
      const logged = await t.db.query(
        `SELECT actor_kind, actor_email, actor_user_id FROM activity_events
          WHERE company_id = 10 AND actor_kind = 'token'`,
      );
      expect(logged).toContainEqual({
        actor_kind: 'token',
        actor_email: 'API token "CRM sync"',
        actor_user_id: null,
      });
      expect(batches.body[0]).toMatchObject({
        file_name: 'crm.csv',
        uploaded_by: 'API token "CRM sync"',
      });
      expect(
        (await t.http.delete(`/api/bee/api-tokens/${token.id}`).set('Authorization', admin)).status,
      ).toBe(200);
      expect((await t.http.get('/api/bee/uploads').set(bearer(token.secret))).status).toBe(401);
      const list = await t.http.get('/api/bee/api-tokens').set('Authorization', admin);
      expect(list.body.map((x: { id: number }) => x.id)).not.toContain(token.id);
    });

    it("keeps working when its creator's password changes (the creator's sessions end)", async () => {
      const token = await newToken(['ledger:read']);
      const me = await t.http.get('/api/me').set('Authorization', admin);
      const changed = await t.http
        .patch(`/api/users/${me.body.user_id}/password`)
        .set('Authorization', admin)
        .send({ oldPassword: DEMO_ADMIN.password, newPassword: 'Changed-Admin-2025' });
      expect(changed.status).toBe(200);
      expect((await t.http.get('/api/me').set('Authorization', admin)).status).toBe(401);
      expect((await t.http.get('/api/bee/uploads').set(bearer(token.secret))).status).toBe(200);
      admin = await t.login(DEMO_ADMIN.email, 'Changed-Admin-2025');
    });

    it('answers 401 for an unknown token', async () => {
      const res = await t.http.get('/api/bee/uploads').set(bearer(`cbk_${'A'.repeat(43)}`));
      expect(res.status).toBe(401);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the first answer again for the same key and body, and stores nothing new', async () => {
      const body = {
        data: [aLedgerRow({ rep_email: 'idem.json@example.com' })],
        file_name: 'idem.csv',
      };
      const before = await ledgerCount();
      const first = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'idem-json-1')
        .send(body);
      expect(first.status).toBe(200);
      const again = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'idem-json-1')
        .send(body);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await ledgerCount()).toBe(before + 1);
    });

    it('answers 409 for the same key with another body', async () => {
      const body = { data: [aLedgerRow({ rep_email: 'idem.409@example.com' })] };
      expect(
        (
          await t.http
            .post('/api/bee/ledger')
            .set('Authorization', admin)
            .set('Idempotency-Key', 'idem-409')
            .send(body)
        ).status,
      ).toBe(200);
      const changed = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'idem-409')
        .send({ data: [aLedgerRow({ rep_email: 'idem.409@example.com', amount: 2 })] });
      expect(changed.status).toBe(409);
      expect(changed.body.message).toMatch(/different request/);
    });

    it('replays a CSV upload by key (a script retrying after a network error), for a token too', async () => {
      const token = await newToken(['ledger:write']);
      const csv = Buffer.from(aCsv([aLedgerRow({ rep_email: 'idem.csv@example.com' })]));
      const before = await ledgerCount();
      const send = () =>
        t.http
          .post('/api/bee/ledger/csv')
          .set(bearer(token.secret))
          .set('Idempotency-Key', 'idem-csv')
          .attach('file', csv, 'retry.csv');
      const first = await send();
      const second = await send();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.upload_id).toBe(first.body.upload_id);
      expect(await ledgerCount()).toBe(before + 1);
    });

    it('lets one of concurrent requests with the same key win', async () => {
      const body = { data: [aLedgerRow({ rep_email: 'idem.race@example.com' })] };
      const before = await ledgerCount();
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          t.http
            .post('/api/bee/ledger')
            .set('Authorization', admin)
            .set('Idempotency-Key', 'idem-race')
            .send(body),
        ),
      );
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
      // 409: the same key is in flight; 429: the company's uploads in flight are at their bound
      // (upload-slots.ts). Both tell the client to try again, and neither stores anything.
      expect(answers.every((a) => [200, 409, 429].includes(a.status))).toBe(true);
      expect(await ledgerCount()).toBe(before + 1);
    });

    it('forgets a key after 24 hours: the key then serves a new request', async () => {
      const body = (amount: number) => ({
        data: [aLedgerRow({ rep_email: 'idem.old@example.com', amount })],
      });
      const send = (amount: number) =>
        t.http
          .post('/api/bee/ledger')
          .set('Authorization', admin)
          .set('Idempotency-Key', 'idem-old')
          .send(body(amount));
      expect((await send(1)).status).toBe(200);
      expect((await send(2)).status).toBe(409);
      await t.db.query(
        `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idem_key = 'idem-old'`,
      );
      const later = await send(2);
      expect(later.status).toBe(200);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
    });

    it('lets a failed request release its key, and refuses malformed keys', async () => {
      const bad = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'idem-fail')
        .send({ data: [{ amount: 'x' }] });
      expect(bad.status).toBe(400);
      const good = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'idem-fail')
        .send({ data: [aLedgerRow({ rep_email: 'idem.fail@example.com' })] });
      expect(good.status).toBe(200);
      const long = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'k'.repeat(256))
        .send({ data: [aLedgerRow()] });
      expect(long.status).toBe(400);
    });

    it('makes the mail send idempotent: the same send, one message per rep', async () => {
      const body = { pay_date: '3/5/2024', rep_emails: ['ethan.kim@demosolar.example'] };
      const first = await t.http
        .post('/api/mail/rep-portals')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'mail-1')
        .send(body);
      const again = await t.http
        .post('/api/mail/rep-portals')
        .set('Authorization', admin)
        .set('Idempotency-Key', 'mail-1')
        .send(body);
      expect([first.status, again.status]).toEqual([202, 202]);
      expect(again.body.id).toBe(first.body.id);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM mail_sends WHERE company_id = 10 AND id = $1`,
        [first.body.id],
      );
      expect(n).toBe(1);
    });
  });

  describe('webhooks', () => {
    let endpoint: { id: number; secret: string };

    it('registers an endpoint and shows its secret once', async () => {
      const res = await t.http
        .post('/api/bee/webhooks')
        .set('Authorization', admin)
        .send({
          url: hookUrl,
          events: ['upload.completed', 'upload.undone'],
          description: 'test receiver',
        });
      expect(res.status).toBe(201);
      expect(res.body.secret).toMatch(/^whsec_/);
      endpoint = res.body;
      const list = await t.http.get('/api/bee/webhooks').set('Authorization', admin);
      expect(list.body[0]).toMatchObject({
        id: endpoint.id,
        url: hookUrl,
        events: ['upload.completed', 'upload.undone'],
      });
      expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
    });

    it('delivers a signed upload.completed, retries after a 500, and logs every attempt', async () => {
      hooks.plan.push(500);
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .send({ data: [aLedgerRow({ rep_email: 'hook.rep@example.com' })], file_name: 'hook.csv' });
      expect(up.status).toBe(200);
      await hooks.until(2, 30_000);
      const [firstTry, retry] = hooks.received;
      expect(retry.body).toBe(firstTry.body);
      const event = JSON.parse(retry.body);
      expect(event).toMatchObject({
        type: 'upload.completed',
        company_id: 10,
        data: { upload_id: up.body.upload_id, file_name: 'hook.csv' },
      });
      const header = String(retry.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
      expect(verify(endpoint.secret, header, retry.body)).toBe(true);
      expect(verify('whsec_wrong', header, retry.body)).toBe(false);
      expect(verify(endpoint.secret, header, retry.body.replace('hook.csv', 'evil.csv'))).toBe(
        false,
      );
      // The log: one delivery, two attempts (500, then 200), succeeded.
      let log: { id: string; status: string; attempts: { status_code: number }[] }[] = [];
      for (let i = 0; i < 50; i++) {
        log = (
          await t.http
            .get(`/api/bee/webhooks/${endpoint.id}/deliveries`)
            .set('Authorization', admin)
        ).body;
        if (log[0]?.status === 'succeeded') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(log).toHaveLength(1);
      expect(log[0].status).toBe('succeeded');
      expect(log[0].attempts.map((a) => a.status_code)).toEqual([500, 200]);
    });

    it('replays a delivery from the log: the same body again, as a new delivery', async () => {
      const log = (
        await t.http.get(`/api/bee/webhooks/${endpoint.id}/deliveries`).set('Authorization', admin)
      ).body;
      const count = hooks.received.length;
      const replay = await t.http
        .post(`/api/bee/webhooks/deliveries/${log[0].id}/replay`)
        .set('Authorization', admin);
      expect(replay.status).toBe(202);
      await hooks.until(count + 1);
      const replayed = hooks.received[count];
      expect(replayed.body).toBe(hooks.received[0].body);
      expect(replayed.headers['commissionbee-delivery']).toBe(replay.body.id);
      const after = (
        await t.http.get(`/api/bee/webhooks/${endpoint.id}/deliveries`).set('Authorization', admin)
      ).body;
      expect(after.find((d: { id: string }) => d.id === replay.body.id)).toMatchObject({
        replay_of: log[0].id,
      });
    });

    it('never makes the action wait for a slow endpoint', async () => {
      hooks.setDelay(4000);
      const count = hooks.received.length;
      const started = Date.now();
      const up = await t.http
        .post('/api/bee/ledger')
        .set('Authorization', admin)
        .send({ data: [aLedgerRow({ rep_email: 'hook.slow@example.com' })] });
      const took = Date.now() - started;
      expect(up.status).toBe(200);
      expect(took).toBeLessThan(3000);
      await hooks.until(count + 1);
      hooks.setDelay(0);
    });

    it("emits upload.undone, and a token needs webhooks:manage; another company's endpoint is 404", async () => {
      const count = hooks.received.length;
      const batches = await t.http.get('/api/bee/uploads').set('Authorization', admin);
      const undo = await t.http
        .delete(`/api/bee/uploads/${batches.body[0].id}`)
        .set('Authorization', admin);
      expect(undo.status).toBe(200);
      await hooks.until(count + 1);
      const undone = hooks.received
        .slice(count)
        .map((r) => JSON.parse(r.body))
        .find((e) => e.type === 'upload.undone');
      expect(undone.data.upload_id).toBe(batches.body[0].id);
      const reader = await newToken(['ledger:read']);
      expect((await t.http.get('/api/bee/webhooks').set(bearer(reader.secret))).status).toBe(403);
      const manager = await newToken(['webhooks:manage']);
      expect(
        (
          await t.http
            .get(`/api/bee/webhooks/${endpoint.id}/deliveries`)
            .set(bearer(manager.secret))
        ).status,
      ).toBe(200);
      const superAuth = await t.login(SUPER.email, SUPER.password);
      const other = await newCompanyWithAdmin(t, superAuth, {
        name: 'Hook Other',
        email: 'hook-other@example.com',
        password: 'Hook-Other-2024',
      });
      const otherAdmin = await t.login('hook-other@example.com', 'Hook-Other-2024');
      expect(other.status).toBe(201);
      expect(
        (
          await t.http
            .get(`/api/bee/webhooks/${endpoint.id}/deliveries`)
            .set('Authorization', otherAdmin)
        ).status,
      ).toBe(404);
      expect(
        (await t.http.delete(`/api/bee/webhooks/${endpoint.id}`).set('Authorization', otherAdmin))
          .status,
      ).toBe(404);
    });
  });
});

describe('webhooks in production', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SEED_SUPER_PASSWORD: 'Prod-Super-Password-1',
      SEED_DEMO: 'false',
    });
    const superAuth = await t.login(SUPER.email, 'Prod-Super-Password-1');
    const res = await newCompanyWithAdmin(t, superAuth, {
      name: 'Prod Co',
      email: 'prod@example.com',
      password: 'Prod-Admin-2024',
    });
    expect(res.status).toBe(201);
    admin = await t.login('prod@example.com', 'Prod-Admin-2024');
  });
  afterAll(() => t?.close());

  it.each([
    ['http://93.184.215.14/hook', 'must start with https://'],
    ['https://127.0.0.1/hook', 'private'],
    ['https://10.0.0.5/hook', 'private'],
    ['https://[::1]/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://localhost/hook', 'private'],
  ])('refuses %s', async (url, reason) => {
    const res = await t.http
      .post('/api/bee/webhooks')
      .set('Authorization', admin)
      .send({ url, events: ['upload.completed'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(reason);
  });

  it('refuses again at send time (an address that became private is never called)', async () => {
    const [company] = await t.db.query(
      `SELECT company_id FROM users WHERE email = 'prod@example.com'`,
    );
    await t.db.query(
      `INSERT INTO webhook_endpoints (company_id, url, events, secret, created_by) VALUES ($1, 'https://127.0.0.1:1/x', '{upload.completed}', 'whsec_x', 'test')`,
      [company.company_id],
    );
    const up = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({ data: [aLedgerRow()] });
    expect(up.status).toBe(200);
    let attempts: { error: string }[] = [];
    for (let i = 0; i < 100 && attempts.length === 0; i++) {
      attempts = await t.db.query(`SELECT error FROM webhook_attempts`);
      if (attempts.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(attempts[0].error).toContain('private');
  });
});
