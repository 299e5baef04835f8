// Hardening, round 2 (issue 11): no resource bombs before login, private answers never cached,
// one address per rep email, logs that keep no view key, and the smaller items. No published
// password in production and a private DATA_DIR are in hardening-startup.api.spec.ts; the
// guessing limits are in guessing-limits.api.spec.ts.
import { PassThrough } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { aCsv, aLedgerRow, someLedgerRows, storeRows } from '../support/builders.js';
import {
  DEMO_ADMIN,
  DEMO_VIEWER,
  LEGACY_ADMIN,
  startSignedIn,
  startTestApp,
  type TestApp,
} from '../support/harness.js';
import { startMailSink } from '../support/mail-sink.js';
import { PRODUCTION } from '../support/hardening.support.js';

describe('hardening', () => {
  let t: TestApp;
  let admin: string;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n')));
    ({ t, auth: admin } = await startSignedIn(
      DEMO_ADMIN,
      { SEED_DEMO: 'true', LOG_LEVEL: 'info' },
      { logStream: stream },
    ));
  });
  afterAll(() => t.close());

  describe('request bodies before login', () => {
    it('refuses a JSON body over 100 kB on any route but the upload', async () => {
      const res = await t.http
        .post('/api/auth/login')
        .send({ email: 'a@b.example', password: 'x', pad: 'x'.repeat(110_000) });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The request body is too large (the limit is 100 kB).');
    });

    it('refuses a compressed body without inflating it', async () => {
      const bomb = brotliCompressSync(Buffer.from(`{"email":"${'a'.repeat(20_000_000)}"}`));
      expect(bomb.length).toBeLessThan(1_000);
      for (const [encoding, body] of [
        ['br', bomb],
        ['gzip', gzipSync('{"email":"a@b.example","password":"x"}')],
      ] as const) {
        const res = await t.http
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send(body);
        expect(res.status).toBe(415);
        expect(res.body.message).toBe('Compressed request bodies are not accepted.');
      }
    });

    it('reads an upload body only after the caller is let in', async () => {
      // Not JSON at all: before the fix it was parsed (400) before the guard could answer 401.
      const res = await t.http
        .post('/api/bee/ledger')
        .set('Content-Type', 'application/json')
        .send(`{"data": [${'x'.repeat(200_000)}`);
      expect(res.status).toBe(401);
    });

    it('takes an upload of more than 100 kB from an admin', async () => {
      const data = someLedgerRows(1_000, (i) => ({ rep_email: `big-${i % 7}@example.com` }));
      expect(JSON.stringify({ data }).length).toBeGreaterThan(200_000);
      const res = await t.http.post('/api/bee/ledger').set('Authorization', admin).send({ data });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('success');
    });
  });

  it('sends Cache-Control: no-store with every private answer', async () => {
    const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
    const answers = [
      await t.http.get('/api/me').set('Authorization', viewer),
      await t.http.get('/api/bee/view-keys/features').set('Authorization', admin),
      await t.http
        .get('/api/bee/view-keys')
        .query({ email: 'maya.brooks@demosolar.example' })
        .set('Authorization', admin),
      await t.http.get('/api/bee/ledger').set('Authorization', admin),
      await t.http.get('/api/bee/ledger').query({ page: 1 }).set('Authorization', admin),
      await t.http.get('/api/bee/portal-reps').set('Authorization', admin),
      await t.http.get('/api/bee/calculator').set('Authorization', admin),
      await t.http.get('/api/bee/rep-key-data').query({ view_key: DEMO_VIEW_KEY }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('one address per rep email', () => {
    it('refuses an upload whose Rep Email or Manager Email holds more than one address', async () => {
      const csv = aCsv([
        aLedgerRow({ rep_email: 'rep@example.com, outsider@elsewhere.example' }),
        aLedgerRow({ manager_email: 'boss@example.com\noutsider@elsewhere.example' }),
      ]);
      const res = await t.http
        .post('/api/bee/ledger/csv')
        .set('Authorization', admin)
        .attach('file', Buffer.from(csv), 'pay.csv');
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        {
          row: 2,
          column: 'Rep Email',
          message:
            'Rep Email must be one email address, without commas, spaces, line breaks or a name',
          code: 'CSV_EMAIL_NOT_SINGLE',
          params: { column: 'Rep Email' },
        },
        {
          row: 3,
          column: 'Manager Email',
          message:
            'Manager Email must be one email address, without commas, spaces, line breaks or a name',
          code: 'CSV_EMAIL_NOT_SINGLE',
          params: { column: 'Manager Email' },
        },
      ]);
    });

    it('mails a rep email stored with two addresses to no second recipient', async () => {
      const sink = await startMailSink();
      const mailing = await startTestApp({ SMTP_URL: sink.url });
      try {
        const twoAddresses = 'victim@example.com, outsider@elsewhere.example';
        await storeRows(mailing, 10, [aLedgerRow({ rep_email: twoAddresses })]);
        const auth = await mailing.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
        const res = await mailing.http
          .post('/api/mail/rep-portals/')
          .set('Authorization', auth)
          .send({ pay_date: '3/5/2024', rep_emails: [twoAddresses] });
        expect(res.status).toBe(202); // queued: follow the send until it is done
        let progress = { state: 'sending', sent: 0, failed: [] as unknown[] };
        for (let i = 0; i < 240 && progress.state === 'sending'; i++) {
          if (i) await new Promise((done) => setTimeout(done, 250));
          progress = (
            await mailing.http
              .get(`/api/mail/sends/${(res.body as { id: string }).id}`)
              .set('Authorization', auth)
          ).body as typeof progress;
        }
        expect(progress.sent + progress.failed.length).toBe(1);
        const recipients = sink.messages.flatMap((mail) => mail.to);
        expect(recipients).not.toContain('outsider@elsewhere.example');
      } finally {
        await mailing.close();
        await sink.close();
      }
    });
  });

  describe('request logs', () => {
    it('logs /API/… too, and never a view key however the parameter is written', async () => {
      log.length = 0;
      const secrets = ['secret-one-abcdefghijklmnop', 'secret-two-abcdefghijklmnop'];
      const res = await t.http.get(
        `/API/bee/rep-key-data?view%5Fkey=${secrets[0]}&view_key=${secrets[1]}&VIEW_KEY=${secrets[1]}`,
      );
      expect(res.status).toBe(401); // two view_key parameters are no credential
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = log.filter((line) => line.includes('rep-key-data'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]).req.url).toBe(
        '/API/bee/rep-key-data?view%5Fkey=[Redacted]&view_key=[Redacted]&VIEW_KEY=[Redacted]',
      );
      for (const secret of secrets) expect(log.join('\n')).not.toContain(secret);
    });

    it('takes X-Request-Id only when short and plain', async () => {
      const plain = await t.http.get('/api/health').set('X-Request-Id', 'trace-42.a_b');
      expect(plain.headers['x-request-id']).toBe('trace-42.a_b');
      for (const bad of ['x'.repeat(65), 'two words', '{"json":1}', 'a/../b']) {
        const res = await t.http.get('/api/health').set('X-Request-Id', bad);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('smaller items', () => {
    it('logs out with only the bearer header, as a script sends it', async () => {
      const token = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const res = await t.http.post('/api/auth/logout').set('Authorization', token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const after = await t.http.get('/api/me').set('Authorization', token);
      expect(after.status).toBe(401);
    });

    it('lets maintenance-company users read /me and nothing else', async () => {
      const legacy = await t.login(LEGACY_ADMIN.email, LEGACY_ADMIN.password);
      const me = await t.http.get('/api/me').set('Authorization', legacy);
      expect(me.status).toBe(200);
      expect(me.body.company_id).toBe(1);
      for (const res of [
        await t.http.get('/api/bee/ledger').set('Authorization', legacy),
        await t.http.get('/api/bee/uploads').set('Authorization', legacy),
        await t.http
          .post('/api/bee/ledger')
          .set('Authorization', legacy)
          .send({ data: [aLedgerRow()] }),
        await t.http.get('/api/bee/view-keys/features').set('Authorization', legacy),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(
          'Our service is currently undergoing maintenance. Thank you for your patience.',
        );
      }
      const [{ count }] = await t.db.query(
        `SELECT count(*)::int AS count FROM ledger_records WHERE company_id = 1`,
      );
      expect(count).toBe(0);
    });

    it('sends the calculator hidden values through /me to admins only', async () => {
      const hiddenOf = (body: {
        calculator: { inputs: { id: string; hardcodedValue?: unknown }[] };
      }) => body.calculator.inputs.find((input) => input.id === 'baseRedline')?.hardcodedValue;
      const viewer = await t.login(DEMO_VIEWER.email, DEMO_VIEWER.password);
      const asViewer = await t.http.get('/api/me').set('Authorization', viewer);
      expect(hiddenOf(asViewer.body)).toBeNull();
      for (const input of asViewer.body.calculator.inputs as { hardcodedValue?: unknown }[])
        expect(input.hardcodedValue ?? null).toBeNull();
      const asAdmin = await t.http.get('/api/me').set('Authorization', admin);
      expect(hiddenOf(asAdmin.body)).toBe(2.9);
    });

    it('allows no localhost connections in the production content security policy', async () => {
      const dev = await t.http.get('/api/health');
      expect(dev.headers['content-security-policy']).toContain('http://localhost:*');
      const production = await startTestApp(PRODUCTION);
      try {
        const res = await production.http.get('/api/health');
        expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
        expect(res.headers['content-security-policy']).not.toContain('localhost');
      } finally {
        await production.close();
      }
    });
  });
});
