import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const aCompany = (overrides: Partial<CompanySummary>): CompanySummary => ({
  id: 10,
  name: 'Demo Solar Co.',
  logo: null,
  color: null,
  features: [],
  ...overrides,
});

function superUserWith(features: string[]) {
  return aUser({ super: true, company_id: 10, company: { features } });
}

// The panel is loaded lazily; its first visit in a run compiles it, which can pass findBy's 1 s.
const LOADING = { timeout: 5000 };

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Company features (Super Admin Panel)', () => {
  it('lists every company with a checkbox per feature', async () => {
    signedInAs(superUserWith([]), {
      'GET /companies': {
        body: [
          aCompany({ features: ['whatif-calc', 'show-commission-pct'] }),
          aCompany({ id: 11, name: 'Sunny Roofs', features: ['show-commission-pct'] }),
        ],
      },
    });
    renderApp('/super');

    const section = await screen.findByRole('region', { name: 'Companies' }, LOADING);
    await within(section).findByText('Sunny Roofs', {}, LOADING);
    expect(within(section).getByText('11')).toBeTruthy();
    expect(box('What-if calculator for Demo Solar Co.').checked).toBe(true);
    expect(box('Show commission % for Demo Solar Co.').checked).toBe(true);
    expect(box('What-if calculator for Sunny Roofs').checked).toBe(false);
    expect(box('Show commission % for Sunny Roofs').checked).toBe(true);
  });

  it("turns a feature on for the super user's own company and the sidebar follows at once", async () => {
    let features: string[] = ['beta'];
    const api = signedInAs(superUserWith([]), {
      'GET /me': () => ({ body: superUserWith(features) }),
      'GET /companies': () => ({ body: [aCompany({ features })] }),
      'PATCH /companies/10/features': (call) => {
        features = (call.body as { features: string[] }).features;
        return { body: aCompany({ features }) };
      },
    });
    renderApp('/super');
    await screen.findByRole('checkbox', { name: 'What-if calculator for Demo Solar Co.' }, LOADING);
    expect(screen.queryByRole('link', { name: 'Rep Calculator' })).toBeNull();

    fireEvent.click(box('What-if calculator for Demo Solar Co.'));

    expect(await screen.findByRole('link', { name: 'Rep Calculator' })).toBeTruthy();
    expect(api.callsTo('PATCH', '/companies/10/features')[0].body).toEqual({
      features: ['beta', 'whatif-calc'],
    });
    await waitFor(() => expect(box('What-if calculator for Demo Solar Co.').checked).toBe(true));
  });

  it('turns a feature off, keeping the others', async () => {
    const api = signedInAs(superUserWith([]), {
      'GET /companies': { body: [aCompany({ features: ['whatif-calc', 'show-commission-pct'] })] },
      'PATCH /companies/10/features': { body: aCompany({ features: ['whatif-calc'] }) },
    });
    renderApp('/super');
    fireEvent.click(
      await screen.findByRole(
        'checkbox',
        { name: 'Show commission % for Demo Solar Co.' },
        LOADING,
      ),
    );

    await waitFor(() => expect(api.callsTo('PATCH', '/companies/10/features')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/companies/10/features')[0].body).toEqual({
      features: ['whatif-calc'],
    });
  });

  it('says when the change could not be saved', async () => {
    signedInAs(superUserWith([]), {
      'GET /companies': { body: [aCompany({})] },
      'PATCH /companies/10/features': { status: 403, body: { message: 'Forbidden resource' } },
      // The Backups section of the same page answers too, so the only alert is the features one.
      'GET /super/backups': {
        body: {
          available: false,
          message: 'On a PostgreSQL server, back up with pg_dump.',
          schedule: 'off',
          keep: 14,
          directory: null,
          running: false,
          last_error: null,
          backups: [],
        },
      },
    });
    renderApp('/super');
    fireEvent.click(
      await screen.findByRole(
        'checkbox',
        { name: 'What-if calculator for Demo Solar Co.' },
        LOADING,
      ),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not save the features of Demo Solar Co.',
    );
  });
});
