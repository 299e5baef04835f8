import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '@commissionbee/shared/backups';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const superUser = aUser({ super: true, company_id: 10 });
// The panel is loaded lazily; its first visit in a run compiles it, which can pass findBy's 1 s.
const LOADING = { timeout: 5000 };
const OLD = 'commissionbee-20261122-030000Z.sql';
const NEW = 'commissionbee-20261123-170000Z.sql';

const aStatus = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  available: true,
  message: null,
  schedule: 'every day at 03:00',
  keep: 14,
  directory: '/srv/cb/.data/backups',
  running: false,
  last_error: null,
  backups: [{ name: OLD, size: 2_500_000, created_at: '2026-11-22T03:00:01.000Z' }],
  ...overrides,
});

const section = () => screen.findByRole('region', { name: 'Backups' }, LOADING);

describe('Backups (Super Admin Panel)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the backups with their schedule', async () => {
    signedInAs(superUser, { 'GET /super/backups': { body: aStatus() } });
    renderApp('/super');
    const backups = await section();
    await within(backups).findByText(OLD, {}, LOADING);
    expect(within(backups).getByText('2.4 MB')).toBeTruthy();
    expect(
      within(backups).getByText(/Scheduled: every day at 03:00; the newest 14 are kept/),
    ).toBeTruthy();
  });

  it('backs up now, says so and lists the new file', async () => {
    let taken = false;
    const api = signedInAs(superUser, {
      'GET /super/backups': () => ({
        body: aStatus(
          taken
            ? { backups: [{ name: NEW, size: 1024, created_at: '2026-11-23T17:00:00.000Z' }] }
            : {},
        ),
      }),
      'POST /super/backups': () => {
        taken = true;
        return {
          status: 201,
          body: {
            name: NEW,
            size: 1024,
            created_at: '2026-11-23T17:00:00Z',
            blocked_ms: 40,
            tables: 9,
          },
        };
      },
    });
    renderApp('/super');
    const backups = await section();
    fireEvent.click(await within(backups).findByRole('button', { name: 'Back up now' }, LOADING));
    expect(await within(backups).findByText(`Backup ${NEW} written (1.0 kB).`)).toBeTruthy();
    expect(await within(backups).findByText(NEW)).toBeTruthy();
    expect(api.callsTo('POST', '/super/backups')).toHaveLength(1);
  });

  it('downloads a backup with the session token under its own name', async () => {
    const createObjectURL = vi.fn(() => 'blob:backup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = signedInAs(superUser, {
      'GET /super/backups': { body: aStatus() },
      [`GET /super/backups/${OLD}`]: { body: 'SET statement_timeout = 0;' },
    });
    renderApp('/super');
    const backups = await section();
    fireEvent.click(
      await within(backups).findByRole('button', { name: `Download ${OLD}` }, LOADING),
    );
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [download] = api.callsTo('GET', `/super/backups/${OLD}`);
    expect(download.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('shows the server’s error when a backup fails', async () => {
    signedInAs(superUser, {
      'GET /super/backups': { body: aStatus() },
      'POST /super/backups': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'A backup is already being written. Try again when it is done.',
        },
      },
    });
    renderApp('/super');
    const backups = await section();
    fireEvent.click(await within(backups).findByRole('button', { name: 'Back up now' }, LOADING));
    expect(
      await within(backups).findByText(
        'The backup failed: A backup is already being written. Try again when it is done.',
      ),
    ).toBeTruthy();
  });

  it('on a PostgreSQL server, points to the server’s own tools instead', async () => {
    signedInAs(superUser, {
      'GET /super/backups': {
        body: aStatus({ available: false, message: 'Use pg_dump.', directory: null, backups: [] }),
      },
    });
    renderApp('/super');
    const backups = await section();
    expect(await within(backups).findByText('Use pg_dump.', {}, LOADING)).toBeTruthy();
    expect(within(backups).queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
