// Hardening, round 2 (issue 11), what a start does: no published password in production, and a
// private DATA_DIR. The rest of the round is in hardening.api.spec.ts.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../src/app.factory.js';
import {
  DEMO_ADMIN,
  DEMO_VIEWER,
  LEGACY_ADMIN,
  startTestApp,
  SUPER,
  type TestApp,
  usingServer,
} from './harness.js';
import { PRODUCTION } from './hardening.support.js';

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
