// Boots the real application on a real, migrated database for one test file: a fresh database on
// the PostgreSQL server named by DATABASE_URL (created here, dropped afterwards), else an
// embedded PGlite in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SEED_USERS } from '@commissionbee/shared/seed-users';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App, type AppOptions } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { pgdataOf } from '../../src/database/embedded-postgres.js';
import {
  copyPGliteTemplate,
  createFromTemplate,
  migratedServerTemplate,
  seededServerTemplate,
  seedSettingsKey,
} from './template-db.js';

export interface TestApp {
  /** supertest on the app; every error answer it receives must carry a `code` (codedErrorsOnly). */
  http: ReturnType<typeof request>;
  db: DataSource;
  config: AppConfig;
  app: App;
  /** Logs in and answers the bearer header value. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export const SUPER = { email: 'super@commissionbee.local', password: 'ChangeMe-Super1' };
const account = ({ email, password }: { email: string; password: string }) => ({ email, password });
export const DEMO_ADMIN = account(SEED_USERS.demoAdmin);
export const DEMO_VIEWER = account(SEED_USERS.demoStandard);
export const DEMO_SECOND_ADMIN = account(SEED_USERS.demoSecondAdmin);
export const LEGACY_ADMIN = account(SEED_USERS.legacyAdmin);

export const usingServer = () => Boolean(process.env.DATABASE_URL);

/**
 * A new database on the server behind baseUrl, and how to drop it: empty, or (`migrated`) a copy
 * of the migrated template.
 */
export async function freshServerDatabase(
  baseUrl: string,
  { migrated = false, template: given }: { migrated?: boolean; template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = given ?? (migrated ? await migratedServerTemplate(baseUrl) : null);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    if (template) await createFromTemplate(admin, name, template);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Every `METHOD /path` Express dispatches, read from the router Nest and Swagger filled. */
export function routerRoutes(t: TestApp): string[] {
  const express = t.app.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const found = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method !== '_all') found.add(`${method.toUpperCase()} ${layer.route.path}`);
    }
  }
  return [...found].sort();
}

/** The app with `who` (the demo admin unless given) signed in: how most specs begin. */
export async function startSignedIn(
  who: { email: string; password: string } = DEMO_ADMIN,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<{ t: TestApp; auth: string }> {
  const t = await startTestApp(env, options);
  return { t, auth: await t.login(who.email, who.password) };
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-test-'));
  // On the server, a start with the usual seed settings begins on a copy of the database a first
  // start with them left (template-db.ts): the seed and the queues find themselves in place, as
  // on a restart.
  const seedKey = options.logStream ? null : seedSettingsKey(env);
  const server = process.env.DATABASE_URL
    ? await freshServerDatabase(process.env.DATABASE_URL, {
        migrated: true,
        template: seedKey
          ? await seededServerTemplate(process.env.DATABASE_URL, seedKey, (url) =>
              firstStart({ ...env, DATABASE_URL: url }),
            )
          : undefined,
      })
    : null;
  // PGlite: DATA_DIR's database starts as a copy of the migrated template, unless the test
  // brings a data directory or a database of its own. (Not the seeded one: the PGlite run was no
  // faster on it, and one of its uploads then missed its body deadline.)
  if (!server && !env.DATA_DIR && !env.DATABASE_URL) await copyPGliteTemplate(pgdataOf(dataDir));
  const config = testConfig({
    DATA_DIR: dataDir,
    ...(server ? { DATABASE_URL: server.url } : {}),
    ...env,
  });
  return testAppOn(config, options, async () => {
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** A test app's configuration: quiet, no demo, the outbox for mail; `env` on top. */
function testConfig(env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The demo company keeps the specification's flow (review off) unless a test asks for pay runs.
    SEED_DEMO_PAY_RUNS: 'false',
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // Production starts in tests have no mail server either: the outbox, on purpose.
    MAIL_OUTBOX: 'true',
    ...env,
  });
}

/** A seeded template's first start: the app started on its database with `env`, then closed. */
async function firstStart(env: Record<string, string>): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'cb-test-scratch-'));
  try {
    const app = await createApp(testConfig({ DATA_DIR: scratch, ...env }));
    await app.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The real application booted on `config`, driven over HTTP; `cleanup` runs after it closes. */
export async function testAppOn(
  config: AppConfig,
  options: AppOptions = {},
  cleanup: () => Promise<void> = async () => {},
): Promise<TestApp> {
  const app = await createApp(config, options);
  const http = codedErrorsOnly(request(app.app.getHttpServer()));
  return {
    http,
    db: app.dataSource,
    config,
    app,
    async login(email, password) {
      const res = await http.post('/api/auth/login').send({ email, password });
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return `Bearer ${res.body.token}`;
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * DESIGN §4: every error answer is {statusCode, code, message, …}. Each request made through the
 * returned agent fails its test when an answer of status 400 or more lacks a string `code`, JSON or
 * not (the API sends no deliberate text or HTML errors), except a HEAD answer, which has no body.
 */
export function codedErrorsOnly<T extends ReturnType<typeof request>>(agent: T): T {
  return new Proxy(agent, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string' || prop === 'head') return value;
      return (...args: unknown[]) => {
        const made: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(made instanceof request.Test)) return made;
        return made.expect((res: request.Response) => {
          if (res.status < 400) return;
          const code = (res.body as { code?: unknown } | undefined)?.code;
          if (typeof code === 'string' && code) return;
          throw new Error(
            `${made.method} ${made.url} answered ${res.status} without a code: ${res.text?.slice(0, 300)}`,
          );
        });
      };
    },
  });
}
