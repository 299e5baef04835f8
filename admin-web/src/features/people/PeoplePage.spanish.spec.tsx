// People and the invitation page in Spanish (issue 33): the table's roles, statuses and moments,
// the invite form, single sign-on and provisioning; accepting an invitation.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Person } from '@commissionbee/shared/people';
import { createQueryClient } from '../../app/query-client';
import { aUser } from '../../testing/builders';
import { mockApi } from '../../testing/mock-api';
import { renderApp, signedInAs } from '../../testing/render-app';

const LOADING = { timeout: 5000 };

const aPerson = (overrides: Partial<Person> = {}): Person => ({
  id: 2,
  email: 'alex@demosolar.example',
  name: 'Alex Admin',
  role: 'admin',
  status: 'active',
  last_sign_in_at: '2026-11-27T10:00:00.000Z',
  last_sign_in_method: 'sso',
  invitation_expires_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('People in Spanish', () => {
  it('names the table, invite form, single sign-on and provisioning in Spanish', async () => {
    signedInAs(aUser({ user_id: 1, company_id: 10 }), {
      'GET /bee/scim/settings': { body: { rotate_rep_links: true } },
      'GET /bee/people': {
        body: {
          company_id: 10,
          company_name: 'Demo Solar Co.',
          people: [
            aPerson(),
            aPerson({
              id: 3,
              email: 'new@example.com',
              name: '',
              role: 'standard',
              status: 'invited',
              last_sign_in_at: null,
              last_sign_in_method: null,
              invitation_expires_at: '2026-12-04T10:00:00.000Z',
            }),
          ],
        },
      },
      'GET /bee/sso': {
        body: {
          configured: false,
          enabled: false,
          issuer: '',
          client_id: '',
          client_secret_set: false,
          domains: [],
          role_claim: 'groups',
          admin_groups: [],
          standard_groups: [],
          required: false,
          admin_password_fallback: false,
          redirect_uri: 'https://app.example/api/auth/sso/callback',
        },
      },
    });
    renderApp('/bee/people', createQueryClient(), 'es-US');
    await screen.findByRole('heading', { level: 1, name: 'Personas' });
    const table = await screen.findByRole('table', { name: 'Personas' }, LOADING);
    expect(
      within(table).getByRole('columnheader', { name: 'Último inicio de sesión' }),
    ).toBeTruthy();
    expect(within(table).getByText('Inicio de sesión único')).toBeTruthy();
    expect(within(table).getByText(/^27 nov 2026/)).toBeTruthy();
    expect(within(table).getByText('Invitado')).toBeTruthy();
    expect(within(table).getByText(/^enlace válido hasta 4 dic 2026/)).toBeTruthy();
    expect(
      within(table).getByRole('combobox', { name: 'Rol de alex@demosolar.example' }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Desactivar a alex@demosolar.example' }),
    ).toBeTruthy();

    const invite = screen.getByRole('form', { name: 'Invitar a alguien' });
    expect(within(invite).getByRole('option', { name: 'Usuario estándar' })).toBeTruthy();
    expect(within(invite).getByRole('button', { name: 'Enviar invitación' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Inicio de sesión único (OpenID Connect)' }),
    ).toBeTruthy();
    expect(await screen.findByLabelText('URL del emisor')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Aprovisionamiento automático (SCIM)' }),
    ).toBeTruthy();
  });

  it('words the answer of "Test sign-in" in Spanish, with the server’s reason in brackets', async () => {
    const refused =
      'CommissionBee may not call the issuer https://10.0.0.5/realm: The URL may not point to a private, loopback or internal address.';
    signedInAs(aUser({ user_id: 1, company_id: 10 }), {
      'GET /bee/scim/settings': { body: { rotate_rep_links: true } },
      'GET /bee/people': { body: { company_id: 10, company_name: 'Demo Solar Co.', people: [] } },
      'GET /bee/sso': {
        body: {
          configured: true,
          enabled: true,
          issuer: 'https://10.0.0.5/realm',
          client_id: 'commissionbee',
          client_secret_set: true,
          domains: ['demosolar.example'],
          role_claim: 'groups',
          admin_groups: ['admins'],
          standard_groups: [],
          required: false,
          admin_password_fallback: false,
          redirect_uri: 'https://app.example/api/auth/sso/callback',
        },
      },
      'POST /bee/sso/test': {
        body: {
          ok: false,
          code: 'SSO_PROVIDER_UNREACHABLE',
          message: refused,
          issuer: null,
          authorization_endpoint: null,
          token_endpoint: null,
          userinfo_endpoint: null,
          groups_scope: false,
          sign_in_url: null,
        },
      },
    });
    renderApp('/bee/people', createQueryClient(), 'es-US');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Probar inicio de sesión' }, LOADING),
    );
    expect(
      await screen.findByText(
        `CommissionBee no pudo comunicarse con el emisor: no respondió, o no es una dirección https:// en internet pública. (${refused})`,
      ),
    ).toBeTruthy();
  });

  it('asks an invited person to choose a password in Spanish', async () => {
    mockApi({
      'GET /auth/invitations/abc': {
        body: {
          email: 'new@example.com',
          company_name: 'Demo Solar Co.',
          role: 'admin',
          expires_at: '2026-12-04T10:00:00.000Z',
        },
      },
    });
    renderApp('/invite/abc', createQueryClient(), 'es-US');
    expect(
      await screen.findByText(
        'Te unes a Demo Solar Co. como Administrador. Elige una contraseña para iniciar sesión.',
        {},
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acepta tu invitación' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Guardar contraseña e iniciar sesión' }),
    ).toBeTruthy();
  });
});
