// Hardening, round 2 (issue 11), what a start does: no published password in production, and a
// private DATA_DIR; round 3 (issue 26): no production start that would drop portal emails in the
// outbox by accident, and no log line with a view key. The rest is in hardening.api.spec.ts.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/config.js';
import {
  DEMO_ADMIN,
  DEMO_VIEWER,
  LEGACY_ADMIN,
  startTestApp,
  SUPER,
  type TestApp,
  usingServer,
} from '../support/harness.js';
import { PRODUCTION } from '../support/hardening.support.js';
import { waitForSend } from '../support/sends.js';

const PUBLISHED = [DEMO_ADMIN, DEMO_VIEWER, LEGACY_ADMIN];

const loginStatus = async (t: TestApp, who: { email: string; password: string }) =>
  (await t.http.post('/api/auth/login').send(who)).status;
describe('production: no published password', () => {
  it('seeds no demo or legacy user without the demo, and the super user has SEED_SUPER_PASSWORD', async () => {
    const t = await startTestApp(PRODUCTION);
    try {
      for (const who of PUBLISHED) expect(await loginStatus(t, who)).toBe(401);
      expect(await loginStatus(t, SUPER)).toBe(401);
      expect(await loginStatus(t, { ...SUPER, password: PRODUCTION.SEED_SUPER_PASSWORD })).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it('gives the demo users random passwords, printed once, when the demo is on', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const t = await startTestApp({ ...PRODUCTION, SEED_DEMO: 'true' });
    try {
      for (const who of PUBLISHED) expect(await loginStatus(t, who)).toBe(401);
      const printed = warn.mock.calls
        .map(([message]) => String(message))
        .find((message) => message.startsWith(DEMO_ADMIN.email));
      const password = /the password (\S+) \(shown only now\)/.exec(printed ?? '')?.[1];
      expect(password).toEqual(expect.any(String));
      expect(await loginStatus(t, { email: DEMO_ADMIN.email, password: password! })).toBe(200);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });

  it('replaces the published passwords of a database first started outside production', async () => {
    const dev = await startTestApp(); // seeds every published password
    try {
      await dev.app.close();
      const production = await createApp({
        ...dev.config,
        NODE_ENV: 'production',
        SEED_SUPER_PASSWORD: PRODUCTION.SEED_SUPER_PASSWORD,
        usesDefaultSuperPassword: false,
      });
      try {
        const http = (await import('supertest')).default(production.app.getHttpServer());
        for (const who of [...PUBLISHED, SUPER])
          expect((await http.post('/api/auth/login').send(who)).status).toBe(401);
        const owner = await http
          .post('/api/auth/login')
          .send({ email: SUPER.email, password: PRODUCTION.SEED_SUPER_PASSWORD });
        expect(owner.status).toBe(200);
      } finally {
        await production.close();
      }
    } finally {
      await dev.close();
    }
  });
});

describe('DATA_DIR', () => {
  it('is made 0700 and nothing in it is open to other users, files of older versions included', async () => {
    const dataDir = join(
      (await import('node:os')).tmpdir(),
      `cb-perm-${process.pid}-${Date.now().toString(36)}`,
    );
    mkdirSync(dataDir, { mode: 0o777 });
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'private link', { mode: 0o666 });
    const t = await startTestApp({ DATA_DIR: dataDir });
    try {
      expect(t.config.DATA_DIR).toBe(dataDir);
      const open: string[] = [];
      const walk = (path: string) => {
        const stat = statSync(path);
        if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
      };
      walk(dataDir);
      expect(open).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      if (!usingServer()) {
        // PGlite's own files, created after the start.
        expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
      }
      // A file written now (an outbox email) is the owner's only.
      const file = join(dataDir, 'outbox', 'new.eml');
      writeFileSync(file, 'x');
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail and logs: no private link in a log (issue 26)', () => {
  it('refuses a production start without SMTP_URL unless MAIL_OUTBOX=true is set on purpose', () => {
    const production = {
      ...PRODUCTION,
      JWT_SECRET: 'production-secret-that-is-long-enough-0123',
      DATA_DIR: join(tmpdir(), `cb-mail-${process.pid}`),
    };
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL is required when NODE_ENV=production: .*portal emails .* would be written to DATA_DIR\/outbox .*set MAIL_OUTBOX=true/,
    );
    expect(loadConfig({ ...production, MAIL_OUTBOX: 'true' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe(
      'smtp://mail.example:587',
    );
    rmSync(production.DATA_DIR, { recursive: true, force: true });
  });

  it('logs an outbox email without the key of its portal link, and no request line holds one', async () => {
    const log: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n')));
    const t = await startTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'debug' }, { logStream: stream });
    try {
      const rep = 'liam.carter@demosolar.example';
      const auth = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const res = await t.http
        .post('/api/mail/rep-portals/')
        .set('Authorization', auth)
        .send({ pay_date: '3/5/2024', rep_emails: [rep] });
      expect(res.status).toBe(202);
      expect(await waitForSend(t, auth, res.body.id)).toMatchObject({ state: 'sent', sent: 1 });
      const [{ view_key }] = await t.db.query(
        `SELECT view_key FROM rep_keys WHERE company_id = 10 AND lower(email) = $1 AND revoked_at IS NULL`,
        [rep],
      );
      // The key at work in every place a request carries it.
      await t.http.get('/api/bee/rep-key-data').query({ view_key });
      await t.http.get('/api/bee/rep/push').set('X-View-Key', view_key);
      await t.http.get(`/bee/view/${view_key}`);
      await t.http.get(`/view/${view_key}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const outboxLine = log.find((line) => line.includes('No SMTP_URL: email for'));
      expect(outboxLine).toContain(`${t.config.PUBLIC_URL}/bee/view/[Redacted]`);
      expect(log.some((line) => line.includes('rep-key-data'))).toBe(true);
      expect(log.join('\n')).not.toContain(view_key);
    } finally {
      await t.close();
    }
  });
});
