import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig as sut } from './config.js';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cb-config-')) });

describe('loadConfig', () => {
  it.each([
    [undefined, 'loopback'],
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.10', '10.0.0.0/8, 192.168.1.10'],
    ['loopback,uniquelocal', 'loopback,uniquelocal'],
    ['fd00::/8', 'fd00::/8'],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(sut({ ...base(), TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', 'proxy.example.com', '10.0.0.0/8/1', '300.1.1.1'])(
    'refuses TRUST_PROXY=%j with a readable message',
    (value) => {
      expect(() => sut({ ...base(), TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => sut({ ...base(), TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be true, false, a number of hops/,
      );
    },
  );

  it('keeps 64 MB of rep answers by default, and 0 turns them off', () => {
    expect(sut(base()).REP_CACHE_MB).toBe(64);
    expect(sut({ ...base(), REP_CACHE_MB: '0' }).REP_CACHE_MB).toBe(0);
    expect(() => sut({ ...base(), REP_CACHE_MB: '-1' })).toThrow(ConfigError);
  });

  it('refuses to start in production with the published super user password', () => {
    const production = {
      ...base(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
    };
    for (const env of [production, { ...production, SEED_SUPER_PASSWORD: 'ChangeMe-Super1' }]) {
      expect(() => sut(env)).toThrow(ConfigError);
      expect(() => sut(env)).toThrow(/SEED_SUPER_PASSWORD is required when NODE_ENV=production/);
    }
    expect(sut({ ...production, SEED_SUPER_PASSWORD: 'Own-Super-Pass9' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('lets outbound requests reach private addresses outside production only', () => {
    expect(sut(base()).OUTBOUND_ALLOW_PRIVATE).toBe(true);
    expect(sut({ ...base(), OUTBOUND_ALLOW_PRIVATE: 'false' }).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    // The older name still works.
    expect(sut({ ...base(), WEBHOOKS_ALLOW_PRIVATE: 'false' }).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    const production = {
      ...base(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SEED_SUPER_PASSWORD: 'Own-Super-Pass9',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(sut(production).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    for (const name of ['OUTBOUND_ALLOW_PRIVATE', 'WEBHOOKS_ALLOW_PRIVATE'])
      expect(() => sut({ ...production, [name]: 'true' })).toThrow(
        /may not be true when NODE_ENV=production/,
      );
  });

  it('refuses to start in production without SMTP_URL unless MAIL_OUTBOX=true says so', () => {
    const production = {
      ...base(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SEED_SUPER_PASSWORD: 'Own-Super-Pass9',
    };
    for (const env of [production, { ...production, MAIL_OUTBOX: 'false' }])
      expect(() => sut(env)).toThrow(
        /SMTP_URL is required when NODE_ENV=production.*or set MAIL_OUTBOX=true/,
      );
    expect(sut({ ...production, MAIL_OUTBOX: 'true' }).NODE_ENV).toBe('production');
    expect(sut({ ...production, SMTP_URL: 'smtp://mail.example:587' }).NODE_ENV).toBe('production');
    // Outside production the outbox needs no switch.
    expect(sut(base()).SMTP_URL).toBeUndefined();
  });

  it('generates the Web Push keys once into DATA_DIR, so a restart keeps them', () => {
    const env = base();
    const first = sut(env);
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = sut(env);
    expect([again.VAPID_PUBLIC_KEY, again.VAPID_PRIVATE_KEY]).toEqual([
      first.VAPID_PUBLIC_KEY,
      first.VAPID_PRIVATE_KEY,
    ]);
    expect(sut(base()).VAPID_PUBLIC_KEY).not.toBe(first.VAPID_PUBLIC_KEY);
  });

  it('takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, never one alone', () => {
    const keys = sut(base());
    const given = sut({
      ...base(),
      VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY,
    });
    expect(given.VAPID_PUBLIC_KEY).toBe(keys.VAPID_PUBLIC_KEY);
    expect(() => sut({ ...base(), VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.',
    );
    expect(() =>
      sut({ ...base(), VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY }),
    ).toThrow(/VAPID_PUBLIC_KEY must be a base64url P-256 public key/);
  });

  it('backs up daily into DATA_DIR/backups and keeps 14 by default', () => {
    const env = base();
    const cfg = sut(env);
    expect(cfg.BACKUP_SCHEDULE).toEqual({ kind: 'daily', hour: 3, minute: 0 });
    expect(cfg.BACKUP_KEEP).toBe(14);
    expect(cfg.BACKUP_DIR).toBe(join(cfg.DATA_DIR, 'backups'));
    expect(sut({ ...env, BACKUP_DIR: '/srv/cb-backups' }).BACKUP_DIR).toBe('/srv/cb-backups');
    expect(sut({ ...env, BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toEqual({ kind: 'off' });
  });

  it.each([
    ['BACKUP_SCHEDULE', 'weekly', /BACKUP_SCHEDULE must be off, hourly, daily/],
    ['BACKUP_SCHEDULE', 'daily@25:00', /BACKUP_SCHEDULE must be off/],
    ['BACKUP_KEEP', '0', /BACKUP_KEEP must be at least 1/],
    ['BACKUP_KEEP', '2.5', /BACKUP_KEEP must be a whole number/],
  ])('refuses %s=%j with a readable message', (name, value, message) => {
    expect(() => sut({ ...base(), [name]: value })).toThrow(message);
  });
});
