import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Person } from '@commissionbee/shared/people';
import { aUser } from '../../testing/builders';
import { renderApp, signedInAs } from '../../testing/render-app';

const LOADING = { timeout: 5000 };
const admin = aUser({ user_id: 1, company_id: 10 });

const aPerson = (overrides: Partial<Person> = {}): Person => ({
  id: 2,
  email: 'alex.admin@demosolar.example',
  name: 'Alex Admin',
  role: 'admin',
  status: 'active',
  last_sign_in_at: null,
  last_sign_in_method: null,
  invitation_expires_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const list = (people: Person[]) => ({
  body: { company_id: 10, company_name: 'Demo Solar Co.', people },
});
const settings = { 'GET /bee/scim/settings': { body: { rotate_rep_links: true } } };

describe('People screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an error when the people cannot be read', async () => {
    signedInAs(admin, {
      ...settings,
      'GET /bee/people': {
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: 'Database away' },
      },
    });
    renderApp('/bee/people');
    // A 500 is retried twice (1 s, then 2 s) before the error shows: 5 s was too close on a busy machine.
    expect(await screen.findByText('Database away', {}, { timeout: 12_000 })).toBeTruthy();
  });

  it('lists people with role, status and last sign-in, and never offers to change yourself', async () => {
    signedInAs(admin, {
      ...settings,
      'GET /bee/people': list([
        aPerson({
          id: 1,
          email: 'admin@demosolar.example',
          name: 'Dana Admin',
          last_sign_in_at: '2026-11-27T10:00:00.000Z',
          last_sign_in_method: 'password',
        }),
        aPerson(),
        aPerson({
          id: 3,
          email: 'new@example.com',
          name: '',
          role: 'standard',
          status: 'invited',
          invitation_expires_at: '2026-12-04T10:00:00.000Z',
        }),
      ]),
    });
    renderApp('/bee/people');
    const table = await screen.findByRole('table', { name: 'People' }, LOADING);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('You')).toBeTruthy();
    expect(within(rows[1]).getByText('Password')).toBeTruthy();
    expect(within(rows[1]).queryByRole('combobox')).toBeNull();
    expect(within(rows[3]).getByText('Invited')).toBeTruthy();
    expect(
      (
        within(rows[3]).getByRole('combobox', {
          name: 'Role of new@example.com',
        }) as HTMLSelectElement
      ).value,
    ).toBe('standard');
  });

  it('sends an invitation with the chosen role and says so', async () => {
    const api = signedInAs(admin, {
      ...settings,
      'GET /bee/people': list([aPerson()]),
      'POST /bee/people/invitations': {
        status: 201,
        body: {
          ...aPerson({ id: 9, email: 'fin@example.com', status: 'invited' }),
          invitation_sent: true,
        },
      },
    });
    renderApp('/bee/people');
    const form = await screen.findByRole('form', { name: 'Invite someone' }, LOADING);
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'fin@example.com' },
    });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to fin@example.com/, {}, LOADING)).toBeTruthy();
    expect(api.callsTo('POST', '/bee/people/invitations')[0].body).toEqual({
      email: 'fin@example.com',
      role: 'admin',
    });
  });

  it('says why the server refused to deactivate the last admin', async () => {
    signedInAs(admin, {
      ...settings,
      'GET /bee/people': list([aPerson()]),
      'POST /bee/people/2/deactivate': {
        status: 409,
        body: { code: 'PEOPLE_LAST_ADMIN', message: 'This is the last active administrator' },
      },
    });
    renderApp('/bee/people');
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Deactivate alex.admin@demosolar.example' },
        LOADING,
      ),
    );
    const confirm = screen.getByRole('group', { name: 'Deactivate alex.admin@demosolar.example?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('This is the last active administrator', {}, LOADING),
    ).toBeTruthy();
  });

  it('saves single sign-on settings, keeping a stored secret unless a new one is typed', async () => {
    const stored = {
      configured: true,
      enabled: true,
      issuer: 'https://acme.okta.com',
      client_id: 'client-1',
      client_secret_set: true,
      domains: ['acme.example'],
      role_claim: 'groups',
      admin_groups: ['cb-admins'],
      standard_groups: ['cb-viewers'],
      required: false,
      admin_password_fallback: false,
      redirect_uri: 'http://localhost:3000/api/auth/sso/callback',
      updated_at: '2026-11-27T10:00:00.000Z',
    };
    const api = signedInAs(admin, {
      ...settings,
      'GET /bee/people': list([aPerson()]),
      'GET /bee/sso': { body: stored },
      'PUT /bee/sso': { body: { ...stored, required: true } },
    });
    renderApp('/bee/people');
    const form = await screen.findByRole('form', { name: 'Single sign-on settings' }, LOADING);
    expect(within(form).getByText(stored.redirect_uri)).toBeTruthy();
    expect((within(form).getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText('Email domains'), {
      target: { value: 'acme.example, Acme.co.uk' },
    });
    fireEvent.click(within(form).getByRole('switch', { name: /Require single sign-on/ }));
    fireEvent.click(
      within(form).getByRole('switch', {
        name: /Let administrators use their password when the identity provider is down/,
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Single sign-on settings saved.', {}, LOADING)).toBeTruthy();
    expect(api.callsTo('PUT', '/bee/sso')[0].body).toEqual({
      issuer: 'https://acme.okta.com',
      client_id: 'client-1',
      domains: ['acme.example', 'acme.co.uk'],
      role_claim: 'groups',
      admin_groups: ['cb-admins'],
      standard_groups: ['cb-viewers'],
      enabled: true,
      required: true,
      admin_password_fallback: true,
    });
  });
});
