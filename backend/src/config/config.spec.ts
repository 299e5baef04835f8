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
