// The environment (DESIGN §2), read and validated once at boot and typed afterwards.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { DEFAULT_SUPPORT_EMAIL } from '@commissionbee/shared/support';
import { z } from 'zod';
import { parseSchedule, SCHEDULE_HELP, type BackupSchedule } from './backup-schedule.js';

const DEFAULT_SUPER_EMAIL = 'super@commissionbee.local';
const DEFAULT_SUPER_PASSWORD = 'ChangeMe-Super1';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The AES-256-GCM key (64 hex characters) that encrypts companies' single sign-on client
   * secrets; unset, generated once into DATA_DIR/sso-secret-key (every replica must share it).
   */
  SSO_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'SSO_SECRET_KEY must be 64 hex characters (`openssl rand -hex 32`)')
    .optional(),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * 'true': without SMTP_URL, write portal emails to DATA_DIR/outbox even in production (on
   * purpose: they hold private portal links, and nobody receives them).
   */
  MAIL_OUTBOX: z.enum(['true', 'false']).optional(),
  /** The longest a request's query may run on a PostgreSQL server (uploads excepted); 0: no limit. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * How long a 40 MB upload body may take to arrive (smaller bodies get their share, at least a
   * quarter of it); after that the request ends and frees its upload slot.
   */
  /** How long SIGTERM/SIGINT waits for in-flight requests and queued work before exiting 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  MAIL_FROM: z.string().default('CommissionBee <no-reply@commissionbee.local>'),
  /** The contact in Web Push (VAPID) requests. */
  SUPPORT_EMAIL: z.string().default(DEFAULT_SUPPORT_EMAIL),
  SEED_SUPER_EMAIL: z.string().email().default(DEFAULT_SUPER_EMAIL),
  SEED_SUPER_PASSWORD: z.string().min(8).default(DEFAULT_SUPER_PASSWORD),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The demo company reviews pay before reps see it (issue 29): a closed past month, the latest
   * pay date published with an adjustment, the next one a draft. The test harnesses turn it off:
   * their acceptance tests upload to the demo company and expect the specification's flow.
   */
  SEED_DEMO_PAY_RUNS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_ROOT: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe (Express 'trust proxy'): 'loopback' (default),
   * 'true', a number of hops, or addresses/subnets separated by commas. Rate limits count the
   * address it yields, so behind a load balancer set it or every client shares one limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback')
    .refine(
      (value) =>
        /^(true|false|\d+)$/.test(value) ||
        value.split(',').every((item) => isProxyAddress(item.trim())),
      'TRUST_PROXY must be true, false, a number of hops, or addresses/subnets separated by commas',
    )
    .transform((value): boolean | number | string =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
    ),
  /** How often a delivery that failed for a passing reason (mail server away, 4xx) is tried again. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** The first retry's delay in seconds; each further one doubles it (with jitter). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Activity log events older than this many days are removed by a nightly job (issue 17). */
  // The database keeps at least a year whatever this says (activity_events_purge refuses less).
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(365).max(36500).default(730),
  /** Web Push (VAPID) keys, base64url: both or neither; unset, generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Memory for the rep portal's answers, gzipped (rep-portal.service.ts); 0 turns it off. */
  REP_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /**
   * Portal opens closer together than this are one visit (rep-visits.service.ts): "new since your
   * last visit" counts from the last open of the visit before. Opens are written at most every
   * five minutes per key (or every REP_VISIT_GAP_SECONDS, when shorter).
   */
  REP_VISIT_GAP_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(1_800),
  /** Backups of the embedded database (backup-schedule.ts); off on a PostgreSQL server. */
  BACKUP_SCHEDULE: z
    .string()
    .default('daily')
    .transform((value, ctx): BackupSchedule => {
      const schedule = parseSchedule(value);
      if (!schedule) {
        ctx.addIssue({ code: 'custom', message: SCHEDULE_HELP });
        return z.NEVER;
      }
      return schedule;
    }),
  BACKUP_KEEP: z.coerce
    .number()
    .int('BACKUP_KEEP must be a whole number of backups to keep')
    .min(1, 'BACKUP_KEEP must be at least 1')
    .max(10_000)
    .default(14),
  /**
   * Webhook and Web Push URLs may be http and reach private or loopback addresses (development and
   * tests only: a production start refuses it). Default: true outside production, else false.
   */
  OUTBOUND_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  /** The older name of OUTBOUND_ALLOW_PRIVATE (webhooks only had it), still read. */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  /** Tries of a webhook delivery after the first; with the delays below they span about a day. */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(30),
  /** The first retry's delay in seconds; each further one doubles it, up to an hour. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A delivery attempt's whole budget, from connecting to the endpoint's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The first-run page (/welcome, POST /api/setup/company): anyone who reaches the server may
   * create a company while the only companies are the seeded ones. Default: true, except with
   * NODE_ENV=production, where the first visitor must not be a stranger (use the super user's New
   * Company, or set this to true for the minutes of the setup).
   */
  FIRST_RUN_SETUP: z.enum(['true', 'false']).optional(),
  /** Default DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** 'loopback', 'linklocal', 'uniquelocal', an IP address, or an address/prefix (Express). */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) !== 0;
}

export type AppConfig = Omit<
  z.infer<typeof envSchema>,
  | 'JWT_SECRET'
  | 'PUBLIC_URL'
  | 'SSO_SECRET_KEY'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'BACKUP_DIR'
  | 'WEBHOOKS_ALLOW_PRIVATE'
  | 'OUTBOUND_ALLOW_PRIVATE'
  | 'FIRST_RUN_SETUP'
> & {
  /** Outbound requests (webhooks, push, SSO providers) may reach http and internal addresses. */
  OUTBOUND_ALLOW_PRIVATE: boolean;
  FIRST_RUN_SETUP: boolean;
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** 64 hex characters. */
  SSO_SECRET_KEY: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  BACKUP_DIR: string;
  usesDefaultSuperPassword: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with a readable message when it is unusable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const dataDir = resolve(cfg.DATA_DIR);
  if (cfg.NODE_ENV === 'production' && !cfg.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`).',
    );
  }
  if (
    cfg.NODE_ENV === 'production' &&
    (!env.SEED_SUPER_PASSWORD || cfg.SEED_SUPER_PASSWORD === DEFAULT_SUPER_PASSWORD)
  ) {
    throw new ConfigError(
      `SEED_SUPER_PASSWORD is required when NODE_ENV=production: the default super user password '${DEFAULT_SUPER_PASSWORD}' is published in the README. Set SEED_SUPER_PASSWORD to another password (at least 8 characters); a super user that still has the default gets it.`,
    );
  }
  const allowPrivate = cfg.OUTBOUND_ALLOW_PRIVATE ?? cfg.WEBHOOKS_ALLOW_PRIVATE;
  if (cfg.NODE_ENV === 'production' && allowPrivate === 'true') {
    // A customer's webhook or push URL could then reach the database, the cloud metadata service
    // or anything else on the server's network.
    throw new ConfigError(
      'OUTBOUND_ALLOW_PRIVATE (or WEBHOOKS_ALLOW_PRIVATE) may not be true when NODE_ENV=production: webhooks and push may reach public addresses only.',
    );
  }
  if (cfg.NODE_ENV === 'production' && !cfg.SMTP_URL && cfg.MAIL_OUTBOX !== 'true') {
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production: without a mail server, portal emails (each with a private portal link) would be written to DATA_DIR/outbox and reach no one. Set SMTP_URL (e.g. smtp://user:pass@host:587), or set MAIL_OUTBOX=true to keep the outbox on purpose.',
    );
  }
  if (Boolean(cfg.VAPID_PUBLIC_KEY) !== Boolean(cfg.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  const vapid =
    cfg.VAPID_PUBLIC_KEY && cfg.VAPID_PRIVATE_KEY
      ? { publicKey: cfg.VAPID_PUBLIC_KEY, privateKey: cfg.VAPID_PRIVATE_KEY }
      : generatedVapidKeys(dataDir);
  return {
    ...cfg,
    DATA_DIR: dataDir,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    BACKUP_DIR: resolve(cfg.BACKUP_DIR ?? join(dataDir, 'backups')),
    JWT_SECRET: cfg.JWT_SECRET ?? developmentSecret(dataDir),
    SSO_SECRET_KEY: (cfg.SSO_SECRET_KEY ?? keptSecret(dataDir, 'sso-secret-key')).toLowerCase(),
    PUBLIC_URL: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, ''),
    usesDefaultSuperPassword: cfg.SEED_SUPER_PASSWORD === DEFAULT_SUPER_PASSWORD,
    OUTBOUND_ALLOW_PRIVATE:
      allowPrivate === undefined ? cfg.NODE_ENV !== 'production' : allowPrivate === 'true',
    FIRST_RUN_SETUP: cfg.FIRST_RUN_SETUP
      ? cfg.FIRST_RUN_SETUP === 'true'
      : cfg.NODE_ENV !== 'production',
  };
}

/** Outside production the secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  return keptSecret(dataDir, 'jwt-secret');
}

/** 32 random bytes (hex) generated once into DATA_DIR/`name` and read back afterwards. */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The passwords the README publishes; refused in production (seed.service.ts). */
export const PUBLISHED_SUPER_PASSWORD = DEFAULT_SUPER_PASSWORD;
/** Web Push keys made once and kept in DATA_DIR (every replica must share them: set the variables). */
function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as never;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
